import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldErrorMessage, TextField, useFieldError } from '../../../ui';
import { useLocale } from '../../../i18n/useLocale';
import { packageTreatmentsQuery } from './ratePlansApi';

/**
 * The treatments a package includes, how many per person (docs/product.md §16.6): one number per
 * offered treatment of the spa's catalogue; empty or 0, not included. The plan's price includes them.
 */
export function TreatmentsFieldset({ included }: { included: Record<string, number | ''> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const error = useFieldError('treatments');
  const treatments = useQuery(packageTreatmentsQuery);
  const shown = (treatments.data ?? []).filter((tr) => tr.active || included[String(tr.id)]);
  return (
    <fieldset
      className="admin-rate-plan-form__group"
      aria-describedby={error ? 'rate-plan-treatments-error' : undefined}
    >
      <legend>
        <Trans>Treatments included (a package)</Trans>
      </legend>
      <p className="form-hint">{t`How many of each treatment every guest gets; empty: none. The rate's price includes them.`}</p>
      {treatments.isError ? (
        <p role="alert">
          <Trans>The spa's treatments could not be loaded.</Trans>
        </p>
      ) : null}
      {shown.map((treatment) => (
        <TextField
          key={treatment.id}
          name={`included.${treatment.id}`}
          type="number"
          label={t`${treatment.names[locale]}, per person`}
        />
      ))}
      <FieldErrorMessage id="rate-plan-treatments-error" error={error} />
    </fieldset>
  );
}
