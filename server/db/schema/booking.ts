import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { roomCategories, rooms, type Localized } from './catalog';
import { typed } from './limits';
import { SHORT_TEXT_MAX_LENGTH, SPECIAL_REQUESTS_MAX_LENGTH } from '../../../domain/constants';
import type { CityTaxRules } from '../../../domain/touristTax';
import type { Board, DepositRule } from '../../../domain/ratePlans';

// ---- Pricing model: every number a price is made of is a row here, not a constant in code. ----

/** Stretches of the calendar with their own nightly prices (low, mid, high season, holidays). */
export const seasonPeriods = pgTable(
  'season_periods',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<Localized>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** Last night priced by this period (inclusive). */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('season_periods_range_idx').on(t.startsOn, t.endsOn),
    check('season_periods_order', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** Bed-and-breakfast price of one adult for one night in a category during a period (cents). */
export const categoryNightPrices = pgTable(
  'category_night_prices',
  {
    seasonPeriodId: integer('season_period_id')
      .notNull()
      .references(() => seasonPeriods.id, { onDelete: 'cascade' }),
    roomCategoryId: integer('room_category_id')
      .notNull()
      .references(() => roomCategories.id, { onDelete: 'cascade' }),
    adultPrice: integer('adult_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonPeriodId, t.roomCategoryId] })],
);

/** Percent applied to a night's price by weekday (ISO: 1 Monday .. 7 Sunday); missing means 100. */
export const weekdayFactors = pgTable('weekday_factors', {
  isoWeekday: integer('iso_weekday').primaryKey(),
  percent: integer('percent').notNull(),
});

/** Children pay a percent of the adult price by age (inclusive bounds). */
export const childAgeBands = pgTable('child_age_bands', {
  id: serial('id').primaryKey(),
  minAge: integer('min_age').notNull(),
  maxAge: integer('max_age').notNull(),
  percent: integer('percent').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
});

/**
 * Rate plans: the flexible rate, the cheaper non-refundable one, offers unlocked by a promo code.
 * Staff edit them (docs/product.md §12.13, decision 043); `version` grows with every save so two
 * managers editing the same plan cannot overwrite each other unseen.
 */
export const ratePlans = pgTable(
  'rate_plans',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** What the plan includes, for the guest (may be empty). */
    description: jsonb('description').$type<Localized>().notNull().default({ it: '', en: '', de: '' }),
    /** Cancellation terms shown on the reservation and in the mail. */
    terms: jsonb('terms').$type<Localized>().notNull(),
    refundable: boolean('refundable').notNull(),
    /** Refundable plans: free cancellation until this many days before arrival (null: not stated). */
    freeCancellationDays: integer('free_cancellation_days'),
    /** How the deposit paid at booking is worked out (domain/ratePlans.ts `DepositRule`). */
    depositRule: text('deposit_rule').$type<DepositRule>().notNull().default('per_person'),
    /** The percent of the stay paid as deposit when the rule is 'percentage'. */
    depositPercent: integer('deposit_percent'),
    /** The room categories the plan is offered for; empty means every category. */
    roomCategoryIds: integer('room_category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    version: integer('version').notNull().default(1),
    /** Percent off the flexible price (the non-refundable rate is cheaper). */
    discountPercent: integer('discount_percent').notNull().default(0),
    /** Offered only when a promo code unlocks it. */
    requiresPromoCode: boolean('requires_promo_code').notNull().default(false),
    /** Shortest stay the rate accepts, in nights. */
    minNights: integer('min_nights').notNull().default(1),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('rate_plans_deposit_rule', sql`${t.depositRule} in ('per_person', 'first_night', 'percentage', 'all')`),
    check(
      'rate_plans_deposit_percent',
      sql`(${t.depositRule} = 'percentage') = (${t.depositPercent} is not null) and coalesce(${t.depositPercent} between 1 and 100, true)`,
    ),
    check(
      'rate_plans_free_cancellation',
      sql`${t.freeCancellationDays} is null or (${t.refundable} and ${t.freeCancellationDays} between 0 and 365)`,
    ),
  ],
);

/** Board variations of a rate (bed and breakfast, half board): what a guest finally selects. */
export const rateVariations = pgTable(
  'rate_variations',
  {
    id: serial('id').primaryKey(),
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    board: text('board').$type<Board>().notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** Added per adult and night on top of the B&B price; children pay their band's percent of it. */
    supplementPerAdultNight: integer('supplement_per_adult_night').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    /** False once staff take the board off the plan: kept for the reservations that booked it. */
    offered: boolean('offered').notNull().default(true),
  },
  (t) => [
    uniqueIndex('rate_variations_plan_board').on(t.ratePlanId, t.board),
    check('rate_variations_board', sql`${t.board} in ('room_only', 'bed_and_breakfast', 'half_board', 'full_board')`),
  ],
);

/** Booking well ahead earns a discount: the biggest row whose lead time is reached applies. */
export const earlyBookingDiscounts = pgTable('early_booking_discounts', {
  id: serial('id').primaryKey(),
  minDaysBefore: integer('min_days_before').notNull(),
  percent: integer('percent').notNull(),
});

/** Long stays earn a discount: the biggest row whose minimum of nights is reached applies (§12.13). */
export const longStayDiscounts = pgTable('long_stay_discounts', {
  id: serial('id').primaryKey(),
  minNights: integer('min_nights').notNull(),
  percent: integer('percent').notNull(),
});

/**
 * Promo / offer codes (product.md §12.15): a percentage or an amount off, a rate they unlock, or
 * both; valid for arrivals in a range and for bookings made in another; with a minimum stay and
 * optional caps on uses (all of them, and per guest). The code is kept in capitals (codes are
 * matched without regard to case) and never changes: reservations carry it.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    /** The offer's name, shown as the breadcrumb of the search. */
    name: jsonb('name').$type<Localized>().notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    /** An amount off each room's stay, in cents (instead of a percentage). */
    amountOffCents: integer('amount_off_cents').notNull().default(0),
    unlocksRatePlanId: integer('unlocks_rate_plan_id').references(() => ratePlans.id),
    /** First and last arrival day the code applies to (inclusive; null: open). */
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** First and last day a booking may be made with the code (inclusive; null: open). */
    bookedFrom: date('booked_from', { mode: 'string' }),
    bookedTo: date('booked_to', { mode: 'string' }),
    minNights: integer('min_nights').notNull().default(1),
    /** Uses allowed in all (null: no cap), and per guest account (null: no cap). */
    maxUses: integer('max_uses'),
    maxUsesPerGuest: integer('max_uses_per_guest'),
    active: boolean('active').notNull().default(true),
    /** Raised by every staff change: a stale edit is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('promo_codes_code_format', sql`${t.code} ~ '^[A-Z0-9-]{1,40}$'`),
    check('promo_codes_percent', sql`${t.discountPercent} between 0 and 100`),
    check('promo_codes_amount', sql`${t.amountOffCents} >= 0`),
    check('promo_codes_one_discount', sql`${t.discountPercent} = 0 or ${t.amountOffCents} = 0`),
    check('promo_codes_min_nights', sql`${t.minNights} >= 1`),
    check('promo_codes_caps', sql`coalesce(${t.maxUses}, 1) >= 1 and coalesce(${t.maxUsesPerGuest}, 1) >= 1`),
  ],
);

// ---- Reservations and inventory ----

export type RoomReservationStatus = 'pending' | 'confirmed' | 'released';

export const roomReservations = pgTable(
  'room_reservations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<RoomReservationStatus>().notNull().default('pending'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    locale: text('locale').notNull(),
    promoCode: typed('promo_code', SHORT_TEXT_MAX_LENGTH),
    specialRequests: typed('special_requests', SPECIAL_REQUESTS_MAX_LENGTH),
    /** Stay total before the guest's personal discount (cents). */
    subtotal: integer('subtotal').notNull(),
    /** What the guest owes for the stay after their discount. */
    total: integer('total').notNull(),
    deposit: integer('deposit').notNull(),
    /** City tax estimate, paid on site; kept with the rate it was computed at. */
    cityTax: integer('city_tax').notNull(),
    /** The city-tax rules it was computed with (product.md §12.10); null on reservations made before they were kept. */
    cityTaxRules: jsonb('city_tax_rules').$type<CityTaxRules>(),
    paymentId: integer('payment_id'),
    /** A pending hold stops counting against inventory after this moment. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    cancellationPolicyConsentAt: timestamp('cancellation_policy_consent_at', { withTimezone: true }).notNull(),
    cityTaxPolicyConsentAt: timestamp('city_tax_policy_consent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('room_reservations_user_idx').on(t.userId),
    index('room_reservations_promo_code_idx')
      .on(t.promoCode)
      .where(sql`${t.promoCode} is not null`),
  ],
);

/** One booked room of a reservation, priced at booking time (names kept as they were sold). */
export const reservedRooms = pgTable(
  'reserved_rooms',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => roomReservations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    roomCategoryId: integer('room_category_id')
      .notNull()
      .references(() => roomCategories.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    rateVariationId: integer('rate_variation_id')
      .notNull()
      .references(() => rateVariations.id),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    childrenAges: jsonb('children_ages').$type<number[]>().notNull(),
    rateName: jsonb('rate_name').$type<Localized>().notNull(),
    boardName: jsonb('board_name').$type<Localized>().notNull(),
    total: integer('total').notNull(),
    adultTotal: integer('adult_total').notNull(),
    childrenTotal: integer('children_total').notNull(),
  },
  (t) => [index('reserved_rooms_reservation_idx').on(t.reservationId)],
);

/**
 * Inventory: one row per physical room and night it is taken. The primary key makes a double
 * booking of a room impossible even if the locking in the hold were ever wrong.
 */
export const roomNights = pgTable(
  'room_nights',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    night: date('night', { mode: 'string' }).notNull(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => roomReservations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.night] }),
    index('room_nights_night_idx').on(t.night),
    index('room_nights_reservation_idx').on(t.reservationId),
  ],
);
