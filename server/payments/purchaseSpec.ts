/**
 * The purchase protocol's contract: what a journey describes (PurchaseSpec) and what it gets back.
 * runPurchase (purchase.ts) runs it, with the steps of purchaseSteps.ts. The one protocol every priced journey
 * uses (room deposit, day-spa entry, shop checkout, deposit payment). SPEC section 4, ARCHITECTURE
 * "Card payment".
 *
 * A journey describes its purchase with a PurchaseSpec; runPurchase does the rest:
 *  1. first post (payment_method_id): in ONE transaction `hold` checks and takes inventory or
 *     capacity and inserts the journey's pending row (409 HttpError before any charge when sold
 *     out) and the amount is recomputed from the database; a payments row with an idempotency key
 *     is stored; then the gateway creates and confirms a payment intent for that amount.
 *       - succeeded: in one transaction `confirm` makes the row final; answer { kind: 'paid' }.
 *       - requires_action: the hold stays (it expires after HOLD_MINUTES); answer
 *         { kind: 'requires_action', clientSecret } for the browser's card action.
 *       - declined/failed: in one transaction `release` gives back what hold took; throws
 *         HttpError 402 { error } with a translated human message.
 *  2. second post (payment_intent_id, after the card action): the payment row for that intent
 *     must belong to this user and this kind of purchase; the gateway's status decides confirm or
 *     release as above. A confirmed intent posted again answers the first purchase's result
 *     (never charges or creates twice).
 *  3. zero total (payment_intent_id '9'): hold, check the server's amount is really 0, confirm
 *     without any gateway call.
 *
 * Also: the same payment_method_id posted twice (a double submit) answers from the first payment;
 * an intent completed after HOLD_MINUTES is refused (409) and never charged; a gateway that cannot
 * be reached answers 502 after releasing the hold. The gateways (Stripe, sandbox) sit behind
 * gateway.ts; every attempt is a row of the `payments` table. docs/decisions/003.
 */
import type { AppConfig } from '../config';
import type { Db, Tx } from '../db/client';
import type { PaymentGateway } from './gateway';

export type PurchaseKind = 'room_reservation' | 'product_reservation' | 'deposit' | 'shop_order';

/** How long an unpaid hold (waiting for 3-D Secure) keeps its rooms or places. */
export const HOLD_MINUTES = 30;
/**
 * After the card action, a payment is confirmed only while at least this many minutes of its hold
 * remain, so a hold can never lapse (and its rooms go to someone else) between the check and the charge.
 */
export const CONFIRM_MARGIN_MINUTES = 5;

export interface PaymentFields {
  payment_method_id?: string | null;
  payment_intent_id?: string | null;
  save_card?: boolean;
  /** A gift card paying all or part of the amount (normalized and checked by the journey's schema). */
  gift_card_code?: string | null;
}

export interface Held {
  /** The journey's own row id (reservation, order, deposit). */
  purchaseId: number;
  /** Recomputed by the server from the database; never taken from the request. */
  amountCents: number;
  /** Shown on the card statement and in the payments table, e.g. 'Room reservation R-1042'. */
  description: string;
}

export interface PurchaseSpec<Result> {
  kind: PurchaseKind;
  userId: number | null;
  /** Without an account (userId null): the paying session, the only one a replay of the payment answers. */
  sessionId?: string | null;
  /** Customer email for the gateway's receipt. */
  email: string;
  /** In a transaction: take inventory/capacity and insert the pending row; throw HttpError 409 when sold out. */
  hold(tx: Tx): Promise<Held>;
  /**
   * In a transaction: make the pending row final and write its mails (inTransaction's mailer: they
   * leave exactly when the purchase commits); returns what the journey answers.
   */
  confirm(tx: Tx, purchaseId: number, paymentId: number | null): Promise<Result>;
  /** In a transaction: give back what hold took and mark the row failed/cancelled. */
  release(tx: Tx, purchaseId: number): Promise<void>;
  /** The answer for an already confirmed purchase (idempotent replay). */
  resultFor(db: Db, purchaseId: number): Promise<Result>;
}

export type PurchaseOutcome<Result> =
  { kind: 'paid'; result: Result } | { kind: 'requires_action'; clientSecret: string };

/** What runPurchase needs; AppDeps fits. `gateway` overrides the configured one (tests). */
export interface PurchaseDeps {
  db: Db;
  config: AppConfig;
  gateway?: PaymentGateway;
}
