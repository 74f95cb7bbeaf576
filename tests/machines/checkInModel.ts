import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CheckInGuestRef } from '../../machines/checkIn.machine';

// Sample events of the check-in machine, shared by the machine walk and the browser walk.

type Sample = EventObject & Record<string, unknown>;

export const SAVED = { message: 'Thank you, Anna Müller is checked in.' };
/** A refusal about fields: the comune of birth is not in the chosen province. */
export const REFUSED_FIELDS = {
  status: 422,
  message: 'This comune is not in the chosen province.',
  errors: { birth_borough_id: ['This comune is not in the chosen province.'] },
};
/** A failure that is about no field: the server could not save. */
export const SERVER_ERROR = { status: 500, message: 'Something went wrong on our side. Please try again.', errors: {} };

export const BOOKER: CheckInGuestRef = { position: 1, role: 'booker', existing: false };
export const COMPANION: CheckInGuestRef = { position: 2, role: 'companion', existing: false };
export const BOOKER_DONE: CheckInGuestRef = { position: 1, role: 'booker', existing: true };

/**
 * What each state offers. Refusals follow the guests of the browser walk: only the new booker
 * (born in Italy) can be refused a field by the server alone (a comune that did not exist on the
 * date of birth); any guest can meet a server failure. Edits touch a field each guest has.
 */
export const checkInEvents = (snapshot: AnyMachineSnapshot) =>
  checkInEventsFor([BOOKER, COMPANION, BOOKER_DONE])(snapshot);

/** The same, opening only the given guests from the list (one browser walk per kind of guest). */
export const checkInEventsFor =
  (guests: readonly CheckInGuestRef[]) =>
  (snapshot: AnyMachineSnapshot): Sample[] => {
    const at = (state: string) => snapshot.matches(state as never);
    const guest = snapshot.context.guest as { position: number; existing: boolean } | null;
    const italianBooker = guest?.position === 1 && !guest.existing;
    if (at('list')) return guests.map((guest) => ({ type: 'guest.open', guest }));
    if (at({ form: 'editing' } as never))
      return [
        { type: 'form.review', values: { first_name: 'Anna' } },
        { type: 'field.edit', name: italianBooker ? 'birth_borough_id' : 'last_name' },
        { type: 'form.close' },
      ];
    if (at({ form: 'reviewing' } as never) || at({ form: 'refused' } as never))
      return [{ type: 'checkIn.confirm' }, { type: 'review.cancel' }, { type: 'form.close' }];
    if (at({ form: 'saving' } as never))
      return [
        { type: 'xstate.done.actor.saveCheckIn', output: SAVED },
        ...(italianBooker ? [{ type: 'xstate.error.actor.saveCheckIn', error: REFUSED_FIELDS }] : []),
        { type: 'xstate.error.actor.saveCheckIn', error: SERVER_ERROR },
      ];
    return [];
  };
