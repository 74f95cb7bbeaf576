import { assign, fromPromise, setup } from 'xstate';
import { ZERO_TOTAL_PAYMENT_INTENT_ID } from '../domain/constants';
import { toSubmitFailure, type SubmitFailure } from '../domain/submitFailure';

/** What the journey's purchase endpoint receives besides its own form (SPEC 3). */
export type PaymentPost = { payment_method_id: string } | { payment_intent_id: string };

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
  /** The journey's result once paid. */
  result: unknown;
  /** An earlier attempt on this screen failed: the guest is paying again in place. */
  retrying: boolean;
}

export type CardPaymentEvent =
  | { type: 'payment.submit'; amountCents: number; source?: PaymentSource }
  | { type: 'card.change'; error: string | null }
  | { type: 'field.edit'; name: string };

export const requiresAction = (answer: unknown): answer is { requires_action: true; payment_intent_client_secret: string } =>
  typeof answer === 'object' && answer !== null && (answer as { requires_action?: unknown }).requires_action === true;

const submit = [
  { guard: 'isZeroTotal', target: 'payingZeroTotal' },
  { target: 'creatingPaymentMethod' },
] as const;

/**
 * The card payment of SPEC section 4, one statechart for every purchase. The view provides the
 * three effects: createPaymentMethod (card field or wallet), postPurchase (the journey's
 * endpoint) and handleCardAction (3-D Secure); and the two reactions notifyFailure (toast
 * 'Error, ...', scroll to top) and notifySuccess (the journey's next step).
 */
export const cardPaymentMachine = setup({
  types: {
    context: {} as CardPaymentContext,
    events: {} as CardPaymentEvent,
    output: {} as { result: unknown },
  },
  actors: {
    createPaymentMethod: fromPromise<{ id: string }, { source: PaymentSource }>(async () => {
      throw new Error('provide createPaymentMethod');
    }),
    postPurchase: fromPromise<PurchaseAnswer, PaymentPost>(async () => {
      throw new Error('provide postPurchase');
    }),
    handleCardAction: fromPromise<{ paymentIntentId: string }, { clientSecret: string }>(async () => {
      throw new Error('provide handleCardAction');
    }),
  },
  guards: {
    isZeroTotal: ({ event }) => event.type === 'payment.submit' && event.amountCents === 0,
    requiresAction: ({ event }) => requiresAction((event as { output?: unknown }).output),
  },
  actions: {
    notifyFailure: (_, _params: { failure: SubmitFailure }) => {
      throw new Error('provide notifyFailure');
    },
    notifySuccess: (_, _params: { result: unknown }) => {
      throw new Error('provide notifySuccess');
    },
    setCardError: assign({ cardError: ({ event }) => (event.type === 'card.change' ? event.error : null) }),
    clearFieldError: assign({
      failure: ({ context, event }) => {
        if (event.type !== 'field.edit' || !context.failure?.errors[event.name]) return context.failure;
        const { [event.name]: _cleared, ...errors } = context.failure.errors;
        return { ...context.failure, errors };
      },
    }),
    startAttempt: assign({ failure: null, cardError: null, clientSecret: null, paymentMethodId: null, paymentIntentId: null }),
    fail: assign({ failure: ({ event }) => toSubmitFailure((event as { error?: unknown }).error), retrying: true }),
  },
}).createMachine({
  id: 'cardPayment',
  context: { cardError: null, failure: null, paymentMethodId: null, clientSecret: null, paymentIntentId: null, result: null, retrying: false },
  initial: 'idle',
  // The card field reports its live message in every state; a field edited clears its server error.
  on: { 'field.edit': { actions: 'clearFieldError' }, 'card.change': { actions: 'setCardError' } },
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
        input: () => ({ payment_intent_id: ZERO_TOTAL_PAYMENT_INTENT_ID }),
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
          actions: assign({ cardError: ({ event }) => toSubmitFailure(event.error).message || null, retrying: true }),
        },
      },
    },
    cardInvalid: {
      description: 'The card field refused the card: its message shows in the alert line; the guest corrects it and pays again.',
      tags: ['cardError'],
      on: { 'payment.submit': submit },
    },
    paying: {
      description: 'The purchase is posted with the payment method; the server charges the amount it computes.',
      tags: ['loading'],
      invoke: {
        id: 'postPurchase',
        src: 'postPurchase',
        input: ({ context }) => ({ payment_method_id: context.paymentMethodId ?? '' }),
        onDone: [
          {
            guard: 'requiresAction',
            target: 'authenticating',
            actions: assign({ clientSecret: ({ event }) => (event.output as { payment_intent_client_secret: string }).payment_intent_client_secret }),
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
        onDone: { target: 'confirming', actions: assign({ paymentIntentId: ({ event }) => event.output.paymentIntentId }) },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    confirming: {
      description: 'The authentication is over: the purchase is posted again with the payment intent, and the server decides.',
      tags: ['loading'],
      invoke: {
        id: 'postPurchase',
        src: 'postPurchase',
        input: ({ context }) => ({ payment_intent_id: context.paymentIntentId ?? '' }),
        onDone: { target: 'succeeded', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    failed: {
      description: "Toast 'Error, ' with the reason, page scrolled to the top, field errors under their fields; the guest can correct and pay again.",
      tags: ['failure'],
      entry: { type: 'notifyFailure', params: ({ context }) => ({ failure: context.failure ?? { message: '', errors: {} } }) },
      on: { 'payment.submit': submit },
    },
    succeeded: {
      description: 'Paid: the checkmark shows, then the journey takes its next step.',
      tags: ['success'],
      type: 'final',
      entry: { type: 'notifySuccess', params: ({ context }) => ({ result: context.result }) },
    },
  },
  output: ({ context }) => ({ result: context.result }),
});
