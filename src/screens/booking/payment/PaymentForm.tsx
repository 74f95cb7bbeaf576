import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Formik, useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { CITY_TAX_PER_PERSON_PER_NIGHT_CENTS, SPECIAL_REQUESTS_MAX_LENGTH } from '../../../../domain/constants';
import { reservationRooms, selectionTotals } from '../../../../domain/bookingSelection';
import { formatMoney } from '../../../../domain/money';
import type { RoomReservationResult } from '../../../../machines/booking.machine';
import { postRoomReservation, useBookingCalendar } from '../../../api/booking';
import { useUser } from '../../../api/user';
import { CardPaymentFields, PayButton, useCardPayment } from '../../../payments';
import { ConsentCheckbox, FieldErrorsProvider, TextareaField } from '../../../ui';
import { useLocale } from '../../../i18n/useLocale';
import { useBookingJourney, type PayInput } from '../journey/journeyContext';

interface PaymentValues {
  special_requests: string;
  cancellation_policy_consent: boolean;
  city_tax_policy_consent: boolean;
}

const initialValues: PaymentValues = { special_requests: '', cancellation_policy_consent: false, city_tax_policy_consent: false };

export function PaymentForm() {
  return (
    <Formik initialValues={initialValues} onSubmit={() => {}}>
      <PaymentFormBody />
    </Formik>
  );
}

/**
 * The card payment statechart pays for the booking: the booking machine's `payReservation` runs
 * through the bridge below, which resolves when the card payment succeeds and rejects when it
 * fails (the card statechart has already toasted 'Error, ...' and scrolled up).
 */
function PaymentFormBody() {
  const { t } = useLingui();
  const locale = useLocale();
  const { actor, payBridge } = useBookingJourney();
  const rooms = useSelector(actor, (s) => s.context.rooms);
  const busy = useSelector(actor, (s) => s.hasTag('loading'));
  const { data: user } = useUser();
  const calendar = useBookingCalendar();
  const { values } = useFormikContext<PaymentValues>();
  const pending = useRef<{ resolve: (r: RoomReservationResult) => void; reject: (e: unknown) => void } | null>(null);
  const totals = selectionTotals(rooms, user?.discount_percent);

  const payment = useCardPayment<RoomReservationResult, PayInput>({
    post: (fields, input) =>
      postRoomReservation(
        {
          from_date: input.search.arrival,
          to_date: input.search.departure,
          code: input.search.code || undefined,
          rooms: reservationRooms(input.rooms),
          special_requests: String(input.values.special_requests ?? ''),
          cancellation_policy_consent: input.values.cancellation_policy_consent === true,
          city_tax_policy_consent: input.values.city_tax_policy_consent === true,
        },
        fields,
      ),
    amountCents: totals.deposit,
    onPaid: (result) => pending.current?.resolve(result),
    onFailure: (failure) => pending.current?.reject(failure),
  });

  useEffect(() => {
    payBridge.current = (input) =>
      new Promise<RoomReservationResult>((resolve, reject) => {
        pending.current = { resolve, reject };
        payment.pay({ values: input, amountCents: totals.deposit });
      });
    return () => {
      payBridge.current = null;
    };
  });

  // The card field refused the card: no post was made, the booking waits for a new 'Pay now'.
  useEffect(() => {
    if (payment.state === 'cardInvalid') pending.current?.reject(new Error(payment.cardError ?? 'card'));
  }, [payment.state, payment.cardError]);

  const cityTax = formatMoney(calendar.data?.cityTaxCents ?? CITY_TAX_PER_PERSON_PER_NIGHT_CENTS, locale);
  const deposit = formatMoney(totals.deposit, locale);
  return (
    <FieldErrorsProvider errors={payment.fieldErrors} onClear={payment.clearFieldError}>
      <form
        noValidate
        className="booking-payment-form"
        aria-label={t`Payment`}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'pay.submit', values: { ...values } });
        }}
      >
        <TextareaField name="special_requests" label={t`Special requests (optional)`} maxLength={SPECIAL_REQUESTS_MAX_LENGTH} rows={4} />
        <section className="booking-policies" aria-label={t`Cancellation and city tax`}>
          <p>
            <Trans>The deposit of {deposit} is paid now by card and retained if you cancel. The balance is paid at the hotel.</Trans>
          </p>
          <p>
            <Trans>City tax: {cityTax} per person per night, paid on site in cash at departure. It is not included in the total.</Trans>
          </p>
        </section>
        <ConsentCheckbox name="cancellation_policy_consent" html={t`I accept the cancellation policy: the deposit is retained if I cancel.`} />
        <ConsentCheckbox name="city_tax_policy_consent" html={t`I understand that the city tax is paid on site and is not included in the total.`} />
        <CardPaymentFields payment={payment} />
        <PayButton payment={{ ...payment, busy: payment.busy || busy }} block />
      </form>
    </FieldErrorsProvider>
  );
}
