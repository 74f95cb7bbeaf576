import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CardPaymentContext } from '../../machines/cardPayment.machine';

/**
 * The sample events of the card payment model, shared by the machine test and the browser walk
 * of the deposit screen: what the guest does, and how the card field, server and bank answer.
 */
export const samples = {
  amountCents: 25000,
  /** What the journey buys, handed on to its purchase post unchanged. */
  purchase: { note: 'Reservation Deposit', amount: 25000 },
  paymentMethod: { id: 'pm_sample' },
  cardRefused: { message: 'Your card number is invalid.', errors: {} },
  requiresAction: { requires_action: true, payment_intent_client_secret: 'pi_sample_secret_x' },
  result: { message: 'Thank you, We will get back to you shortly!' },
  declined: { message: 'Your card was declined. Please try another card.', errors: {} },
  insufficientFunds: { message: 'Your card has insufficient funds. Please try another card.', errors: {} },
  invalid: { message: 'Please accept the privacy policy.', errors: { privacy: ['Please accept the privacy policy.'] } },
  zeroRefused: {
    message: 'The amount must be at least €1.00.',
    errors: { amount: ['The amount must be at least €1.00.'] },
  },
  authenticated: { paymentIntentId: 'pi_sample' },
  authenticationFailed: {
    message: 'The card authentication failed. Please try again or use another card.',
    errors: {},
  },
  abandoned: { message: 'The card authentication was not completed.', errors: {} },
  /** A gift card applied at the payment step that covers the sample amount (issue 11). */
  giftCard: { code: '7K3M-9QXA-2F8D-1HZN', balance: 25000 },
} as const;

type ModelEvent = EventObject & Record<string, unknown>;

const submit = (amountCents: number): ModelEvent => ({
  type: 'payment.submit',
  amountCents,
  purchase: samples.purchase,
});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

/** Which events can happen in each state (a function keeps the graph small and meaningful). */
export function cardPaymentEvents(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as CardPaymentContext;
  switch (snapshot.value) {
    case 'idle':
      return [
        ...(context.giftCard ? [] : [{ type: 'giftCard.change', giftCard: samples.giftCard }]),
        submit(samples.amountCents),
        submit(0),
      ];
    case 'creatingPaymentMethod':
      return [done('createPaymentMethod', samples.paymentMethod), error('createPaymentMethod', samples.cardRefused)];
    case 'cardInvalid':
      return [
        ...(context.cardError ? [{ type: 'card.change', error: null }] : []),
        submit(samples.amountCents),
        submit(0),
      ];
    case 'paying':
      return [
        done('postPurchase', samples.requiresAction),
        done('postPurchase', samples.result),
        error('postPurchase', samples.declined),
        error('postPurchase', samples.insufficientFunds),
        error('postPurchase', samples.invalid),
      ];
    case 'authenticating':
      return [done('handleCardAction', samples.authenticated), error('handleCardAction', samples.abandoned)];
    case 'confirming':
      return [done('postPurchase', samples.result), error('postPurchase', samples.authenticationFailed)];
    case 'payingZeroTotal':
      return [done('postPurchase', samples.result), error('postPurchase', samples.zeroRefused)];
    case 'failed': {
      const fields = Object.keys(context.failure?.errors ?? {});
      return [...fields.map((name) => ({ type: 'field.edit', name })), submit(samples.amountCents), submit(0)];
    }
    default:
      return [];
  }
}
