import { assign, sendTo, setup } from 'xstate';
import { POST_PAYMENT_REDIRECT_MS } from '../domain/constants';
import { EMPTY_CART, missingRecipientEmail, type Cart, type ShopTransaction } from '../domain/shop';
import { cardPaymentMachine, type PaymentSource } from './cardPayment.machine';

/** The payment form as posted (product.md §5.3); the cart is the server's, never sent. */
export type CheckoutPurchase = Record<string, unknown> & { first_name: string; last_name: string; email: string };

/** Why the checkout sends the guest back to personalisation (product.md §5.3). */
export type CartProblem = 'cartEmpty' | 'recipientEmailMissing';

export interface CheckoutContext {
  cart: Cart;
  transaction: ShopTransaction | null;
}

export type CheckoutEvent =
  /** The cart as the server has it now (first load, or a change in the dropdown or another tab). */
  | { type: 'cart.updated'; cart: Cart }
  /** Pay now (or the wallet) with the form as it is. */
  | { type: 'pay.submit'; values: CheckoutPurchase; source?: PaymentSource };

/**
 * Checkout step two (product.md §5.3): the cart summary, the buyer's details and the card step (child
 * `cardPayment`). It watches the cart: emptied gives 'No item in the cart', a gift card without
 * recipient email "The recipient's Email is missing", and both go back to personalisation. Paid:
 * the checkmark for 1.2 s, then the confirmation with the transaction, and the (now empty) cart
 * is refreshed.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    /** The card step (its effects provided by the view: `cardPaymentFor`). */
    cardPayment: cardPaymentMachine,
  },
  guards: {
    cartEmpty: ({ event }) => event.type === 'cart.updated' && event.cart.items.length === 0,
    recipientEmailMissing: ({ event }) => event.type === 'cart.updated' && missingRecipientEmail(event.cart),
  },
  actions: {
    storeCart: assign({ cart: ({ event }) => (event.type === 'cart.updated' ? event.cart : EMPTY_CART) }),
    /** A toast with the problem's message, then the personalisation step. */
    backToPersonalisation: (_, _params: { problem: CartProblem }) => {
      throw new Error('provide backToPersonalisation');
    },
    /** The confirmation screen, with the transaction. */
    showConfirmation: (_, _params: { transaction: ShopTransaction }) => {
      throw new Error('provide showConfirmation');
    },
    refreshCart: () => {
      throw new Error('provide refreshCart');
    },
    payByCard: sendTo('cardPayment', ({ context, event }) => ({
      type: 'payment.submit' as const,
      amountCents: context.cart.total,
      purchase: event.type === 'pay.submit' ? event.values : {},
      source: event.type === 'pay.submit' ? event.source : undefined,
    })),
  },
  delays: {
    confirmation: POST_PAYMENT_REDIRECT_MS,
  },
}).createMachine({
  id: 'checkout',
  context: { cart: EMPTY_CART, transaction: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The cart is on its way: a skeleton summary.',
      tags: ['loading'],
      on: {
        'cart.updated': [
          {
            guard: 'cartEmpty',
            target: 'leaving',
            actions: { type: 'backToPersonalisation', params: { problem: 'cartEmpty' } },
          },
          {
            guard: 'recipientEmailMissing',
            target: 'leaving',
            actions: { type: 'backToPersonalisation', params: { problem: 'recipientEmailMissing' } },
          },
          { target: 'payment', actions: 'storeCart' },
        ],
      },
    },
    payment: {
      description:
        "Cart summary, first name, last name, email, privacy (required), newsletter and the card step; Pay shows the cart's total.",
      invoke: {
        id: 'cardPayment',
        src: 'cardPayment',
        onDone: {
          target: 'paid',
          actions: assign({ transaction: ({ event }) => event.output.result as ShopTransaction }),
        },
      },
      on: {
        'pay.submit': { actions: 'payByCard' },
        'cart.updated': [
          {
            guard: 'cartEmpty',
            target: 'leaving',
            actions: { type: 'backToPersonalisation', params: { problem: 'cartEmpty' } },
          },
          {
            guard: 'recipientEmailMissing',
            target: 'leaving',
            actions: { type: 'backToPersonalisation', params: { problem: 'recipientEmailMissing' } },
          },
          { actions: 'storeCart' },
        ],
      },
    },
    paid: {
      description: 'Checkmark and thank you; the confirmation follows after 1.2 s.',
      tags: ['success'],
      after: {
        confirmation: {
          target: 'confirmed',
          actions: [
            { type: 'showConfirmation', params: ({ context }) => ({ transaction: context.transaction! }) },
            'refreshCart',
          ],
        },
      },
    },
    confirmed: {
      description: 'Gone to the confirmation screen.',
      type: 'final',
    },
    leaving: {
      description: 'Gone back to personalisation.',
      type: 'final',
    },
  },
});
