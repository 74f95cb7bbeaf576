import { useEffect } from 'react';
import { Formik, useFormikContext } from 'formik';
import type { Actor } from 'xstate';
import { ValidationError } from 'yup';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEPOSIT_REFERENCE_MAX_LENGTH } from '@domain/constants';
import { formatMoney } from '@domain/money';
import { depositSchema } from '@domain/validation';
import type { PaymentSource } from '@machines/cardPayment.machine';
import type { depositMachine } from '@machines/deposit.machine';
import {
  CardPaymentFields,
  PayButton,
  useCardPaymentChild,
  useCardPaymentView,
  type CardSession,
} from '../../payments';
import { FieldErrorsProvider, MoneyField, TextField } from '../../ui';
import { ContactFields } from '@src/shared/forms/ContactFields';
import { useLocale } from '../../i18n/useLocale';
import { buyerOf, useUser } from '../../api/user';
import type { DepositFormValues } from './depositQuery';

interface DepositFormProps {
  actor: Actor<typeof depositMachine>;
  session: CardSession;
  initialValues: DepositFormValues;
}

/** Moves the focus (and the view) to the amount, whose message says why it cannot be paid. */
export function focusAmountField() {
  const input = document.querySelector<HTMLInputElement>('.deposit-form input[name="amount"]');
  input?.focus();
  input?.scrollIntoView({ block: 'center' });
}

/**
 * The deposit form (product.md §4.1). The amount is checked as the guest sees it, from the link on:
 * outside 1 to 10,000 euro its message shows under the field (the journey refuses to pay it,
 * and the server too).
 */
export function DepositForm({ actor, session, initialValues }: DepositFormProps) {
  const locale = useLocale();
  const validate = async (values: DepositFormValues) => {
    try {
      await depositSchema(locale).validateAt('amount', values);
      return {};
    } catch (error) {
      return error instanceof ValidationError ? { amount: error.message } : {};
    }
  };
  return (
    <Formik
      initialValues={initialValues}
      initialTouched={{ amount: true }}
      validate={validate}
      validateOnMount
      enableReinitialize
      onSubmit={() => {}}
    >
      <DepositFields actor={actor} session={session} />
    </Formik>
  );
}

function DepositFields({ actor, session }: Omit<DepositFormProps, 'initialValues'>) {
  const { t } = useLingui();
  const locale = useLocale();
  const card = useCardPaymentChild(actor);
  const { fieldErrors } = useCardPaymentView(card);
  const { values } = useFormikContext<DepositFormValues>();
  usePrefilledBuyer();
  const pay = (source: PaymentSource) => actor.send({ type: 'pay.submit', values: { ...values }, source });
  const amount = formatMoney(values.amount, locale);

  return (
    <FieldErrorsProvider errors={fieldErrors} onClear={(name) => card?.send({ type: 'field.edit', name })}>
      <form
        noValidate
        className="deposit-form"
        aria-label={t`Deposit payment`}
        onSubmit={(event) => {
          event.preventDefault();
          pay('card');
        }}
      >
        <MoneyField name="amount" label={t`Amount`} />
        <TextField name="note" label={t`Payment reference`} maxLength={DEPOSIT_REFERENCE_MAX_LENGTH} />
        <TextField name="reservation_number" label={t`Reservation number (if you have one)`} />
        <ContactFields />
        <p className="deposit-amount" data-testid="deposit-amount">
          <Trans>
            Amount to pay: <strong>{amount}</strong>
          </Trans>
        </p>
        <CardPaymentFields
          card={card}
          session={session}
          amountCents={values.amount}
          onWalletPay={() => pay('wallet')}
        />
        <PayButton card={card} amountCents={values.amount} block />
      </form>
    </FieldErrorsProvider>
  );
}

/**
 * A signed-in guest's names and address fill the fields still empty, as the shop's checkout does;
 * the user may arrive after the form shows, so what the guest typed meanwhile is kept.
 */
function usePrefilledBuyer() {
  const { data: user } = useUser();
  // initialValues: a new link or language resets the form, and the names come again.
  const { setValues, initialValues } = useFormikContext<DepositFormValues>();
  useEffect(() => {
    if (!user) return;
    const buyer = buyerOf(user);
    void setValues(
      (v) => ({
        ...v,
        first_name: v.first_name || buyer.first_name,
        last_name: v.last_name || buyer.last_name,
        email: v.email || buyer.email,
      }),
      false,
    );
  }, [user, setValues, initialValues]);
}
