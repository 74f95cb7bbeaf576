import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SeasonWire, StayWire } from '@domain/seasonAdmin';
import { seasonSchema } from '@domain/validation';
import { useLocale } from '../../../i18n/useLocale';
import { FieldErrorsProvider, SubmitButton, TextField } from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { createSeason, refreshSeasons, staysOf, updateSeason } from './seasonsApi';
import { StaysInTheWay } from './StaysInTheWay';

const SHOWN_FIELDS = ['starts_on', 'ends_on', 'bookable_from', 'bookable_to'] as const;

/**
 * A season's dates and sales dates (docs/product.md §12.9), inline: a new season, or one being
 * changed (`season`). Errors show under their fields; reservations that stand in the way are listed.
 */
export function SeasonForm({ season, onDone }: { season?: SeasonWire; onDone?: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => seasonSchema(locale), [locale]);
  const [stays, setStays] = useState<StayWire[]>([]);
  const view = useFormSubmit({
    submit: async (input) => {
      setStays([]);
      try {
        return await (season ? updateSeason(season.id, input) : createSeason(input));
      } catch (error) {
        setStays(staysOf(error));
        throw error;
      }
    },
    onSuccess: () => {
      void refreshSeasons(queryClient);
      onDone?.();
    },
  });
  const name = season ? t`Change the season` : t`Add a season`;
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik
        initialValues={{
          starts_on: season?.starts_on ?? '',
          ends_on: season?.ends_on ?? '',
          bookable_from: season?.bookable_from ?? '',
          bookable_to: season?.bookable_to ?? '',
        }}
        validationSchema={schema}
        onSubmit={submitToMachine(view.submit)}
      >
        <Form
          noValidate
          className="admin-season-form"
          aria-label={name}
          data-machine="seasonForm"
          data-state={view.state}
        >
          <TextField name="starts_on" type="date" label={t`First open day`} />
          <TextField name="ends_on" type="date" label={t`Last open day`} />
          <TextField name="bookable_from" type="date" label={t`Sales open on`} hint={t`Empty: the usual rule`} />
          <TextField
            name="bookable_to"
            type="date"
            label={t`Sales close after`}
            hint={t`Empty: until the season ends`}
          />
          <div className="admin-season-form__actions">
            <SubmitButton loading={view.loading}>
              {season ? <Trans>Save the season</Trans> : <Trans>Add the season</Trans>}
            </SubmitButton>
            {onDone && season ? (
              <button type="button" className="button button--secondary" onClick={onDone}>
                <Trans>Cancel</Trans>
              </button>
            ) : null}
          </div>
          <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
          <StaysInTheWay stays={stays} />
        </Form>
      </Formik>
    </FieldErrorsProvider>
  );
}
