import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { Formik, useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEPOSIT_REFERENCE_MAX_LENGTH } from '../../../domain/constants';
import { api } from '../../api/client';
import { CardPaymentFields, PayButton, useCardPayment } from '../../payments';
import { CheckboxField, ConsentCheckbox, FieldErrorsProvider, MoneyField, TextField } from '../../ui';
import { PageHeader } from '../pages/PageHeader';
import { useLocale } from '../../i18n/useLocale';
import { depositInitialValues, type DepositFormValues } from './depositQuery';
import { DepositSuccess } from './DepositSuccess';
import './deposit.css';

/**
 * /{lang}/deposit-payment (SPEC 2, 3, 5): a guest pays a deposit from a front-desk link, without
 * logging in. The amount is the guest's to state (1 to 10,000 euro, checked by the server).
 */
export function DepositPaymentScreen() {
  const { t, i18n } = useLingui();
  const search = useSearch();
  // Recomputed per language: the default reference is translated.
  const initialValues = useMemo(() => depositInitialValues(search, t`Reservation Deposit`), [search, i18n.locale]);
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Deposit payment</Trans>
        </h1>
      </PageHeader>
      <div className="container page deposit-page">
        <p>
          <Trans>Pay the deposit for your stay by card. You will receive a receipt by email.</Trans>
        </p>
        <Formik initialValues={initialValues} enableReinitialize onSubmit={() => {}}>
          <DepositForm initialValues={initialValues} />
        </Formik>
      </div>
    </>
  );
}

function DepositForm({ initialValues }: { initialValues: DepositFormValues }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { values, resetForm } = useFormikContext<DepositFormValues>();
  const payment = useCardPayment<unknown, DepositFormValues>({
    post: (fields, sent) => api.post('/deposit-payment', { ...sent, ...fields }, { quiet: true }),
    amountCents: values.amount,
    values,
    onPaid: () => {
      resetForm({ values: initialValues });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
  });
  const privacyLink = `<a href="/${locale}/privacy" target="_blank" rel="noopener">${t`privacy policy`}</a>`;

  return (
    <div data-machine="cardPayment" data-state={payment.state}>
      {payment.paid ? <DepositSuccess /> : null}
      <FieldErrorsProvider errors={payment.fieldErrors} onClear={payment.clearFieldError}>
        <form
          noValidate
          className="deposit-form"
          aria-label={t`Deposit payment`}
          onSubmit={(event) => {
            event.preventDefault();
            payment.pay({ values, amountCents: values.amount });
          }}
        >
          <MoneyField name="amount" label={t`Amount`} />
          <TextField name="note" label={t`Payment reference`} maxLength={DEPOSIT_REFERENCE_MAX_LENGTH} />
          <TextField name="reservation_number" label={t`Reservation number (if you have one)`} />
          <div className="deposit-form__names">
            <TextField name="first_name" label={t`First name`} autoComplete="given-name" />
            <TextField name="last_name" label={t`Last name`} autoComplete="family-name" />
          </div>
          <TextField name="email" type="email" label={t`Email`} autoComplete="email" inputMode="email" />
          <ConsentCheckbox name="privacy" html={t`I have read and accept the ${privacyLink}`} />
          <CheckboxField name="newsletter_consent" label={t`I would like to receive the newsletter`} />
          <CardPaymentFields payment={payment} />
          <PayButton payment={payment} block />
        </form>
      </FieldErrorsProvider>
    </div>
  );
}
