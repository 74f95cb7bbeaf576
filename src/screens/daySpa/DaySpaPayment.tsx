import { useRef } from 'react';
import { Formik, useFormikContext } from 'formik';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentSource } from '@machines/cardPayment.machine';
import { CardPaymentFields, PayButton, useCardPaymentChild, useCardPaymentView } from '../../payments';
import { ConsentCheckbox, FieldErrorsProvider, useFocusOnMount } from '../../ui';
import type { User } from '../../api/user';
import { useLocale } from '../../i18n/useLocale';
import { useDaySpaJourney } from './daySpaJourneyContext';
import { PaymentSummary } from './PaymentSummary';
import { PoolRules } from './PoolRules';
import { DaySpaPaid } from './DaySpaPaid';
import { VoucherCheckbox } from './VoucherCheckbox';

interface PaymentValues {
  cancellation_policy_consent: boolean;
  rules_consent: boolean;
}

const initialValues: PaymentValues = { cancellation_policy_consent: false, rules_consent: false };

/** Payment (product.md §3.3): booker, summary, conditions, pool rules, bonus voucher, card, Pay. */
export function DaySpaPayment({ user }: { user: User | null }) {
  if (!user) return null;
  return (
    <Formik initialValues={initialValues} onSubmit={() => {}}>
      <PaymentForm user={user} />
    </Formik>
  );
}

/**
 * Pay (or the wallet) sends the consents to the day-spa journey, whose card step (its child
 * `cardPayment`) pays the total the journey computed; the button, alert line and field errors
 * read that child.
 */
function PaymentForm({ user }: { user: User }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { actor, session } = useDaySpaJourney();
  const card = useCardPaymentChild(actor);
  const { fieldErrors, state: cardState } = useCardPaymentView(card);
  const { slot, people, date, result, price, useVoucher } = useSelector(actor, (s) => s.context);
  const paid = useSelector(actor, (s) => s.hasTag('success'));
  const { values } = useFormikContext<PaymentValues>();
  const total = price?.total ?? 0;
  const pay = (source: PaymentSource) => actor.send({ type: 'pay.submit', values: { ...values }, source });
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading, 'top');
  const cancellation = t`I accept the cancellation conditions: the amount paid is not refunded if the reservation is cancelled or the entry is not used.`;

  return (
    <section className="day-spa-payment" aria-labelledby="day-spa-payment-title" data-card-state={cardState}>
      <button type="button" className="link-button day-spa__back" onClick={() => actor.send({ type: 'payment.back' })}>
        ‹ <Trans>Back to availability</Trans>
      </button>
      <h2 id="day-spa-payment-title" ref={heading} tabIndex={-1}>
        <Trans>Your details</Trans>
      </h2>
      <p className="day-spa-booker">
        <span className="day-spa-booker__name">{user.fullName}</span>
        <span className="day-spa-booker__email">{user.email}</span>
      </p>
      {slot && date && price ? (
        <PaymentSummary date={date} slot={slot} people={people} price={price} discountPercent={user.discount_percent} />
      ) : null}
      <FieldErrorsProvider errors={fieldErrors} onClear={(name) => card?.send({ type: 'field.edit', name })}>
        <form
          noValidate
          className="day-spa-payment__form"
          aria-label={t`Payment`}
          onSubmit={(event) => {
            event.preventDefault();
            pay('card');
          }}
        >
          <ConsentCheckbox name="cancellation_policy_consent" label={cancellation} />
          <PoolRules locale={locale} />
          {user.bonus_terme_credit > 0 && price ? (
            <VoucherCheckbox
              checked={useVoucher}
              creditAfter={price.creditAfter}
              disabled={paid}
              onChange={(use) => actor.send({ type: 'voucher.toggle', use })}
            />
          ) : null}
          <CardPaymentFields card={card} session={session} amountCents={total} onWalletPay={() => pay('wallet')} />
          {/* Paid: the message takes the Pay button's place, where the guest is looking. */}
          {paid && result ? (
            <DaySpaPaid message={result.message} />
          ) : (
            <PayButton card={card} amountCents={total} block />
          )}
        </form>
      </FieldErrorsProvider>
    </section>
  );
}
