import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import type { MyRoomReservation } from '@src/api/booking';
import { useLocale } from '@src/i18n/useLocale';
import { useCounts } from '@src/i18n/counts';
import '../booking.css';

/** The guest's room reservations on /my: dates, rooms, total, a link to each reservation's page and to its online check-in. */
export function MyRoomReservations({ reservations }: { reservations: MyRoomReservation[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const counts = useCounts();
  return (
    <ul className="my-room-reservations">
      {reservations.map((r) => (
        <li key={r.id} className="my-room-reservations__item">
          <Link href={`/my/room-reservations/${r.id}`} className="my-room-reservations__link">
            <span className="my-room-reservations__number">{r.number}</span>
            <span>
              {formatDate(r.from_date, locale, 'DD MMM YYYY')} – {formatDate(r.to_date, locale, 'DD MMM YYYY')}
            </span>
            <span>
              {r.rooms.join(', ')} · {counts.guests(r.people)}
            </span>
            <span className="my-room-reservations__total">
              <Trans>Total {formatMoney(r.total, locale)}</Trans>
            </span>
          </Link>
          <Link
            href={`/my/room-reservations/${r.id}/check-in`}
            className="my-room-reservations__check-in"
            aria-label={t`Online check-in for reservation ${r.number}`}
          >
            <Trans>Online check-in</Trans>
          </Link>
        </li>
      ))}
    </ul>
  );
}
