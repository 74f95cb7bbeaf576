import { boolean, number, object } from 'yup';
import { addDays, nightsBetween, stayNights, type IsoDate } from './dates';
import type { Locale } from './locales';
import { fields } from './validation/fields';

/**
 * The rates-and-availability calendar (docs/product.md §12.12, decision 042): per-day overrides laid
 * over the pricing model. Pure, so the server decides with them inside its transaction, the guest
 * search applies them, and the tests read them from the product's words.
 */

/** The longest range the calendar reads or changes at once (two months and a bit). */
export const CALENDAR_MAX_DAYS = 62;

/** A room category's restrictions on one day, as stored: null or false means "as the model says". */
export interface CategoryDayRules {
  roomsToSell: number | null;
  stopSell: boolean;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

/** Every override of the calendar: restrictions by category and day, prices by rate plan, category and day. */
export interface CalendarRules {
  /** Key: categoryDayKey(category, day). */
  categoryDays: ReadonlyMap<string, CategoryDayRules>;
  /** The B&B price per adult and night (cents) replacing the model's; key: priceKey(plan, category, day). */
  prices: ReadonlyMap<string, number>;
}

export const categoryDayKey = (roomCategoryId: number, day: IsoDate) => `${roomCategoryId}|${day}`;
export const priceKey = (ratePlanId: number, roomCategoryId: number, day: IsoDate) =>
  `${ratePlanId}|${roomCategoryId}|${day}`;

/**
 * The price per adult and night the model gives a rate plan (the category's B&B price of the night,
 * weekday percent already applied, less the plan's own discount), rounded to the cent.
 */
export function planNightPrice(baseNightPrice: number, planDiscountPercent: number): number {
  return Math.round((baseNightPrice * (100 - planDiscountPercent)) / 100);
}

/** Why a category cannot be sold for a stay because of the calendar, or null when it can. */
export type StayRestriction =
  | { kind: 'stopSell'; day: IsoDate }
  | { kind: 'closedToArrival'; day: IsoDate }
  | { kind: 'closedToDeparture'; day: IsoDate }
  | { kind: 'minStay'; nights: number; from: IsoDate; to: IsoDate }
  | { kind: 'maxStay'; nights: number; from: IsoDate; to: IsoDate };

/**
 * The calendar's rules for a stay in one category (product.md §12.12): no night stop-sold; the
 * arrival day not closed to arrival, the departure day not closed to departure; the stay at least
 * the minimum and at most the maximum of its arrival day. A minimum or maximum refusal carries the
 * stay that would work (same arrival, the nights allowed).
 */
export function stayRestriction(
  rules: CalendarRules,
  roomCategoryId: number,
  from: IsoDate,
  to: IsoDate,
): StayRestriction | null {
  const day = (d: IsoDate) => rules.categoryDays.get(categoryDayKey(roomCategoryId, d));
  for (const night of stayNights(from, to)) if (day(night)?.stopSell) return { kind: 'stopSell', day: night };
  const arrival = day(from);
  if (arrival?.closedToArrival) return { kind: 'closedToArrival', day: from };
  if (day(to)?.closedToDeparture) return { kind: 'closedToDeparture', day: to };
  const nights = nightsBetween(from, to);
  if (arrival?.minStay && nights < arrival.minStay)
    return { kind: 'minStay', nights: arrival.minStay, from, to: addDays(from, arrival.minStay) };
  if (arrival?.maxStay && nights > arrival.maxStay)
    return { kind: 'maxStay', nights: arrival.maxStay, from, to: addDays(from, arrival.maxStay) };
  return null;
}

/**
 * The rooms a category may still sell for a stay: its free physical rooms, capped each night by
 * the rooms to sell less the rooms already taken that night.
 */
export function sellableRooms(
  rules: CalendarRules,
  roomCategoryId: number,
  nights: readonly IsoDate[],
  physicallyFree: number,
  takenOn: (night: IsoDate) => number,
): number {
  let free = physicallyFree;
  for (const night of nights) {
    const cap = rules.categoryDays.get(categoryDayKey(roomCategoryId, night))?.roomsToSell;
    if (cap !== null && cap !== undefined) free = Math.min(free, cap - takenOn(night));
  }
  return Math.max(0, free);
}

/** Whether the calendar caps the rooms of a category on any night of a stay (then the taken rooms are counted). */
export function capsRooms(rules: CalendarRules, roomCategoryId: number, nights: readonly IsoDate[]): boolean {
  return nights.some((night) => {
    const cap = rules.categoryDays.get(categoryDayKey(roomCategoryId, night))?.roomsToSell;
    return cap !== null && cap !== undefined;
  });
}

// ---- What staff send and read ----

/** The restrictions a change may set on a category's day; a field left out stays as it is, null goes back to the model. */
export interface CategoryCellChange {
  room_category_id: number;
  date: IsoDate;
  /** The version read: the save is refused (409) when the cell changed since. */
  version: number;
  rooms_to_sell?: number | null;
  stop_sell?: boolean;
  min_stay?: number | null;
  max_stay?: number | null;
  closed_to_arrival?: boolean;
  closed_to_departure?: boolean;
}

export interface PriceCellChange {
  rate_plan_id: number;
  room_category_id: number;
  date: IsoDate;
  version: number;
  /** Cents; null goes back to the model's price. */
  price: number | null;
}

export interface CalendarChangeSet {
  categories: CategoryCellChange[];
  prices: PriceCellChange[];
}

export const CATEGORY_FIELDS = [
  'rooms_to_sell',
  'stop_sell',
  'min_stay',
  'max_stay',
  'closed_to_arrival',
  'closed_to_departure',
] as const;

/** A stored category day after a change (fields left out keep their stored value). */
export function applyCategoryChange(stored: CategoryDayRules, change: CategoryCellChange): CategoryDayRules {
  const has = (field: (typeof CATEGORY_FIELDS)[number]) => change[field] !== undefined;
  return {
    roomsToSell: has('rooms_to_sell') ? (change.rooms_to_sell ?? null) : stored.roomsToSell,
    stopSell: has('stop_sell') ? Boolean(change.stop_sell) : stored.stopSell,
    minStay: has('min_stay') ? (change.min_stay ?? null) : stored.minStay,
    maxStay: has('max_stay') ? (change.max_stay ?? null) : stored.maxStay,
    closedToArrival: has('closed_to_arrival') ? Boolean(change.closed_to_arrival) : stored.closedToArrival,
    closedToDeparture: has('closed_to_departure') ? Boolean(change.closed_to_departure) : stored.closedToDeparture,
  };
}

/** The message keys of the calendar's refusals (translated by the server's messages). */
export type CalendarProblemKey =
  | 'priceNegative'
  | 'roomsNegative'
  | 'roomsAboveInService'
  | 'stayBelowOne'
  | 'minAboveMax'
  | 'dayOutsideSeason'
  | 'dayPast';

export interface CalendarProblem {
  /** The field of the change, e.g. `categories.3.min_stay` or `prices.0.price`. */
  field: string;
  key: CalendarProblemKey;
  params?: Record<string, string | number>;
}

/**
 * What is wrong with a category day's new rules (product.md §12.12): rooms to sell between 0 and
 * the rooms in service, stays of at least one night, the minimum not above the maximum.
 */
export function categoryDayProblems(day: CategoryDayRules, roomsInService: number, prefix: string): CalendarProblem[] {
  const problems: CalendarProblem[] = [];
  if (day.roomsToSell !== null && day.roomsToSell < 0)
    problems.push({ field: `${prefix}.rooms_to_sell`, key: 'roomsNegative' });
  else if (day.roomsToSell !== null && day.roomsToSell > roomsInService)
    problems.push({ field: `${prefix}.rooms_to_sell`, key: 'roomsAboveInService', params: { rooms: roomsInService } });
  if (day.minStay !== null && day.minStay < 1) problems.push({ field: `${prefix}.min_stay`, key: 'stayBelowOne' });
  if (day.maxStay !== null && day.maxStay < 1) problems.push({ field: `${prefix}.max_stay`, key: 'stayBelowOne' });
  else if (day.minStay !== null && day.maxStay !== null && day.minStay > day.maxStay)
    problems.push({ field: `${prefix}.min_stay`, key: 'minAboveMax', params: { max: day.maxStay } });
  return problems;
}

/** A day staff may change: not past, inside a season. */
export function dayProblem(
  day: IsoDate,
  today: IsoDate,
  seasons: readonly { starts_on: IsoDate; ends_on: IsoDate }[],
  field: string,
): CalendarProblem | null {
  if (day < today) return { field, key: 'dayPast' };
  if (!seasons.some((s) => s.starts_on <= day && day <= s.ends_on)) return { field, key: 'dayOutsideSeason' };
  return null;
}

// ---- The requests' schemas (the server validates with them; the screen sends these shapes) ----

const MAX_CHANGES = 5000;
const MAX_NIGHTS = 365;
const MAX_CENTS = 10_000_000;

/** The range a calendar read asks for: first and last day, both included. */
export function calendarRangeSchema(locale: Locale) {
  const f = fields(locale);
  return object({ from: f.isoDate('dateInvalid'), to: f.isoDate('dateInvalid') });
}

/** A change set as staff send it: category days and prices, each with the version read. */
export function calendarChangeSchema(locale: Locale) {
  const f = fields(locale);
  const whole = () => number().typeError(f.m('numberInvalid')).integer(f.m('numberInvalid'));
  const version = () => whole().min(0, f.m('numberInvalid')).required(f.m('numberInvalid'));
  const stay = () => whole().max(MAX_NIGHTS, f.m('numberInvalid')).nullable().optional();
  const maybeFlag = () => boolean().typeError(f.m('valueInvalid')).optional();
  return object({
    categories: f
      .listOf({
        room_category_id: f.id('valueInvalid'),
        date: f.isoDate('dateInvalid'),
        version: version(),
        rooms_to_sell: whole().max(10_000, f.m('numberInvalid')).nullable().optional(),
        stop_sell: maybeFlag(),
        min_stay: stay(),
        max_stay: stay(),
        closed_to_arrival: maybeFlag(),
        closed_to_departure: maybeFlag(),
      })
      .max(MAX_CHANGES, f.m('valueInvalid'))
      .default([]),
    prices: f
      .listOf({
        rate_plan_id: f.id('valueInvalid'),
        room_category_id: f.id('valueInvalid'),
        date: f.isoDate('dateInvalid'),
        version: version(),
        price: whole().max(MAX_CENTS, f.m('numberInvalid')).nullable().defined(f.m('numberInvalid')),
      })
      .max(MAX_CHANGES, f.m('valueInvalid'))
      .default([]),
  });
}

/**
 * The days no category can be arrived on (closed to arrival or stop-sold in every one): the guest's
 * date picker disables them as check-in days (product.md §12.12). Sorted.
 */
export function daysClosedToArrival(rules: CalendarRules, categoryIds: readonly number[]): IsoDate[] {
  if (categoryIds.length === 0) return [];
  const closedIn = new Map<IsoDate, number>();
  for (const [key, day] of rules.categoryDays) {
    if (!day.closedToArrival && !day.stopSell) continue;
    const [category, date] = key.split('|');
    if (categoryIds.includes(Number(category))) closedIn.set(date, (closedIn.get(date) ?? 0) + 1);
  }
  return [...closedIn]
    .filter(([, count]) => count === categoryIds.length)
    .map(([date]) => date)
    .sort();
}
