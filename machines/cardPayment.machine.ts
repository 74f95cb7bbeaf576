import { assign, fromPromise, setup } from 'xstate';
import { ZERO_TOTAL_PAYMENT_INTENT_ID } from '../domain/constants';
import { toSubmitFailure, type SubmitFailure } from '../domain/submitFailure';

/** A gift card the guest applied at the payment step (issue 11): it pays up to its balance, the card the rest. */
export interface AppliedGiftCard {
  /** As typed and checked (its check character): the server looks it up again when paying. */
  code: string;
  /** Cents left on the card when it was looked up; the server decides what it really pays. */
  balance: number;
}

/** What the journey's purchase endpoint receives besides its own form, and the gift card that pays first. */
export type PaymentPost = ({ payment_method_id: string } | { payment_intent_id: string }) & { gift_card_code?: string };

/** What `postPurchase` receives: the journey's purchase and the payment fields to add to it. */
export interface PurchasePost {
  purchase: unknown;
  payment: PaymentPost;
}

/** What a purchase endpoint answers with 200: the journey's result or the card action. */
export type PurchaseAnswer = { requires_action: true; payment_intent_client_secret: string } | Record<string, unknown>;

/** How the guest pays: the card field, or a wallet (Apple Pay, Google Pay) through the Express Checkout Element. */
export type PaymentSource = 'card' | 'wallet';

export interface CardPaymentContext {
  /** The card field's live message (incomplete or invalid number, expiry, CVC). */
  cardError: string | null;
  /** The last failure: message for the toast, field errors (422) under their fields. */
  failure: SubmitFailure | null;
  paymentMethodId: string | null;
  clientSecret: string | null;
  paymentIntentId: string | null;
  /** What this attempt buys (the journey's form and choices), handed to `postPurchase` as it is. */
  purchase: unknown;
  /** The journey's result once paid. */
  result: unknown;
  /** A gift card applied to this payment, or null. */
  giftCard: AppliedGiftCard | null;
}

export type CardPaymentEvent =
  /**
   * Pay now (or the wallet): the amount shown (0 posts without a card) and what is bought. Both
   * ride on the event, not on the input, because they may change while the card step is open
   * (a voucher ticked, an amount typed).
   */
  | { type: 'payment.submit'; amountCents: number; purchase: unknown; source?: PaymentSource }
  | { type: 'card.change'; error: string | null }
  /** The gift card field applied a card, or removed it (null). */
  | { type: 'giftCard.change'; giftCard: AppliedGiftCard | null }
  | { type: 'field.edit'; name: string };

export const requiresAction = (
  answer: unknown,
): answer is { requires_action: true; payment_intent_client_secret: string } =>
  typeof answer === 'object' && answer !== null && (answer as { requires_action?: unknown }).requires_action === true;

/** What the card pays of `amountCents` once the applied gift card has paid what it can. */
export const dueByCard = (amountCents: number, giftCard: AppliedGiftCard | null) =>
  Math.max(0, amountCents - (giftCard?.balance ?? 0));

/** The applied gift card's code for the purchase post (nothing without a card). */
const giftCardField = (context: CardPaymentContext) =>
  context.giftCard ? { gift_card_code: context.giftCard.code } : {};

const submit = [{ guard: 'isZeroTotal', target: 'payingZeroTotal' }, { target: 'creatingPaymentMethod' }] as const;

/**
 * The card payment of product.md §4.2, one statechart for every purchase. Each journey that takes
 * money invokes it as the child `cardPayment` of its payment step and moves on with its output
 * (`{ result, purchase }`: the server's answer and what was bought); failures stay inside it, ready to pay again.
 * The view provides, once, the three effects: createPaymentMethod (card field or wallet),
 * postPurchase (the journey's endpoint) and handleCardAction (3-D Secure); and the two reactions
 * notifyFailure (toast 'Error, ...', scroll to top) and notifySuccess (empty the card field).
 */
export const cardPaymentMachine = setup({
  types: {
    context: {} as CardPaymentContext,
    events: {} as CardPaymentEvent,
    output: {} as { result: unknown; purchase: unknown },
  },
  actors: {
    createPaymentMethod: fromPromise<{ id: string }, { source: PaymentSource }>(async () => {
      throw new Error('provide createPaymentMethod');
    }),
    postPurchase: fromPromise<PurchaseAnswer, PurchasePost>(async () => {
      throw new Error('provide postPurchase');
    }),
    handleCardAction: fromPromise<{ paymentIntentId: string }, { clientSecret: string }>(async () => {
      throw new Error('provide handleCardAction');
    }),
  },
  guards: {
    /** Nothing left for the card: the amount is 0, or a gift card covers it all. */
    isZeroTotal: ({ context, event }) =>
      event.type === 'payment.submit' && dueByCard(event.amountCents, context.giftCard) === 0,
    requiresAction: ({ event }) => requiresAction((event as { output?: unknown }).output),
  },
  actions: {
    notifyFailure: (_, _params: { failure: SubmitFailure }) => {
      throw new Error('provide notifyFailure');
    },
    notifySuccess: (_, _params: { result: unknown }) => {
      throw new Error('provide notifySuccess');
    },
    setGiftCard: assign({
      giftCard: ({ context, event }) => (event.type === 'giftCard.change' ? event.giftCard : context.giftCard),
    }),
    setCardError: assign({ cardError: ({ event }) => (event.type === 'card.change' ? event.error : null) }),
    clearFieldError: assign({
      failure: ({ context, event }) => {
        if (event.type !== 'field.edit' || !context.failure?.errors[event.name]) return context.failure;
        const { [event.name]: _cleared, ...errors } = context.failure.errors;
        return { ...context.failure, errors };
      },
    }),
    startAttempt: assign({
      failure: null,
      cardError: null,
      clientSecret: null,
      paymentMethodId: null,
      paymentIntentId: null,
      purchase: ({ context, event }) => (event.type === 'payment.submit' ? event.purchase : context.purchase),
    }),
    fail: assign({ failure: ({ event }) => toSubmitFailure((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'cardPayment',
  context: {
    cardError: null,
    failure: null,
    paymentMethodId: null,
    clientSecret: null,
    paymentIntentId: null,
    purchase: null,
    result: null,
    giftCard: null,
  },
  initial: 'idle',
  // The card field reports its live message in every state; a field edited clears its server error.
  on: {
    'field.edit': { actions: 'clearFieldError' },
    'card.change': { actions: 'setCardError' },
    'giftCard.change': { actions: 'setGiftCard' },
  },
  states: {
    idle: {
      description: 'The guest fills in the form and the card; the pay button shows the amount.',
      on: { 'payment.submit': submit },
    },
    payingZeroTotal: {
      description: 'Nothing to charge: the purchase is posted with the placeholder payment intent 9.',
      tags: ['loading'],
      entry: 'startAttempt',
      invoke: {
        id: 'postPurchase',
        src: 'postPurchase',
        input: ({ context }) => ({
          purchase: context.purchase,
          payment: { payment_intent_id: ZERO_TOTAL_PAYMENT_INTENT_ID, ...giftCardField(context) },
        }),
        onDone: { target: 'succeeded', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    creatingPaymentMethod: {
      description: 'The card (or wallet) becomes a payment method; the pay button is busy.',
      tags: ['loading'],
      entry: 'startAttempt',
      invoke: {
        id: 'createPaymentMethod',
        src: 'createPaymentMethod',
        input: ({ event }) => ({ source: event.type === 'payment.submit' ? (event.source ?? 'card') : 'card' }),
        onDone: { target: 'paying', actions: assign({ paymentMethodId: ({ event }) => event.output.id }) },
        onError: {
          target: 'cardInvalid',
          actions: assign({ cardError: ({ event }) => toSubmitFailure(event.error).message || null }),
        },
      },
    },
    cardInvalid: {
      description:
        'The card field refused the card: its message shows in the alert line; the guest corrects it and pays again.',
      tags: ['cardError'],
      on: { 'payment.submit': submit },
    },
    paying: {
      description: 'The purchase is posted with the payment method; the server charges the amount it computes.',
      tags: ['loading'],
      invoke: {
        id: 'postPurchase',
        src: 'postPurchase',
        input: ({ context }) => ({
          purchase: context.purchase,
          payment: { payment_method_id: context.paymentMethodId ?? '', ...giftCardField(context) },
        }),
        onDone: [
          {
            guard: 'requiresAction',
            target: 'authenticating',
            actions: assign({
              clientSecret: ({ event }) =>
                (event.output as { payment_intent_client_secret: string }).payment_intent_client_secret,
            }),
          },
          { target: 'succeeded', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    authenticating: {
      description: 'The bank asks the guest to confirm the payment (3-D Secure dialog).',
      tags: ['loading', 'authenticating'],
      invoke: {
        id: 'handleCardAction',
        src: 'handleCardAction',
        input: ({ context }) => ({ clientSecret: context.clientSecret ?? '' }),
        onDone: {
          target: 'confirming',
          actions: assign({ paymentIntentId: ({ event }) => event.output.paymentIntentId }),
        },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    confirming: {
      description:
        'The authentication is over: the purchase is posted again with the payment intent, and the server decides.',
      tags: ['loading'],
      invoke: {
        id: 'postPurchase',
        src: 'postPurchase',
        input: ({ context }) => ({
          purchase: context.purchase,
          payment: { payment_intent_id: context.paymentIntentId ?? '' },
        }),
        onDone: { target: 'succeeded', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    failed: {
      description:
        "Toast 'Error, ' with the reason, page scrolled to the top, field errors under their fields; the guest can correct and pay again.",
      tags: ['failure'],
      entry: {
        type: 'notifyFailure',
        params: ({ context }) => ({ failure: context.failure ?? { message: '', errors: {} } }),
      },
      on: { 'payment.submit': submit },
    },
    succeeded: {
      description: 'Paid: the journey that invoked the payment takes its output and moves on.',
      tags: ['success'],
      type: 'final',
      entry: { type: 'notifySuccess', params: ({ context }) => ({ result: context.result }) },
    },
  },
  output: ({ context }) => ({ result: context.result, purchase: context.purchase }),
});
