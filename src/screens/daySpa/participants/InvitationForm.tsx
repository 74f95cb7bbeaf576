import { useEffect, useState } from 'react';
import { Formik, useFormikContext } from 'formik';
import { fromPromise, type Actor } from 'xstate';
import { useSelector } from '@xstate/react';
import { useJourneyActor } from '@src/statecharts/useJourneyActor';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { participantInvitationMachine } from '@machines/participantInvitation.machine';
import type { ProductReservationDetail } from '@domain/daySpa';
import { hotelToday } from '@domain/dates';
import { myDaySpaReservationQuery, postInvitation } from '@src/api/daySpa';
import { FieldErrorsProvider, SubmitButton, TextField } from '@src/ui';
import { useLocale } from '@src/i18n/useLocale';
import { ParticipantTypeRadios } from './ParticipantTypeRadios';

interface InvitationValues {
  first_name: string;
  last_name: string;
  email: string;
  date_of_birth: string;
}

const empty: InvitationValues = { first_name: '', last_name: '', email: '', date_of_birth: '' };

/**
 * The participant invitation form (product.md §10), driven by machines/participantInvitation.machine.ts:
 * the type is the machine's (the radios send `type.choose`), the fields are a Formik form that
 * starts empty again for each participant added.
 */
export function InvitationForm({ reservation }: { reservation: ProductReservationDetail }) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    participantInvitationMachine.provide({
      actors: { invite: fromPromise(({ input }) => postInvitation(locale, reservation.number, input)) },
      actions: {
        notifyDone: () => {
          void queryClient.invalidateQueries({ queryKey: myDaySpaReservationQuery(reservation.number).queryKey });
          void queryClient.invalidateQueries({ queryKey: ['my', 'day-spa-reservations'] });
        },
      },
    }),
  );
  const actor = useJourneyActor(machine, { input: { full: reservation.is_full } });
  const added = useSelector(actor, (s) => s.context.added);

  useEffect(() => {
    actor.send({ type: 'reservation.change', full: reservation.is_full });
  }, [actor, reservation.is_full]);

  return (
    <Formik key={added} initialValues={empty} onSubmit={() => {}}>
      <InvitationFields actor={actor} full={reservation.is_full} rules={reservation.participant_rules} />
    </Formik>
  );
}

function InvitationFields({
  actor,
  full,
  rules,
}: {
  actor: Actor<typeof participantInvitationMachine>;
  full: boolean;
  rules: ProductReservationDetail['participant_rules'];
}) {
  const { t } = useLingui();
  const { values } = useFormikContext<InvitationValues>();
  const state = useSelector(actor, (s) => s);
  const { type, message, fieldErrors } = state.context;
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
          actor.send({ type: 'form.submit', values: { ...values } });
        }}
      >
        <h3>
          <Trans>Add a participant</Trans>
        </h3>
        {full ? (
          <p className="form-hint">
            {rules.admitted_types.includes('infant') ? (
              <Trans>Every place of this reservation is taken: only infants can still be added.</Trans>
            ) : (
              <Trans>Every place of this reservation is taken.</Trans>
            )}
          </p>
        ) : null}
        <ParticipantTypeRadios
          value={type}
          disabled={state.hasTag('loading')}
          onChoose={(participantType) => actor.send({ type: 'type.choose', participantType })}
          rules={rules}
        />
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
            {type === 'infant' || type === 'minor' ? (
              <TextField name="date_of_birth" type="date" label={t`Date of birth`} max={hotelToday()} />
            ) : null}
            <SubmitButton loading={state.hasTag('loading')}>
              {type === 'infant' || type === 'minor' ? t`Add` : t`Send invitation`}
            </SubmitButton>
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
