import type { Db } from '../../db/client';
import { seasons } from '../../db/schema';
import { hotelToday, type IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import { categoryDayKey, priceKey, type CalendarChangeSet, type CategoryDayRules } from '../../../domain/ratesCalendar';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import { bulkMessages } from './messages';
import type { CalendarWire, CategoryCellWire } from './read';
import { saveChanges, type CalendarActor, type ChangeLog, type ConflictWire, type SavedChangeSet } from './service';

/**
 * A change the server planned from a bulk change or an imported file (docs/product.md §12.12,
 * decision 049): the change set (with the versions read when it was planned) and, for the
 * preview, each changed value before and after. The client never sends values back: applying
 * plans again from the same request and compares the versions with the preview's.
 */
export interface PlannedChange {
  changes: CalendarChangeSet;
  /** Each changed value, in the calendar's order (the preview shows the first ones). */
  rows: PlannedValue[];
  /** Every cell's version in the calendar read to plan (keyOf). */
  now: ReadonlyMap<string, number>;
}

export interface PlannedValue {
  kind: 'category' | 'price';
  room_category_id: number;
  rate_plan_id: number | null;
  date: IsoDate;
  field: string;
  before: number | boolean | null;
  after: number | boolean | null;
}

/** A cell's version as the preview read it: the apply is refused (409) if any differs then. */
export type CellVersion = ConflictWire;

/** At most this many cells of each kind in one bulk change or import (its undo is one change set). */
export const PLAN_MAX_CELLS = 5000;
/** A bulk change or an import reads up to a year of the calendar. */
export const PLAN_MAX_DAYS = 366;
/** How many changed values the preview lists. */
const SAMPLE = 20;

export const keyOf = (cell: { kind: string; room_category_id: number; rate_plan_id: number | null; date: IsoDate }) =>
  cell.kind === 'category'
    ? `c|${categoryDayKey(cell.room_category_id, cell.date)}`
    : `p|${priceKey(cell.rate_plan_id!, cell.room_category_id, cell.date)}`;

/** Every cell's version in a calendar read, by keyOf. */
export function versionsNow(calendar: CalendarWire): Map<string, number> {
  const now = new Map<string, number>();
  for (const c of calendar.category_cells) now.set(keyOf({ kind: 'category', rate_plan_id: null, ...c }), c.version);
  for (const p of calendar.price_cells) now.set(keyOf({ kind: 'price', ...p }), p.version);
  return now;
}

/** The cells of a change set with their versions. */
export function versionsOf(changes: CalendarChangeSet): CellVersion[] {
  return [
    ...changes.categories.map((c) => ({
      kind: 'category' as const,
      room_category_id: c.room_category_id,
      rate_plan_id: null,
      date: c.date,
      version: c.version,
    })),
    ...changes.prices.map((p) => ({
      kind: 'price' as const,
      room_category_id: p.room_category_id,
      rate_plan_id: p.rate_plan_id,
      date: p.date,
      version: p.version,
    })),
  ];
}

/** The stored restrictions behind a category cell as the calendar shows it. */
export function storedOf(cell: CategoryCellWire): CategoryDayRules {
  const set = (field: string) => cell.overridden.includes(field);
  return {
    roomsToSell: set('rooms_to_sell') ? cell.rooms_to_sell : null,
    stopSell: cell.stop_sell,
    minStay: set('min_stay') ? cell.min_stay : null,
    maxStay: cell.max_stay,
    closedToArrival: cell.closed_to_arrival,
    closedToDeparture: cell.closed_to_departure,
  };
}

/** 422 when a plan has more cells than one change set takes. */
export function checkSize(changes: CalendarChangeSet, locale: Locale) {
  if (changes.categories.length > PLAN_MAX_CELLS || changes.prices.length > PLAN_MAX_CELLS)
    throw new HttpError(422, translate(bulkMessages.tooManyCells, locale, { cells: PLAN_MAX_CELLS }));
}

/** What the preview answers: how many cells change, the first values, and the versions read. */
export function previewOf(plan: PlannedChange, calendar: Pick<CalendarWire, 'categories' | 'rate_plans'>) {
  const categoryName = new Map(calendar.categories.map((c) => [c.id, c.name]));
  const planName = new Map(calendar.rate_plans.map((p) => [p.id, p.name]));
  return {
    cells: plan.changes.categories.length + plan.changes.prices.length,
    values: plan.rows.length,
    sample: plan.rows.slice(0, SAMPLE).map((row) => ({
      ...row,
      category: categoryName.get(row.room_category_id) ?? '',
      rate_plan: row.rate_plan_id === null ? null : (planName.get(row.rate_plan_id) ?? ''),
    })),
    versions: versionsOf(plan.changes),
  };
}

/**
 * Saves a plan made again at apply time, whole or not at all: if its cells or their versions are
 * not the preview's (a cell changed since, so the plan changed), 409 with those cells; else the
 * change set is saved with the preview's versions, which saveChanges checks again under its locks.
 */
export async function applyPlan(
  db: Db,
  actor: CalendarActor,
  plan: PlannedChange,
  previewed: CellVersion[],
  locale: Locale,
  log: ChangeLog,
  today: IsoDate = hotelToday(),
): Promise<SavedChangeSet> {
  const seen = new Map(previewed.map((cell) => [keyOf(cell), cell.version]));
  const conflicts: ConflictWire[] = [];
  for (const cell of versionsOf(plan.changes)) {
    const key = keyOf(cell);
    if (seen.get(key) !== cell.version) conflicts.push(cell);
    seen.delete(key);
  }
  // A previewed cell the plan no longer changes was changed since, too.
  for (const cell of previewed)
    if (seen.has(keyOf(cell))) conflicts.push({ ...cell, version: plan.now.get(keyOf(cell)) ?? cell.version });
  if (conflicts.length)
    throw new HttpError(409, bulkMessages.changedSincePreview, undefined, { conflicts: conflicts.slice(0, 100) });
  return saveChanges(db, actor, plan.changes, locale, today, log);
}

/** The seasons' first and last days: a bulk change or an import leaves other days alone. */
export const loadSeasons = (db: Db) =>
  db.select({ starts_on: seasons.startsOn, ends_on: seasons.endsOn }).from(seasons);
