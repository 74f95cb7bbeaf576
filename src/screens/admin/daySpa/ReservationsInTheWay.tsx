import { Trans } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import type { SpaReservationWire } from '@domain/daySpaAdmin';
import { useLocale } from '../../../i18n/useLocale';

/** The reservations a refused change would have taken places or days from (docs/product.md §12.16). */
export function ReservationsInTheWay({ reservations }: { reservations: SpaReservationWire[] }) {
  const locale = useLocale();
  if (!reservations.length) return null;
  return (
    <div className="notice notice--error" data-testid="spa-reservations-in-the-way">
      <p>
        <Trans>Reservations concerned:</Trans>
      </p>
      <ul>
        {reservations.map((r) => (
          <li key={r.number}>
            {r.number} · {r.guest} · {formatDate(r.date, locale, 'DD MMM YYYY')}
            {r.slot_title ? ` · ${r.slot_title}` : ''} · <Trans>{r.people} people</Trans>
          </li>
        ))}
      </ul>
    </div>
  );
}
