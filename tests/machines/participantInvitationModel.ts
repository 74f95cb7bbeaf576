import type { AnyMachineSnapshot, EventObject } from 'xstate';

/** A sample event with its payload. */
type Sample = EventObject & Record<string, unknown>;

export const INVITED = { message: 'Anna Berg has been added to your reservation.' };
export const REFUSED = {
  status: 422,
  message: 'The last name is required.',
  errors: { last_name: ['The last name is required.'] },
};

/** Sample events of the invitation form: each type, a refusal, a success, the reservation filling up. */
export function participantInvitationEvents(snapshot: AnyMachineSnapshot): Sample[] {
  const at = (state: string) => snapshot.matches(state as never);
  if (at('choosingType'))
    return [
      { type: 'type.choose', participantType: 'infant' },
      { type: 'type.choose', participantType: 'guest' },
      { type: 'reservation.change', full: !snapshot.context.full },
    ];
  if (at('maximumReached'))
    return [
      { type: 'type.choose', participantType: 'infant' },
      { type: 'reservation.change', full: true },
      { type: 'reservation.change', full: false },
    ];
  if (at('filling'))
    return [
      { type: 'form.submit', values: { first_name: 'Anna', last_name: 'Berg' } },
      { type: 'field.edit', name: 'last_name' },
      { type: 'type.choose', participantType: 'minor' },
      { type: 'reservation.change', full: true },
    ];
  if (at('submitting'))
    return [
      { type: 'xstate.done.actor.invite', output: INVITED },
      { type: 'xstate.error.actor.invite', error: REFUSED },
    ];
  if (at('succeeded'))
    return [
      { type: 'xstate.after.done.participantInvitation.succeeded' },
      { type: 'type.choose', participantType: 'minor' },
      { type: 'type.choose', participantType: 'adult' },
      { type: 'reservation.change', full: true },
    ];
  return [];
}
