import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { isReserved } from '@domain/bookingSelection';
import { formatDate, nightsBetween } from '@domain/dates';
import { useUser } from '@src/api/user';
import { Skeleton, useFocusOnMount } from '@src/ui';
import { PageHeader } from '@src/shared/page/PageHeader';
import { useLocale } from '@src/i18n/useLocale';
import { useBookingJourney } from '../journey/bookingJourneyContext';
import { BookingThanks } from './BookingThanks';
import { PaymentForm, PaymentValuesProvider } from './PaymentForm';
import { PaymentSummary } from './PaymentSummary';
import { TreatmentsStep } from './TreatmentsStep';
import { ChosenTreatmentTimes } from './ChosenTreatmentTimes';
import { RatesLoadFailed } from '../journey/RatesLoadFailed';
import { SearchRefused } from '../journey/SearchRefused';
import { useCounts } from '@src/i18n/counts';
import '../booking.css';

/**
 * booking.payment (product.md §2.3): the guest's name and email, the order summary (with their discount
 * and the extras chosen, §16.9),
 * special requests, consents, the city-tax text, the card and 'Pay now' with the deposit; then the
 * checkmark and 'Thank you!' before the reservation page opens.
 */
export function PaymentScreen() {
  const locale = useLocale();
  const counts = useCounts();
  const { actor } = useBookingJourney();
  const state = useSelector(actor, (s) => s);
  const { data: user } = useUser();
  const { rooms, search } = state.context;
  const inPayment = state.matches('payment');
  const pickingTimes = state.matches({ payment: 'treatments' });
  const paid = state.matches({ payment: 'paid' }) || state.matches('done');
  const nights =
    search.arrival && search.departure > search.arrival ? nightsBetween(search.arrival, search.departure) : 0;
  // The payment opens at its heading, wherever the rooms' list was scrolled to.
  const title = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(title, 'top');

  return (
    <>
      <PageHeader>
        <h1 ref={title} tabIndex={-1}>
          <Trans>Confirm Room</Trans>
        </h1>
        {search.arrival ? (
          <p className="booking-header__stay">
            {formatDate(search.arrival, locale, 'ddd DD MMM YYYY')} –{' '}
            {formatDate(search.departure, locale, 'ddd DD MMM YYYY')} · {counts.nights(nights)}
          </p>
        ) : null}
      </PageHeader>
      <div
        className="container page booking-page booking-payment"
        data-machine="booking"
        data-state={JSON.stringify(state.value)}
      >
        {paid ? <BookingThanks /> : null}
        {state.matches('loadFailed') ? <RatesLoadFailed onRetry={() => actor.send({ type: 'rates.retry' })} /> : null}
        {state.hasTag('searchRefused') ? (
          <SearchRefused problems={state.context.searchProblems} search={search} />
        ) : null}
        {!inPayment && !paid && !state.matches('loadFailed') && !state.hasTag('searchRefused') ? (
          <div className="booking-skeletons" aria-busy="true">
            <Skeleton count={4} height={48} />
          </div>
        ) : null}
        {inPayment && !paid ? (
          <PaymentValuesProvider>
            <div className="booking-payment__main">
              <button type="button" className="booking-back" onClick={() => actor.send({ type: 'payment.back' })}>
                <Trans>‹ Change rooms</Trans>
              </button>
              {pickingTimes ? (
                <TreatmentsStep />
              ) : (
                <>
                  <section className="booking-details" aria-labelledby="your-details-title">
                    <h2 id="your-details-title">
                      <Trans>Your Details</Trans>
                    </h2>
                    <p className="booking-details__name">{user?.fullName}</p>
                    <p className="booking-details__email">{user?.email}</p>
                  </section>
                  <ChosenTreatmentTimes />
                  <PaymentForm />
                </>
              )}
            </div>
            <div className="booking-payment__side">
              <PaymentSummary discountPercent={user?.discount_percent} />
              {rooms.filter(isReserved).length === 0 ? (
                <Link href="/select-dates" className="button button--secondary">
                  <Trans>Add Room</Trans>
                </Link>
              ) : null}
            </div>
          </PaymentValuesProvider>
        ) : null}
      </div>
    </>
  );
}
