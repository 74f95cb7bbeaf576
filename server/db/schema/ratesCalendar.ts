import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { roomCategories } from './catalog';
import { ratePlans } from './booking';

// ---- The rates-and-availability calendar (docs/product.md §12.12, decision 042) ----
// Per-day overrides laid over the pricing model: a missing row, or a null column, means the
// model's own value. Each row carries a version, raised by every save, for optimistic concurrency.

/** A room category's restrictions on one day (the night starting that day). */
export const calendarCategoryDays = pgTable(
  'calendar_category_days',
  {
    roomCategoryId: integer('room_category_id')
      .notNull()
      .references(() => roomCategories.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Rooms on sale that night; null: every room in service. */
    roomsToSell: integer('rooms_to_sell'),
    stopSell: boolean('stop_sell').notNull().default(false),
    /** Shortest stay arriving this day (nights); null: no minimum beyond the rate plan's. */
    minStay: integer('min_stay'),
    /** Longest stay arriving this day (nights); null: no maximum. */
    maxStay: integer('max_stay'),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomCategoryId, t.day] }),
    index('calendar_category_days_day_idx').on(t.day),
    check('calendar_category_days_rooms', sql`${t.roomsToSell} is null or ${t.roomsToSell} >= 0`),
    check('calendar_category_days_min', sql`${t.minStay} is null or ${t.minStay} >= 1`),
    check('calendar_category_days_max', sql`${t.maxStay} is null or ${t.maxStay} >= 1`),
  ],
);

/** A rate plan's B&B price per adult for one night in a category (cents); null: the model's. */
export const calendarRateDays = pgTable(
  'calendar_rate_days',
  {
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    roomCategoryId: integer('room_category_id')
      .notNull()
      .references(() => roomCategories.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    price: integer('price'),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ratePlanId, t.roomCategoryId, t.day] }),
    index('calendar_rate_days_day_idx').on(t.day),
    check('calendar_rate_days_price', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);
