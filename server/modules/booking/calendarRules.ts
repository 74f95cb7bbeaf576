import { and, gte, inArray, lt, lte, or, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { calendarCategoryDays, calendarRateDays, roomNights, roomReservations, rooms } from '../../db/schema';
import { formatDate, stayNights, type IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import {
  capsRooms,
  categoryDayKey,
  priceKey,
  sellableRooms,
  stayRestriction,
  type CalendarRules,
  type CategoryDayRules,
  type StayRestriction,
} from '../../../domain/ratesCalendar';
import { HttpError, fieldError } from '../../http/errors';
import { fitsCategory } from '../../../domain/roomRates';
import { translate } from '../../http/messages';
import { stayRestrictionMessages } from '../ratesCalendar/messages';
import { bookingMessages } from './messages';

type CategoryDayRow = typeof calendarCategoryDays.$inferSelect;

const restrictions = (row: CategoryDayRow): CategoryDayRules => ({
  roomsToSell: row.roomsToSell,
  stopSell: row.stopSell,
  minStay: row.minStay,
  maxStay: row.maxStay,
  closedToArrival: row.closedToArrival,
  closedToDeparture: row.closedToDeparture,
});

/** The calendar's overrides from `since` on (docs/product.md §12.12), as the guest side applies them. */
export async function loadCalendarRules(db: Db | Tx, since: IsoDate, until?: IsoDate): Promise<CalendarRules> {
  const [days, prices] = await Promise.all([
    db
      .select()
      .from(calendarCategoryDays)
      .where(and(gte(calendarCategoryDays.day, since), until ? lte(calendarCategoryDays.day, until) : undefined)),
    db
      .select()
      .from(calendarRateDays)
      .where(and(gte(calendarRateDays.day, since), until ? lte(calendarRateDays.day, until) : undefined)),
  ]);
  return {
    categoryDays: new Map(days.map((row) => [categoryDayKey(row.roomCategoryId, row.day), restrictions(row)])),
    prices: new Map(
      prices.flatMap((row) =>
        row.price === null ? [] : [[priceKey(row.ratePlanId, row.roomCategoryId, row.day), row.price] as const],
      ),
    ),
  };
}

/** A restriction said to the guest, with the stay that would work. */
export function restrictionText(restriction: StayRestriction, locale: Locale): string {
  const day = (iso: IsoDate) => formatDate(iso, locale);
  switch (restriction.kind) {
    case 'minStay':
    case 'maxStay':
      return translate(stayRestrictionMessages[restriction.kind], locale, {
        day: day(restriction.from),
        nights: restriction.nights,
        from: day(restriction.from),
        to: day(restriction.to),
      });
    default:
      return translate(stayRestrictionMessages[restriction.kind], locale, { day: day(restriction.day) });
  }
}

/**
 * Rooms of each category taken on each night of [from, to), by a confirmed reservation or a hold
 * that still runs (the stock's own rule, inventory.ts). Key: categoryDayKey.
 */
async function takenPerNight(db: Db | Tx, categoryIds: number[], from: IsoDate, to: IsoDate) {
  const rows = await db
    .select({
      categoryId: rooms.roomCategoryId,
      night: roomNights.night,
      taken: sql<number>`count(*)::int`,
    })
    .from(roomNights)
    .innerJoin(rooms, eq(rooms.id, roomNights.roomId))
    .innerJoin(roomReservations, eq(roomReservations.id, roomNights.reservationId))
    .where(
      and(
        inArray(rooms.roomCategoryId, categoryIds),
        gte(roomNights.night, from),
        lt(roomNights.night, to),
        or(
          eq(roomReservations.status, 'confirmed'),
          and(eq(roomReservations.status, 'pending'), sql`${roomReservations.holdExpiresAt} > now()`),
        ),
      ),
    )
    .groupBy(rooms.roomCategoryId, roomNights.night);
  const taken = new Map(rows.map((row) => [categoryDayKey(row.categoryId, row.night), row.taken]));
  return (categoryId: number, night: IsoDate) => taken.get(categoryDayKey(categoryId, night)) ?? 0;
}

/**
 * The search's categories as the calendar lets them be sold (product.md §12.12): a category with a
 * restriction on the stay offers no room; rooms to sell cap the free rooms night by night. When
 * the restrictions leave no category at all, the search is refused on the departure with the
 * reason and the stay that would work (a stop-sell alone is just "nothing free").
 */
export async function categoriesOnSale<
  C extends { id: number; free: number; minAdults: number; maxAdults: number; maxChildren?: number },
>(
  db: Db,
  rules: CalendarRules | undefined,
  categories: C[],
  stay: { from: IsoDate; to: IsoDate; rooms: { adults: number; children: number }[] },
  locale: Locale,
): Promise<C[]> {
  if (!rules || (rules.categoryDays.size === 0 && rules.prices.size === 0)) return categories;
  const nights = stayNights(stay.from, stay.to);
  const found = categories.map((category) => stayRestriction(rules, category.id, stay.from, stay.to));
  // Only the categories the search's people fit count for the refusal (a single's minimum speaks to one adult).
  const fitting = categories
    .map((category, i) => ({ category, restriction: found[i] }))
    .filter(({ category }) =>
      stay.rooms.some((room) =>
        fitsCategory(
          { min_adults: category.minAdults, max_adults: category.maxAdults, max_children: category.maxChildren },
          room.adults,
          room.children,
        ),
      ),
    );
  if (fitting.length > 0 && fitting.every((f) => f.restriction)) {
    const told = fitting.find((f) => f.restriction && f.restriction.kind !== 'stopSell')?.restriction;
    if (told) throw fieldError('to_date', restrictionText(told, locale), locale);
  }
  const capped = categories.filter((c, i) => !found[i] && capsRooms(rules, c.id, nights)).map((c) => c.id);
  const taken = capped.length ? await takenPerNight(db, capped, stay.from, stay.to) : () => 0;
  return categories.map((category, i) => {
    if (found[i]) return { ...category, free: 0 };
    if (!capped.includes(category.id)) return category;
    const free = sellableRooms(rules, category.id, nights, category.free, (night) => taken(category.id, night));
    return { ...category, free };
  });
}

/**
 * Inside a hold's transaction, after its categories' rooms are locked: the calendar as it is now
 * refuses a restricted stay (422 with the reason) and caps the rooms (409 sold out, before any
 * charge), the same rules as the search (product.md §12.12).
 */
export async function checkCalendarLocked(
  tx: Tx,
  stay: { from: IsoDate; to: IsoDate; rooms: { roomCategoryId: number; categoryName: Record<Locale, string> }[] },
  locale: Locale,
) {
  const rules = await loadCalendarRules(tx, stay.from, stay.to);
  if (rules.categoryDays.size === 0) return;
  const nights = stayNights(stay.from, stay.to);
  const ids = [...new Set(stay.rooms.map((room) => room.roomCategoryId))];
  for (const id of ids) {
    const restriction = stayRestriction(rules, id, stay.from, stay.to);
    if (restriction) throw fieldError('to_date', restrictionText(restriction, locale), locale);
  }
  const capped = ids.filter((id) => capsRooms(rules, id, nights));
  if (!capped.length) return;
  const taken = await takenPerNight(tx, capped, stay.from, stay.to);
  for (const id of capped) {
    const wanted = stay.rooms.filter((room) => room.roomCategoryId === id);
    if (sellableRooms(rules, id, nights, wanted.length, (night) => taken(id, night)) < wanted.length)
      throw new HttpError(
        409,
        translate(bookingMessages.soldOut, locale, { category: wanted[0].categoryName[locale] }),
      );
  }
}
