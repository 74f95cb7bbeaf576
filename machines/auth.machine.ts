import { sendParent, setup } from 'xstate';
import { LOGIN_REDIRECT_MS } from '../domain/constants';
import { formSubmitMachine } from './formSubmit.machine';

export type AuthMode = 'login' | 'register';

export interface AuthInput {
  mode?: AuthMode;
  /** True when the opener (a journey's login gate) carries on by itself after sign-in. */
  returnsToOpener?: boolean;
}

export type AuthEvent =
  | { type: 'mode.login' }
  | { type: 'mode.register' }
  /** Sent by the login or registration form when the server accepted it; `result` is its answer. */
  | { type: 'auth.signedIn'; result: unknown };

/**
 * The forms of the dialog: the generic form submission, which tells the dialog when it succeeded.
 * Failures stay inside the form (field errors under fields, a message otherwise), so nothing to do.
 * The view still provides the `submit` actor (the login or the registration request).
 */
export const authFormMachine = formSubmitMachine.provide({
  actions: {
    notifySuccess: sendParent((_, params: { result: unknown }) => ({ type: 'auth.signedIn', result: params.result })),
    notifyFailure: () => {},
  },
});

/**
 * The full-screen login / register dialog (product.md §6): two modes the person switches between, each
 * running its form as a child (`loginForm`, `registerForm`); once signed in, the user is stored and
 * either the opener takes over at once (onSignedIn) or, after 800 ms, the person goes to /my.
 */
export const authMachine = setup({
  types: {
    context: {} as { startMode: AuthMode; returnsToOpener: boolean },
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    loginForm: authFormMachine,
    registerForm: authFormMachine,
  },
  guards: {
    startsWithRegister: ({ context }) => context.startMode === 'register',
    returnsToOpener: ({ context }) => context.returnsToOpener,
  },
  actions: {
    /** Keep the signed-in user (the form's result) where the whole app reads it. */
    storeUser: (_, _params: { result: unknown }) => {
      throw new Error('provide storeUser');
    },
    /** Close the dialog and call the opener's onSignedIn. */
    returnToOpener: () => {
      throw new Error('provide returnToOpener');
    },
    /** Close the dialog and go to /{lang}/my. */
    goToAccount: () => {
      throw new Error('provide goToAccount');
    },
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ startMode: input.mode ?? 'login', returnsToOpener: Boolean(input.returnsToOpener) }),
  initial: 'choosing',
  on: {
    'auth.signedIn': {
      target: '.signedIn',
      actions: { type: 'storeUser', params: ({ event }) => ({ result: event.result }) },
    },
  },
  states: {
    choosing: {
      description: 'Opens in the mode the opener asked for (login unless told otherwise).',
      always: [{ guard: 'startsWithRegister', target: 'register' }, { target: 'login' }],
    },
    login: {
      description: "'I have an account': email and password, a link to reset a forgotten password.",
      invoke: { id: 'loginForm', src: 'loginForm' },
      on: { 'mode.register': 'register' },
    },
    register: {
      description: "'I do not have an account': the registration form with consents and the honeypot.",
      invoke: { id: 'registerForm', src: 'registerForm' },
      on: { 'mode.login': 'login' },
    },
    signedIn: {
      description: 'Signed in: a short confirmation, then /my after 800 ms, unless the opener carries on.',
      tags: ['success'],
      always: { guard: 'returnsToOpener', target: 'returnedToOpener' },
      after: { [LOGIN_REDIRECT_MS]: 'redirected' },
    },
    returnedToOpener: {
      description: 'The dialog closed and the journey that asked for a login continues.',
      type: 'final',
      entry: 'returnToOpener',
    },
    redirected: {
      description: 'The dialog closed on the /my screen.',
      type: 'final',
      entry: 'goToAccount',
    },
  },
});
