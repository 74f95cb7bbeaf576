import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CURE_CYCLES } from '@domain/ssnCure/rules';
import type { CureSettingsWire } from '@domain/ssnCure/wire';
import type { TreatmentWire } from '@domain/spaSchedule/wire';
import { cureSettingsSchema } from '@domain/ssnCure/settingsForm';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { cycleNames } from '@domain/ssnCure/messages';
import { useLocale } from '../../../i18n/useLocale';
import { FieldErrorsProvider, MoneyField, SelectField, SubmitButton } from '../../../ui';
import { cureSettingsQuery, saveCureSettings } from './ssnCureApi';

const SHOWN_FIELDS = [
  'ticket_cents',
  'exempt_cents',
  'visit_treatment_id',
  ...CURE_CYCLES.map((cycle) => `cycle_treatments.${cycle}`),
];

/**
 * The cures' settings (docs/product.md §16.11): the amounts the desk collects, typed in euros, and
 * the catalogue's treatment of the visit and of each cycle's session ("Not offered": none). The
 * revenue manager and the administrator save them; the desk reads them, the fields disabled.
 */
export function CureSettingsForm({
  settings,
  treatments,
  canSave,
}: {
  settings: CureSettingsWire;
  treatments: TreatmentWire[];
  canSave: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => cureSettingsSchema(locale), [locale]);
  const view = useFormSubmit({
    submit: (input) => saveCureSettings(input),
    onSuccess: (result) => queryClient.setQueryData(cureSettingsQuery.queryKey, result as CureSettingsWire),
  });
  const chosen = new Set([settings.visit_treatment_id, ...Object.values(settings.cycle_treatments)]);
  // The active treatments, and a chosen one retired since (so the form shows what is stored).
  const options = treatments
    .filter((treatment) => treatment.active || chosen.has(treatment.id))
    .map((treatment) => ({
      value: treatment.id,
      label: treatment.active
        ? t`${treatment.names[locale]} (${treatment.duration_minutes} min)`
        : t`${treatment.names[locale]} (no longer offered)`,
    }));
  const notOffered = t`Not offered`;
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik
        enableReinitialize
        initialValues={{
          ticket_cents: settings.ticket_cents,
          exempt_cents: settings.exempt_cents,
          visit_treatment_id: settings.visit_treatment_id,
          cycle_treatments: settings.cycle_treatments,
          version: settings.version,
        }}
        validationSchema={schema}
        onSubmit={submitToMachine(view.submit)}
      >
        <Form
          noValidate
          className="admin-ssn-cure-form"
          aria-label={t`The cures’ settings`}
          data-machine="ssnCureSettingsForm"
          data-state={view.state}
        >
          <fieldset disabled={!canSave}>
            <legend>
              <Trans>Paid at the desk</Trans>
            </legend>
            <MoneyField name="ticket_cents" label={t`Ticket`} hint={t`What a guest without an exemption pays.`} />
            <MoneyField
              name="exempt_cents"
              label={t`Exempt guest`}
              hint={t`What a guest with an exemption code pays.`}
            />
          </fieldset>
          <fieldset disabled={!canSave}>
            <legend>
              <Trans>Treatments of the catalogue</Trans>
            </legend>
            <p className="admin-muted">
              <Trans>Without the admission visit no cure is offered; a cycle without its session is not offered.</Trans>
            </p>
            <SelectField
              name="visit_treatment_id"
              label={t`Admission visit`}
              options={options}
              placeholder={notOffered}
            />
            {CURE_CYCLES.map((cycle) => (
              <SelectField
                key={cycle}
                name={`cycle_treatments.${cycle}`}
                label={t`Session: ${cycleNames[cycle][locale]}`}
                options={options}
                placeholder={notOffered}
              />
            ))}
          </fieldset>
          {canSave ? (
            <div className="admin-ssn-cure-form__actions">
              <SubmitButton loading={view.loading}>
                <Trans>Save the cures’ settings</Trans>
              </SubmitButton>
            </div>
          ) : (
            <p className="admin-muted">
              <Trans>The revenue manager changes these settings.</Trans>
            </p>
          )}
          <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
          {view.state === 'succeeded' ? (
            <p role="status" className="notice notice--success">
              <Trans>Saved.</Trans>
            </p>
          ) : null}
        </Form>
      </Formik>
    </FieldErrorsProvider>
  );
}
