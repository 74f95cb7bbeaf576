import { Trans } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import type { StayWire } from '@domain/seasonAdmin';
import { useLocale } from '../../../i18n/useLocale';

/** The reservations a refused change would have left without their days (docs/product.md §12.9). */
export function StaysInTheWay({ stays }: { stays: StayWire[] }) {
  const locale = useLocale();
  if (!stays.length) return null;
  const day = (iso: string) => formatDate(iso, locale, 'DD MMM YYYY');
  return (
    <div className="notice notice--error" data-testid="stays-in-the-way">
      <p>
        <Trans>Reservations concerned:</Trans>
      </p>
      <ul>
        {stays.map((stay) => (
          <li key={stay.id}>
            #{stay.id} · {stay.guest} · {day(stay.from_date)} – {day(stay.to_date)}
          </li>
        ))}
      </ul>
    </div>
  );
}
