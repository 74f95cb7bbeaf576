import type { AnyMachineSnapshot, EventObject } from 'xstate';

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

export const BOOKER = { position: 1, role: 'booker', existing: false } as const;
export const COMPANION = { position: 2, role: 'companion', existing: false } as const;
export const BOOKER_DONE = { position: 1, role: 'booker', existing: true } as const;

export function checkInEvents(snapshot: AnyMachineSnapshot): Sample[] {
  const at = (state: string) => snapshot.matches(state as never);
  if (at('list'))
    return [
      { type: 'guest.open', guest: BOOKER },
      { type: 'guest.open', guest: COMPANION },
      { type: 'guest.open', guest: BOOKER_DONE },
    ];
  if (at({ form: 'editing' } as never))
    return [{ type: 'form.review', values: { first_name: 'Anna' } }, { type: 'field.edit', name: 'birth_borough_id' }, { type: 'form.close' }];
  if (at({ form: 'reviewing' } as never) || at({ form: 'refused' } as never)) return [{ type: 'checkIn.confirm' }, { type: 'review.cancel' }, { type: 'form.close' }];
  if (at({ form: 'saving' } as never))
    return [
      { type: 'xstate.done.actor.saveCheckIn', output: SAVED },
      { type: 'xstate.error.actor.saveCheckIn', error: REFUSED_FIELDS },
      { type: 'xstate.error.actor.saveCheckIn', error: SERVER_ERROR },
    ];
  return [];
}
