import { assign, fromPromise, setup } from 'xstate';
import type { CheckInRole } from '../domain/checkIn';
import { hasFieldErrors, toSubmitFailure } from '../domain/submitFailure';

/** The guest whose form is open: which one of the reservation, and whether a check-in exists. */
export interface CheckInGuestRef {
  position: number;
  role: CheckInRole;
  /** A stored check-in: 'Check-in now' sends PATCH; otherwise POST. */
  existing: boolean;
}

export type CheckInMethod = 'POST' | 'PATCH';

export interface SaveCheckInInput {
  method: CheckInMethod;
  values: Record<string, unknown>;
}

export interface CheckInContext {
  guest: CheckInGuestRef | null;
  /** What the guest confirmed in the review modal and was sent. */
  values: Record<string, unknown> | null;
  /** The server's field errors, cleared field by field as the guest edits. */
  fieldErrors: Record<string, string[]>;
  /** The server's answer: success after saving, the reason after a refusal. */
  message: string | null;
}

export type CheckInEvent =
  | { type: 'guest.open'; guest: CheckInGuestRef }
  | { type: 'form.close' }
  | { type: 'form.review'; values: Record<string, unknown> }
  | { type: 'field.edit'; name: string }
  | { type: 'review.cancel' }
  | { type: 'checkIn.confirm' };

/**
 * Online check-in of a reservation's guests (product.md §9, issue 13). The list shows who is done;
 * opening a guest shows the form's three numbered sections (personal details, identity
 * document for the booker only, privacy); Next (once the form is valid) opens the review modal;
 * 'Check-in now' sends POST for a new check-in, PATCH for an existing one. Success closes the
 * modal and the list reloads. A refusal keeps everything typed and shows the server's message
 * (product.md §9 and §14: the original silent close left guests guessing): field errors close the modal
 * and stand under their fields; any other failure keeps the modal open to try again.
 */
export const checkInMachine = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
  },
  actors: {
    saveCheckIn: fromPromise<{ message: string }, SaveCheckInInput>(async () => {
      throw new Error('provide saveCheckIn');
    }),
  },
  guards: {
    refusedFields: ({ event }) => 'error' in event && hasFieldErrors(toSubmitFailure(event.error)),
  },
  actions: {
    /** The page reloads the list of guests (and the reservation's check-in status). */
    notifySaved: () => {
      throw new Error('provide notifySaved');
    },
    openGuest: assign(({ event }) =>
      event.type === 'guest.open' ? { guest: event.guest, values: null, fieldErrors: {}, message: null } : {},
    ),
    closeGuest: assign({ guest: null, values: null, fieldErrors: {} }),
    keepValues: assign({
      values: ({ context, event }) => (event.type === 'form.review' ? event.values : context.values),
      message: null,
    }),
    clearFieldError: assign({
      fieldErrors: ({ context, event }) => {
        if (event.type !== 'field.edit' || !(event.name in context.fieldErrors)) return context.fieldErrors;
        const { [event.name]: _cleared, ...rest } = context.fieldErrors;
        return rest;
      },
    }),
    keepFailure: assign(({ event }) => {
      const failure = toSubmitFailure('error' in event ? event.error : null);
      return { fieldErrors: failure.errors, message: failure.message || null };
    }),
  },
}).createMachine({
  id: 'checkIn',
  context: { guest: null, values: null, fieldErrors: {}, message: null },
  initial: 'list',
  states: {
    list: {
      description:
        'Every guest of the reservation, the booker first, and who is checked in; after a save, its message.',
      on: { 'guest.open': { target: 'form', actions: 'openGuest' } },
    },
    form: {
      initial: 'editing',
      on: { 'form.close': { target: 'list', actions: 'closeGuest' } },
      states: {
        editing: {
          description: 'The three numbered sections; field errors of a refusal under their fields until edited.',
          tags: ['form'],
          on: {
            'form.review': { target: 'reviewing', actions: 'keepValues' },
            'field.edit': { actions: 'clearFieldError' },
          },
        },
        reviewing: {
          description: 'The review-and-confirm modal over the form: what will be sent, and Check-in now.',
          tags: ['form', 'review'],
          on: {
            'checkIn.confirm': 'saving',
            'review.cancel': 'editing',
          },
        },
        saving: {
          description: 'Sent: Check-in now is busy, the modal stays open.',
          tags: ['form', 'review', 'loading'],
          invoke: {
            id: 'saveCheckIn',
            src: 'saveCheckIn',
            input: ({ context }) => ({
              method: context.guest?.existing ? 'PATCH' : 'POST',
              values: { ...context.values, position: context.guest?.position },
            }),
            onDone: {
              target: '#checkIn.list',
              actions: [
                assign({ guest: null, values: null, fieldErrors: {}, message: ({ event }) => event.output.message }),
                'notifySaved',
              ],
            },
            onError: [
              { guard: 'refusedFields', target: 'editing', actions: 'keepFailure' },
              { target: 'refused', actions: 'keepFailure' },
            ],
          },
        },
        refused: {
          description:
            "The modal stays open with the server's message; nothing typed is lost; Check-in now tries again.",
          tags: ['form', 'review', 'failure'],
          on: {
            'checkIn.confirm': 'saving',
            'review.cancel': 'editing',
          },
        },
      },
    },
  },
});
