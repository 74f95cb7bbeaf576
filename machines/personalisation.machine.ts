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
import {
  cardKey,
  EMPTY_CART,
  EMPTY_DELIVERY,
  giftCardItems,
  giftCards,
  type Cart,
  type GiftCardDelivery,
} from '../domain/shop';

/** What one line's save answers: nothing when saved, else the server's field errors (`recipients[i].email`, `recipients`). */
export interface CardSaved {
  rowId: string;
  errors: Record<string, string[]> | null;
}

export interface PersonalisationContext {
  cart: Cart;
  /** The forms as sent with Continue, by card (`rowId#index`, see cardKey). */
  forms: Record<string, GiftCardDelivery>;
  /** rowIds (lines) whose save has answered during this Continue. */
  answered: string[];
  /** Server field errors by card (`rowId#index`), shown under that card's fields; a line's own error is on its card 1. */
  errors: Record<string, Record<string, string[]>>;
}

/** A line's field errors as the server names them (`recipients[1].email`), put under each card's key. */
export function errorsByCard(
  rowId: string,
  errors: Record<string, string[]>,
): Record<string, Record<string, string[]>> {
  const found: Record<string, Record<string, string[]>> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const match = /^recipients\[(\d+)\]\.(\w+)$/.exec(path);
    const key = cardKey(rowId, match ? Number(match[1]) : 0);
    const field = match ? match[2] : path;
    found[key] = { ...found[key], [field]: messages };
  }
  return found;
}

/** The forms of the cards still in the cart: a line whose quantity changed keeps the cards that remain. */
const formsStillInCart = (forms: Record<string, GiftCardDelivery>, cart: Cart) => {
  const keys = new Set(giftCards(cart).map((card) => card.key));
  return Object.fromEntries(Object.entries(forms).filter(([key]) => keys.has(key)));
};

export type PersonalisationEvent =
  /** The cart as the server has it now (first load, or a change elsewhere: the dropdown, another tab). */
  | { type: 'cart.updated'; cart: Cart }
  /** Continue, with every card's form, by card key (`rowId#index`). */
  | { type: 'personalisation.submit'; forms: Record<string, GiftCardDelivery> }
  /** A field edited: its server error goes. `card` is the card's key. */
  | { type: 'field.edit'; card: string; name: string }
  /** Internal: the staggered start of one line's save (all its cards). */
  | { type: 'card.save'; rowId: string }
  /** A card's save answered (or failed outright). */
  | DoneActorEvent<CardSaved, `save-${string}`>
  | ErrorActorEvent<unknown, `save-${string}`>;

const cardsWaiting = (context: PersonalisationContext) =>
  giftCardItems(context.cart).filter((item) => !context.answered.includes(item.rowId));

/**
 * Checkout step one (product.md §5.3): one form per gift card of the cart, a line of quantity N
 * giving N cards (recipient name and email, message), keyed `rowId#index`. Continue saves each
 * line's cards `100 ms x index` after the first line through `saveCard` (PATCH /shop/cart/{rowId}
 * with one recipient per card); server errors stay under that card's fields; when every line is
 * saved it goes to payment. A cart with items but no gift cards goes to payment after 400 ms. A
 * cart changed elsewhere keeps the forms of the cards that remain.
 */
export const personalisationMachine = setup({
  types: {
    context: {} as PersonalisationContext,
    events: {} as PersonalisationEvent,
  },
  actors: {
    /** Saves one line's cards: resolves with its rowId and the server's field errors (null when saved). */
    saveCard: fromPromise<CardSaved, { rowId: string; recipients: GiftCardDelivery[] }>(async () => {
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
    storeCart: assign(({ context, event }) => {
      const { cart } = event as { cart: Cart };
      return { cart, forms: formsStillInCart(context.forms, cart) };
    }),
    clearFieldError: assign({
      errors: ({ context, event }) => {
        const { card, name } = event as { card: string; name: string };
        const { [name]: _cleared, ...rest } = context.errors[card] ?? {};
        const others = Object.fromEntries(Object.entries(context.errors).filter(([id]) => id !== card));
        return Object.keys(rest).length ? { ...others, [card]: rest } : others;
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
        "One form per gift card, N for a line of quantity N (recipient name, email, message, the line's product and variation); server errors under each card's fields; Continue.",
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
      description: "Continue busy: each line's cards are saved 100 ms after the line before it.",
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
              const line = giftCardItems(context.cart).find((item) => item.rowId === rowId);
              const recipients = Array.from(
                { length: line?.qty ?? 0 },
                (_, index) => context.forms[cardKey(rowId, index)] ?? EMPTY_DELIVERY,
              );
              return { rowId, recipients };
            },
          }),
        },
        'xstate.done.actor.*': {
          actions: assign(({ context, event }) => {
            const saved = (event as DoneActorEvent<CardSaved>).output;
            return {
              answered: [...context.answered, saved.rowId],
              errors: saved.errors ? { ...context.errors, ...errorsByCard(saved.rowId, saved.errors) } : context.errors,
            };
          }),
        },
        // A save that failed outright (the network, a 5xx already toasted): that card stays to send again.
        'xstate.error.actor.*': {
          actions: assign(({ context, event }) => {
            const rowId = String((event as ErrorActorEvent).actorId ?? '').replace(/^save-/, '');
            return {
              answered: [...context.answered, rowId],
              errors: { ...context.errors, [cardKey(rowId, 0)]: context.errors[cardKey(rowId, 0)] ?? {} },
            };
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
