import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CartItemType, GiftCardDelivery } from '../../../domain/shop';
import { sessions, users } from './accounts';
import { productAvailabilities, products, productVariations, type Localized } from './catalog';
import { emailAddress, personName, typed } from './limits';
import { GIFT_CARD_MESSAGE_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from '../../../domain/constants';

/**
 * One line of a cart. The cart is the session's: the row follows the session when a login
 * renews its id (on update cascade) and goes with it when the session ends. Only ids and counts
 * are kept: names and prices are read from the catalogue whenever the cart is shown or paid.
 * A gift card names its variation; a dated spa product ('reservation') its time slot, whose
 * date and price are the slot's.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    /** The public id of the line (`rowId`, product.md §5.3): random, so lines cannot be guessed across carts. */
    rowId: text('row_id').notNull().unique(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    type: text('type').$type<CartItemType>().notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variationId: integer('variation_id').references(() => productVariations.id),
    productAvailabilityId: integer('product_availability_id').references(() => productAvailabilities.id),
    people: integer('people').notNull(),
    quantity: integer('quantity').notNull(),
    recipientName: personName('recipient_name').notNull().default(''),
    recipientEmail: emailAddress('recipient_email').notNull().default(''),
    message: typed('message', GIFT_CARD_MESSAGE_MAX_LENGTH).notNull().default(''),
    /** One recipient per card of the line (card 1 first), as typed at personalisation (product.md §5.3). */
    recipients: jsonb('recipients').$type<GiftCardDelivery[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_session_idx').on(t.sessionId),
    check('cart_items_counts_positive', sql`${t.people} > 0 and ${t.quantity} > 0`),
    check(
      'cart_items_kind',
      sql`(${t.type} = 'giftcard' and ${t.variationId} is not null) or (${t.type} = 'reservation' and ${t.productAvailabilityId} is not null and ${t.quantity} = 1)`,
    ),
  ],
);

export type ShopOrderStatus = 'pending' | 'paid' | 'failed';

/** A checkout: the buyer and what the cart held when it was paid (its lines in shop_order_items). */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The cart's session, to empty it once paid. */
    sessionId: text('session_id').notNull(),
    firstName: personName('first_name').notNull(),
    lastName: personName('last_name').notNull(),
    email: emailAddress('email').notNull(),
    locale: text('locale').notNull(),
    newsletterConsent: boolean('newsletter_consent').notNull().default(false),
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }).notNull(),
    /** Cents, computed from the catalogue inside the hold's transaction. */
    total: integer('total').notNull(),
    status: text('status').$type<ShopOrderStatus>().notNull().default('pending'),
    paymentId: integer('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_orders_user_idx').on(t.userId)],
);

/** A line of an order, with the names and prices it was sold at (the catalogue may change later). */
export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    /** The cart line it came from, removed from the cart once paid. */
    cartRowId: text('cart_row_id').notNull(),
    type: text('type').$type<CartItemType>().notNull().default('giftcard'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** A gift card's variation (null for a dated product). */
    variationId: integer('variation_id').references(() => productVariations.id),
    /** A dated product: the reservation holding its places (product_reservations.shop_order_id is this order). */
    productReservationId: integer('product_reservation_id'),
    title: jsonb('title').$type<Localized>().notNull(),
    /** The variation's text, or the time slot's for a dated product. */
    variationText: jsonb('variation_text').$type<Localized>().notNull(),
    people: integer('people').notNull(),
    quantity: integer('quantity').notNull(),
    /** How many months the line's cards are valid, the product's when it was sold (product.md §12.17); null: 12. */
    validityMonths: integer('validity_months'),
    /** What one unit cost: the variation's price times people. */
    unitPrice: integer('unit_price').notNull(),
    /** One gift card's value when sold: the variation's value times people (product.md §12.17); null: the unit price. */
    unitValue: integer('unit_value'),
    subtotal: integer('subtotal').notNull(),
    recipientName: personName('recipient_name').notNull(),
    recipientEmail: emailAddress('recipient_email').notNull(),
    message: typed('message', GIFT_CARD_MESSAGE_MAX_LENGTH).notNull(),
    /** One recipient per card bought (card 1 first): each card is issued and mailed to its own. */
    recipients: jsonb('recipients').$type<GiftCardDelivery[]>().notNull().default([]),
  },
  (t) => [index('shop_order_items_order_idx').on(t.orderId)],
);

/**
 * A gift card sold: one per unit bought. Its code is never stored, only a keyed hash of it (to
 * find it when typed) and its last four characters (to name it to people).
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => shopOrderItems.id),
    codeHash: text('code_hash').notNull().unique(),
    codeLast4: text('code_last4').notNull(),
    /** Cents at purchase. */
    value: integer('value').notNull(),
    /** Cents left; only changed inside a transaction that locks the row. */
    balance: integer('balance').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** Voided by the front desk (product.md §12.11): no longer accepted anywhere. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('gift_cards_balance_within_value', sql`${t.balance} >= 0 and ${t.balance} <= ${t.value}`)],
);

/**
 * A gift card's ledger: each use of it at a payment, what it paid (the purchase, by kind and id
 * as in `payments`) and how much. A use is 'held' while its payment is being decided, then
 * 'spent', or 'returned' to the card (declined, given up, refunded): its amount goes back to the balance.
 */
export const giftCardUses = pgTable(
  'gift_card_uses',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    purchaseKind: text('purchase_kind').notNull(),
    purchaseId: integer('purchase_id').notNull(),
    /** Cents taken from the card. */
    amount: integer('amount').notNull(),
    status: text('status').$type<'held' | 'spent' | 'returned'>().notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('gift_card_uses_purchase_idx').on(t.purchaseKind, t.purchaseId),
    index('gift_card_uses_card_idx').on(t.giftCardId),
    check('gift_card_uses_amount_positive', sql`${t.amount} > 0`),
    check('gift_card_uses_status', sql`${t.status} in ('held', 'spent', 'returned')`),
  ],
);

/**
 * What the front desk changed on a card by hand (product.md §12.11), with the reason: its balance
 * (a signed amount), its validity (the expiry before and after) or voiding it.
 */
export const giftCardAdjustments = pgTable(
  'gift_card_adjustments',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    kind: text('kind').$type<'balance' | 'validity' | 'void' | 'resend'>().notNull(),
    /** Cents added (positive) or taken (negative); balance changes only. */
    amount: integer('amount'),
    expiresBefore: date('expires_before', { mode: 'string' }),
    expiresAfter: date('expires_after', { mode: 'string' }),
    /** A resend (product.md §12.17): the last four characters of the code replaced, and of the new one. */
    lastFourBefore: text('last_four_before'),
    lastFourAfter: text('last_four_after'),
    reason: typed('reason', SHORT_TEXT_MAX_LENGTH).notNull(),
    staffEmail: text('staff_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_adjustments_card_idx').on(t.giftCardId),
    check('gift_card_adjustments_kind', sql`${t.kind} in ('balance', 'validity', 'void', 'resend')`),
  ],
);
