import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { productAvailabilities, products } from './catalog';
import { shopOrders } from './shop';
import { emailAddress, personName } from './limits';

export type ProductReservationStatus = 'pending' | 'confirmed' | 'released' | 'expired';

/**
 * A day-spa reservation: `people` places of one slot. Created 'pending' by the purchase hold
 * (places already taken from the slot), made 'confirmed' once paid, 'released' when the payment
 * fails and 'expired' when a 3-D Secure hold is abandoned. Amounts are the server's, in cents.
 * Booked through the day-spa journey (always with an account) or bought in the shop's cart
 * (`shop_order_id`; `user_id` only when the buyer was signed in).
 */
export const productReservations = pgTable(
  'product_reservations',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: integer('user_id').references(() => users.id),
    /** Bought in the shop's cart: the order that pays it. */
    shopOrderId: integer('shop_order_id').references(() => shopOrders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productAvailabilityId: integer('product_availability_id')
      .notNull()
      .references(() => productAvailabilities.id),
    date: date('date', { mode: 'string' }).notNull(),
    people: integer('people').notNull(),
    /** The slot's price per person when booked. */
    unitPrice: integer('unit_price').notNull(),
    /** unit price x people. */
    subtotal: integer('subtotal').notNull(),
    /** Bonus-terme credit used: one person's entry, capped at the credit. */
    bonusDiscount: integer('bonus_discount').notNull().default(0),
    discountPercent: integer('discount_percent').notNull().default(0),
    /** What the card was charged. */
    total: integer('total').notNull(),
    status: text('status').$type<ProductReservationStatus>().notNull().default('pending'),
    /** The guest's language when booking: mails go out in it. */
    locale: text('locale').notNull().default('it'),
    paymentId: integer('payment_id'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_reservations_user_idx').on(t.userId),
    index('product_reservations_slot_idx').on(t.productAvailabilityId, t.status),
    index('product_reservations_shop_order_idx').on(t.shopOrderId),
  ],
);

export type ParticipantKind = 'infant' | 'minor' | 'adult' | 'guest';
export type ParticipantStatus = 'booker' | 'added' | 'invited' | 'confirmed';

/**
 * The people on a reservation. The booker is the first participant (an adult); infants are free
 * and take no place; the others fill the reservation's `people`. Adults and guests are 'invited'
 * (a registration link went out by mail) until they register or log in with it ('confirmed',
 * with their account in `user_id`); infants and minors are 'added' directly.
 */
export const productReservationParticipants = pgTable(
  'product_reservation_participants',
  {
    id: serial('id').primaryKey(),
    productReservationId: integer('product_reservation_id')
      .notNull()
      .references(() => productReservations.id, { onDelete: 'cascade' }),
    type: text('type').$type<ParticipantKind>().notNull(),
    firstName: personName('first_name').notNull(),
    lastName: personName('last_name').notNull(),
    email: emailAddress('email'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    status: text('status').$type<ParticipantStatus>().notNull(),
    /** SHA-256 of the registration link's token (adults and guests); kept once used, to say so. */
    invitationTokenHash: text('invitation_token_hash').unique(),
    /** The link works until then (and only once). */
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('participants_reservation_idx').on(t.productReservationId),
    index('participants_user_idx').on(t.userId),
  ],
);

/**
 * Every change of a user's bonus-terme credit, next to the balance kept on `users`: spending
 * it on a reservation (negative) and giving it back when that payment fails (positive).
 */
export const bonusCreditMovements = pgTable(
  'bonus_credit_movements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<'day_spa_voucher' | 'day_spa_voucher_refund'>().notNull(),
    productReservationId: integer('product_reservation_id').references(() => productReservations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bonus_credit_movements_user_idx').on(t.userId)],
);
