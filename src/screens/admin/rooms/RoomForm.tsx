import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomCategoryWire, RoomWire } from '@domain/roomsAdmin';
import { roomSchema } from '@domain/validation';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { useLocale } from '../../../i18n/useLocale';
import { CheckboxField, FieldErrorsProvider, SelectField, SubmitButton, TextField } from '../../../ui';
import { NightsInTheWay } from './NightsInTheWay';
import { createRoom, nightsOf, refreshRooms, updateRoom } from './roomsApi';
import type { RoomNightsInTheWay } from '@domain/roomsAdmin';

const SHOWN_FIELDS = ['number', 'room_category_id', 'in_service'] as const;

/**
 * A physical room added to a category or changed (docs/product.md §12.14): its number, its
 * category, in service or not; a number taken, an unknown category or reservations ahead are
 * refused next to their field.
 */
export function RoomForm({
  room,
  categoryId,
  categories,
  onDone,
}: {
  room?: RoomWire;
  categoryId: number;
  categories: RoomCategoryWire[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => roomSchema(locale), [locale]);
  const [inTheWay, setInTheWay] = useState<RoomNightsInTheWay[]>([]);
  const view = useFormSubmit({
    submit: async (input) => {
      setInTheWay([]);
      try {
        return await (room ? updateRoom(room.id, input) : createRoom(input));
      } catch (error) {
        setInTheWay(nightsOf(error));
        throw error;
      }
    },
    onSuccess: () => {
      void refreshRooms(queryClient);
      onDone();
    },
  });
  const label = room ? t`Change room ${room.number}` : t`Add a room`;
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik
        initialValues={{
          number: room?.number ?? '',
          room_category_id: room?.room_category_id ?? categoryId,
          in_service: room?.in_service ?? true,
        }}
        validationSchema={schema}
        onSubmit={submitToMachine(view.submit)}
      >
        <Form noValidate className="admin-rooms__room-form" aria-label={label} data-state={view.state}>
          <TextField name="number" label={t`Room number`} maxLength={10} autoComplete="off" />
          <SelectField
            name="room_category_id"
            label={t`Category`}
            options={categories.map((c) => ({ value: c.id, label: c.name[locale] }))}
          />
          <CheckboxField name="in_service" label={t`In service: sold to guests`} />
          <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
          {inTheWay.length ? <NightsInTheWay stays={inTheWay} /> : null}
          <div className="admin-rooms__actions">
            <SubmitButton loading={view.loading}>
              {room ? <Trans>Save the room</Trans> : <Trans>Add the room</Trans>}
            </SubmitButton>
            <button type="button" className="button button--secondary" onClick={onDone}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </Form>
      </Formik>
    </FieldErrorsProvider>
  );
}
