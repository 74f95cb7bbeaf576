import { useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { checkInMachine } from '@machines/checkIn.machine';
import type { AdminReservation } from '@domain/frontDesk';
import { roleOfPosition } from '@domain/checkIn';
import { useJourneyActor } from '@src/statecharts/useJourneyActor';
import { ApiError } from '@src/api/client';
import { adminReservationQuery, saveDeskCheckIn } from '@src/api/admin';
import { CheckInGuestForm } from '@src/shared/checkIn/CheckInGuestForm';

type DeskActor = ActorRefFrom<typeof checkInMachine>;

/**
 * The check-in at the desk (product.md §12.6): the online check-in's statechart and form, its save
 * provided by the desk's API. Staff open any guest of the reservation to add, correct or complete
 * the data and tick 'identity document checked in person'; the reservation reloads after a save.
 */
export function useDeskCheckIn(reservationId: string): DeskActor {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    checkInMachine.provide({
      actors: {
        saveCheckIn: fromPromise(async ({ input }) => {
          try {
            return await saveDeskCheckIn(reservationId, input.values);
          } catch (error) {
            if (error instanceof ApiError) throw error;
            throw {
              message: i18n._(msg`We could not reach the hotel's server. Please check your connection and try again.`),
              errors: {},
            };
          }
        }),
      },
      actions: {
        notifySaved: () => {
          void queryClient.invalidateQueries({ queryKey: adminReservationQuery(reservationId).queryKey });
          // The stored check-ins the form reads when a guest is opened again.
          void queryClient.invalidateQueries({ queryKey: ['my', 'check-ins', reservationId] });
        },
      },
    }),
  );
  return useJourneyActor(machine);
}

/** The button beside a guest: check in at the desk, or correct what is there. */
export function DeskCheckInButton({ actor, position, done }: { actor: DeskActor; position: number; done: boolean }) {
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() =>
        actor.send({ type: 'guest.open', guest: { position, role: roleOfPosition(position), existing: done } })
      }
    >
      {done ? <Trans>Correct at the desk</Trans> : <Trans>Check in at the desk</Trans>}
    </button>
  );
}

/** The open guest's form, or after a save the server's message. */
export function DeskCheckInForm({ actor, reservation }: { actor: DeskActor; reservation: AdminReservation }) {
  const state = useSelector(actor, (s) => s);
  const guest = state.context.guest;
  if (!guest || state.matches('list'))
    return state.context.message ? (
      <p className="notice notice--success" role="status">
        {state.context.message}
      </p>
    ) : null;
  const [first, ...rest] = reservation.booker.name.split(' ');
  return (
    <CheckInGuestForm
      desk
      actor={actor}
      reservationId={String(reservation.id)}
      guest={guest}
      booker={{ first_name: first, last_name: rest.join(' '), email: reservation.booker.email }}
    />
  );
}
