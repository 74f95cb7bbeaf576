import { useMemo, type ReactNode } from 'react';
import { FieldArray, Form, Formik, setIn, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { pricingRulesSchema, type PricingRulesWire } from '@domain/pricingRules';
import { useLocale } from '../../../i18n/useLocale';
import { FieldErrorsProvider, SubmitButton, TextField } from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { AgeBandNameFields } from './AgeBandNameFields';
import { refreshPricingRules, savePricingRules } from './pricingRulesApi';

type Row = Record<string, number | ''>;
/** A band with the name staff may type for guests in each language (empty in all three: the server's). */
interface BandRow {
  min_age: number | '';
  max_age: number | '';
  percent: number | '';
  name: { it: string; en: string; de: string };
}
const noName = { it: '', en: '', de: '' };
interface FormValues {
  age_bands: BandRow[];
  /** Percent of Monday .. Sunday; 100 is not stored. */
  weekday_percents: (number | '')[];
  early_booking: Row[];
  long_stay: Row[];
}

const toValues = (rules: PricingRulesWire): FormValues => ({
  age_bands: rules.age_bands.map((r) => ({ ...r, name: { ...r.name } })),
  weekday_percents: [1, 2, 3, 4, 5, 6, 7].map((d) => rules.weekdays.find((w) => w.iso_weekday === d)?.percent ?? 100),
  early_booking: rules.early_booking.map((r) => ({ ...r })),
  long_stay: rules.long_stay.map((r) => ({ ...r })),
});

const toDraft = (values: FormValues, fingerprint: string) => ({
  fingerprint,
  age_bands: values.age_bands,
  weekdays: values.weekday_percents
    .map((percent, i) => ({ iso_weekday: i + 1, percent }))
    .filter((w) => w.percent !== 100),
  early_booking: values.early_booking,
  long_stay: values.long_stay,
});

/** The server's keys of the fields the rows show: their 422 errors appear under them, not above the button. */
const shownFields = (values: FormValues) => [
  ...values.age_bands.flatMap((_, i) =>
    ['min_age', 'max_age', 'percent', 'name', 'name.it', 'name.en', 'name.de'].map((f) => `age_bands[${i}].${f}`),
  ),
  ...values.early_booking.flatMap((_, i) => [`early_booking[${i}].min_days_before`, `early_booking[${i}].percent`]),
  ...values.long_stay.flatMap((_, i) => [`long_stay[${i}].min_nights`, `long_stay[${i}].percent`]),
];

/**
 * The four lists of pricing rules (docs/product.md §12.13) in one form, saved whole over the rules
 * read: errors under their fields, a colleague's save in between above the button (409).
 */
export function PricingRulesForm({ rules }: { rules: PricingRulesWire }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => pricingRulesSchema(locale), [locale]);
  const view = useFormSubmit({
    submit: async (input) => savePricingRules(input),
    onSuccess: () => void refreshPricingRules(queryClient),
  });
  const validate = (values: FormValues): FormikErrors<FormValues> => {
    const draft = toDraft(values, rules.fingerprint);
    try {
      schema.validateSync(draft, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: FormikErrors<FormValues> = {};
      for (const item of error.inner) {
        const weekday = /^weekdays\[(\d+)\]/.exec(item.path ?? '');
        const path = weekday
          ? `weekday_percents[${draft.weekdays[Number(weekday[1])].iso_weekday - 1}]`
          : (item.path ?? '');
        errors = setIn(errors, path, item.message) as FormikErrors<FormValues>;
      }
      return errors;
    }
  };
  const weekdayNames = [t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`, t`Sunday`];
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik<FormValues>
        initialValues={toValues(rules)}
        enableReinitialize
        validate={validate}
        onSubmit={(values, helpers) => {
          view.submit(toDraft(values, rules.fingerprint));
          helpers.setSubmitting(false);
        }}
      >
        {({ values }) => (
          <Form
            noValidate
            className="admin-pricing-rules-form"
            aria-label={t`Pricing rules`}
            data-machine="pricingRulesForm"
            data-state={view.state}
          >
            <Rows
              name="age_bands"
              legend={t`Children by age`}
              rows={values.age_bands}
              empty={{ min_age: '', max_age: '', percent: '', name: { ...noName } }}
              columns={[
                ['min_age', t`From age`],
                ['max_age', t`To age (included)`],
                ['percent', t`% of the adult price`],
              ]}
              extra={(i) => <AgeBandNameFields index={i} />}
            />
            <fieldset className="admin-pricing-rules-form__group">
              <legend>
                <Trans>Weekday percents</Trans>
              </legend>
              {weekdayNames.map((day, i) => (
                <TextField key={day} name={`weekday_percents[${i}]`} type="number" label={t`${day} (%)`} />
              ))}
            </fieldset>
            <Rows
              name="early_booking"
              legend={t`Early-booking discounts`}
              rows={values.early_booking}
              empty={{ min_days_before: '', percent: '' }}
              columns={[
                ['min_days_before', t`Days before arrival, at least`],
                ['percent', t`Discount (%)`],
              ]}
            />
            <Rows
              name="long_stay"
              legend={t`Long-stay discounts`}
              rows={values.long_stay}
              empty={{ min_nights: '', percent: '' }}
              columns={[
                ['min_nights', t`Nights, at least`],
                ['percent', t`Discount (%)`],
              ]}
            />
            <div className="admin-rate-plan-form__actions">
              <SubmitButton loading={view.loading}>
                <Trans>Save the pricing rules</Trans>
              </SubmitButton>
            </div>
            {view.state === 'succeeded' ? (
              <p role="status">
                <Trans>The pricing rules are saved: the search follows them at once.</Trans>
              </p>
            ) : null}
            <FormFailureMessage {...view} shownFields={shownFields(values)} />
          </Form>
        )}
      </Formik>
    </FieldErrorsProvider>
  );
}

/** An editable list of rows (one fieldset), each with its fields and a Remove button; Add below. */
function Rows({
  name,
  legend,
  rows,
  empty,
  columns,
  extra,
}: {
  name: keyof FormValues;
  legend: string;
  rows: readonly unknown[];
  empty: Record<string, unknown>;
  columns: [string, string][];
  /** More fields of a row, after its columns (an age band's name). */
  extra?: (index: number) => ReactNode;
}): ReactNode {
  const { t } = useLingui();
  return (
    <fieldset className="admin-pricing-rules-form__group">
      <legend>{legend}</legend>
      <FieldArray name={name}>
        {(helpers) => (
          <>
            {rows.map((_, i) => (
              <div key={i} className="admin-pricing-rules-form__row" role="group" aria-label={`${legend} ${i + 1}`}>
                {columns.map(([field, label]) => (
                  <TextField key={field} name={`${name}[${i}].${field}`} type="number" label={label} />
                ))}
                {extra?.(i)}
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => helpers.remove(i)}
                >
                  {t`Remove row ${i + 1}`}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => helpers.push(empty)}
            >
              <Trans>Add a row</Trans>
            </button>
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
