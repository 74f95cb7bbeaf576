import { assign, sendTo, setup } from 'xstate';
import { isDepositAmount } from '../domain/validation/deposit';
import { cardPaymentMachine, type PaymentSource } from './cardPayment.machine';

/** What POST /deposit-payment answers once paid. */
export interface DepositResult {
  message: string;
  deposit_id: number;
  /** Cents, as charged. */
  amount: number;
}

/** The deposit form as it is posted (the amount in cents). */
export type DepositPurchase = Record<string, unknown> & { amount: number };

export interface DepositContext {
  /** What was paid, for the receipt. */
  paid: { result: DepositResult; purchase: DepositPurchase } | null;
}

export type DepositEvent =
  /** Pay now (or the wallet) with the form as it is. */
  | { type: 'pay.submit'; values: DepositPurchase; source?: PaymentSource }
  /** From the receipt: a new, empty payment. */
  | { type: 'payment.again' };

/**
 * The deposit payment (product.md §4.1) (/{lang}/deposit-payment, no login): the form with its
 * card step (child `cardPayment`: card or wallet, 3-D Secure, failures and retries), paid only for
 * an amount the hotel takes; then the receipt, from which the guest may start another payment.
 */
export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
  },
  actors: {
    /** The card step (its effects provided by the view: `cardPaymentFor`). */
    cardPayment: cardPaymentMachine,
  },
  guards: {
    isDepositAmount: ({ event }) => event.type === 'pay.submit' && isDepositAmount(event.values.amount),
  },
  actions: {
    /** The amount is outside 1 to 10,000 euro: its message shows under the field; a wallet sheet is told it failed. */
    notifyAmountRefused: () => {
      throw new Error('provide notifyAmountRefused');
    },
    payByCard: sendTo('cardPayment', ({ event }) => ({
      type: 'payment.submit' as const,
      amountCents: event.type === 'pay.submit' ? event.values.amount : 0,
      purchase: event.type === 'pay.submit' ? event.values : {},
      source: event.type === 'pay.submit' ? event.source : undefined,
    })),
  },
}).createMachine({
  id: 'deposit',
  context: { paid: null },
  initial: 'form',
  states: {
    form: {
      description:
        'Amount (from the front-desk link, in cents), reference, name, email, consents and the card step; Pay now shows the amount.',
      invoke: {
        id: 'cardPayment',
        src: 'cardPayment',
        onDone: {
          target: 'receipt',
          actions: assign({
            paid: ({ event }) => ({
              result: event.output.result as DepositResult,
              purchase: event.output.purchase as DepositPurchase,
            }),
          }),
        },
      },
      on: {
        'pay.submit': [{ guard: 'isDepositAmount', actions: 'payByCard' }, { actions: 'notifyAmountRefused' }],
      },
    },
    receipt: {
      description:
        "Checkmark, 'Thank you, We will get back to you shortly!' and the receipt (amount, reference, email); a button starts another payment.",
      tags: ['success'],
      on: { 'payment.again': { target: 'form', actions: assign({ paid: null }) } },
    },
  },
});
