import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CityTaxVersionWire } from '@domain/cityTax';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { cityTaxSettingSchema } from '@domain/validation';
import { useLocale } from '../../../i18n/useLocale';
import { FieldErrorsProvider, MoneyField, Skeleton, SubmitButton, TextField } from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { AdminLoadError } from '../AdminLoadError';
import { cityTaxQuery, deleteCityTax, saveCityTax, type CityTaxAnswer } from './cityTaxApi';
import { StaffChangeRefusal, useStaffChange } from '../useStaffChange';

const SHOWN_FIELDS = ['valid_from', 'per_person_night', 'max_nights_taxed', 'exempt_under_age'] as const;

/**
 * /{lang}/admin/city-tax (docs/product.md §12.10), the administrator's: the city tax's versions by
 * the arrival day they start, and a form for a new one. New bookings follow at once; reservations
 * keep the rules they were booked with.
 */
export function CityTaxScreen() {
  const taxes = useQuery(cityTaxQuery);
  return (
    <section aria-labelledby="city-tax-title" className="admin-city-tax">
      <h2 id="city-tax-title">
        <Trans>City-tax rules</Trans>
      </h2>
      <p className="admin-muted">
        <Trans>
          New bookings take the rules of their arrival day at once; reservations already made keep the rules they were
          booked with.
        </Trans>
      </p>
      {taxes.isPending ? <Skeleton count={3} height={32} /> : null}
      {taxes.isError ? <AdminLoadError error={taxes.error} /> : null}
      {taxes.data ? (
        <>
          <VersionsTable answer={taxes.data} />
          <VersionForm today={taxes.data.today} />
        </>
      ) : null}
    </section>
  );
}

function VersionsTable({ answer }: { answer: CityTaxAnswer }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { refusal, run } = useStaffChange((client) => client.invalidateQueries({ queryKey: cityTaxQuery.queryKey }));
  const remove = (validFrom: string) =>
    run(async () => queryClient.setQueryData(cityTaxQuery.queryKey, await deleteCityTax(validFrom)));
  const day = (version: CityTaxVersionWire) =>
    version.base ? t`Configured rate` : formatDate(version.valid_from, locale, 'DD MMM YYYY');
  return (
    <>
      <StaffChangeRefusal refusal={refusal} />
      <table className="admin-table" data-testid="city-tax-versions">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Arrivals from</Trans>
            </th>
            <th scope="col">
              <Trans>Per person and night</Trans>
            </th>
            <th scope="col">
              <Trans>Nights taxed</Trans>
            </th>
            <th scope="col">
              <Trans>Exempt</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.versions.map((version) => (
            <tr key={version.valid_from} data-testid={`city-tax-${version.valid_from}`}>
              <th scope="row">{day(version)}</th>
              <td>{formatMoney(version.per_person_night, locale)}</td>
              <td>
                {version.max_nights_taxed === null ? (
                  <Trans>Every night</Trans>
                ) : (
                  <Plural value={version.max_nights_taxed} one="The first night" other="The first # nights" />
                )}
              </td>
              <td>
                {version.exempt_under_age === null ? (
                  <Trans>Nobody by age</Trans>
                ) : (
                  <Trans>Under {version.exempt_under_age}</Trans>
                )}
              </td>
              <td>
                {version.current ? (
                  <Trans>In force</Trans>
                ) : version.valid_from > answer.today ? (
                  <>
                    <Trans>Scheduled</Trans>{' '}
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => void remove(version.valid_from)}
                    >
                      {t`Delete the rules from ${day(version)}`}
                    </button>
                  </>
                ) : (
                  <Trans>Replaced</Trans>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** A new version: the form, saving, saved (the table shows it) or refused (errors by the fields). */
function VersionForm({ today }: { today: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => cityTaxSettingSchema(locale, { today }), [locale, today]);
  const view = useFormSubmit({
    submit: (input) => saveCityTax(input),
    onSuccess: (result) => queryClient.setQueryData(cityTaxQuery.queryKey, result as CityTaxAnswer),
  });
  return (
    <section aria-labelledby="city-tax-form-title" data-machine="cityTaxSetting" data-state={view.state}>
      <h3 id="city-tax-form-title">
        <Trans>New rules</Trans>
      </h3>
      <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
        <Formik
          initialValues={{ valid_from: today, per_person_night: '', max_nights_taxed: '', exempt_under_age: '' }}
          validationSchema={schema}
          onSubmit={submitToMachine(view.submit)}
        >
          <Form noValidate className="admin-city-tax__form" aria-label={t`New city-tax rules`}>
            <TextField name="valid_from" type="date" label={t`For arrivals from`} />
            <MoneyField name="per_person_night" label={t`Rate per person and night`} />
            <TextField
              name="max_nights_taxed"
              inputMode="numeric"
              label={t`Nights taxed (the first; empty: every night)`}
              autoComplete="off"
            />
            <TextField
              name="exempt_under_age"
              inputMode="numeric"
              label={t`Guests exempt under the age of (empty: nobody)`}
              autoComplete="off"
            />
            <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
            <SubmitButton loading={view.loading}>
              <Trans>Save the rules</Trans>
            </SubmitButton>
          </Form>
        </Formik>
      </FieldErrorsProvider>
      {view.state === 'succeeded' ? (
        <p role="status" className="notice notice--success">
          <Trans>The rules are saved: new bookings follow them.</Trans>
        </p>
      ) : null}
    </section>
  );
}
