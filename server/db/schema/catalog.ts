import { sql } from 'drizzle-orm';
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
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

export type Localized = { en: string; it: string; de: string };

/** The hotel's seasons; the current one is the row whose end is the first not yet past. */
export const seasons = pgTable('seasons', {
  id: serial('id').primaryKey(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  /** Optional booking window that overrides the season-based one. */
  bookableFrom: date('bookable_from', { mode: 'string' }),
  bookableTo: date('bookable_to', { mode: 'string' }),
});

/** Single days on which no stay may start or run (data, not code). */
export const closedDates = pgTable('closed_dates', {
  date: date('date', { mode: 'string' }).primaryKey(),
  reason: text('reason'),
});

export const roomCategories = pgTable('room_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  minAdults: integer('min_adults').notNull(),
  /** Guests at most, adults and children together (fitsCategory, domain/roomRates.ts). */
  maxAdults: integer('max_adults').notNull(),
  /** Of those guests, children at most (docs/product.md §12.18). */
  maxChildren: integer('max_children').notNull().default(0),
  /** Raised by each staff save: a save against an older one is refused (409, §12.18). */
  version: integer('version').notNull().default(1),
  /** Catalogue price per night in cents (product.md §2.2), the base the pricing model scales. */
  basePrice: integer('base_price').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Physical rooms: inventory is counted in these. */
export const rooms = pgTable('rooms', {
  id: serial('id').primaryKey(),
  roomCategoryId: integer('room_category_id')
    .notNull()
    .references(() => roomCategories.id),
  number: text('number').notNull().unique(),
  active: boolean('active').notNull().default(true),
});

/**
 * A room out of order (docs/product.md §12.14): no guest is sold the nights from `startsOn` up to
 * the day before `endsOn` (the day it is back in service, as a stay's departure). Never over a
 * night the room already has; never two periods of one room sharing a night (decided under the
 * room's row lock, server/modules/roomsAdmin/service.ts).
 */
export const roomOutOfOrder = pgTable(
  'room_out_of_order',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('room_out_of_order_ends_after_start', sql`${t.endsOn} > ${t.startsOn}`),
    index('room_out_of_order_room_starts').on(t.roomId, t.startsOn),
  ],
);

/** Static pages edited by administrators (privacy at least), one row per page and language. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('pages_slug_locale').on(t.slug, t.locale)],
);

/** Bookable products: day-spa entries and gift cards. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<'day_spa' | 'gift_card'>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    image: text('image').notNull(),
    active: boolean('active').notNull().default(true),
    // Day spa: the participant rules (product.md §12.16, decision 053); the defaults are the old constants.
    freeInfantMaxAgeYears: integer('free_infant_max_age_years').notNull().default(1),
    infantsPerPlace: integer('infants_per_place').notNull().default(1),
    minorsAdmitted: boolean('minors_admitted').notNull().default(true),
    minPeople: integer('min_people').notNull().default(1),
    /** Null: one reservation takes what its slot holds. */
    maxPeople: integer('max_people'),
  },
  (t) => [
    check(
      'products_participant_rules',
      sql`${t.freeInfantMaxAgeYears} between 0 and 3 and ${t.infantsPerPlace} between 0 and 2 and ${t.minPeople} >= 1 and (${t.maxPeople} is null or ${t.maxPeople} >= ${t.minPeople})`,
    ),
  ],
);

/**
 * A gift-card product's own terms (product.md §12.17): how many months its cards are valid, and the
 * version its editor saved last (a stale edit is refused). A gift-card product without a row has
 * the defaults: 12 months, version 0.
 */
export const giftCardProducts = pgTable(
  'gift_card_products',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id),
    validityMonths: integer('validity_months').notNull().default(12),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('gift_card_products_validity', sql`${t.validityMonths} between 1 and 60`)],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    text: jsonb('text').$type<Localized>().notNull(),
    /** Price per person in cents: what the buyer pays. */
    price: integer('price').notNull(),
    /** A gift card's value per person in cents: what its balance is credited (product.md §12.17); the price for a day-spa product. */
    value: integer('value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('product_variations_value_price_positive', sql`${t.value} > 0 and ${t.price} > 0`)],
);

/** One bookable time slot of a day-spa product on a date, with its capacity in people. */
export const productAvailabilities = pgTable(
  'product_availabilities',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title'),
    /** When the slot opens, in the hotel's time ('09:00:00'): the visit's start in its calendar entry. */
    startsAt: time('starts_at').notNull().default('09:00'),
    /** When the slot ends, in the hotel's time ('18:30:00'): it is sold until then, less the cut-off. */
    endsAt: time('ends_at').notNull().default('18:30'),
    /** Price per person in cents. */
    salePrice: integer('sale_price').notNull(),
    capacity: integer('capacity').notNull(),
    /** People already booked; only ever changed inside a transaction that locks the row. */
    booked: integer('booked').notNull().default(0),
  },
  // The database itself refuses an oversold slot, whatever the code above it does.
  (t) => [
    // Nulls not distinct: a day has one untitled whole-day slot at most, as one of each title.
    unique('product_availabilities_slot').on(t.productId, t.date, t.title).nullsNotDistinct(),
    check('product_availabilities_booked_within_capacity', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/**
 * Days a day-spa product sells nothing although it has slots (docs/product.md §12.16): the
 * revenue manager closes and opens them; the slots stay, so opening the day again sells them.
 */
export const daySpaClosedDays = pgTable(
  'day_spa_closed_days',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.date] })],
);
