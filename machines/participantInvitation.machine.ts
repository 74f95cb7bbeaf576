import { assign, fromPromise, setup } from 'xstate';
import { PARTICIPANT_DONE_MS } from '../domain/constants';
import { hasFieldErrors, toSubmitFailure } from '../domain/submitFailure';
import type { ParticipantType } from '../domain/validation';

export interface InvitationContext {
  type: ParticipantType | null;
  /** Every place of the reservation is taken: only infants (free) can still be added. */
  full: boolean;
  fieldErrors: Record<string, string[]>;
  /** The server's answer: a success notice, or the error notice of a refusal. */
  message: string | null;
  /** How many participants this form added: each one starts a fresh, empty form. */
  added: number;
}

export type InvitationEvent =
  | { type: 'type.choose'; participantType: ParticipantType }
  | { type: 'reservation.change'; full: boolean }
  | { type: 'form.submit'; values: Record<string, unknown> }
  | { type: 'field.edit'; name: string };

/**
 * The participant invitation form (product.md §10): the type comes first; then the fields of that
 * type. When the reservation is full only an infant can be added: another type shows the
 * 'maximum number of participants' notice. The server's message is shown as success and one
 * second later the page is told (it reloads the participants) and the form starts again.
 */
export const participantInvitationMachine = setup({
  types: {
    context: {} as InvitationContext,
    events: {} as InvitationEvent,
    input: {} as { full: boolean },
  },
  actors: {
    invite: fromPromise<{ message: string }, Record<string, unknown>>(async () => {
      throw new Error('provide invite');
    }),
  },
  guards: {
    isAllowed: ({ context, event }) =>
      event.type === 'type.choose' && (event.participantType === 'infant' || !context.full),
    placeFreed: ({ event }) => event.type === 'reservation.change' && !event.full,
    becomesFullForType: ({ context, event }) =>
      event.type === 'reservation.change' && event.full && context.type !== 'infant',
  },
  actions: {
    /** The page reloads the reservation: the new participant appears. */
    notifyDone: () => {
      throw new Error('provide notifyDone');
    },
    assignType: assign({
      type: ({ context, event }) => (event.type === 'type.choose' ? event.participantType : context.type),
      fieldErrors: {},
      message: null,
    }),
    clearFieldError: assign({
      fieldErrors: ({ context, event }) => {
        if (event.type !== 'field.edit' || !(event.name in context.fieldErrors)) return context.fieldErrors;
        const { [event.name]: _cleared, ...rest } = context.fieldErrors;
        return rest;
      },
    }),
    assignFull: assign({
      full: ({ context, event }) => (event.type === 'reservation.change' ? event.full : context.full),
    }),
    reset: assign({ type: null, fieldErrors: {}, message: null, added: ({ context }) => context.added + 1 }),
  },
  delays: { done: PARTICIPANT_DONE_MS },
}).createMachine({
  id: 'participantInvitation',
  context: ({ input }) => ({ type: null, full: input.full, fieldErrors: {}, message: null, added: 0 }),
  initial: 'choosingType',
  on: {
    'type.choose': [
      { guard: 'isAllowed', target: '.filling', actions: 'assignType' },
      { target: '.maximumReached', actions: 'assignType' },
    ],
  },
  states: {
    choosingType: {
      description: 'Infant, minor, adult or guest: nothing else shows before a type is chosen.',
      on: { 'reservation.change': { actions: 'assignFull' } },
    },
    maximumReached: {
      description:
        "The reservation is full: 'the maximum number of participants has been reached'; only infant can be added.",
      on: {
        'reservation.change': [
          { guard: 'placeFreed', target: 'filling', actions: 'assignFull' },
          { actions: 'assignFull' },
        ],
      },
    },
    filling: {
      description:
        'The fields of the chosen type (names; email for guests and adults; birth date for infants and minors); after a refusal, field errors and the error notice.',
      on: {
        'form.submit': 'submitting',
        'field.edit': { actions: 'clearFieldError' },
        'reservation.change': [
          { guard: 'becomesFullForType', target: 'maximumReached', actions: 'assignFull' },
          { actions: 'assignFull' },
        ],
      },
    },
    submitting: {
      description: 'Sent: the button is busy.',
      tags: ['loading'],
      invoke: {
        id: 'invite',
        src: 'invite',
        input: ({ context, event }) => ({ ...(event.type === 'form.submit' ? event.values : {}), type: context.type }),
        // The type is cleared: the radios are free for the next participant's.
        onDone: {
          target: 'succeeded',
          actions: assign({ message: ({ event }) => event.output.message, fieldErrors: {}, type: null }),
        },
        onError: {
          target: 'filling',
          actions: assign(({ event }) => {
            const failure = toSubmitFailure(event.error);
            // A refusal the fields explain is said under them only: the notice would repeat it.
            return { fieldErrors: failure.errors, message: hasFieldErrors(failure) ? null : failure.message };
          }),
        },
      },
    },
    succeeded: {
      description: "The server's message as a success notice; a second later the page shows the new participant.",
      after: { done: { target: 'choosingType', actions: ['notifyDone', 'reset'] } },
      on: {
        // The reservation may fill meanwhile (the participant just added took the last place).
        'reservation.change': { actions: 'assignFull' },
        // The next participant (of the same type too) may be chosen at once: the page is told now.
        'type.choose': [
          { guard: 'isAllowed', target: 'filling', actions: ['notifyDone', 'reset', 'assignType'] },
          { target: 'maximumReached', actions: ['notifyDone', 'reset', 'assignType'] },
        ],
      },
    },
  },
});
