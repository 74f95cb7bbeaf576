import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { emailAddress, personName, typed } from './limits';
import { DEPOSIT_REFERENCE_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from '../../../domain/constants';

/** 'refunding': a charge is being given back (the gateway is asked); 'refunded': it was, and the hold released. */
export type PaymentStatus =
  'pending' | 'requires_action' | 'confirming' | 'succeeded' | 'failed' | 'error' | 'refunding' | 'refunded';

/**
 * Every card payment attempt and its outcome, tied to what it paid for (kind + purchase id).
 * The idempotency key is stored (status 'pending') before the gateway is called.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    purchaseId: integer('purchase_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A payment made without an account: the session that made it, the only one its replay answers. */
    sessionId: text('session_id'),
    /** 'stripe', 'sandbox', or 'none' for a zero total. */
    gateway: text('gateway').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('eur'),
    description: text('description').notNull(),
    email: emailAddress('email').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentMethodId: text('payment_method_id'),
    paymentIntentId: text('payment_intent_id'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** Why it failed: 'card_declined', 'insufficient_funds', 'authentication_failed', ... */
    failureCode: text('failure_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_purchase_idx').on(t.kind, t.purchaseId),
    uniqueIndex('payments_intent_idx').on(t.gateway, t.paymentIntentId),
    // A payment method pays once: a second post of the same one is answered from the first.
    uniqueIndex('payments_method_idx').on(t.gateway, t.paymentMethodId),
  ],
);

/**
 * Stripe events received at POST /stripe/webhook, by Stripe's event id: an event is acted on
 * once (its job is written with the row); a replay finds the row and does nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  paymentIntentId: text('payment_intent_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sandbox gateway (no Stripe keys): card payment methods. The full number is never stored. */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** The card number's HMAC under the server secret: one card, one value, as Stripe's card fingerprint. */
  fingerprint: text('fingerprint'),
  /** What the Stripe test card of this number does: 'succeed', 'authenticate', 'insufficient_funds', ... */
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sandbox gateway: payment intents, with Stripe's statuses. */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  paymentMethodId: text('payment_method_id')
    .notNull()
    .references(() => sandboxPaymentMethods.id),
  status: text('status').notNull(),
  lastErrorCode: text('last_error_code'),
  description: text('description').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Deposits paid from the deposit-payment screen. `reservation_number` is stored as the guest
 * (or the front desk's link) gave it: the reservations tables come later, and a deposit must
 * be accepted even for a number typed by hand.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id'),
    reservationNumber: typed('reservation_number', SHORT_TEXT_MAX_LENGTH),
    amount: integer('amount').notNull(),
    note: typed('note', DEPOSIT_REFERENCE_MAX_LENGTH).notNull(),
    firstName: personName('first_name').notNull(),
    lastName: personName('last_name').notNull(),
    email: emailAddress('email').notNull(),
    locale: text('locale').notNull(),
    newsletterConsent: boolean('newsletter_consent').notNull().default(false),
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
    paymentId: integer('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deposits_reservation_number_idx').on(t.reservationNumber)],
);
