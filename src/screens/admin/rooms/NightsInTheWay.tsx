import { Trans } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import type { RoomNightsInTheWay } from '@domain/roomsAdmin';
import { useLocale } from '../../../i18n/useLocale';

/** The reservations that have the room on nights a refused period would take (docs/product.md §12.14). */
export function NightsInTheWay({ stays }: { stays: RoomNightsInTheWay[] }) {
  const locale = useLocale();
  if (!stays.length) return null;
  const day = (iso: string) => formatDate(iso, locale, 'DD MMM YYYY');
  return (
    <div className="notice notice--error" data-testid="nights-in-the-way">
      <p>
        <Trans>Reservations concerned:</Trans>
      </p>
      <ul>
        {stays.map((stay) => (
          <li key={stay.reservation_id}>
            {stay.reservation_number} · {stay.guest} · {day(stay.from_date)} – {day(stay.to_date)}
          </li>
        ))}
      </ul>
    </div>
  );
}
