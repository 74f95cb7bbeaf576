import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import {
  categoryNightPrices,
  roomCategories,
  roomNights,
  roomReservations,
  rooms,
  seasonPeriods,
  users,
} from '../../../server/db/schema';
import { loadStayRules } from '../../../server/modules/booking/seasonRules';
import { addDays, type IsoDate } from '../../../domain/dates';
import { isDateDisabled } from '../../../domain/season';
import { isoWeekday } from '../../../domain/pricing';
import type { TestClient } from '../support/testApp';

export const GUEST = { email: 'guest@terme.example', password: 'terme-guest-2026' };
export const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
export const CARDS = {
  ok: '4242424242424242',
  authenticate: '4000002500003155',
  insufficientFunds: '4000000000009995',
  declined: '4000000000000002',
};

export interface Stay {
  from: IsoDate;
  to: IsoDate;
}

/** Bookable days in a row that `bookableStay` looks for before it counts `after`: room for every test's stays. */
const OPEN_RUN_DAYS = 30;

/**
 * The first stay of `nights` nights, starting at least `after` days after the first day the
 * calendar opens for a month in a row (today in season; the next season's first day in the
 * last week of a season or in the winter closure), that the season rules allow and that passes
 * `accept` (e.g. "weekdays only"). Tests keep their stays apart by `after` on every day of the
 * year: counted from today, every stay of the closure would fall on the same first of March.
 */
export async function bookableStay(
  db: Db,
  nights: number,
  after = 1,
  accept: (nights: IsoDate[]) => boolean = () => true,
): Promise<Stay> {
  const { season, closedDates, today } = await loadStayRules(db);
  const open = (day: IsoDate) => !isDateDisabled(day, season, closedDates, today);
  const runFrom = (day: IsoDate) => Array.from({ length: OPEN_RUN_DAYS }, (_, i) => addDays(day, i)).every(open);
  let start = today;
  for (let offset = 0; offset < 800; offset++) {
    if (runFrom(addDays(today, offset))) {
      start = addDays(today, offset);
      break;
    }
  }
  for (let offset = after; offset < 800; offset++) {
    const from = addDays(start, offset);
    const days = Array.from({ length: nights + 1 }, (_, i) => addDays(from, i));
    if (!days.every(open)) continue;
    if (accept(days.slice(0, -1))) return { from, to: days[nights] };
  }
  throw new Error(`no bookable stay of ${nights} nights`);
}

/**
 * The last stay of `nights` nights that the season rules allow: as far as can be from the stays
 * `bookableStay` finds, for a test that fills rooms without touching its neighbours' dates. A fixed
 * offset from today fails when the season ends sooner (from late November the bookable season is
 * the running one, which ends on 6 January).
 */
export async function lastBookableStay(db: Db, nights: number): Promise<Stay> {
  const { season, closedDates, today } = await loadStayRules(db);
  for (let offset = 800; offset >= 1; offset--) {
    const from = addDays(today, offset);
    const days = Array.from({ length: nights + 1 }, (_, i) => addDays(from, i));
    if (!days.some((day) => isDateDisabled(day, season, closedDates, today))) return { from, to: days[nights] };
  }
  throw new Error(`no bookable stay of ${nights} nights`);
}

/** Only Sunday to Thursday nights: no weekday surcharge. */
export const weekdayNights = (nights: IsoDate[]) =>
  nights.every((night) => isoWeekday(night) <= 4 || isoWeekday(night) === 7);

export async function categoryBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(roomCategories).where(eq(roomCategories.slug, slug));
  return row;
}

/** The seeded adult B&B price of a category on a night (period price, before weekday percent). */
export async function seededAdultPrice(db: Db, categoryId: number, night: IsoDate): Promise<number> {
  const rows = await db
    .select({ price: categoryNightPrices.adultPrice, startsOn: seasonPeriods.startsOn })
    .from(categoryNightPrices)
    .innerJoin(seasonPeriods, eq(seasonPeriods.id, categoryNightPrices.seasonPeriodId))
    .where(
      and(
        eq(categoryNightPrices.roomCategoryId, categoryId),
        lte(seasonPeriods.startsOn, night),
        gte(seasonPeriods.endsOn, night),
      ),
    );
  rows.sort((a, b) => (a.startsOn < b.startsOn ? 1 : -1));
  return rows[0].price;
}

export async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/**
 * Fills every room of a category but `leave` for the stay, with a confirmed reservation of another
 * guest, or with a pending hold that expires at `holdUntil` when given.
 */
export async function occupyCategory(db: Db, slug: string, stay: Stay, leave = 0, holdUntil?: Date) {
  const category = await categoryBySlug(db, slug);
  const all = await db.select().from(rooms).where(eq(rooms.roomCategoryId, category.id));
  const admin = await userByEmail(db, ADMIN.email);
  const now = new Date();
  const [reservation] = await db
    .insert(roomReservations)
    .values({
      userId: admin.id,
      status: holdUntil ? 'pending' : 'confirmed',
      fromDate: stay.from,
      toDate: stay.to,
      locale: 'it',
      subtotal: 0,
      total: 0,
      deposit: 0,
      cityTax: 0,
      holdExpiresAt: holdUntil ?? now,
      cancellationPolicyConsentAt: now,
      cityTaxPolicyConsentAt: now,
    })
    .returning();
  const nights: IsoDate[] = [];
  for (let night = stay.from; night < stay.to; night = addDays(night, 1)) nights.push(night);
  const taken = all.slice(0, Math.max(0, all.length - leave));
  if (taken.length)
    await db
      .insert(roomNights)
      .values(
        taken.flatMap((room) => nights.map((night) => ({ roomId: room.id, night, reservationId: reservation.id }))),
      );
  return { category, reservation, freeRooms: all.length - taken.length };
}

export interface RoomOccupancy {
  adults: number;
  children?: number;
  children_ages?: number[];
}

export function ratesBody(stay: Stay, rooms: RoomOccupancy[], extra: Record<string, unknown> = {}) {
  return {
    from_date: stay.from,
    to_date: stay.to,
    locale: 'en',
    rooms: rooms.map((r) => ({ adults: r.adults, children: r.children ?? 0, children_ages: r.children_ages ?? [] })),
    ...extra,
  };
}

export interface RatesEntry {
  room_category: { id: number; name: string; available_rooms_count: number; min_adults: number; max_adults: number };
  rates: {
    name: string;
    refundable: boolean;
    rate_variations: {
      id: number;
      name: string;
      rate_name: string;
      full_name: string;
      total: number;
      adult_total: number;
      children_total: number;
      children: { age: number; band: string; total: number }[];
    }[];
  }[];
}

/** A sandbox card payment method, as the SPA's card field makes one. */
export async function paymentMethod(client: TestClient, number: string): Promise<string> {
  const response = await client.post('/api/sandbox/payment-methods', {
    number,
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
  });
  if (response.statusCode !== 200) throw new Error(`payment method: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}
