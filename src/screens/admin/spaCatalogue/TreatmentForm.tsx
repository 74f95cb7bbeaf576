import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { treatmentSchema } from '@domain/spaSchedule/validation';
import type { TreatmentWire } from '@domain/spaSchedule/wire';
import { useLocale } from '../../../i18n/useLocale';
import { CheckboxField, MoneyField, SelectField, TextareaField, TextField } from '../../../ui';
import { CatalogueForm } from './CatalogueForm';

/** The VAT rates Italy knows; spa treatments are 22 %, room and board 10 % (docs/product.md §16.1). */
const VAT_RATES = [22, 10, 5, 4, 0];
const LANGS = ['it', 'en', 'de'] as const;
const SHOWN = [
  ...LANGS.flatMap((l) => [`names.${l}`, `descriptions.${l}`]),
  'duration_minutes',
  'price_cents',
  'vat_rate',
  'skill',
  'cabin_kind',
  'active',
];

const initial = (x?: TreatmentWire) => ({
  names: x?.names ?? { it: '', en: '', de: '' },
  descriptions: x?.descriptions ?? { it: '', en: '', de: '' },
  duration_minutes: (x?.duration_minutes ?? '') as number | string,
  price_cents: x?.price_cents ?? 0,
  vat_rate: x?.vat_rate ?? 22,
  skill: x?.skill ?? '',
  cabin_kind: x?.cabin_kind ?? '',
  active: x?.active ?? true,
});
type Values = ReturnType<typeof initial>;
// A number input gives formik a number, or '' when empty: empty is "missing", not 0.
const toWire = (v: Values) => ({ ...v, duration_minutes: v.duration_minutes === '' ? null : v.duration_minutes });

/** A treatment added or changed (revenue managers; docs/product.md §16.8). */
export function TreatmentForm({ treatment, onDone }: { treatment?: TreatmentWire; onDone: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => treatmentSchema(locale), [locale]);
  const nameLabel = { it: t`Name in Italian`, en: t`Name in English`, de: t`Name in German` };
  const descriptionLabel = {
    it: t`Description in Italian`,
    en: t`Description in English`,
    de: t`Description in German`,
  };
  return (
    <CatalogueForm
      kind="treatments"
      id={treatment?.id ?? null}
      name={treatment ? t`Change the treatment ${treatment.names[locale]}` : t`Add a treatment`}
      testId="spa-treatment-form"
      initialValues={initial(treatment)}
      toWire={toWire}
      schema={schema}
      shownFields={SHOWN}
      submitLabel={treatment ? <Trans>Save the treatment</Trans> : <Trans>Add the treatment</Trans>}
      onDone={onDone}
    >
      {LANGS.map((l) => (
        <TextField key={l} name={`names.${l}`} label={nameLabel[l]} />
      ))}
      {LANGS.map((l) => (
        <TextareaField key={l} name={`descriptions.${l}`} label={descriptionLabel[l]} rows={2} />
      ))}
      <TextField
        name="duration_minutes"
        type="number"
        min={5}
        max={480}
        step={5}
        label={t`Duration (minutes)`}
        inputMode="numeric"
      />
      <MoneyField name="price_cents" label={t`Price (€)`} />
      <SelectField
        name="vat_rate"
        label={t`VAT rate`}
        options={VAT_RATES.map((rate) => ({ value: rate, label: `${rate}\u00a0%` }))}
      />
      <TextField name="skill" label={t`Skill the therapist needs`} hint={t`A word, such as “mud” or “massage”`} />
      <TextField name="cabin_kind" label={t`Cabin kind it needs`} hint={t`A word, such as “mud” or “massage”`} />
      <CheckboxField name="active" label={t`Offered (active)`} />
    </CatalogueForm>
  );
}
