import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Formik, useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { CITY_TAX_PER_PERSON_PER_NIGHT_CENTS, SPECIAL_REQUESTS_MAX_LENGTH } from '@domain/constants';
import { cityTaxRulesOn } from '@domain/cityTax';
import { defaultCityTaxRules } from '@domain/touristTax';
import { formatMoney } from '@domain/money';
import { bookingDeposit } from '@machines/bookingContext';
import type { PaymentSource } from '@machines/cardPayment.machine';
import { useBookingCalendar, type RoomAddOnChoice } from '@src/api/booking';
import { CardPaymentFields, PayButton, useCardPaymentChild, useCardPaymentView } from '@src/payments';
import { ConsentCheckbox, FieldErrorsProvider, TextareaField } from '@src/ui';
import { useLocale } from '@src/i18n/useLocale';
import { useBookingJourney } from '../journey/bookingJourneyContext';
import { CityTaxLimits } from '../CityTaxLimits';
import { RoomExtras } from './RoomExtras';
import { SsnCures } from './SsnCures';
import type { CureChoice } from './useCureOffer';

export interface PaymentValues {
  special_requests: string;
  cancellation_policy_consent: boolean;
  city_tax_policy_consent: boolean;
  /** The extras chosen per room (product.md §16.9). */
  add_ons: RoomAddOnChoice[];
  /** The guests' SSN cures (product.md §16.10). */
  ssn_cures: CureChoice[];
}

const initialValues: PaymentValues = {
  special_requests: '',
  cancellation_policy_consent: false,
  city_tax_policy_consent: false,
  add_ons: [],
  ssn_cures: [],
};

/**
 * The payment form's values, held around the whole payment step: the order summary beside the form
 * reads the extras chosen (product.md §16.9), and they stay chosen while the treatment times are changed.
 */
export function PaymentValuesProvider({ children }: { children: ReactNode }) {
  return (
    <Formik initialValues={initialValues} onSubmit={() => {}}>
      {/* Formik takes a single child. */}
      <>{children}</>
    </Formik>
  );
}

/**
 * The payment form: Pay now (or the wallet) sends the form to the booking journey, whose card step
 * (its child `cardPayment`) pays; the button, the alert line and the field errors read that child.
 */
export function PaymentForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const { actor, session } = useBookingJourney();
  const card = useCardPaymentChild(actor);
  const { fieldErrors } = useCardPaymentView(card);
  const depositCents = useSelector(actor, (s) => bookingDeposit(s.context));
  const calendar = useBookingCalendar();
  const { values } = useFormikContext<PaymentValues>();
  const pay = (source: PaymentSource) => actor.send({ type: 'pay.submit', values: { ...values }, source });

  const arrival = useSelector(actor, (s) => s.context.search.arrival);
  // The rules of the stay's arrival day, as the server will apply them when it holds the rooms (§12.10).
  const taxRules =
    calendar.data && arrival
      ? cityTaxRulesOn(calendar.data.cityTax, arrival)
      : defaultCityTaxRules(CITY_TAX_PER_PERSON_PER_NIGHT_CENTS);
  const cityTax = formatMoney(taxRules.perPersonNightCents, locale);
  const deposit = formatMoney(depositCents, locale);
  return (
    <FieldErrorsProvider errors={fieldErrors} onClear={(name) => card?.send({ type: 'field.edit', name })}>
      <form
        noValidate
        className="booking-payment-form"
        aria-label={t`Payment`}
        onSubmit={(event) => {
          event.preventDefault();
          pay('card');
        }}
      >
        <RoomExtras />
        <SsnCures />
        <TextareaField
          name="special_requests"
          label={t`Special requests (optional)`}
          maxLength={SPECIAL_REQUESTS_MAX_LENGTH}
          rows={4}
        />
        <section className="booking-policies" aria-label={t`Cancellation and city tax`}>
          <p>
            <Trans>
              The deposit of {deposit} is paid now by card and retained if you cancel. The balance is paid at the hotel.
            </Trans>
          </p>
          <p>
            <Trans>
              City tax: {cityTax} per person per night, paid on site in cash at departure. It is not included in the
              total.
            </Trans>
            <CityTaxLimits maxNights={taxRules.maxNightsTaxed} exemptUnderAge={taxRules.exemptUnderAge} />
          </p>
        </section>
        <ConsentCheckbox
          name="cancellation_policy_consent"
          label={t`I accept the cancellation policy: the deposit is retained if I cancel.`}
        />
        <ConsentCheckbox
          name="city_tax_policy_consent"
          label={t`I understand that the city tax is paid on site and is not included in the total.`}
        />
        <CardPaymentFields card={card} session={session} amountCents={depositCents} onWalletPay={() => pay('wallet')} />
        <PayButton card={card} amountCents={depositCents} block />
      </form>
    </FieldErrorsProvider>
  );
}
