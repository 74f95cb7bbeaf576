import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteSettingsWire } from '@domain/siteSettings';
import { siteSettingsSchema } from '@domain/validation';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { useLocale } from '../../../i18n/useLocale';
import { FieldErrorsProvider, MoneyField, Skeleton, SubmitButton, TextField } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { refreshGuestSide, saveSiteSettings, siteSettingsQuery } from './siteSettingsApi';

const LANGUAGES = ['it', 'en', 'de'] as const;
const SHOWN_FIELDS = [
  ...LANGUAGES.map((l) => `banner_text.${l}`),
  'banner_from',
  'banner_to',
  'airport_prices.VCE',
  'airport_prices.TSF',
  'treatment_notice_hours',
];

/**
 * /{lang}/admin/settings (product.md §12.17), the administrator's: the seasonal banner's own text
 * in the three languages and the days it shows, and the airport transfer's price per person by
 * airport; the notice before a package's treatment time (§16.6). Guests see a save at once.
 */
export function SiteSettingsScreen() {
  const settings = useQuery(siteSettingsQuery);
  return (
    <section aria-labelledby="site-settings-title" className="admin-site-settings">
      <h2 id="site-settings-title">
        <Trans>Site settings</Trans>
      </h2>
      {settings.isPending ? <Skeleton count={3} height={32} /> : null}
      {settings.isError ? <AdminLoadError error={settings.error} /> : null}
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
    </section>
  );
}

function SettingsForm({ settings }: { settings: SiteSettingsWire }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => siteSettingsSchema(locale), [locale]);
  const view = useFormSubmit({
    submit: (input) => saveSiteSettings(input),
    onSuccess: (result) => {
      queryClient.setQueryData(siteSettingsQuery.queryKey, result as SiteSettingsWire);
      void refreshGuestSide(queryClient);
    },
  });
  const languageName = { it: t`Italian`, en: t`English`, de: t`German` };
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik
        initialValues={{
          banner_text: settings.banner_text,
          banner_from: settings.banner_from ?? '',
          banner_to: settings.banner_to ?? '',
          airport_prices: settings.airport_prices,
          treatment_notice_hours: settings.treatment_notice_hours,
        }}
        validationSchema={schema}
        onSubmit={submitToMachine(view.submit)}
      >
        <Form
          noValidate
          className="admin-site-settings-form"
          aria-label={t`Site settings`}
          data-machine="siteSettingsForm"
          data-state={view.state}
        >
          <fieldset>
            <legend>
              <Trans>Seasonal banner</Trans>
            </legend>
            <p className="admin-muted">
              <Trans>
                On the days chosen every page shows this text instead of the season notice; leave the three texts empty
                to show only the season notice.
              </Trans>
            </p>
            {LANGUAGES.map((l) => (
              <TextField
                key={l}
                name={`banner_text.${l}`}
                label={t`Banner text (${languageName[l]})`}
                maxLength={255}
              />
            ))}
            <TextField name="banner_from" type="date" label={t`Shown from`} />
            <TextField name="banner_to" type="date" label={t`Shown until`} />
          </fieldset>
          <fieldset>
            <legend>
              <Trans>Airport transfer: price per person</Trans>
            </legend>
            <MoneyField name="airport_prices.VCE" label={t`Venice Marco Polo (VCE)`} />
            <MoneyField name="airport_prices.TSF" label={t`Treviso Canova (TSF)`} />
          </fieldset>
          <fieldset>
            <legend>
              <Trans>Package treatment times</Trans>
            </legend>
            <TextField
              name="treatment_notice_hours"
              type="number"
              inputMode="numeric"
              min={0}
              max={168}
              label={t`Guests may change or cancel a time until this many hours before it starts`}
            />
          </fieldset>
          <div className="admin-site-settings-form__actions">
            <SubmitButton loading={view.loading}>
              <Trans>Save the settings</Trans>
            </SubmitButton>
          </div>
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
