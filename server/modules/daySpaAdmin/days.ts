// The day spa's calendar for staff (docs/product.md §12.16): days with their slots, closing and opening a day.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import { weekdayOf, type SpaDayWire } from '../../../domain/daySpaAdmin';
import type { Db } from '../../db/client';
import { daySpaClosedDays, productAvailabilities, productReservations } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { expireStaleHolds } from '../daySpa/reservations';
import { logChange, refuse, reservationsOf, slotWire, spaMessageAll, spaProduct, type SpaActor } from './shared';

/** Places taken (`booked`) less those of abandoned holds, which the next booking gives back (as the guest side counts). */
const soldSql = sql<number>`${productAvailabilities.booked} - (select coalesce(sum(${productReservations.people}), 0)::int
  from ${productReservations} where ${productReservations.productAvailabilityId} = ${productAvailabilities.id}
  and ${productReservations.status} = 'pending' and ${productReservations.holdExpiresAt} < now())`;

/**
 * Every day from `from` to `to` with its slots (capacity, sold, price) and whether it is closed
 * (docs/product.md §12.16). `sold` counts paid reservations and holds still running.
 */
export async function listSpaDays(db: Db, productId: number, from: IsoDate, to: IsoDate): Promise<SpaDayWire[]> {
  await spaProduct(db, productId);
  const [slots, closed] = await Promise.all([
    db
      .select({ slot: productAvailabilities, sold: soldSql })
      .from(productAvailabilities)
      .where(
        and(
          eq(productAvailabilities.productId, productId),
          gte(productAvailabilities.date, from),
          lte(productAvailabilities.date, to),
        ),
      )
      .orderBy(asc(productAvailabilities.date), asc(productAvailabilities.startsAt), asc(productAvailabilities.id)),
    db
      .select({ date: daySpaClosedDays.date })
      .from(daySpaClosedDays)
      .where(
        and(
          eq(daySpaClosedDays.productId, productId),
          gte(daySpaClosedDays.date, from),
          lte(daySpaClosedDays.date, to),
        ),
      ),
  ]);
  const closedDays = new Set(closed.map((c) => c.date));
  const days: SpaDayWire[] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    days.push({ date: day, weekday: weekdayOf(day), closed: closedDays.has(day), slots: [] });
  const byDate = new Map(days.map((d) => [d.date, d]));
  for (const { slot, sold } of slots) byDate.get(slot.date)?.slots.push(slotWire(slot, sold));
  return days;
}

/**
 * Closes a day of a product (docs/product.md §12.16): its slots stay but sell nothing. Its slots
 * are locked first, so a booking in flight either ends before (and the day is refused, with the
 * reservation listed) or waits and then finds the day closed.
 */
export async function closeSpaDay(
  db: Db,
  actor: SpaActor,
  productId: number,
  date: IsoDate,
  locale: Locale,
): Promise<void> {
  await db.transaction(async (tx) => {
    await spaProduct(tx, productId);
    const slots = await tx
      .select({ id: productAvailabilities.id })
      .from(productAvailabilities)
      .where(and(eq(productAvailabilities.productId, productId), eq(productAvailabilities.date, date)))
      .orderBy(asc(productAvailabilities.id))
      .for('update');
    for (const slot of slots) await expireStaleHolds(tx, slot.id);
    const reservations = await reservationsOf(
      tx,
      slots.map((s) => s.id),
    );
    if (reservations.length) refuse('date', locale, 'dayHasReservations', undefined, { reservations });
    const [row] = await tx.insert(daySpaClosedDays).values({ productId, date }).onConflictDoNothing().returning();
    if (!row) refuse('date', locale, 'dayClosedAlready');
    await logChange(
      tx,
      actor,
      'day_spa.day.close',
      { product_id: productId, date },
      { closed: 'no' },
      { closed: 'yes' },
    );
  });
}

/** Opens a closed day again: its slots sell at once. */
export async function openSpaDay(db: Db, actor: SpaActor, productId: number, date: IsoDate): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(daySpaClosedDays)
      .where(and(eq(daySpaClosedDays.productId, productId), eq(daySpaClosedDays.date, date)))
      .returning();
    if (!row) throw new HttpError(404, spaMessageAll('dayNotClosed'));
    await logChange(
      tx,
      actor,
      'day_spa.day.open',
      { product_id: productId, date },
      { closed: 'yes' },
      { closed: 'no' },
    );
  });
}
