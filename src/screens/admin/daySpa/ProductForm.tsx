import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { SPA_LIMITS, type SpaProductWire } from '@domain/daySpaAdmin';
import { spaProductSchema } from '@domain/validation';
import { useLocale } from '../../../i18n/useLocale';
import { CheckboxField, FieldErrorsProvider, SubmitButton, TextareaField, TextField } from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { spaProductsQuery, updateProduct } from './daySpaAdminApi';
import { PhotoManager } from '../photos/PhotoManager';

const SHOWN_FIELDS = [
  'title_it',
  'title_en',
  'title_de',
  'description_it',
  'description_en',
  'description_de',
  'active',
  'free_infant_max_age_years',
  'infants_per_place',
  'minors_admitted',
  'min_people',
  'max_people',
] as const;

/**
 * A product's names and descriptions in the three languages, its participant rules and whether it
 * is on sale (docs/product.md §12.16), saved together.
 */
export function ProductForm({ product }: { product: SpaProductWire }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => spaProductSchema(locale), [locale]);
  const view = useFormSubmit({
    submit: (input) => updateProduct(product.id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: spaProductsQuery.queryKey }),
  });
  const description = (name: string, label: string) => (
    <TextareaField name={name} label={label} maxLength={SPA_LIMITS.descriptionMax} rows={3} />
  );
  return (
    <details className="admin-spa__product">
      <summary>
        <Trans>Names, descriptions and sale</Trans>
      </summary>
      <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
        <Formik
          initialValues={{
            title_it: product.title.it,
            title_en: product.title.en,
            title_de: product.title.de,
            description_it: product.description.it,
            description_en: product.description.en,
            description_de: product.description.de,
            active: product.active,
            free_infant_max_age_years: String(product.free_infant_max_age_years),
            infants_per_place: String(product.infants_per_place),
            minors_admitted: product.minors_admitted,
            min_people: String(product.min_people),
            max_people: product.max_people === null ? '' : String(product.max_people),
          }}
          validationSchema={schema}
          onSubmit={submitToMachine(view.submit)}
        >
          <Form noValidate className="admin-spa__form" aria-label={t`Names, descriptions and sale`}>
            <TextField name="title_it" label={t`Name in Italian`} autoComplete="off" />
            <TextField name="title_en" label={t`Name in English`} autoComplete="off" />
            <TextField name="title_de" label={t`Name in German`} autoComplete="off" />
            {description('description_it', t`Description in Italian`)}
            {description('description_en', t`Description in English`)}
            {description('description_de', t`Description in German`)}
            <CheckboxField name="active" label={t`On sale: guests see and book it`} />
            <ParticipantRuleFields />
            <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
            <div className="admin-spa__actions">
              <SubmitButton loading={view.loading}>
                <Trans>Save the product</Trans>
              </SubmitButton>
            </div>
          </Form>
        </Formik>
      </FieldErrorsProvider>
      {view.state === 'succeeded' ? (
        <p role="status" className="notice notice--success">
          <Trans>Product saved: guests see it at once.</Trans>
        </p>
      ) : null}
      <PhotoManager owner="day-spa-products" ownerId={product.id} name={product.title[locale]} />
    </details>
  );
}

/** The participant rules (docs/product.md §12.16, decision 053): infants, minors, people per reservation. */
function ParticipantRuleFields() {
  const { t } = useLingui();
  return (
    <fieldset className="admin-spa__rules">
      <legend>
        <Trans>Participants</Trans>
      </legend>
      <TextField
        name="free_infant_max_age_years"
        inputMode="numeric"
        label={t`Infants are free up to the age of (0-3 years)`}
        autoComplete="off"
      />
      <TextField
        name="infants_per_place"
        inputMode="numeric"
        label={t`Infants per booked place (0-2; 0: no infants)`}
        autoComplete="off"
      />
      <CheckboxField name="minors_admitted" label={t`Minors admitted (untick for adults only)`} />
      <TextField name="min_people" inputMode="numeric" label={t`Fewest people per reservation`} autoComplete="off" />
      <TextField
        name="max_people"
        inputMode="numeric"
        label={t`Most people per reservation (empty: what a slot holds)`}
        autoComplete="off"
      />
    </fieldset>
  );
}
