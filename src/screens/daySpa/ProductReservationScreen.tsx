import { Link, useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { myDaySpaReservationQuery } from '../../api/daySpa';
import { useUser } from '../../api/user';
import { Skeleton } from '../../ui';
import { PageHeader } from '@src/shared/page/PageHeader';
import { useLocale } from '../../i18n/useLocale';
import { LoginGate } from '@src/shared/auth/LoginGate';
import { NotFoundScreen } from '@src/shared/page/NotFoundScreen';
import { ParticipantsSection } from './participants/ParticipantsSection';
import { ManageBooking } from '@src/shared/reservation/ManageBooking';
import { slotTitle } from '@src/shared/reservation/slotTitle';
import './daySpa.css';

/**
 * /{lang}/my/product-reservations/{number}: the guest's own day-spa reservation (another
 * user's number is not found): date, slot, people, amount paid, voucher, and the participants.
 */
export function ProductReservationScreen() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { number } = useParams<{ number: string }>();
  const user = useUser();
  const reservation = useQuery({ ...myDaySpaReservationQuery(number), enabled: Boolean(user.data) });
  const money = (cents: number) => formatMoney(cents, locale);
  const r = reservation.data;
  const bookedBy = r?.booked_by;

  if (user.data && reservation.isError) return <NotFoundScreen />;
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Reservation {number}</Trans>
        </h1>
      </PageHeader>
      <div className="container page product-reservation">
        {!user.isPending && !user.data ? <LoginGate /> : null}
        {user.data && reservation.isPending ? <Skeleton count={4} height={40} /> : null}
        {r ? (
          <>
            <h2>{r.product_title}</h2>
            <dl className="product-reservation__facts">
              <dt>
                <Trans>Date</Trans>
              </dt>
              <dd>{formatDate(r.date, locale, 'DD MMMM YYYY')}</dd>
              <dt>
                <Trans>Time slot</Trans>
              </dt>
              <dd>{slotTitle(r.slot_title, i18n)}</dd>
              <dt>
                <Trans>People</Trans>
              </dt>
              <dd>{r.people}</dd>
              {!r.is_booker ? (
                <>
                  <dt>
                    <Trans>Booked by</Trans>
                  </dt>
                  <dd>{r.booked_by}</dd>
                </>
              ) : null}
              {r.bonus_discount ? (
                <>
                  <dt>
                    <Trans>Bonus voucher used</Trans>
                  </dt>
                  <dd>{money(r.bonus_discount)}</dd>
                </>
              ) : null}
              {r.discount_percent ? (
                <>
                  <dt>
                    <Trans>Your discount</Trans>
                  </dt>
                  <dd>{r.discount_percent}%</dd>
                </>
              ) : null}
              {r.total !== null ? (
                <>
                  <dt>
                    <Trans>Amount paid</Trans>
                  </dt>
                  <dd data-testid="amount-paid">{money(r.total)}</dd>
                </>
              ) : null}
            </dl>
            <ParticipantsSection reservation={r} />
            {/* The payments are the booker's: the server answers their account to the booker only. */}
            {r.is_booker ? (
              <ManageBooking number={r.number} />
            ) : (
              <p className="product-reservation__participant" data-testid="participant-note">
                <Trans>
                  You take part in this reservation, booked by {bookedBy}. Its payments are managed by the booker.
                </Trans>
              </p>
            )}
            <p>
              <Link href="/my">{t`Back to my account`}</Link>
            </p>
          </>
        ) : null}
      </div>
    </>
  );
}
