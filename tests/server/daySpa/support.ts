import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { productAvailabilities, products, users } from '../../../server/db/schema';
import { DAY_SPA_SLUG, demoSlotDays, isDaySpaGap, isDaySpaClosedDay } from '../../../server/db/seed/daySpa';
import { hotelSeasons } from '../../../server/db/seed/seasons';
import { clockNow } from '../../../domain/clock';
import { hotelToday, type IsoDate } from '../../../domain/dates';

export const GUEST = { email: 'guest@terme.example', password: 'terme-guest-2026' };

export async function thermalDay(db: Db) {
  const [product] = await db.select().from(products).where(eq(products.slug, DAY_SPA_SLUG));
  return product;
}

/**
 * The days the demo seed gave slots (server/db/seed/daySpa.ts, the same rule): the seasons' days
 * from the hotel's today to two months ahead; none in the winter closure, a handful in a
 * season's last week (6 January, then the next season's first days).
 */
export function seededSlotDays(): IsoDate[] {
  const seasons = hotelSeasons(clockNow()).map((season) => ({ start: season.startsOn, end: season.endsOn }));
  return demoSlotDays(hotelToday(), seasons);
}

/**
 * The seeded days whose default slot is free: no gap day, no closed day, and not today, whose
 * sales end at 17:30 (product.md §3.2): a test run after that hour would find it closed.
 */
export const freeSlotDays = (): IsoDate[] =>
  seededSlotDays().filter((day) => day > hotelToday() && !isDaySpaGap(day) && !isDaySpaClosedDay(day));

/**
 * The `after`-th seeded day with a free default slot (from 0: tomorrow in season, 1 March in the
 * closure). Tests that want a day each ask for 0, 1, 2…; where the window holds fewer days (a
 * season's last week) the count wraps round, and such tests set their slot's capacity themselves.
 */
export function openDay(after = 2): IsoDate {
  const days = freeSlotDays();
  if (days.length === 0) throw new Error(`no seeded day-spa day from ${hotelToday()}`);
  return days[after % days.length];
}

/** The default (untitled) slot of a day. */
export async function defaultSlot(db: Db, date: IsoDate) {
  const product = await thermalDay(db);
  const [slot] = await db
    .select()
    .from(productAvailabilities)
    .where(
      and(
        eq(productAvailabilities.productId, product.id),
        eq(productAvailabilities.date, date),
        isNull(productAvailabilities.title),
      ),
    )
    .orderBy(asc(productAvailabilities.id));
  return slot;
}

export async function setSlot(db: Db, id: number, patch: { capacity?: number; booked?: number; salePrice?: number }) {
  await db.update(productAvailabilities).set(patch).where(eq(productAvailabilities.id, id));
}

export async function slotById(db: Db, id: number) {
  const [slot] = await db.select().from(productAvailabilities).where(eq(productAvailabilities.id, id));
  return slot;
}

export async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function setUser(db: Db, email: string, patch: { bonusTermeCredit?: number; discountPercent?: number }) {
  await db.update(users).set(patch).where(eq(users.email, email));
}
