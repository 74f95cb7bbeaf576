import { assign, fromPromise, setup } from 'xstate';
import type { InvitationPreview } from '../domain/daySpa';
import { toSubmitFailure } from '../domain/submitFailure';

export type AuthChoice = 'login' | 'register';

export interface InvitationAcceptanceContext {
  token: string;
  signedIn: boolean;
  preview: InvitationPreview | null;
  /** Why the link cannot be used or the acceptance was refused (the server's words). */
  message: string | null;
}

export type InvitationAcceptanceEvent =
  | { type: 'user.change'; signedIn: boolean }
  /** The dialog signed the person in; the server accepted the invitation with that login or registration. */
  | { type: 'auth.signedIn' }
  | { type: 'auth.dismissed' }
  | { type: 'auth.open'; mode: AuthChoice }
  | { type: 'invitation.accept' };

/**
 * The participant invitation link (`/{lang}/register?invitation=…`, issue 16): the page says who
 * invites to what; a visitor gets the registration (or the login, when the invited address has an
 * account) with the invitation shown and the address filled in, and signing in there accepts it;
 * someone already signed in accepts with one button. Then the reservation page opens. Unknown,
 * used, expired or someone else's links end with the server's explanation.
 */
export const invitationAcceptanceMachine = setup({
  types: {
    context: {} as InvitationAcceptanceContext,
    events: {} as InvitationAcceptanceEvent,
    input: {} as { token: string; signedIn: boolean },
  },
  actors: {
    lookup: fromPromise<InvitationPreview, { token: string }>(async () => {
      throw new Error('provide lookup');
    }),
    accept: fromPromise<unknown, { token: string }>(async () => {
      throw new Error('provide accept');
    }),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    signsIn: ({ event }) => event.type === 'user.change' && event.signedIn,
  },
  actions: {
    /** Opens the login / registration dialog carrying the invitation. */
    openAuth: (_, _params: { mode: AuthChoice; preview: InvitationPreview }) => {
      throw new Error('provide openAuth');
    },
    /** Goes to /{lang}/my/product-reservations/{number}. */
    goToReservation: (_, _params: { number: string }) => {
      throw new Error('provide goToReservation');
    },
    assignFailure: assign({
      message: (_, params: { error: unknown }) => toSubmitFailure(params.error).message || null,
    }),
  },
}).createMachine({
  id: 'invitationAcceptance',
  context: ({ input }) => ({ token: input.token, signedIn: input.signedIn, preview: null, message: null }),
  initial: 'loading',
  on: {
    'user.change': { actions: assign({ signedIn: ({ event }) => event.signedIn }) },
  },
  states: {
    loading: {
      description: 'Asking the server what the link invites to.',
      tags: ['loading'],
      invoke: {
        id: 'lookup',
        src: 'lookup',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'routing', actions: assign({ preview: ({ event }) => event.output }) },
        onError: {
          target: 'invalid',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    routing: {
      always: [{ guard: 'isSignedIn', target: 'ready' }, { target: 'signingIn' }],
    },
    signingIn: {
      description: 'The registration (or login) dialog shows the invitation with the address filled in.',
      entry: {
        type: 'openAuth',
        params: ({ context, event }) => ({
          mode: event.type === 'auth.open' ? event.mode : context.preview!.account_exists ? 'login' : 'register',
          preview: context.preview!,
        }),
      },
      on: { 'auth.signedIn': 'accepted', 'auth.dismissed': 'waiting' },
    },
    waiting: {
      description: 'The dialog was closed: the invitation stays on the page with Register and Log in.',
      on: {
        'auth.open': 'signingIn',
        // Signed in some other way (the navigation bar's login): accept with the button.
        'user.change': { guard: 'signsIn', target: 'ready', actions: assign({ signedIn: true }) },
      },
    },
    ready: {
      description: 'Signed in already: the invitation with an Accept button.',
      on: { 'invitation.accept': 'accepting' },
    },
    accepting: {
      description: 'Accepting for the signed-in account: the button is busy.',
      tags: ['loading'],
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => ({ token: context.token }),
        onDone: 'accepted',
        onError: {
          target: 'refused',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    refused: { description: "The server refused (someone else's invitation, used meanwhile): its reason." },
    invalid: { description: 'Unknown, used or expired link: what went wrong, and the way home.' },
    accepted: {
      description: 'Confirmed: the reservation page opens.',
      type: 'final',
      entry: { type: 'goToReservation', params: ({ context }) => ({ number: context.preview!.reservation_number }) },
    },
  },
});
