/**
 * The purchase protocol's contract: what a journey describes (PurchaseSpec) and what it gets back.
 * runPurchase (purchase.ts) runs it, with the steps of purchaseSteps.ts. The one protocol every priced journey
 * uses (room deposit, day-spa entry, shop checkout, deposit payment). product.md §4.2,
 * docs/architecture.md §2.
 *
 * A journey declares its kind of purchase once (PurchaseDescriptor: confirm, release, locale) and
 * describes each guest's purchase with a PurchaseSpec (the descriptor, hold, resultFor); runPurchase does the rest:
 *  1. first post (payment_method_id): in ONE transaction `hold` checks and takes inventory or
 *     capacity and inserts the journey's pending row (409 HttpError before any charge when sold
 *     out) and the amount is recomputed from the database; a payments row with an idempotency key
 *     is stored; then the gateway creates and confirms a payment intent for that amount.
 *       - succeeded: in one transaction the descriptor's `confirm` makes the row final; answer { kind: 'paid' }.
 *       - requires_action: the hold stays (it expires after HOLD_MINUTES); answer
 *         { kind: 'requires_action', clientSecret } for the browser's card action.
 *       - declined/failed: in one transaction the descriptor's `release` gives back what hold took; throws
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
import type { Locale } from '../../domain/locales';
import type { AppConfig } from '../config';
import type { Db, Tx } from '../db/client';
import type { MailBrand } from '../mail/templates';
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

/**
 * One kind of purchase, declared once in its journey's module: how a held purchase is made final
 * (with its mails) or given back, and which language its guest reads. The same descriptor serves
 * the guest's request, the gateway's events and reconciliation after a crash; the app hands the
 * list of them (server/modules/index.ts, purchaseKinds) to the code that settles without a request.
 */
export interface PurchaseDescriptor {
  kind: PurchaseKind;
  /**
   * In the transaction: make the pending row final and write its mails (inTransaction's mailer:
   * they leave exactly when the purchase commits); HttpError 409 when its hold is lost for good.
   * `locale` is the paying request's; reconciliation, which has none, leaves it out.
   */
  confirm(tx: Tx, purchaseId: number, paymentId: number | null, locale?: Locale): Promise<unknown>;
  /** In the transaction: give back what hold took and mark the row failed/cancelled. */
  release(tx: Tx, purchaseId: number): Promise<void>;
  /** The guest's language, for a refund notice ('it' when left out). */
  locale?(db: Db, purchaseId: number): Promise<Locale>;
}

/** Every kind of purchase this build sells, handed explicitly to the payments' plugin and jobs. */
export type PurchaseKinds = readonly PurchaseDescriptor[];

/** The descriptor of a payment's kind; undefined for a kind this build does not know. */
export const purchaseOfKind = (kinds: PurchaseKinds, kind: string) => kinds.find((purchase) => purchase.kind === kind);

/** One guest's purchase, during the request that pays it: its kind's descriptor plus the hold and the answer. */
export interface PurchaseSpec<Result> {
  purchase: PurchaseDescriptor;
  userId: number | null;
  /** Without an account (userId null): the paying session, the only one a replay of the payment answers. */
  sessionId?: string | null;
  /** Customer email for the gateway's receipt. */
  email: string;
  /** The request's language, passed to `purchase.confirm`. */
  locale?: Locale;
  /** In a transaction: take inventory/capacity and insert the pending row; throw HttpError 409 when sold out. */
  hold(tx: Tx): Promise<Held>;
  /** What the journey answers for a confirmed purchase: right after confirm (in its transaction) and on a replay. */
  resultFor(db: Db | Tx, purchaseId: number): Promise<Result>;
}

export type PurchaseOutcome<Result> =
  { kind: 'paid'; result: Result } | { kind: 'requires_action'; clientSecret: string };

/** Where a charge is decided: the database, the gateway that took it, the hotel's mail brand (for a refund notice). */
export interface Charging {
  db: Db;
  gateway: PaymentGateway;
  brand: MailBrand;
}

/**
 * What settles a payment: its kind's descriptor, and during the guest's request its language and
 * answer (the PurchaseSpec is one). The gateway's events and reconciliation have the descriptor alone.
 */
export interface Settling<R = unknown> {
  purchase: PurchaseDescriptor;
  locale?: Locale;
  resultFor?(db: Db | Tx, purchaseId: number): Promise<R>;
}

/** What runPurchase needs; AppDeps fits. `gateway` overrides the configured one (tests). */
export interface PurchaseDeps {
  db: Db;
  config: AppConfig;
  gateway?: PaymentGateway;
}
