// The day spa's slots for staff (docs/product.md §12.16): adding them over days, changing or
// removing one under its lock, changing prices in bulk.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import {
  capacityFits,
  changedPrice,
  daysOf,
  hhmm,
  priceChangeEffect,
  SPA_LIMITS,
  type SpaSlotWire,
} from '../../../domain/daySpaAdmin';
import { formatMoney } from '../../../domain/money';
import type { SpaNewSlotsValues, SpaPriceChangeValues, SpaSlotValues } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { productAvailabilities, productReservations } from '../../db/schema';
import {
  isUniqueViolation,
  lockedSlot,
  logChange,
  refuse,
  reservationsOf,
  slotWire,
  spaProduct,
  type SlotRow,
  type SpaActor,
} from './shared';

/** 422 next to the title: the day already has a slot of this title, or its untitled whole-day slot. */
const refuseTaken = (title: string | null, day: string, locale: Locale): never =>
  refuse('title', locale, title === null ? 'wholeDaySlotExists' : 'slotExists', {
    day: day ? formatDate(day, locale, 'DD MMM YYYY') : '',
  });

/**
 * New slots (docs/product.md §12.16): the same title (empty: the whole-day slot), hours, places
 * and price on every chosen weekday from one day to another, all or none; refused next to the
 * title when a day already has a slot of that title. The unique constraint (nulls not distinct)
 * decides a race between two colleagues.
 */
export async function addSpaSlots(
  db: Db,
  actor: SpaActor,
  productId: number,
  values: SpaNewSlotsValues,
  locale: Locale,
): Promise<{ days: number }> {
  const days = daysOf(values.from, values.to, values.weekdays);
  const title = values.title || null;
  return db.transaction(async (tx) => {
    await spaProduct(tx, productId);
    const [taken] = await tx
      .select({ date: productAvailabilities.date })
      .from(productAvailabilities)
      .where(
        and(
          eq(productAvailabilities.productId, productId),
          inArray(productAvailabilities.date, days),
          title === null ? isNull(productAvailabilities.title) : eq(productAvailabilities.title, title),
        ),
      )
      .orderBy(asc(productAvailabilities.date))
      .limit(1);
    if (taken) refuseTaken(title, taken.date, locale);
    const rows = days.map((date) => ({
      productId,
      date,
      title,
      startsAt: values.starts_at,
      endsAt: values.ends_at,
      capacity: values.capacity,
      salePrice: values.price,
    }));
    try {
      await tx.insert(productAvailabilities).values(rows);
    } catch (error) {
      // A colleague added the same title on one of these days meanwhile.
      if (isUniqueViolation(error)) refuseTaken(title, days[0], locale);
      throw error;
    }
    const after = {
      from: values.from,
      to: values.to,
      weekdays: values.weekdays.join(','),
      days: days.length,
      title: values.title,
      hours: `${values.starts_at}-${values.ends_at}`,
      capacity: values.capacity,
      price: values.price,
    };
    await logChange(tx, actor, 'day_spa.slots.add', { product_id: productId, days: days.length }, null, after);
    return { days: days.length };
  });
}

const slotLog = (slot: SlotRow) => ({
  date: slot.date,
  title: slot.title,
  hours: `${hhmm(slot.startsAt)}-${hhmm(slot.endsAt)}`,
  capacity: slot.capacity,
  price: slot.salePrice,
});

/**
 * A slot's new title, hours, places or price (docs/product.md §12.16), decided under the slot's
 * lock: places never below what is sold (refused with the reservations concerned).
 */
export async function updateSpaSlot(
  db: Db,
  actor: SpaActor,
  slotId: number,
  values: SpaSlotValues,
  locale: Locale,
): Promise<SpaSlotWire> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockedSlot(tx, slotId);
      const title = values.title || null;
      if (title !== before.title) {
        const [same] = await tx
          .select({ id: productAvailabilities.id })
          .from(productAvailabilities)
          .where(
            and(
              eq(productAvailabilities.productId, before.productId),
              eq(productAvailabilities.date, before.date),
              title === null ? isNull(productAvailabilities.title) : eq(productAvailabilities.title, title),
            ),
          );
        if (same) refuseTaken(title, before.date, locale);
      }
      if (!capacityFits(values.capacity, before.booked)) {
        const reservations = await reservationsOf(tx, [slotId]);
        refuse('capacity', locale, 'capacityUnderSold', { sold: before.booked }, { reservations });
      }
      const [row] = await tx
        .update(productAvailabilities)
        .set({
          title,
          startsAt: values.starts_at,
          endsAt: values.ends_at,
          capacity: values.capacity,
          salePrice: values.price,
        })
        .where(eq(productAvailabilities.id, slotId))
        .returning();
      await logChange(
        tx,
        actor,
        'day_spa.slot.update',
        { product_id: row.productId, slot_id: slotId, date: row.date },
        slotLog(before),
        slotLog(row),
      );
      return slotWire(row, row.booked);
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuseTaken(values.title || null, '', locale);
    throw error;
  }
}

/**
 * Removes a slot no reservation has ever taken (docs/product.md §12.16): one that guests booked
 * stays, as part of their reservations' record; the refusal lists those that hold places now.
 */
export async function removeSpaSlot(db: Db, actor: SpaActor, slotId: number, locale: Locale): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedSlot(tx, slotId);
    const [any] = await tx
      .select({ id: productReservations.id })
      .from(productReservations)
      .where(eq(productReservations.productAvailabilityId, slotId))
      .limit(1);
    if (any)
      refuse('slot', locale, 'slotHasReservations', undefined, { reservations: await reservationsOf(tx, [slotId]) });
    await tx.delete(productAvailabilities).where(eq(productAvailabilities.id, slotId));
    await logChange(
      tx,
      actor,
      'day_spa.slot.remove',
      { product_id: before.productId, slot_id: slotId, date: before.date },
      slotLog(before),
      null,
    );
  });
}

/**
 * A bulk price change over days (docs/product.md §12.16): every slot of the chosen weekdays from
 * one day to another set to a price or raised/lowered by an amount, all or none, under the slots'
 * locks (a booking in flight keeps the price it locked). `preview` counts without saving.
 */
export async function changeSpaPrices(
  db: Db,
  actor: SpaActor,
  productId: number,
  values: SpaPriceChangeValues,
  locale: Locale,
): Promise<{ days: number; slots: number; saved: boolean }> {
  const days = daysOf(values.from, values.to, values.weekdays);
  return db.transaction(async (tx) => {
    await spaProduct(tx, productId);
    const slots = await tx
      .select()
      .from(productAvailabilities)
      .where(and(eq(productAvailabilities.productId, productId), inArray(productAvailabilities.date, days)))
      .orderBy(asc(productAvailabilities.id))
      .for('update');
    const effect = priceChangeEffect(
      slots.map((s) => ({ date: s.date, price: s.salePrice })),
      values.mode,
      values.amount,
    );
    if (effect.belowZero) refuse('amount', locale, 'priceBelowZero');
    if (effect.tooHigh)
      refuse('amount', locale, 'priceTooHigh', { max: formatMoney(SPA_LIMITS.maxPriceCents, locale) });
    if (values.preview || effect.slots === 0) return { days: effect.days, slots: effect.slots, saved: false };
    const changed = slots.filter((s) => changedPrice(s.salePrice, values.mode, values.amount) !== s.salePrice);
    const ids = changed.map((s) => s.id);
    const price =
      values.mode === 'set'
        ? sql`${values.amount}::int`
        : values.mode === 'raise'
          ? sql`${productAvailabilities.salePrice} + ${values.amount}::int`
          : sql`${productAvailabilities.salePrice} - ${values.amount}::int`;
    await tx.update(productAvailabilities).set({ salePrice: price }).where(inArray(productAvailabilities.id, ids));
    await logChange(
      tx,
      actor,
      'day_spa.prices',
      { product_id: productId, from: values.from, to: values.to, days: effect.days },
      { prices: changed.map((s) => `${s.date} ${s.title ?? ''} ${s.salePrice}`.replace(/ {2}/, ' ')).join('; ') },
      { weekdays: values.weekdays.join(','), mode: values.mode, amount: values.amount, slots: effect.slots },
    );
    return { days: effect.days, slots: effect.slots, saved: true };
  });
}
