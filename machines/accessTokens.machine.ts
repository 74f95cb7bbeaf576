import { assign, fromPromise, setup } from 'xstate';
import { toSubmitFailure } from '../domain/submitFailure';

export interface NewTokenValues {
  name: string;
  scopes: string[];
}

/** What `POST /oauth/personal-access-tokens` answers (Passport's shape). */
export interface CreatedToken {
  accessToken: string;
  token: { id: number; name: string };
}

export interface AccessTokensContext {
  /** The refusal's messages, listed under 'Whoops! Something went wrong!'; empty for any other failure. */
  errors: string[];
  /** The token in clear, held only while its one-time modal is open. */
  revealed: string | null;
  /** The token whose deletion is being confirmed or sent. */
  deleting: number | null;
}

export type AccessTokensEvent =
  | { type: 'create.open' }
  | { type: 'create.close' }
  | { type: 'form.submit'; values: NewTokenValues }
  | { type: 'reveal.close' }
  | { type: 'token.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/**
 * The token manager (product.md §13; issue 14): the "Create token" modal sends the form; on success
 * the list gains the token (the view's `tokensChanged`), the form clears and the token shows once;
 * a refusal lists its messages, any other failure says 'Something went wrong. Please try again.'.
 * Deleting asks for confirmation first.
 */
export const accessTokensMachine = setup({
  types: { context: {} as AccessTokensContext, events: {} as AccessTokensEvent },
  actors: {
    createToken: fromPromise<CreatedToken, NewTokenValues>(async () => {
      throw new Error('provide the createToken actor');
    }),
    deleteToken: fromPromise<void, { id: number }>(async () => {
      throw new Error('provide the deleteToken actor');
    }),
  },
  actions: {
    /** The list changed on the server: the view refreshes it. */
    tokensChanged: () => {
      throw new Error('provide tokensChanged');
    },
    /** A deletion failed: the view says so (a toast). */
    notifyDeleteFailed: () => {
      throw new Error('provide notifyDeleteFailed');
    },
  },
}).createMachine({
  id: 'accessTokens',
  context: { errors: [], revealed: null, deleting: null },
  initial: 'listing',
  states: {
    listing: {
      description: 'The guest’s tokens, each with Delete, and the "Create token" button.',
      entry: assign({ errors: [], revealed: null, deleting: null }),
      on: {
        'create.open': 'creating',
        'token.delete': { target: 'confirmingDelete', actions: assign({ deleting: ({ event }) => event.id }) },
      },
    },
    creating: {
      description: 'The "Create token" modal: a name and the scopes as checkboxes.',
      initial: 'editing',
      on: { 'create.close': 'listing' },
      states: {
        editing: {
          description: 'The guest fills in the name and picks scopes.',
          on: { 'form.submit': 'submitting' },
        },
        submitting: {
          description: 'Sent: the Create button is disabled and shows loading.',
          tags: ['loading'],
          invoke: {
            src: 'createToken',
            input: ({ event }) => (event.type === 'form.submit' ? event.values : { name: '', scopes: [] }),
            onDone: {
              target: '#accessTokens.revealing',
              actions: [assign({ revealed: ({ event }) => event.output.accessToken }), 'tokensChanged'],
            },
            onError: {
              target: 'failed',
              actions: assign({
                errors: ({ event }) => [...new Set(Object.values(toSubmitFailure(event.error).errors).flat())],
              }),
            },
          },
        },
        failed: {
          description:
            'Refused: the messages under "Whoops! Something went wrong!", or "Something went wrong. Please try again.".',
          tags: ['failure'],
          on: { 'form.submit': 'submitting' },
        },
      },
    },
    revealing: {
      description:
        'The new token, shown this once, with a copy button and the warning that it will not be shown again.',
      on: { 'reveal.close': 'listing' },
    },
    confirmingDelete: {
      description: 'Asks whether to delete the token.',
      on: { 'delete.confirm': 'deleting', 'delete.cancel': 'listing' },
    },
    deleting: {
      description: 'The deletion is sent.',
      tags: ['loading'],
      invoke: {
        src: 'deleteToken',
        input: ({ context }) => ({ id: context.deleting ?? 0 }),
        onDone: { target: 'listing', actions: 'tokensChanged' },
        onError: { target: 'listing', actions: 'notifyDeleteFailed' },
      },
    },
  },
});
