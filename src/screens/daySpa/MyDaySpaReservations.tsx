import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import type { ProductReservationSummary } from '../../api/daySpa';
import { useLocale } from '../../i18n/useLocale';
import { slotTitle } from '@src/shared/reservation/slotTitle';
import './daySpa.css';
import { useCounts } from '../../i18n/counts';

/** The guest's day-spa reservations on /my, each linking to its page (participants, invitations). */
export function MyDaySpaReservations({ reservations }: { reservations: ProductReservationSummary[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const counts = useCounts();
  return (
    <ul className="my-day-spa">
      {reservations.map((r) => (
        <li key={r.number}>
          <Link href={`/my/product-reservations/${r.number}`} className="my-day-spa__link">
            <span className="my-day-spa__number">{r.number}</span>
            <span>
              {r.product_title} · {formatDate(r.date, locale, 'DD MMM YYYY')}
            </span>
            <span>
              {slotTitle(r.slot_title, i18n)} · {counts.people(r.people)}
            </span>
            <span className="my-day-spa__total">
              {r.total !== null ? (
                <Trans>Total {formatMoney(r.total, locale)}</Trans>
              ) : (
                <Trans>Invited by {r.booked_by}</Trans>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
