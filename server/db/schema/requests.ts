import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  BARRIER_DESCRIPTION_MAX_LENGTH,
  BIC_MAX_LENGTH,
  FLIGHT_NUMBER_MAX_LENGTH,
  IBAN_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  TEXTAREA_MAX_LENGTH,
  type Airport,
  type BonusPreference,
  type RequestKind,
  type RequestStatus,
} from '../../../domain/constants';
import { users } from './accounts';
import { roomReservations } from './booking';
import { productReservations } from './daySpa';
import { emailAddress, personName, typed } from './limits';

/**
 * What guests ask the front desk (change-booking, refund, airport transfer, a barrier report): one row each, with
 * who asked, the status the front desk moves along (new, in_progress, done) and the reservation
 * it concerns. The reservation ids are set only when the signed-in guest named their own
 * reservation; `reservation_number` keeps whatever number the guest gave. Each kind's own
 * fields live in the table named after it, keyed by the request id.
 */
export const guestRequests = pgTable(
  'guest_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<RequestKind>().notNull(),
    status: text('status').$type<RequestStatus>().notNull().default('new'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    roomReservationId: integer('room_reservation_id').references(() => roomReservations.id, { onDelete: 'set null' }),
    productReservationId: integer('product_reservation_id').references(() => productReservations.id, {
      onDelete: 'set null',
    }),
    reservationNumber: typed('reservation_number', SHORT_TEXT_MAX_LENGTH),
    firstName: personName('first_name').notNull(),
    lastName: personName('last_name').notNull(),
    email: emailAddress('email').notNull(),
    /** The guest's language: their acknowledgement went out in it, replies should too. */
    locale: text('locale').notNull(),
    note: typed('note', TEXTAREA_MAX_LENGTH),
    newsletterConsent: boolean('newsletter_consent').notNull().default(false),
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guest_requests_status_idx').on(t.status, t.createdAt),
    index('guest_requests_room_reservation_idx').on(t.roomReservationId),
    index('guest_requests_product_reservation_idx').on(t.productReservationId),
    check('guest_requests_status_known', sql`${t.status} in ('new', 'in_progress', 'done')`),
    check(
      'guest_requests_kind_known',
      sql`${t.kind} in ('change_booking', 'refund', 'airport_transfer', 'accessibility_barrier')`,
    ),
  ],
);

/** The stay as the guest has it and as they would like it ('YYYY-MM-DD'; same day = a day visit). */
export const changeBookingRequests = pgTable('change_booking_requests', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => guestRequests.id, { onDelete: 'cascade' }),
  checkIn: date('check_in', { mode: 'string' }).notNull(),
  checkOut: date('check_out', { mode: 'string' }).notNull(),
  newCheckIn: date('new_check_in', { mode: 'string' }).notNull(),
  newCheckOut: date('new_check_out', { mode: 'string' }).notNull(),
});

/** The amount asked back (cents) and where to send it (normalised IBAN and BIC, when given). */
export const refundRequests = pgTable(
  'refund_requests',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => guestRequests.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    iban: typed('iban', IBAN_MAX_LENGTH),
    bic: typed('bic', BIC_MAX_LENGTH),
  },
  (t) => [check('refund_requests_amount_positive', sql`${t.amount} > 0`)],
);

/** The transfer asked for, priced by the server when asked (cents). */
export const airportTransferRequests = pgTable(
  'airport_transfer_requests',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => guestRequests.id, { onDelete: 'cascade' }),
    airport: text('airport').$type<Airport>().notNull(),
    people: integer('people').notNull(),
    flightNumber: typed('flight_number', FLIGHT_NUMBER_MAX_LENGTH).notNull(),
    returnTrip: boolean('return_trip').notNull(),
    pricePerPerson: integer('price_per_person').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [check('airport_transfer_requests_people', sql`${t.people} >= 1`)],
);

/** A barrier a visitor met on the site (product.md §8.4): what, where, and with which assistive technology. */
export const accessibilityBarrierRequests = pgTable('accessibility_barrier_requests', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => guestRequests.id, { onDelete: 'cascade' }),
  description: typed('description', BARRIER_DESCRIPTION_MAX_LENGTH).notNull(),
  page: typed('page', SHORT_TEXT_MAX_LENGTH),
  assistiveTechnology: typed('assistive_technology', SHORT_TEXT_MAX_LENGTH),
});

/** How a guest with bonus-terme credit would like to use it; chosen once (product.md §11). */
export const bonusTermePreferences = pgTable('bonus_terme_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preference: text('preference').$type<BonusPreference>().notNull(),
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
});
