import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SpaReservationWire, SpaSlotWire } from '@domain/daySpaAdmin';
import { spaSlotSchema } from '@domain/validation';
import { useLocale } from '../../../i18n/useLocale';
import { ApiError } from '../../../api/client';
import { FieldErrorsProvider, SubmitButton } from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { refreshSpaDays, removeSlot, reservationsOf, updateSlot } from './daySpaAdminApi';
import { SLOT_FIELDS, SlotFields } from './SlotFields';
import { ReservationsInTheWay } from './ReservationsInTheWay';

/**
 * One slot changed (title, hours, places, price) or removed (docs/product.md §12.16); refused
 * with the reservations concerned when its places would go below those sold.
 */
export function SlotEditForm({ slot, label, onDone }: { slot: SpaSlotWire; label: string; onDone: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => spaSlotSchema(locale), [locale]);
  const [reservations, setReservations] = useState<SpaReservationWire[]>([]);
  const [removal, setRemoval] = useState<string | null>(null);
  const view = useFormSubmit({
    submit: async (input) => {
      setReservations([]);
      try {
        return await updateSlot(slot.id, input);
      } catch (error) {
        setReservations(reservationsOf(error));
        throw error;
      }
    },
    onSuccess: () => {
      void refreshSpaDays(queryClient);
      onDone();
    },
  });
  const remove = async () => {
    setRemoval(null);
    setReservations([]);
    try {
      await removeSlot(slot.id);
      await refreshSpaDays(queryClient);
      onDone();
    } catch (error) {
      setRemoval(error instanceof ApiError ? error.message : t`The change could not be saved.`);
      setReservations(reservationsOf(error));
    }
  };
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik
        initialValues={{
          title: slot.title ?? '',
          starts_at: slot.starts_at,
          ends_at: slot.ends_at,
          capacity: String(slot.capacity),
          price: slot.price,
        }}
        validationSchema={schema}
        onSubmit={submitToMachine(view.submit)}
      >
        <Form noValidate className="admin-spa__form admin-spa__form--slot" aria-label={label}>
          <SlotFields />
          <FormFailureMessage {...view} shownFields={SLOT_FIELDS} />
          {removal ? (
            <p className="form-alert" role="alert">
              {removal}
            </p>
          ) : null}
          <ReservationsInTheWay reservations={reservations} />
          <div className="admin-spa__actions">
            <SubmitButton loading={view.loading}>
              <Trans>Save the slot</Trans>
            </SubmitButton>
            <button type="button" className="button button--secondary" onClick={() => void remove()}>
              <Trans>Remove the slot</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={onDone}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </Form>
      </Formik>
    </FieldErrorsProvider>
  );
}
