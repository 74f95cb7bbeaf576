import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { spaPriceChangeSchema } from '@domain/validation';
import { useLocale } from '../../../i18n/useLocale';
import { FieldErrorsProvider, MoneyField, RadioGroupField, SubmitButton, TextField } from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { changePrices, refreshSpaDays } from './daySpaAdminApi';
import { WeekdayChoice } from './WeekdayChoice';

const SHOWN_FIELDS = ['from', 'to', 'weekdays', 'mode', 'amount'] as const;

/**
 * Prices in bulk (docs/product.md §12.16): the days, set a price or raise/lower by an amount;
 * "Preview" counts the days that would change, "Change the prices" saves.
 */
export function PriceChangeForm({ productId, today }: { productId: number; today: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => spaPriceChangeSchema(locale, { today }), [locale, today]);
  const view = useFormSubmit({
    submit: (input) => changePrices(productId, input),
    onSuccess: () => void refreshSpaDays(queryClient),
  });
  const answer = view.result as { days: number; saved: boolean } | null;
  return (
    <section aria-labelledby="spa-prices-title">
      <h3 id="spa-prices-title">
        <Trans>Change prices</Trans>
      </h3>
      <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
        <Formik
          initialValues={{
            from: today,
            to: today,
            weekdays: [] as string[],
            mode: 'set',
            amount: '' as number | '',
            preview: true,
          }}
          validationSchema={schema}
          onSubmit={submitToMachine(view.submit)}
        >
          {({ setFieldValue, submitForm }) => (
            <Form noValidate className="admin-spa__form" aria-label={t`Change prices`}>
              <TextField name="from" type="date" label={t`From`} />
              <TextField name="to" type="date" label={t`To`} />
              <WeekdayChoice idPrefix="spa-prices" />
              <RadioGroupField
                name="mode"
                legend={t`Change`}
                inline
                options={[
                  { value: 'set', label: t`Set the price to` },
                  { value: 'raise', label: t`Raise by` },
                  { value: 'lower', label: t`Lower by` },
                ]}
              />
              <MoneyField name="amount" label={t`Amount per person`} />
              <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
              <div className="admin-spa__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={view.loading}
                  onClick={() => void setFieldValue('preview', true).then(submitForm)}
                >
                  <Trans>Preview</Trans>
                </button>
                <SubmitButton
                  loading={view.loading}
                  onClick={(event) => {
                    event.preventDefault();
                    void setFieldValue('preview', false).then(submitForm);
                  }}
                >
                  <Trans>Change the prices</Trans>
                </SubmitButton>
              </div>
            </Form>
          )}
        </Formik>
      </FieldErrorsProvider>
      {view.state === 'succeeded' && answer ? (
        <p role="status" className="notice notice--success" data-testid="spa-prices-answer">
          {answer.saved ? (
            <Plural value={answer.days} one="Prices changed on # day." other="Prices changed on # days." />
          ) : (
            <Plural value={answer.days} one="# day would change." other="# days would change." />
          )}
        </p>
      ) : null}
    </section>
  );
}
