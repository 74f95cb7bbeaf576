// The calendar's stored cells as saveChanges (./service.ts) locks and writes them: in key order,
// a few statements per change set however many cells it has (a season's bulk change).
import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { calendarCategoryDays, calendarRateDays } from '../../db/schema';
import type { IsoDate } from '../../../domain/dates';
import { categoryDayKey, priceKey } from '../../../domain/ratesCalendar';
import type { SavedChangeSet } from './service';

/** Rows per UPDATE statement: a season's bulk change is a few statements, not thousands. */
const UPDATE_CHUNK = 1000;

const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / UPDATE_CHUNK) }, (_, i) =>
    rows.slice(i * UPDATE_CHUNK, (i + 1) * UPDATE_CHUNK),
  );

/** Writes the locked category days' new rules, version + 1, one statement per chunk. */
export async function updateCategoryDays(tx: Tx, cells: SavedChangeSet['categories']) {
  for (const chunk of chunks(cells)) {
    const values = sql.join(
      chunk.map(
        (c) =>
          sql`(${c.room_category_id}::integer, ${c.date}::date, ${c.after.roomsToSell}::integer, ${c.after.stopSell}::boolean, ${c.after.minStay}::integer, ${c.after.maxStay}::integer, ${c.after.closedToArrival}::boolean, ${c.after.closedToDeparture}::boolean)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update ${calendarCategoryDays} as d
      set rooms_to_sell = v.rooms_to_sell, stop_sell = v.stop_sell, min_stay = v.min_stay, max_stay = v.max_stay,
          closed_to_arrival = v.closed_to_arrival, closed_to_departure = v.closed_to_departure, version = d.version + 1
      from (values ${values}) as v(room_category_id, day, rooms_to_sell, stop_sell, min_stay, max_stay, closed_to_arrival, closed_to_departure)
      where d.room_category_id = v.room_category_id and d.day = v.day`);
  }
}

/** Writes the locked prices, version + 1, one statement per chunk. */
export async function updatePrices(tx: Tx, cells: SavedChangeSet['prices']) {
  for (const chunk of chunks(cells)) {
    const values = sql.join(
      chunk.map(
        (p) => sql`(${p.rate_plan_id}::integer, ${p.room_category_id}::integer, ${p.date}::date, ${p.after}::integer)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update ${calendarRateDays} as d
      set price = v.price, version = d.version + 1
      from (values ${values}) as v(rate_plan_id, room_category_id, day, price)
      where d.rate_plan_id = v.rate_plan_id and d.room_category_id = v.room_category_id and d.day = v.day`);
  }
}

/** The first and last day of some cells. */
export function span(cells: { date: IsoDate }[]) {
  const days = cells.map((cell) => cell.date).sort();
  return { first: days[0], last: days.at(-1)! };
}

/**
 * Locks the category days of a change set (they exist: saveChanges made them) in key order, with
 * one statement: every stored day of its categories between its first and last day.
 */
export async function lockCategoryDays(tx: Tx, cells: { room_category_id: number; date: IsoDate }[]) {
  if (!cells.length) return new Map<string, typeof calendarCategoryDays.$inferSelect>();
  const { first, last } = span(cells);
  const rows = await tx
    .select()
    .from(calendarCategoryDays)
    .where(
      and(
        inArray(calendarCategoryDays.roomCategoryId, [...new Set(cells.map((c) => c.room_category_id))]),
        gte(calendarCategoryDays.day, first),
        lte(calendarCategoryDays.day, last),
      ),
    )
    .orderBy(asc(calendarCategoryDays.roomCategoryId), asc(calendarCategoryDays.day))
    .for('update');
  return new Map(rows.map((row) => [categoryDayKey(row.roomCategoryId, row.day), row]));
}

/** Locks the prices of a change set in key order, likewise. */
export async function lockPrices(tx: Tx, cells: { rate_plan_id: number; room_category_id: number; date: IsoDate }[]) {
  if (!cells.length) return new Map<string, typeof calendarRateDays.$inferSelect>();
  const { first, last } = span(cells);
  const rows = await tx
    .select()
    .from(calendarRateDays)
    .where(
      and(
        inArray(calendarRateDays.ratePlanId, [...new Set(cells.map((c) => c.rate_plan_id))]),
        inArray(calendarRateDays.roomCategoryId, [...new Set(cells.map((c) => c.room_category_id))]),
        gte(calendarRateDays.day, first),
        lte(calendarRateDays.day, last),
      ),
    )
    .orderBy(asc(calendarRateDays.ratePlanId), asc(calendarRateDays.roomCategoryId), asc(calendarRateDays.day))
    .for('update');
  return new Map(rows.map((row) => [priceKey(row.ratePlanId, row.roomCategoryId, row.day), row]));
}
