/**
 * The one payment gateway interface, with two implementations chosen by configuration:
 * Stripe (STRIPE_SECRET_KEY set) and the sandbox (tables in our database, Stripe's test cards).
 * Intents are created and confirmed on the server; 3-D Secure runs in the browser on the
 * client secret, and the server then confirms again (Stripe's "manual confirmation" flow).
 */

/** Why a payment failed, in words the guest gets translated (see declineMessages.ts). */
export type FailureCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'authentication_failed'
  | 'expired_card'
  | 'invalid_card'
  | 'incorrect_cvc'
  | 'processing_error';

export interface CardInfo {
  brand: string;
  last4: string;
}

/** Where a payment intent stands after a gateway call. */
export type IntentState =
  | { status: 'succeeded'; intentId: string; amountCents: number; card?: CardInfo }
  | { status: 'requires_action'; intentId: string; amountCents: number; clientSecret: string }
  | { status: 'failed'; intentId: string | null; amountCents?: number; code: FailureCode }
  /** Authentication done in the browser; the server confirms next. */
  | { status: 'requires_confirmation'; intentId: string; amountCents: number };

export interface CreateIntentInput {
  amountCents: number;
  paymentMethodId: string;
  description: string;
  email: string;
  /** Stored in the payments row before this call; the gateway answers a retry with the first result. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface PaymentGateway {
  readonly name: 'stripe' | 'sandbox';
  /** Creates a payment intent and confirms it at once with the payment method. */
  createAndConfirm(input: CreateIntentInput): Promise<IntentState>;
  /** Where an intent stands now (after the browser's card action). */
  retrieve(intentId: string): Promise<IntentState>;
  /** Confirms an intent whose authentication completed. */
  confirm(intentId: string, idempotencyKey: string): Promise<IntentState>;
  /**
   * Reconciliation: what became of a payment whose request died (kill -9) before its outcome was
   * saved. Found by its intent id when that was saved, else by what was sent with it (the
   * idempotency key, the payment id in the metadata). Null: the gateway never saw it.
   */
  find(payment: { id: number; idempotencyKey: string; intentId: string | null }): Promise<IntentState | null>;
  /**
   * The card behind a payment method, the same for every payment method made from that card
   * (Stripe's card fingerprint): refused payments are counted per card. Null when unknown.
   */
  cardFingerprint(paymentMethodId: string): Promise<string | null>;
  /** Gives back the whole charge of a succeeded intent (once, whatever the number of calls). */
  refund(intentId: string, idempotencyKey: string): Promise<void>;
}

/** A gateway call that failed for a reason other than the card (network, outage, bad key). */
export class GatewayUnavailable extends Error {}
