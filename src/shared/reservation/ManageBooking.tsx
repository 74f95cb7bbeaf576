import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, hotelToday } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { calendarFileUrl, useReservationAccount } from '@src/api/requests';
import { useLocale } from '@src/i18n/useLocale';
import { Skeleton } from '@src/ui';
import './manage.css';

/**
 * "Manage my booking" on a reservation's page (issue 12): every payment made for it, what is left
 * to pay on arrival (city tax included), the change and refund requests prefilled from it, and
 * its calendar file.
 */
export function ManageBooking({ number }: { number: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const account = useReservationAccount(number);
  const money = (cents: number) => formatMoney(cents, locale);
  const query = `?reservation=${encodeURIComponent(number)}`;
  const a = account.data;

  return (
    <section className="manage-booking" aria-labelledby="manage-booking-title">
      <h2 id="manage-booking-title">
        <Trans>Manage your booking</Trans>
      </h2>
      {account.isPending ? <Skeleton count={3} height={40} /> : null}
      {account.isError ? (
        <p className="form-alert" role="alert">
          <Trans>The payments of this reservation could not be loaded. Please try again later.</Trans>
        </p>
      ) : null}
      {a ? (
        <>
          <h3>
            <Trans>Payments</Trans>
          </h3>
          <ul className="manage-booking__payments" data-testid="payments">
            {a.payments.map((p, index) => (
              <li key={index}>
                <span>{formatDate(p.paid_at.slice(0, 10), locale, 'DD MMM YYYY')}</span>
                <span>
                  {p.kind === 'deposit'
                    ? t`Deposit`
                    : a.kind === 'room'
                      ? t`Deposit when booking`
                      : t`Paid when booking`}
                </span>
                <span>
                  {p.card
                    ? `${p.card.brand} •••• ${p.card.last_four}`
                    : p.gift_card
                      ? t`gift card …${p.gift_card.last_four}`
                      : ''}
                </span>
                <strong>{money(p.amount)}</strong>
              </li>
            ))}
          </ul>
          <dl className="manage-booking__totals">
            <dt>
              <Trans>Paid so far</Trans>
            </dt>
            <dd data-testid="paid-so-far">{money(a.paid)}</dd>
            {a.kind === 'room' ? (
              <>
                <dt>
                  <Trans>Rest of the stay</Trans>
                </dt>
                <dd>{money(a.balance)}</dd>
                <dt>
                  <Trans>City tax</Trans>
                </dt>
                <dd>{money(a.city_tax)}</dd>
              </>
            ) : null}
            {/* City tax is per night: a day visit has none to include. */}
            <dt className="manage-booking__due">
              {a.kind === 'room' ? (
                <Trans>To pay on arrival (city tax included)</Trans>
              ) : (
                <Trans>To pay on arrival</Trans>
              )}
            </dt>
            <dd className="manage-booking__due" data-testid="due-on-arrival">
              {money(a.due_on_arrival)}
            </dd>
          </dl>
          <div className="manage-booking__actions">
            {a.checkout >= hotelToday() ? (
              <Link href={`/requests/change-booking${query}`} className="button button--secondary">
                <Trans>Request a change</Trans>
              </Link>
            ) : null}
            <Link href={`/requests/refund${query}`} className="button button--secondary">
              <Trans>Request a refund</Trans>
            </Link>
            <a
              href={calendarFileUrl(number, locale)}
              download={`terme-${number}.ics`}
              className="button button--secondary"
            >
              <Trans>Add to my calendar (.ics)</Trans>
            </a>
          </div>
        </>
      ) : null}
    </section>
  );
}
