import { useEffect, useRef, useState } from 'react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { participantInvitationMachine } from '../../../machines/participantInvitation.machine';
import type { ProductReservationDetail } from '../../../domain/daySpa';
import type { ParticipantType } from '../../../domain/validation';
import { hotelToday } from '../../../domain/dates';
import { myDaySpaReservationQuery, postInvitation } from '../../api/daySpa';
import { FieldErrorsProvider, RadioGroupField, SubmitButton, TextField } from '../../ui';
import { useLocale } from '../../i18n/useLocale';

interface InvitationValues {
  type: ParticipantType | '';
  first_name: string;
  last_name: string;
  email: string;
  date_of_birth: string;
}

const empty: InvitationValues = { type: '', first_name: '', last_name: '', email: '', date_of_birth: '' };

/** The participant invitation form (SPEC 2-5), driven by machines/participantInvitation.machine.ts. */
export function InvitationForm({ reservation }: { reservation: ProductReservationDetail }) {
  const reset = useRef<FormikHelpers<InvitationValues>['resetForm'] | null>(null);
  return (
    <Formik initialValues={empty} onSubmit={() => {}}>
      {(formik) => {
        reset.current = formik.resetForm;
        return <InvitationFields reservation={reservation} reset={reset} />;
      }}
    </Formik>
  );
}

function InvitationFields({ reservation, reset }: { reservation: ProductReservationDetail; reset: { current: (() => void) | null } }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { values } = useFormikContext<InvitationValues>();
  const [machine] = useState(() =>
    participantInvitationMachine.provide({
      actors: { invite: fromPromise(({ input }) => postInvitation(locale, reservation.number, input)) },
      actions: {
        notifyDone: () => {
          reset.current?.();
          void queryClient.invalidateQueries({ queryKey: myDaySpaReservationQuery(reservation.number).queryKey });
          void queryClient.invalidateQueries({ queryKey: ['my', 'day-spa-reservations'] });
        },
      },
    }),
  );
  const actor = useActorRef(machine, { input: { full: reservation.is_full } });
  const state = useSelector(actor, (s) => s);
  const { type, message, fieldErrors } = state.context;

  useEffect(() => {
    actor.send({ type: 'reservation.change', full: reservation.is_full });
  }, [actor, reservation.is_full]);
  useEffect(() => {
    if (values.type && values.type !== type) actor.send({ type: 'type.choose', participantType: values.type });
  }, [actor, values.type, type]);

  const options: { value: ParticipantType; label: string }[] = [
    { value: 'infant', label: t`Infant (up to 1 year): free, added at once` },
    { value: 'minor', label: t`Minor: added at once` },
    { value: 'adult', label: t`Adult: receives an invitation to register` },
    { value: 'guest', label: t`Guest: receives an invitation to register by email` },
  ];
  const filling = state.matches('filling') || state.matches('submitting');
  const failed = state.matches('filling') && message !== null;

  return (
    <FieldErrorsProvider errors={fieldErrors} onClear={(name) => actor.send({ type: 'field.edit', name })}>
      <form
        noValidate
        className="invitation-form"
        aria-label={t`Add a participant`}
        data-machine="participantInvitation"
        data-state={String(state.value)}
        onSubmit={(event) => {
          event.preventDefault();
          if (state.matches('filling')) actor.send({ type: 'form.submit', values: { ...values } });
        }}
      >
        <h3>
          <Trans>Add a participant</Trans>
        </h3>
        {reservation.is_full ? (
          <p className="form-hint">
            <Trans>Every place of this reservation is taken: only infants can still be added.</Trans>
          </p>
        ) : null}
        <RadioGroupField name="type" legend={t`Type of participant`} options={options} />
        {state.matches('maximumReached') ? (
          <p className="notice notice--warning" role="alert">
            <Trans>The maximum number of participants has been reached.</Trans>
          </p>
        ) : null}
        {filling ? (
          <div className="invitation-form__fields">
            <TextField name="first_name" label={t`First name`} autoComplete="off" />
            <TextField name="last_name" label={t`Last name`} autoComplete="off" />
            {type === 'guest' || type === 'adult' ? (
              <TextField
                name="email"
                type="email"
                label={type === 'guest' ? t`Email` : t`Email (optional)`}
                hint={type === 'adult' ? t`Without an address, the invitation comes to you to forward.` : undefined}
                inputMode="email"
              />
            ) : null}
            {type === 'infant' || type === 'minor' ? <TextField name="date_of_birth" type="date" label={t`Date of birth`} max={hotelToday()} /> : null}
            <SubmitButton loading={state.hasTag('loading')}>{type === 'infant' || type === 'minor' ? t`Add` : t`Send invitation`}</SubmitButton>
          </div>
        ) : null}
        {failed ? (
          <p className="notice notice--error" role="alert">
            {message}
          </p>
        ) : null}
        {state.matches('succeeded') ? (
          <p className="notice notice--success" role="status">
            {message}
          </p>
        ) : null}
      </form>
    </FieldErrorsProvider>
  );
}
