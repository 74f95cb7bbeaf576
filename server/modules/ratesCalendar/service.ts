import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  calendarCategoryDays,
  calendarRateDays,
  ratePlans,
  roomCategories,
  seasons,
  staffActions,
  type Localized,
} from '../../db/schema';
import { addDays, hotelToday, nightsBetween, type IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import { adultNightPrices } from '../../../domain/pricing';
import {
  applyCategoryChange,
  CALENDAR_MAX_DAYS,
  categoryDayKey,
  categoryDayProblems,
  dayProblem,
  planNightPrice,
  priceKey,
  type CalendarChangeSet,
  type CalendarProblem,
  type CategoryDayRules,
} from '../../../domain/ratesCalendar';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import type { UserRow } from '../../http/session';
import { loadPricingCatalog } from '../booking/pricingModel';
import { roomsInService } from '../booking/roomsInService';
import { calendarMessages, calendarProblemMessages } from './messages';

/** Who changes the calendar: a staff member (or a token's owner), or the demo seed (no account). */
export type CalendarActor = Pick<UserRow, 'id' | 'email'> | null;

/** A category's day as the calendar shows it: the effective values, which of them are overridden, the version. */
export interface CategoryCellWire {
  room_category_id: number;
  date: IsoDate;
  version: number;
  rooms_in_service: number;
  rooms_to_sell: number;
  stop_sell: boolean;
  min_stay: number;
  max_stay: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
  /** The fields set by the calendar rather than given by the model. */
  overridden: string[];
}

/** A rate plan's price on a day: the effective B&B price per adult and night (null: no price that day). */
export interface PriceCellWire {
  rate_plan_id: number;
  room_category_id: number;
  date: IsoDate;
  version: number;
  price: number | null;
  overridden: boolean;
}

export interface CalendarWire {
  from: IsoDate;
  to: IsoDate;
  categories: { id: number; name: string }[];
  rate_plans: { id: number; name: string }[];
  category_cells: CategoryCellWire[];
  price_cells: PriceCellWire[];
}

/** The days from `from` to `to`, both included. */
function daysOf(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** 422 when the range is upside down or longer than the calendar reads at once. */
export function checkRange(range: { from: IsoDate; to: IsoDate }, maxDays = CALENDAR_MAX_DAYS) {
  if (range.to < range.from) throw new HttpError(422, calendarMessages.rangeOrder);
  if (nightsBetween(range.from, range.to) + 1 > maxDays)
    throw new HttpError(422, {
      en: translate(calendarMessages.rangeTooLong, 'en', { days: maxDays }),
      it: translate(calendarMessages.rangeTooLong, 'it', { days: maxDays }),
      de: translate(calendarMessages.rangeTooLong, 'de', { days: maxDays }),
    });
}

const fieldsOverridden = (row: CategoryDayRules | undefined): string[] => {
  if (!row) return [];
  const set: string[] = [];
  if (row.roomsToSell !== null) set.push('rooms_to_sell');
  if (row.stopSell) set.push('stop_sell');
  if (row.minStay !== null) set.push('min_stay');
  if (row.maxStay !== null) set.push('max_stay');
  if (row.closedToArrival) set.push('closed_to_arrival');
  if (row.closedToDeparture) set.push('closed_to_departure');
  return set;
};

const name = (text: Localized, locale: Locale) => text[locale];

/**
 * The calendar from `from` to `to` (both included, at most CALENDAR_MAX_DAYS): every category and
 * active rate plan, each category's day and each plan's price with what the model gives where the
 * calendar sets nothing (docs/product.md §12.12). `parts` leaves prices or availability out.
 */
export async function readCalendar(
  db: Db,
  range: { from: IsoDate; to: IsoDate },
  locale: Locale,
  parts: { prices: boolean; availability: boolean } = { prices: true, availability: true },
  maxDays = CALENDAR_MAX_DAYS,
): Promise<CalendarWire> {
  checkRange(range, maxDays);
  const { from, to } = range;
  const [categories, plans, dayRows, priceRows, inService, catalog] = await Promise.all([
    db.select().from(roomCategories).orderBy(asc(roomCategories.sortOrder), asc(roomCategories.id)),
    db.select().from(ratePlans).where(eq(ratePlans.active, true)).orderBy(asc(ratePlans.sortOrder), asc(ratePlans.id)),
    db
      .select()
      .from(calendarCategoryDays)
      .where(and(gte(calendarCategoryDays.day, from), lte(calendarCategoryDays.day, to))),
    db
      .select()
      .from(calendarRateDays)
      .where(and(gte(calendarRateDays.day, from), lte(calendarRateDays.day, to))),
    roomsInService(db, { from, to }),
    loadPricingCatalog(db),
  ]);
  const days = daysOf(from, to);
  const model = { ...catalog.model, promo: null };
  const stored = new Map(dayRows.map((row) => [categoryDayKey(row.roomCategoryId, row.day), row]));
  const storedPrices = new Map(priceRows.map((row) => [priceKey(row.ratePlanId, row.roomCategoryId, row.day), row]));

  const category_cells: CategoryCellWire[] = [];
  const price_cells: PriceCellWire[] = [];
  for (const category of categories) {
    const base = days.map((day) => adultNightPrices(model, category.id, day, addDays(day, 1))?.[0] ?? null);
    days.forEach((date, i) => {
      if (parts.availability) {
        const row = stored.get(categoryDayKey(category.id, date));
        const rooms = inService(category.id, date);
        category_cells.push({
          room_category_id: category.id,
          date,
          version: row?.version ?? 0,
          rooms_in_service: rooms,
          rooms_to_sell: row?.roomsToSell ?? rooms,
          stop_sell: row?.stopSell ?? false,
          min_stay: row?.minStay ?? 1,
          max_stay: row?.maxStay ?? null,
          closed_to_arrival: row?.closedToArrival ?? false,
          closed_to_departure: row?.closedToDeparture ?? false,
          overridden: fieldsOverridden(row),
        });
      }
      if (parts.prices)
        for (const plan of plans) {
          const row = storedPrices.get(priceKey(plan.id, category.id, date));
          const modelPrice = base[i] === null ? null : planNightPrice(base[i], plan.discountPercent);
          const overridden = row?.price !== null && row?.price !== undefined;
          price_cells.push({
            rate_plan_id: plan.id,
            room_category_id: category.id,
            date,
            version: row?.version ?? 0,
            price: overridden ? row.price : modelPrice,
            overridden,
          });
        }
    });
  }
  return {
    from,
    to,
    categories: categories.map((c) => ({ id: c.id, name: name(c.name, locale) })),
    rate_plans: parts.prices ? plans.map((p) => ({ id: p.id, name: name(p.name, locale) })) : [],
    category_cells,
    price_cells,
  };
}

/** A cell that changed since it was read, as the 409 lists it (with its version now). */
export interface ConflictWire {
  kind: 'category' | 'price';
  room_category_id: number;
  rate_plan_id: number | null;
  date: IsoDate;
  version: number;
}

/** 422 with each problem's translated message on its field (the first as the message). */
function refuse(problems: CalendarProblem[], locale: Locale): never {
  const errors: Record<string, string[]> = {};
  for (const problem of problems)
    (errors[problem.field] ??= []).push(translate(calendarProblemMessages[problem.key], locale, problem.params));
  throw new HttpError(422, Object.values(errors)[0][0], errors);
}

const fieldError = (field: string, text: string): never => {
  throw new HttpError(422, text, { [field]: [text] });
};

const stored = (row: typeof calendarCategoryDays.$inferSelect): CategoryDayRules => ({
  roomsToSell: row.roomsToSell,
  stopSell: row.stopSell,
  minStay: row.minStay,
  maxStay: row.maxStay,
  closedToArrival: row.closedToArrival,
  closedToDeparture: row.closedToDeparture,
});

/** What a saved change set did, cell by cell: the stored values before and after. */
export interface SavedChangeSet {
  /** Each cell with its version after the save. */
  categories: {
    room_category_id: number;
    date: IsoDate;
    version: number;
    before: CategoryDayRules;
    after: CategoryDayRules;
  }[];
  prices: {
    rate_plan_id: number;
    room_category_id: number;
    date: IsoDate;
    version: number;
    before: number | null;
    after: number | null;
  }[];
}

/**
 * The change set that puts a saved one back (docs/product.md §12.12): every cell's value before,
 * with its version after the save, so it is refused (409) if any of them changed since.
 */
export function undoOf(saved: SavedChangeSet): CalendarChangeSet {
  return {
    categories: saved.categories.map((cell) => ({
      room_category_id: cell.room_category_id,
      date: cell.date,
      version: cell.version,
      rooms_to_sell: cell.before.roomsToSell,
      stop_sell: cell.before.stopSell,
      min_stay: cell.before.minStay,
      max_stay: cell.before.maxStay,
      closed_to_arrival: cell.before.closedToArrival,
      closed_to_departure: cell.before.closedToDeparture,
    })),
    prices: saved.prices.map((cell) => ({
      rate_plan_id: cell.rate_plan_id,
      room_category_id: cell.room_category_id,
      date: cell.date,
      version: cell.version,
      price: cell.before,
    })),
  };
}

/**
 * How a change set is written in the staff actions log: cell by cell (a change in the grid), or
 * as one line with a summary (a bulk change or an import, which can be thousands of cells).
 */
export type ChangeLog = { action: string; summary: Record<string, string | number> } | null;

/**
 * Saves a change set whole or not at all (docs/product.md §12.12, decision 042). The cells are
 * made to exist first (an empty row is the model's value, version 0) in statements of their own,
 * then locked in key order inside one transaction: if any cell's version is not the one read,
 * 409 with those cells and nothing saved; else each rule is checked (422 per field) and every
 * cell written with its version raised, with one line in the staff actions log.
 */
export async function saveChanges(
  db: Db,
  actor: CalendarActor,
  changes: CalendarChangeSet,
  locale: Locale,
  today: IsoDate = hotelToday(),
  log: ChangeLog = null,
): Promise<SavedChangeSet> {
  const categories = [...changes.categories];
  const prices = [...changes.prices];
  // Each cell once: the same cell twice would make its version meaningless.
  const seen = new Set<string>();
  categories.forEach((c, i) => {
    const key = `c|${categoryDayKey(c.room_category_id, c.date)}`;
    if (seen.has(key)) fieldError(`categories.${i}.date`, translate(calendarMessages.duplicateCell, locale));
    seen.add(key);
  });
  prices.forEach((p, i) => {
    const key = `p|${priceKey(p.rate_plan_id, p.room_category_id, p.date)}`;
    if (seen.has(key)) fieldError(`prices.${i}.date`, translate(calendarMessages.duplicateCell, locale));
    seen.add(key);
  });
  if (!categories.length && !prices.length) return { categories: [], prices: [] };

  const [categoryIds, planIds, seasonRows] = await Promise.all([
    db.select({ id: roomCategories.id }).from(roomCategories),
    db.select({ id: ratePlans.id }).from(ratePlans),
    db.select({ starts_on: seasons.startsOn, ends_on: seasons.endsOn }).from(seasons),
  ]);
  const knownCategories = new Set(categoryIds.map((c) => c.id));
  const knownPlans = new Set(planIds.map((p) => p.id));
  const problems: CalendarProblem[] = [];
  categories.forEach((c, i) => {
    if (!knownCategories.has(c.room_category_id))
      fieldError(`categories.${i}.room_category_id`, translate(calendarMessages.unknownCategory, locale));
    const problem = dayProblem(c.date, today, seasonRows, `categories.${i}.date`);
    if (problem) problems.push(problem);
  });
  prices.forEach((p, i) => {
    if (!knownCategories.has(p.room_category_id))
      fieldError(`prices.${i}.room_category_id`, translate(calendarMessages.unknownCategory, locale));
    if (!knownPlans.has(p.rate_plan_id))
      fieldError(`prices.${i}.rate_plan_id`, translate(calendarMessages.unknownRatePlan, locale));
    const problem = dayProblem(p.date, today, seasonRows, `prices.${i}.date`);
    if (problem) problems.push(problem);
    if (p.price !== null && p.price < 0) problems.push({ field: `prices.${i}.price`, key: 'priceNegative' });
  });
  if (problems.length) refuse(problems, locale);

  // The cells exist before the transaction locks them (each its own committed statement): an
  // empty row changes nothing a guest sees, and the transaction below then only locks, in key
  // order, rows that exist, so two saves never wait on each other in a circle.
  const byCategoryKey = [...categories].sort(
    (a, b) => a.room_category_id - b.room_category_id || a.date.localeCompare(b.date),
  );
  const byPriceKey = [...prices].sort(
    (a, b) =>
      a.rate_plan_id - b.rate_plan_id || a.room_category_id - b.room_category_id || a.date.localeCompare(b.date),
  );
  if (byCategoryKey.length)
    await db
      .insert(calendarCategoryDays)
      .values(byCategoryKey.map((c) => ({ roomCategoryId: c.room_category_id, day: c.date })))
      .onConflictDoNothing();
  if (byPriceKey.length)
    await db
      .insert(calendarRateDays)
      .values(byPriceKey.map((p) => ({ ratePlanId: p.rate_plan_id, roomCategoryId: p.room_category_id, day: p.date })))
      .onConflictDoNothing();

  return db.transaction(async (tx) => {
    const lockedDays = await lockCategoryDays(tx, byCategoryKey);
    const lockedPrices = await lockPrices(tx, byPriceKey);
    const conflicts: ConflictWire[] = [];
    for (const c of byCategoryKey) {
      const row = lockedDays.get(categoryDayKey(c.room_category_id, c.date))!;
      if (row.version !== c.version)
        conflicts.push({
          kind: 'category',
          room_category_id: c.room_category_id,
          rate_plan_id: null,
          date: c.date,
          version: row.version,
        });
    }
    for (const p of byPriceKey) {
      const row = lockedPrices.get(priceKey(p.rate_plan_id, p.room_category_id, p.date))!;
      if (row.version !== p.version)
        conflicts.push({
          kind: 'price',
          room_category_id: p.room_category_id,
          rate_plan_id: p.rate_plan_id,
          date: p.date,
          version: row.version,
        });
    }
    if (conflicts.length) throw new HttpError(409, calendarMessages.conflict, undefined, { conflicts });

    const saved: SavedChangeSet = { categories: [], prices: [] };
    if (byCategoryKey.length) {
      const first = byCategoryKey.reduce((a, c) => (c.date < a ? c.date : a), byCategoryKey[0].date);
      const last = byCategoryKey.reduce((a, c) => (c.date > a ? c.date : a), byCategoryKey[0].date);
      const inService = await roomsInService(tx, { from: first, to: last });
      const dayProblems: CalendarProblem[] = [];
      for (const c of byCategoryKey) {
        const row = lockedDays.get(categoryDayKey(c.room_category_id, c.date))!;
        const before = stored(row);
        const after = applyCategoryChange(before, c);
        const index = categories.indexOf(c);
        dayProblems.push(...categoryDayProblems(after, inService(c.room_category_id, c.date), `categories.${index}`));
        saved.categories.push({
          room_category_id: c.room_category_id,
          date: c.date,
          version: row.version + 1,
          before,
          after,
        });
      }
      if (dayProblems.length) refuse(dayProblems, locale);
      await updateCategoryDays(tx, saved.categories);
    }
    for (const p of byPriceKey) {
      const row = lockedPrices.get(priceKey(p.rate_plan_id, p.room_category_id, p.date))!;
      saved.prices.push({
        rate_plan_id: p.rate_plan_id,
        room_category_id: p.room_category_id,
        date: p.date,
        version: row.version + 1,
        before: row.price,
        after: p.price,
      });
    }
    await updatePrices(tx, saved.prices);
    if (actor) await logChangeSet(tx, actor, saved, log);
    return saved;
  });
}

/** Rows per UPDATE statement: a season's bulk change is a few statements, not thousands. */
const UPDATE_CHUNK = 1000;

const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / UPDATE_CHUNK) }, (_, i) =>
    rows.slice(i * UPDATE_CHUNK, (i + 1) * UPDATE_CHUNK),
  );

/** Writes the locked category days' new rules, version + 1, one statement per chunk. */
async function updateCategoryDays(tx: Tx, cells: SavedChangeSet['categories']) {
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
async function updatePrices(tx: Tx, cells: SavedChangeSet['prices']) {
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
function span(cells: { date: IsoDate }[]) {
  const days = cells.map((cell) => cell.date).sort();
  return { first: days[0], last: days.at(-1)! };
}

/**
 * Locks the category days of a change set (they exist: saveChanges made them) in key order, with
 * one statement: every stored day of its categories between its first and last day.
 */
async function lockCategoryDays(tx: Tx, cells: { room_category_id: number; date: IsoDate }[]) {
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
async function lockPrices(tx: Tx, cells: { rate_plan_id: number; room_category_id: number; date: IsoDate }[]) {
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

/** The staff log's line of a change set (docs/product.md §12.4): the cells before and after, as JSON. */
async function logChangeSet(tx: Tx, actor: NonNullable<CalendarActor>, saved: SavedChangeSet, log: ChangeLog) {
  const { first, last } = span([...saved.categories, ...saved.prices]);
  const cells = saved.categories.length + saved.prices.length;
  if (log) {
    await tx.insert(staffActions).values({
      userId: actor.id,
      userEmail: actor.email,
      action: log.action,
      subject: { first_day: first, last_day: last, cells, ...log.summary },
    });
    return;
  }
  const side = (which: 'before' | 'after') => ({
    categories: saved.categories.map((cell) => ({
      room_category_id: cell.room_category_id,
      date: cell.date,
      ...cell[which],
    })),
    prices: saved.prices.map((cell) => ({
      rate_plan_id: cell.rate_plan_id,
      room_category_id: cell.room_category_id,
      date: cell.date,
      price: cell[which],
    })),
  });
  await tx.insert(staffActions).values({
    userId: actor.id,
    userEmail: actor.email,
    action: 'calendar.change',
    subject: {
      first_day: first,
      last_day: last,
      cells: saved.categories.length + saved.prices.length,
      before: JSON.stringify(side('before')),
      after: JSON.stringify(side('after')),
    },
  });
}
