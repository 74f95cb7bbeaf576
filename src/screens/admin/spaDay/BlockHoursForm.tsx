import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { spaBlockSchema } from '@domain/spaSchedule/validation';
import type { SpaDayWire } from '@domain/spaSchedule/wire';
import { useLocale } from '../../../i18n/useLocale';
import { SelectField, TextField } from '../../../ui';
import { SpaForm } from './SpaForm';
import { blockHours } from './spaDayApi';

const FIELDS = ['therapist_id', 'date', 'starts', 'ends', 'reason'] as const;

/** Blocks a therapist's hours of the day shown (a break, an absence). */
export function BlockHoursForm({ day }: { day: SpaDayWire }) {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => spaBlockSchema(locale), [locale]);
  return (
    <SpaForm
      key={day.date}
      name={t`Block a therapist’s hours`}
      testId="spa-block"
      initialValues={{ therapist_id: '', date: day.date, starts: '', ends: '', reason: '' }}
      schema={schema}
      submit={blockHours}
      shownFields={FIELDS}
      submitLabel={<Trans>Block these hours</Trans>}
    >
      <SelectField
        name="therapist_id"
        label={t`Therapist`}
        placeholder={t`Choose…`}
        options={day.therapists.map((x) => ({ value: x.id, label: x.name }))}
      />
      <TextField name="date" type="date" label={t`Day`} />
      <TextField name="starts" label={t`From (HH:MM)`} placeholder="13:00" />
      <TextField name="ends" label={t`To (HH:MM)`} placeholder="14:00" />
      <TextField name="reason" label={t`Reason`} />
    </SpaForm>
  );
}
