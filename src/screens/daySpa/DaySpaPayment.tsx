import { useEffect } from 'react';
import { Formik, useFormikContext } from 'formik';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { daySpaPrice, type ProductReservationAnswer } from '../../../domain/daySpa';
import { formatMoney } from '../../../domain/money';
import { CardPaymentFields, PayButton, useCardPayment } from '../../payments';
import { CheckboxField, Checkmark, ConsentCheckbox, FieldErrorsProvider } from '../../ui';
import { postDaySpaReservation } from '../../api/daySpa';
import type { User } from '../../api/user';
import { useLocale } from '../../i18n/useLocale';
import { useDaySpaJourney } from './journeyContext';
import { PaymentSummary } from './PaymentSummary';
import { PoolRules } from './PoolRules';

interface PaymentValues {
  cancellation_policy_consent: boolean;
  rules_consent: boolean;
  use_bonus_terme: boolean;
}

const initialValues: PaymentValues = { cancellation_policy_consent: false, rules_consent: false, use_bonus_terme: false };

/** Payment (SPEC 2): booker, summary, conditions, pool rules, bonus voucher, card, Pay. */
export function DaySpaPayment({ user }: { user: User | null }) {
  if (!user) return null;
  return (
    <Formik initialValues={initialValues} onSubmit={() => {}}>
      <PaymentForm user={user} />
    </Formik>
  );
}

function PaymentForm({ user }: { user: User }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { actor, cardBridge } = useDaySpaJourney();
  const state = useSelector(actor, (s) => s);
  const { slot, people, date, result } = state.context;
  const { values } = useFormikContext<PaymentValues>();
  const price = daySpaPrice({ salePrice: slot?.sale_price ?? 0, people, credit: user.bonus_terme_credit, useVoucher: values.use_bonus_terme, discountPercent: user.discount_percent });

  const payment = useCardPayment<ProductReservationAnswer, Record<string, unknown>>({
    post: (fields, sent) => postDaySpaReservation({ ...sent, ...fields }),
    amountCents: price.total,
    onPaid: (answer) => actor.send({ type: 'payment.succeeded', result: answer }),
    onFailure: () => actor.send({ type: 'payment.failed' }),
  });
  cardBridge.current = (sent) => payment.pay({ values: sent, amountCents: price.total });
  // The card field refused the card before any request: the journey is back on the form.
  useEffect(() => {
    if (payment.state === 'cardInvalid' && actor.getSnapshot().matches({ payment: 'paying' })) actor.send({ type: 'payment.failed' });
  }, [payment.state, actor]);

  const paid = state.matches({ payment: 'paid' });
  const cancellation = t`I accept the cancellation conditions: the amount paid is not refunded if the reservation is cancelled or the entry is not used.`;

  return (
    <section className="day-spa-payment" aria-labelledby="day-spa-payment-title" data-card-state={payment.state}>
      <button type="button" className="link-button day-spa__back" onClick={() => actor.send({ type: 'payment.back' })}>
        ‹ <Trans>Back to availability</Trans>
      </button>
      <h2 id="day-spa-payment-title">
        <Trans>Your details</Trans>
      </h2>
      {paid && result ? (
        <div className="day-spa-paid" role="status">
          <Checkmark label={t`Payment complete`} />
          <p className="day-spa-paid__message">{result.message}</p>
        </div>
      ) : null}
      <p className="day-spa-booker">
        <span className="day-spa-booker__name">{user.fullName}</span>
        <span className="day-spa-booker__email">{user.email}</span>
      </p>
      {slot && date ? <PaymentSummary date={date} slot={slot} people={people} price={price} discountPercent={user.discount_percent} /> : null}
      <FieldErrorsProvider errors={payment.fieldErrors} onClear={payment.clearFieldError}>
        <form
          noValidate
          className="day-spa-payment__form"
          aria-label={t`Payment`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!slot) return;
            actor.send({ type: 'pay.submit', values: { ...values, date, people, product_availability_id: slot.id } });
          }}
        >
          <ConsentCheckbox name="cancellation_policy_consent" html={cancellation} />
          <PoolRules locale={locale} />
          {user.bonus_terme_credit > 0 ? (
            <div className="day-spa-voucher">
              <CheckboxField
                name="use_bonus_terme"
                label={t`Use my bonus voucher`}
                hint={t`The voucher is personal and not valid for minors: it pays one person's entry, up to 200 euro.`}
              />
              <p className="day-spa-voucher__credit" data-testid="bonus-credit">
                <Trans>Your bonus credit: {formatMoney(price.creditAfter, locale)}</Trans>
              </p>
            </div>
          ) : null}
          <CardPaymentFields payment={payment} />
          <PayButton payment={payment} block disabled={paid} />
        </form>
      </FieldErrorsProvider>
    </section>
  );
}
