import { TREATMENT_CHANGE_NOTICE_HOURS } from '@domain/constants';
import { ReservationCures } from './ReservationCures';
import { Link, useParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { paidWithGiftCard } from '@domain/paymentSplit';
import { useRoomReservation } from '@src/api/booking';
import { useUser } from '@src/api/user';
import { Skeleton } from '@src/ui';
import { PageHeader } from '@src/shared/page/PageHeader';
import { LoginGate } from '@src/shared/auth/LoginGate';
import { ManageBooking } from '@src/shared/reservation/ManageBooking';
import { useLocale } from '@src/i18n/useLocale';
import '../booking.css';
import { useCounts } from '@src/i18n/counts';
import { CityTaxLimits } from '../CityTaxLimits';
import { VatSplit } from './VatSplit';
import { ReservationAddOns } from './ReservationAddOns';
import { ReservationTreatmentTimes } from './ReservationTreatmentTimes';

/**
 * /{lang}/my/room-reservations/{id}: the guest's own reservation (others get 'not found'):
 * dates, rooms, people, rate and board, total, deposit paid, balance, city tax and cancellation terms.
 */
export function RoomReservationScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const counts = useCounts();
  const { id } = useParams<{ id: string }>();
  const { data: user, isPending: userPending } = useUser();
  const reservation = useRoomReservation(id, locale, Boolean(user));
  const money = (cents: number) => formatMoney(cents, locale);
  const r = reservation.data;

  return (
    <>
      <PageHeader>
        <h1>{r ? <Trans>Reservation {r.number}</Trans> : <Trans>Your reservation</Trans>}</h1>
      </PageHeader>
      <div className="container page booking-page reservation-page">
        {!userPending && !user ? <LoginGate /> : null}
        {user && reservation.isPending ? <Skeleton count={5} height={40} /> : null}
        {user && reservation.isError ? (
          <div className="booking-notice" role="alert">
            <p>
              <Trans>This reservation does not exist or is not yours.</Trans>
            </p>
            <Link href="/my">
              <Trans>Back to my account</Trans>
            </Link>
          </div>
        ) : null}
        {r ? (
          <>
            <p className="reservation-page__status">
              <Trans>Confirmed</Trans> · {counts.nights(r.nights)} · {counts.guests(r.people)}
            </p>
            <Link
              href={`/my/room-reservations/${r.id}/check-in`}
              className="button button--primary reservation-page__check-in"
            >
              <Trans>Online check-in</Trans>
            </Link>
            <dl className="reservation-dates">
              <dt>
                <Trans>Check-in</Trans>
              </dt>
              <dd>{formatDate(r.from_date, locale, 'ddd DD MMM YYYY')}</dd>
              <dt>
                <Trans>Check-out</Trans>
              </dt>
              <dd>{formatDate(r.to_date, locale, 'ddd DD MMM YYYY')}</dd>
            </dl>
            <h2>
              <Trans>Rooms</Trans>
            </h2>
            <ul className="reservation-rooms">
              {r.rooms.map((room) => (
                <li key={room.position} className="reservation-room">
                  <h3>{room.room_category.name}</h3>
                  <p>
                    {counts.adults(room.adults)}
                    {room.children > 0 ? ` · ${t`Kids' ages: ${room.children_ages.join(', ')}`}` : ''}
                  </p>
                  <p>
                    {room.rate_name} · {room.board_name}
                  </p>
                  <p className="reservation-room__total">{money(room.total)}</p>
                </li>
              ))}
            </ul>
            <dl className="order-summary__totals reservation-money">
              {r.discount > 0 ? (
                <>
                  <dt>
                    <Trans>Stay before your discount</Trans>
                  </dt>
                  <dd>{money(r.subtotal)}</dd>
                </>
              ) : null}
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd data-testid="reservation-total">{money(r.total)}</dd>
              <dt>
                <Trans>Deposit paid</Trans>
              </dt>
              <dd data-testid="deposit-paid">
                {money(r.deposit_paid)}
                {paidWithGiftCard(r.paid_with) ? (
                  <span className="reservation-card-brand" data-testid="deposit-parts">
                    {' '}
                    (
                    {r.paid_with.gift_cards
                      .map((used) => t`gift card …${used.last_four}: ${money(used.amount)}`)
                      .join(' · ')}
                    {r.paid_with.card
                      ? ` · ${t`card ending in ${r.paid_with.card.last_four ?? ''}: ${money(r.paid_with.card.amount)}`}`
                      : null}
                    )
                  </span>
                ) : r.card ? (
                  <span className="reservation-card-brand">
                    {' '}
                    ({r.card.brand} •••• {r.card.last_four})
                  </span>
                ) : null}
              </dd>
              <dt>
                <Trans>Balance due at the hotel</Trans>
              </dt>
              <dd data-testid="balance-due">{money(r.balance_due)}</dd>
              <dt>
                <Trans>City tax (paid on site, estimate)</Trans>
              </dt>
              <dd>{money(r.city_tax.total)}</dd>
            </dl>
            <ReservationAddOns lines={r.add_ons ?? []} />
            <VatSplit lines={r.vat_split} />
            <ReservationTreatmentTimes
              reservationId={r.id}
              stay={{ from: r.from_date, to: r.to_date }}
              times={r.treatment_times ?? []}
              noticeHours={r.treatment_notice_hours ?? TREATMENT_CHANGE_NOTICE_HOURS}
            />
            <ReservationCures cures={r.ssn_cures ?? []} />
            <p className="reservation-page__tax">
              <Trans>
                City tax: {money(r.city_tax_rate)} per person per night, paid on site in cash at departure. It is not
                included in the total.
              </Trans>
              <CityTaxLimits maxNights={r.city_tax.max_nights_taxed} exemptUnderAge={r.city_tax.exempt_under_age} />
            </p>
            <h2>
              <Trans>Cancellation terms</Trans>
            </h2>
            {r.cancellation_terms.map((term) => (
              <p key={term.rate_name}>
                <strong>{term.rate_name}:</strong> {term.text}
              </p>
            ))}
            {r.special_requests ? (
              <>
                <h2>
                  <Trans>Special requests</Trans>
                </h2>
                <p>{r.special_requests}</p>
              </>
            ) : null}
            <ManageBooking number={r.number} />
            <Link href="/my" className="button button--secondary">
              <Trans>Back to my account</Trans>
            </Link>
          </>
        ) : null}
      </div>
    </>
  );
}
