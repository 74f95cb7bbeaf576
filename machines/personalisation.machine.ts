import {
  assign,
  enqueueActions,
  fromPromise,
  setup,
  spawnChild,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import { PERSONALISATION_REDIRECT_MS, PERSONALISATION_STAGGER_MS } from '../domain/constants';
import { EMPTY_CART, giftCardItems, type Cart, type GiftCardDelivery } from '../domain/shop';

/** What one card's save answers: nothing when saved, else the server's field errors. */
export interface CardSaved {
  rowId: string;
  errors: Record<string, string[]> | null;
}

export interface PersonalisationContext {
  cart: Cart;
  /** The forms as sent with Continue, by rowId. */
  forms: Record<string, GiftCardDelivery>;
  /** rowIds whose save has answered during this Continue. */
  answered: string[];
  /** Server field errors by rowId, shown under that card's fields. */
  errors: Record<string, Record<string, string[]>>;
}

export type PersonalisationEvent =
  /** The cart as the server has it now (first load, or a change elsewhere: the dropdown, another tab). */
  | { type: 'cart.updated'; cart: Cart }
  /** Continue, with every card's form. */
  | { type: 'personalisation.submit'; forms: Record<string, GiftCardDelivery> }
  /** A field edited: its server error goes. */
  | { type: 'field.edit'; rowId: string; name: string }
  /** Internal: the staggered start of one card's save. */
  | { type: 'card.save'; rowId: string }
  /** A card's save answered (or failed outright). */
  | DoneActorEvent<CardSaved, `save-${string}`>
  | ErrorActorEvent<unknown, `save-${string}`>;

const cardsWaiting = (context: PersonalisationContext) =>
  giftCardItems(context.cart).filter((item) => !context.answered.includes(item.rowId));

/**
 * Checkout step one (SPEC 2, 4): one form per gift card of the cart (recipient name and email,
 * message). Continue saves each card `100 ms x index` after the first through `saveCard`
 * (PATCH /shop/cart/{rowId}); server errors stay under that card's fields; when every card is
 * saved it goes to payment. A cart with items but no gift cards goes to payment after 400 ms.
 */
export const personalisationMachine = setup({
  types: {
    context: {} as PersonalisationContext,
    events: {} as PersonalisationEvent,
  },
  actors: {
    /** Saves one card: resolves with its rowId and the server's field errors (null when saved). */
    saveCard: fromPromise<CardSaved, { rowId: string; delivery: GiftCardDelivery }>(async () => {
      throw new Error('provide saveCard');
    }),
  },
  guards: {
    cartEmpty: ({ context }) => context.cart.items.length === 0,
    noGiftCards: ({ context }) => giftCardItems(context.cart).length === 0,
    allAnswered: ({ context }) => cardsWaiting(context).length === 0,
    allSavedButRefused: ({ context }) => cardsWaiting(context).length === 0 && Object.keys(context.errors).length > 0,
  },
  actions: {
    storeCart: assign({ cart: ({ event }) => (event as { cart: Cart }).cart }),
    clearFieldError: assign({
      errors: ({ context, event }) => {
        const { rowId, name } = event as { rowId: string; name: string };
        const { [name]: _cleared, ...rest } = context.errors[rowId] ?? {};
        const others = Object.fromEntries(Object.entries(context.errors).filter(([id]) => id !== rowId));
        return Object.keys(rest).length ? { ...others, [rowId]: rest } : others;
      },
    }),
    /** Leaves for the payment step. */
    goToPayment: () => {
      throw new Error('provide goToPayment');
    },
    /** The cart is refreshed after the saves (its dropdown shows the recipients). */
    refreshCart: () => {
      throw new Error('provide refreshCart');
    },
  },
  delays: {
    noGiftCardRedirect: PERSONALISATION_REDIRECT_MS,
  },
}).createMachine({
  id: 'personalisation',
  context: { cart: EMPTY_CART, forms: {}, answered: [], errors: {} },
  initial: 'loading',
  states: {
    loading: {
      description: 'The cart is on its way: skeleton forms.',
      tags: ['loading'],
      on: { 'cart.updated': { target: 'checking', actions: 'storeCart' } },
    },
    checking: {
      always: [
        { guard: 'cartEmpty', target: 'empty' },
        { guard: 'noGiftCards', target: 'noGiftCards' },
        { target: 'editing' },
      ],
    },
    empty: {
      description: "'No item in the cart' with a link to the shop.",
      on: { 'cart.updated': { target: 'checking', actions: 'storeCart' } },
    },
    noGiftCards: {
      description: 'Nothing to personalise: a short notice, then the payment step after 400 ms.',
      after: { noGiftCardRedirect: 'leaving' },
    },
    editing: {
      description:
        "One form per gift card (recipient name, email, message, the line's product and variation); server errors under each card's fields; Continue.",
      on: {
        'cart.updated': { target: 'checking', actions: 'storeCart' },
        'personalisation.submit': {
          target: 'saving',
          actions: assign({ forms: ({ event }) => event.forms, answered: [], errors: {} }),
        },
        'field.edit': { actions: 'clearFieldError' },
      },
    },
    saving: {
      description: 'Continue busy: each card is saved 100 ms after the one before it.',
      tags: ['busy'],
      entry: enqueueActions(({ context, enqueue }) => {
        giftCardItems(context.cart).forEach((item, index) => {
          enqueue.raise({ type: 'card.save', rowId: item.rowId }, { delay: index * PERSONALISATION_STAGGER_MS });
        });
      }),
      on: {
        'card.save': {
          actions: spawnChild('saveCard', {
            id: ({ event }) => `save-${(event as { rowId: string }).rowId}`,
            input: ({ context, event }) => {
              const { rowId } = event as { rowId: string };
              return { rowId, delivery: context.forms[rowId] ?? { name: '', email: '', message: '' } };
            },
          }),
        },
        'xstate.done.actor.*': {
          actions: assign(({ context, event }) => {
            const saved = (event as DoneActorEvent<CardSaved>).output;
            return {
              answered: [...context.answered, saved.rowId],
              errors: saved.errors ? { ...context.errors, [saved.rowId]: saved.errors } : context.errors,
            };
          }),
        },
        // A save that failed outright (the network, a 5xx already toasted): that card stays to send again.
        'xstate.error.actor.*': {
          actions: assign(({ context, event }) => {
            const rowId = String((event as ErrorActorEvent).actorId ?? '').replace(/^save-/, '');
            return { answered: [...context.answered, rowId], errors: { ...context.errors, [rowId]: {} } };
          }),
        },
      },
      always: [
        { guard: 'allSavedButRefused', target: 'editing', actions: 'refreshCart' },
        { guard: 'allAnswered', target: 'leaving', actions: 'refreshCart' },
      ],
    },
    leaving: {
      description: 'On the way to the payment step.',
      type: 'final',
      entry: 'goToPayment',
    },
  },
});
