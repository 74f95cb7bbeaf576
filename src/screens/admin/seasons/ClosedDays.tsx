import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import type { ClosedDayWire, StayWire } from '@domain/seasonAdmin';
import { closedDaySchema } from '@domain/validation';
import { useLocale } from '../../../i18n/useLocale';
import { FieldErrorsProvider, SubmitButton, TextField } from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { addClosedDay, refreshSeasons, removeClosedDay, staysOf } from './seasonsApi';
import { StaysInTheWay } from './StaysInTheWay';
import { StaffChangeRefusal, useStaffChange } from '../useStaffChange';

const SHOWN_FIELDS = ['date', 'reason'] as const;

/** The closed days (docs/product.md §12.9): no stay may include one; closing a day, opening it again. */
export function ClosedDays({ days }: { days: ClosedDayWire[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { refusal, run } = useStaffChange(refreshSeasons);
  const day = (iso: string) => formatDate(iso, locale, 'ddd DD MMM YYYY');
  const reopen = (date: string) => run(() => removeClosedDay(date));
  return (
    <section aria-labelledby="closed-days-title">
      <h3 id="closed-days-title">
        <Trans>Closed days</Trans>
      </h3>
      <StaffChangeRefusal refusal={refusal} />
      {days.length ? (
        <table className="admin-table" data-testid="closed-days">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">
                <Trans>Reason</Trans>
              </th>
              <th scope="col">
                <Trans>Actions</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((closed) => (
              <tr key={closed.date} data-testid={`closed-${closed.date}`}>
                <th scope="row">{day(closed.date)}</th>
                <td>{closed.reason ?? ''}</td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => void reopen(closed.date)}
                  >
                    {t`Open ${day(closed.date)} again`}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>
          <Trans>No day is closed.</Trans>
        </p>
      )}
      <CloseDayForm />
    </section>
  );
}

/** Closing a day, with an optional reason; refused next to the day when reservations include it. */
function CloseDayForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => closedDaySchema(locale), [locale]);
  const [stays, setStays] = useState<StayWire[]>([]);
  const view = useFormSubmit({
    submit: async (input) => {
      setStays([]);
      try {
        return await addClosedDay(input);
      } catch (error) {
        setStays(staysOf(error));
        throw error;
      }
    },
    onSuccess: () => void refreshSeasons(queryClient),
  });
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik
        initialValues={{ date: '', reason: '' }}
        validationSchema={schema}
        onSubmit={submitToMachine(view.submit)}
      >
        <Form
          noValidate
          className="admin-season-form"
          aria-label={t`Close a day`}
          data-machine="closedDayForm"
          data-state={view.state}
        >
          <TextField name="date" type="date" label={t`Day`} />
          <TextField name="reason" label={t`Reason (optional)`} autoComplete="off" />
          <div className="admin-season-form__actions">
            <SubmitButton loading={view.loading}>
              <Trans>Close the day</Trans>
            </SubmitButton>
          </div>
          <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
          <StaysInTheWay stays={stays} />
        </Form>
      </Formik>
    </FieldErrorsProvider>
  );
}
