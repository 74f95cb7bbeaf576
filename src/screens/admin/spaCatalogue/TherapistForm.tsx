import { useMemo } from 'react';
import { FieldArray, useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { therapistSchema } from '@domain/spaSchedule/validation';
import type { TherapistWire } from '@domain/spaSchedule/wire';
import { useLocale } from '../../../i18n/useLocale';
import { CheckboxField, SelectField, TextField, useFieldError } from '../../../ui';
import { CatalogueForm } from './CatalogueForm';
import { useWeekdayNames } from './weekdays';

const SHOWN = ['name', 'skills', 'hours', 'active'];

const initial = (x?: TherapistWire) => ({
  name: x?.name ?? '',
  skills: x?.skills.join(', ') ?? '',
  hours: x?.hours.map((h) => ({ ...h })) ?? [],
  active: x?.active ?? true,
});
type Values = ReturnType<typeof initial>;

/** The skills are typed as words separated by commas ("mud, massage") and sent as a list. */
const toWire = (v: Values) => ({
  ...v,
  skills: v.skills
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
});

/** The weekly hours, a row per working weekday (a weekday without a row is a day off). */
function HoursRows() {
  const { t } = useLingui();
  const weekdays = useWeekdayNames();
  const { values } = useFormikContext<Values>();
  const whole = useFieldError('hours');
  const used = new Set(values.hours.map((h) => Number(h.weekday)));
  const next = [1, 2, 3, 4, 5, 6, 7].find((d) => !used.has(d));
  return (
    <FieldArray name="hours">
      {(rows) => (
        <fieldset className="admin-spa-hours" data-testid="therapist-hours">
          <legend>
            <Trans>Working hours (a weekday without hours is a day off)</Trans>
          </legend>
          {values.hours.map((h, i) => (
            <div key={i} className="admin-spa-hours__row" data-testid={`hours-row-${i}`}>
              <SelectField
                name={`hours[${i}].weekday`}
                label={t`Weekday`}
                options={weekdays.map((name, d) => ({ value: d + 1, label: name }))}
              />
              <TextField name={`hours[${i}].starts`} label={t`From (HH:MM)`} placeholder="09:00" />
              <TextField name={`hours[${i}].ends`} label={t`To (HH:MM)`} placeholder="17:00" />
              <button type="button" className="button button--secondary button--small" onClick={() => rows.remove(i)}>
                {t`Remove the hours of ${weekdays[Number(h.weekday) - 1] ?? ''}`}
              </button>
            </div>
          ))}
          {whole ? (
            <p className="field-error" role="alert">
              {t`Each weekday once: one row of hours per day.`}
            </p>
          ) : null}
          {next ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => rows.push({ weekday: next, starts: '', ends: '' })}
            >
              <Trans>Add a weekday’s hours</Trans>
            </button>
          ) : null}
        </fieldset>
      )}
    </FieldArray>
  );
}

/** A therapist added or changed, with the weekly hours replaced whole (front desk; docs/product.md §16.8). */
export function TherapistForm({ therapist, onDone }: { therapist?: TherapistWire; onDone: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => therapistSchema(locale), [locale]);
  return (
    <CatalogueForm
      kind="therapists"
      id={therapist?.id ?? null}
      name={therapist ? t`Change the therapist ${therapist.name}` : t`Add a therapist`}
      testId="spa-therapist-form"
      initialValues={initial(therapist)}
      toWire={toWire}
      schema={schema}
      shownFields={SHOWN}
      lists={['skills']}
      submitLabel={therapist ? <Trans>Save the therapist</Trans> : <Trans>Add the therapist</Trans>}
      onDone={onDone}
    >
      <TextField name="name" label={t`Name`} />
      <TextField name="skills" label={t`Skills`} hint={t`Words separated by commas, such as “mud, massage”`} />
      <CheckboxField name="active" label={t`Working here (active)`} />
      <HoursRows />
    </CatalogueForm>
  );
}
