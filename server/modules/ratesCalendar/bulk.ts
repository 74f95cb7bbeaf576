import { array, boolean, mixed, number, object } from 'yup';
import type { Db } from '../../db/client';
import type { IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import {
  applyCategoryChange,
  categoryDayProblems,
  type CalendarChangeSet,
  type CategoryCellChange,
} from '../../../domain/ratesCalendar';
import { fields } from '../../../domain/validation/fields';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import { bulkMessages, calendarProblemMessages } from './messages';
import { checkSize, PLAN_MAX_DAYS, storedOf, versionsNow, type PlannedChange, type PlannedValue } from './plan';
import { readCalendar, type CalendarWire, type CategoryCellWire } from './read';

/** How a bulk change moves the price: set it, or raise / lower it by cents or by a percentage. */
export type PriceMode = 'set' | 'amount' | 'percent';

/** A bulk change as staff send it (docs/product.md §12.12 "Bulk change"). A field left out is not changed. */
export interface BulkChange {
  from: IsoDate;
  to: IsoDate;
  /** ISO weekdays, 1 Monday … 7 Sunday; empty: every day. */
  weekdays: number[];
  /** Empty: every category. */
  category_ids: number[];
  /** Empty: every active rate plan. */
  rate_plan_ids: number[];
  price?: { mode: PriceMode; value: number } | null;
  rooms_to_sell?: number | null;
  stop_sell?: boolean;
  min_stay?: number | null;
  max_stay?: number | null;
  closed_to_arrival?: boolean;
  closed_to_departure?: boolean;
}

const CATEGORY_SETTERS = [
  'rooms_to_sell',
  'stop_sell',
  'min_stay',
  'max_stay',
  'closed_to_arrival',
  'closed_to_departure',
] as const;

/** The bulk change's request schema. */
export function bulkChangeSchema(locale: Locale) {
  const f = fields(locale);
  const whole = () => number().typeError(f.m('numberInvalid')).integer(f.m('numberInvalid'));
  const maybeCount = (max: number) =>
    whole().min(0, f.m('numberInvalid')).max(max, f.m('numberInvalid')).nullable().optional();
  const ids = () => array().typeError(f.m('valueInvalid')).of(f.id('valueInvalid')).max(100).default([]);
  return object({
    from: f.isoDate('dateInvalid'),
    to: f.isoDate('dateInvalid'),
    weekdays: array()
      .typeError(f.m('valueInvalid'))
      .of(whole().min(1, f.m('valueInvalid')).max(7, f.m('valueInvalid')).required())
      .max(7)
      .default([]),
    category_ids: ids(),
    rate_plan_ids: ids(),
    price: object({
      mode: mixed<PriceMode>().oneOf(['set', 'amount', 'percent'], f.m('valueInvalid')).required(f.m('valueInvalid')),
      value: whole()
        .required(f.m('numberInvalid'))
        .min(-10_000_000, f.m('numberInvalid'))
        .max(10_000_000, f.m('numberInvalid'))
        .when('mode', {
          is: 'set',
          then: (s) => s.min(0, translate(calendarProblemMessages.priceNegative, locale)),
        })
        .when('mode', {
          is: 'percent',
          then: (s) => s.min(-100, f.m('numberInvalid')).max(1000, f.m('numberInvalid')),
        }),
    })
      .default(undefined)
      .nullable()
      .optional(),
    rooms_to_sell: maybeCount(10_000),
    stop_sell: boolean().typeError(f.m('valueInvalid')).optional(),
    min_stay: maybeCount(365),
    max_stay: maybeCount(365),
    closed_to_arrival: boolean().typeError(f.m('valueInvalid')).optional(),
    closed_to_departure: boolean().typeError(f.m('valueInvalid')).optional(),
  });
}

/** ISO weekday of a day, 1 Monday … 7 Sunday. */
const weekdayOf = (day: IsoDate) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** The price after a bulk change, rounded to the cent. */
export function movedPrice(price: number, change: { mode: PriceMode; value: number }): number {
  if (change.mode === 'set') return change.value;
  if (change.mode === 'amount') return price + change.value;
  return Math.round((price * (100 + change.value)) / 100);
}

/** Whether a category cell's shown value differs from what the bulk change sets. */
function differs(cell: CategoryCellWire, field: (typeof CATEGORY_SETTERS)[number], target: number | boolean | null) {
  if (target === null) return field === 'max_stay' ? cell.max_stay !== null : cell.overridden.includes(field);
  return cell[field] !== target;
}

/**
 * The change a bulk change makes to the calendar as it is now (docs/product.md §12.12): every
 * chosen category's day and plan's price in the range, on the chosen weekdays, whose value
 * differs from the one set; days past or in no season are left out. 422 when a resulting cell
 * breaks a rule (rooms above those in service, a minimum above the maximum, a negative price).
 */
export async function planBulk(
  db: Db,
  spec: BulkChange,
  locale: Locale,
  today: IsoDate,
  seasons: readonly { starts_on: IsoDate; ends_on: IsoDate }[],
): Promise<{ plan: PlannedChange; calendar: CalendarWire }> {
  const setters = CATEGORY_SETTERS.filter((field) => spec[field] !== undefined);
  if (!setters.length && !spec.price) throw new HttpError(422, bulkMessages.nothingToChange);
  const calendar = await readCalendar(
    db,
    spec,
    locale,
    { prices: Boolean(spec.price), availability: setters.length > 0 },
    PLAN_MAX_DAYS,
  );
  const chosen = (list: number[], id: number) => list.length === 0 || list.includes(id);
  const open = (day: IsoDate) =>
    day >= today &&
    (spec.weekdays.length === 0 || spec.weekdays.includes(weekdayOf(day))) &&
    seasons.some((s) => s.starts_on <= day && day <= s.ends_on);
  const changes: CalendarChangeSet = { categories: [], prices: [] };
  const rows: PlannedValue[] = [];
  const errors: Record<string, string[]> = {};
  const refuse = (field: string, text: string) => (errors[field] ??= [text]);
  const categoryName = new Map(calendar.categories.map((c) => [c.id, c.name]));

  for (const cell of calendar.category_cells) {
    if (!chosen(spec.category_ids, cell.room_category_id) || !open(cell.date)) continue;
    const change: CategoryCellChange = {
      room_category_id: cell.room_category_id,
      date: cell.date,
      version: cell.version,
    };
    for (const field of setters) {
      const target = spec[field]!;
      if (!differs(cell, field, target)) continue;
      Object.assign(change, { [field]: target });
      rows.push({
        kind: 'category',
        room_category_id: cell.room_category_id,
        rate_plan_id: null,
        date: cell.date,
        field,
        before: cell[field],
        after: target,
      });
    }
    if (Object.keys(change).length === 3) continue;
    const after = applyCategoryChange(storedOf(cell), change);
    for (const problem of categoryDayProblems(after, cell.rooms_in_service, 'cell')) {
      const where = `${cell.date} · ${categoryName.get(cell.room_category_id)}: `;
      refuse(
        problem.field.slice('cell.'.length),
        where + translate(calendarProblemMessages[problem.key], locale, problem.params),
      );
    }
    changes.categories.push(change);
  }
  if (spec.price)
    for (const cell of calendar.price_cells) {
      if (cell.price === null || !open(cell.date)) continue;
      if (!chosen(spec.category_ids, cell.room_category_id) || !chosen(spec.rate_plan_ids, cell.rate_plan_id)) continue;
      const price = movedPrice(cell.price, spec.price);
      if (price === cell.price) continue;
      if (price < 0) refuse('price.value', translate(bulkMessages.priceNegativeOn, locale, { day: cell.date }));
      changes.prices.push({
        rate_plan_id: cell.rate_plan_id,
        room_category_id: cell.room_category_id,
        date: cell.date,
        version: cell.version,
        price,
      });
      rows.push({
        kind: 'price',
        room_category_id: cell.room_category_id,
        rate_plan_id: cell.rate_plan_id,
        date: cell.date,
        field: 'price',
        before: cell.price,
        after: price,
      });
    }
  if (Object.keys(errors).length) throw new HttpError(422, Object.values(errors)[0][0], errors);
  checkSize(changes, locale);
  return { plan: { changes, rows, now: versionsNow(calendar) }, calendar };
}

/** The staff log's summary of a bulk change: what it set, where. */
export function bulkSummary(spec: BulkChange): Record<string, string> {
  const summary: Record<string, string> = { from: spec.from, to: spec.to };
  if (spec.weekdays.length) summary.weekdays = spec.weekdays.join(',');
  if (spec.category_ids.length) summary.categories = spec.category_ids.join(',');
  if (spec.rate_plan_ids.length) summary.rate_plans = spec.rate_plan_ids.join(',');
  if (spec.price) summary.price = `${spec.price.mode} ${spec.price.value}`;
  for (const field of CATEGORY_SETTERS)
    if (spec[field] !== undefined) summary[field] = spec[field] === null ? 'model' : String(spec[field]);
  return summary;
}
