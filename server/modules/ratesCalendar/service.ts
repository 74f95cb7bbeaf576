// Saving the rates calendar (docs/product.md §12.12, decision 042): a change set whole or not at
// all, over the versions read; its undo; its line in the staff actions log. The read is ./read.ts.
import type { Db, Tx } from '../../db/client';
import {
  calendarCategoryDays,
  calendarRateDays,
  ratePlans,
  roomCategories,
  seasons,
  staffActions,
} from '../../db/schema';
import { hotelToday, type IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import {
  applyCategoryChange,
  categoryDayKey,
  categoryDayProblems,
  dayProblem,
  priceKey,
  type CalendarChangeSet,
  type CalendarProblem,
  type CategoryDayRules,
} from '../../../domain/ratesCalendar';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import type { UserRow } from '../../http/session';
import { roomsInService } from '../booking/roomsInService';
import { lockCategoryDays, lockPrices, span, updateCategoryDays, updatePrices } from './cellRows';
import { calendarMessages, calendarProblemMessages } from './messages';

/** Who changes the calendar: a staff member (or a token's owner), or the demo seed (no account). */
export type CalendarActor = Pick<UserRow, 'id' | 'email'> | null;

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
