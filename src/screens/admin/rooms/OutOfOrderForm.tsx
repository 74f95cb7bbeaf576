import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomNightsInTheWay, RoomWire } from '@domain/roomsAdmin';
import { outOfOrderSchema } from '@domain/validation';
import { useLocale } from '../../../i18n/useLocale';
import { FieldErrorsProvider, SubmitButton, TextField } from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { addOutOfOrder, nightsOf, refreshRooms } from './roomsApi';
import { NightsInTheWay } from './NightsInTheWay';

const SHOWN_FIELDS = ['starts_on', 'ends_on', 'reason'] as const;

/**
 * Putting a room out of order (docs/product.md §12.14): first night out, the day it is back, why.
 * Refused next to the field; over nights reservations have, they are listed below the form.
 */
export function OutOfOrderForm({ room, onDone }: { room: RoomWire; onDone: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => outOfOrderSchema(locale), [locale]);
  const [stays, setStays] = useState<RoomNightsInTheWay[]>([]);
  const view = useFormSubmit({
    submit: async (input) => {
      setStays([]);
      try {
        return await addOutOfOrder(room.id, input);
      } catch (error) {
        setStays(nightsOf(error));
        throw error;
      }
    },
    onSuccess: () => {
      void refreshRooms(queryClient);
      onDone();
    },
  });
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik
        initialValues={{ starts_on: '', ends_on: '', reason: '' }}
        validationSchema={schema}
        onSubmit={submitToMachine(view.submit)}
      >
        <Form
          noValidate
          className="admin-season-form"
          aria-label={t`Put room ${room.number} out of order`}
          data-machine="outOfOrderForm"
          data-state={view.state}
        >
          <TextField name="starts_on" type="date" label={t`First night out of order`} />
          <TextField name="ends_on" type="date" label={t`Back in service on`} />
          <TextField name="reason" label={t`Reason`} autoComplete="off" />
          <div className="admin-season-form__actions">
            <SubmitButton loading={view.loading}>
              <Trans>Put out of order</Trans>
            </SubmitButton>
            <button type="button" className="button button--secondary" onClick={onDone}>
              <Trans>Cancel</Trans>
            </button>
          </div>
          <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
          <NightsInTheWay stays={stays} />
        </Form>
      </Formik>
    </FieldErrorsProvider>
  );
}
