import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { productAvailabilities, products, users } from '../../../server/db/schema';
import { DAY_SPA_SLUG, isDaySpaGap, isDaySpaSoldOut } from '../../../server/db/seed/daySpa';
import { addDays, hotelToday, type IsoDate } from '../../../domain/dates';

export const GUEST = { email: 'guest@terme.example', password: 'terme-guest-2026' };

export async function thermalDay(db: Db) {
  const [product] = await db.select().from(products).where(eq(products.slug, DAY_SPA_SLUG));
  return product;
}

/** The first date from `after` days on that has a seeded, free, default slot. */
export function openDay(after = 2): IsoDate {
  for (let day = addDays(hotelToday(), after); ; day = addDays(day, 1)) {
    if (!isDaySpaGap(day) && !isDaySpaSoldOut(day)) return day;
  }
}

export function gapDay(): IsoDate {
  for (let day = hotelToday(); ; day = addDays(day, 1)) if (isDaySpaGap(day)) return day;
}

/** The default (untitled) slot of a day. */
export async function defaultSlot(db: Db, date: IsoDate) {
  const product = await thermalDay(db);
  const [slot] = await db
    .select()
    .from(productAvailabilities)
    .where(and(eq(productAvailabilities.productId, product.id), eq(productAvailabilities.date, date), isNull(productAvailabilities.title)))
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
