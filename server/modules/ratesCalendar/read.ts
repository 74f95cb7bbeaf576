// The rates calendar read (docs/product.md §12.12): each category's day and each plan's price,
// what the calendar stores or, where it stores nothing, what the pricing model gives.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarCategoryDays, calendarRateDays, ratePlans, roomCategories, type Localized } from '../../db/schema';
import { addDays, nightsBetween, type IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import { adultNightPrices } from '../../../domain/pricing';
import {
  CALENDAR_MAX_DAYS,
  categoryDayKey,
  planNightPrice,
  priceKey,
  type CategoryDayRules,
} from '../../../domain/ratesCalendar';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import { loadPricingCatalog } from '../booking/pricingModel';
import { roomsInService } from '../booking/roomsInService';
import { calendarMessages } from './messages';

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
