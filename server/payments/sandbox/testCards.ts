import { digitsOnly } from '../../../domain/cardNumbers';
import type { FailureCode } from '../gateway';

/** What a sandbox card does when a payment is confirmed with it. */
export type CardBehaviour =
  | { kind: 'succeed' }
  | { kind: 'authenticate'; then: 'succeed' | FailureCode }
  | { kind: 'decline'; code: FailureCode };

/**
 * Stripe's public test cards (https://docs.stripe.com/testing), with the outcomes Stripe gives
 * them. Any other number that passes the Luhn check succeeds; one that fails it is refused
 * when the payment method is created.
 */
const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': { kind: 'succeed' },
  '5555555555554444': { kind: 'succeed' },
  '378282246310005': { kind: 'succeed' },
  '4000002500003155': { kind: 'authenticate', then: 'succeed' },
  '4000002760003184': { kind: 'authenticate', then: 'succeed' },
  '4000008260003178': { kind: 'authenticate', then: 'insufficient_funds' },
  '4000000000009995': { kind: 'decline', code: 'insufficient_funds' },
  '4000000000000002': { kind: 'decline', code: 'card_declined' },
  '4000000000000069': { kind: 'decline', code: 'expired_card' },
  '4000000000000127': { kind: 'decline', code: 'incorrect_cvc' },
  '4000000000000119': { kind: 'decline', code: 'processing_error' },
};

export function behaviourOf(number: string): CardBehaviour {
  return TEST_CARDS[digitsOnly(number)] ?? { kind: 'succeed' };
}

/** Stored on the payment method row as text, e.g. 'authenticate:succeed', 'decline:card_declined'. */
export function encodeBehaviour(behaviour: CardBehaviour): string {
  if (behaviour.kind === 'succeed') return 'succeed';
  if (behaviour.kind === 'authenticate') return `authenticate:${behaviour.then}`;
  return `decline:${behaviour.code}`;
}

export function decodeBehaviour(text: string): CardBehaviour {
  const [kind, detail] = text.split(':');
  if (kind === 'authenticate') return { kind: 'authenticate', then: detail as 'succeed' | FailureCode };
  if (kind === 'decline') return { kind: 'decline', code: detail as FailureCode };
  return { kind: 'succeed' };
}
