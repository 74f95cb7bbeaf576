import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { spaBookingSchema } from '@domain/spaSchedule/validation';
import type { TreatmentWire } from '@domain/spaSchedule/wire';
import { useLocale } from '../../../i18n/useLocale';
import { SelectField, TextField } from '../../../ui';
import { SpaForm } from './SpaForm';
import { bookTreatment } from './spaDayApi';

const FIELDS = ['reservation_id', 'treatment_id', 'date', 'time'] as const;

/** The desk books a treatment for a guest's reservation, at a day of the stay and a time. */
export function BookTreatmentForm({ date, treatments }: { date: string; treatments: TreatmentWire[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => spaBookingSchema(locale), [locale]);
  return (
    <SpaForm
      key={date}
      name={t`Book a treatment`}
      testId="spa-book"
      initialValues={{ reservation_id: '', treatment_id: '', date, time: '' }}
      schema={schema}
      submit={bookTreatment}
      shownFields={FIELDS}
      submitLabel={<Trans>Book the treatment</Trans>}
    >
      <TextField name="reservation_id" label={t`Reservation number`} inputMode="numeric" />
      <SelectField
        name="treatment_id"
        label={t`Treatment`}
        placeholder={t`Choose…`}
        options={treatments
          .filter((x) => x.active)
          .map((x) => ({ value: x.id, label: `${x.names[locale]} (${x.duration_minutes}′)` }))}
      />
      <TextField name="date" type="date" label={t`Day`} />
      <TextField name="time" label={t`Time (HH:MM)`} placeholder="10:30" />
    </SpaForm>
  );
}
