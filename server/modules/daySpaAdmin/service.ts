import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { addDays, formatDate, hotelToday, type IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import {
  capacityFits,
  changedPrice,
  daysOf,
  hhmm,
  priceChangeEffect,
  spaAdminMessage,
  SPA_LIMITS,
  weekdayOf,
  type SpaAdminMessageKey,
  type SpaDayWire,
  type SpaProductWire,
  type SpaReservationWire,
  type SpaSlotWire,
} from '../../../domain/daySpaAdmin';
import { formatMoney } from '../../../domain/money';
import type {
  SpaNewSlotsValues,
  SpaPriceChangeValues,
  SpaProductValues,
  SpaSlotValues,
} from '../../../domain/validation';
import type { Db, Tx } from '../../db/client';
import {
  daySpaClosedDays,
  productAvailabilities,
  productReservations,
  products,
  staffActions,
  users,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../http/session';
import { expireStaleHolds } from '../daySpa/reservations';

/** Who changed the calendar: a staff member (every change is logged, docs/product.md §12.4). */
export type SpaActor = Pick<UserRow, 'id' | 'email'>;

export type SpaAction =
  | 'day_spa.product.update'
  | 'day_spa.slots.add'
  | 'day_spa.slot.update'
  | 'day_spa.slot.remove'
  | 'day_spa.prices'
  | 'day_spa.day.close'
  | 'day_spa.day.open';

type SlotRow = typeof productAvailabilities.$inferSelect;

async function logChange(
  tx: Tx,
  actor: SpaActor,
  action: SpaAction,
  subject: Record<string, string | number>,
  before: object | null,
  after: object | null,
) {
  await tx.insert(staffActions).values({
    userId: actor.id,
    userEmail: actor.email,
    action,
    subject: { ...subject, before: before ? JSON.stringify(before) : '', after: after ? JSON.stringify(after) : '' },
  });
}

/** 422 next to `field`, in the staff member's language; `extra` rides along (the reservations in the way). */
function refuse(
  field: string,
  locale: Locale,
  key: SpaAdminMessageKey,
  params?: Record<string, string | number>,
  extra?: Record<string, unknown>,
): never {
  const message = spaAdminMessage(locale, key, params);
  throw new HttpError(422, message, { [field]: [message] }, extra);
}

const slotWire = (slot: SlotRow, sold: number): SpaSlotWire => ({
  id: slot.id,
  title: slot.title,
  starts_at: hhmm(slot.startsAt),
  ends_at: hhmm(slot.endsAt),
  capacity: slot.capacity,
  sold,
  price: slot.salePrice,
});

/** The day-spa products, on sale or not, with their names in every language, and the hotel's today. */
export async function listSpaProducts(db: Db): Promise<{ today: IsoDate; products: SpaProductWire[] }> {
  const rows = await db.select().from(products).where(eq(products.kind, 'day_spa')).orderBy(asc(products.id));
  return {
    today: hotelToday(),
    products: rows.map(productWire),
  };
}

const productWire = (p: typeof products.$inferSelect): SpaProductWire => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  description: p.description,
  active: p.active,
  free_infant_max_age_years: p.freeInfantMaxAgeYears,
  infants_per_place: p.infantsPerPlace,
  minors_admitted: p.minorsAdmitted,
  min_people: p.minPeople,
  max_people: p.maxPeople,
});

/**
 * A product's names and descriptions in it/en/de, its participant rules and whether it is on sale
 * (docs/product.md §12.16): off sale, guests no longer see it nor book it; its slots and
 * reservations stay. New rules apply to what guests do next; existing reservations are not touched.
 */
export async function updateSpaProduct(
  db: Db,
  actor: SpaActor,
  productId: number,
  values: SpaProductValues,
): Promise<SpaProductWire> {
  return db.transaction(async (tx) => {
    await spaProduct(tx, productId);
    const [locked] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    const before = productWire(locked);
    const [row] = await tx
      .update(products)
      .set({
        title: { it: values.title_it, en: values.title_en, de: values.title_de },
        description: { it: values.description_it, en: values.description_en, de: values.description_de },
        active: values.active,
        freeInfantMaxAgeYears: values.free_infant_max_age_years,
        infantsPerPlace: values.infants_per_place,
        minorsAdmitted: values.minors_admitted,
        minPeople: values.min_people,
        maxPeople: values.max_people ?? null,
      })
      .where(eq(products.id, productId))
      .returning();
    const after = productWire(row);
    // The names, the sale and the participant rules, before and after (docs/product.md §12.4).
    const log = (p: SpaProductWire) => ({
      title: p.title,
      active: p.active,
      free_infant_max_age_years: p.free_infant_max_age_years,
      infants_per_place: p.infants_per_place,
      minors_admitted: p.minors_admitted,
      min_people: p.min_people,
      max_people: p.max_people,
    });
    await logChange(tx, actor, 'day_spa.product.update', { product_id: productId }, log(before), log(after));
    return after;
  });
}

async function spaProduct(db: Db | Tx, productId: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.kind, 'day_spa')));
  if (!row) throw new HttpError(404, { en: 'Not found.', it: 'Non trovato.', de: 'Nicht gefunden.' });
  return row;
}

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

/** The reservations that hold places of these slots now (paid, or held and not expired), for a refusal. */
async function reservationsOf(tx: Tx, slotIds: number[]): Promise<SpaReservationWire[]> {
  if (!slotIds.length) return [];
  return tx
    .select({
      number: productReservations.number,
      date: productReservations.date,
      slot_title: productAvailabilities.title,
      guest: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, ${productReservations.number})`,
      people: productReservations.people,
      status: productReservations.status,
    })
    .from(productReservations)
    .innerJoin(productAvailabilities, eq(productAvailabilities.id, productReservations.productAvailabilityId))
    .leftJoin(users, eq(users.id, productReservations.userId))
    .where(
      and(
        inArray(productReservations.productAvailabilityId, slotIds),
        or(
          eq(productReservations.status, 'confirmed'),
          and(eq(productReservations.status, 'pending'), sql`${productReservations.holdExpiresAt} >= now()`),
        ),
      ),
    )
    .orderBy(asc(productReservations.date), asc(productReservations.id));
}

/**
 * Locks a slot (the lock every booking takes before counting its places, server/modules/daySpa/
 * reservations.ts), after abandoned holds gave their places back: what it then says is sold
 * cannot change until this transaction ends.
 */
async function lockedSlot(tx: Tx, slotId: number): Promise<SlotRow> {
  const [exists] = await tx
    .select({ id: productAvailabilities.id })
    .from(productAvailabilities)
    .where(eq(productAvailabilities.id, slotId));
  if (!exists) throw new HttpError(404, spaMessageAll('slotNotFound'));
  await tx.select().from(productAvailabilities).where(eq(productAvailabilities.id, slotId)).for('update');
  await expireStaleHolds(tx, slotId);
  const [slot] = await tx.select().from(productAvailabilities).where(eq(productAvailabilities.id, slotId));
  return slot;
}

const spaMessageAll = (key: SpaAdminMessageKey) => ({
  en: spaAdminMessage('en', key),
  it: spaAdminMessage('it', key),
  de: spaAdminMessage('de', key),
});

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

/**
 * New slots (docs/product.md §12.16): the same title, hours, places and price on every chosen
 * weekday from one day to another, all or none; refused next to the title when a day already has
 * a slot of that title.
 */
export async function addSpaSlots(
  db: Db,
  actor: SpaActor,
  productId: number,
  values: SpaNewSlotsValues,
  locale: Locale,
): Promise<{ days: number }> {
  const days = daysOf(values.from, values.to, values.weekdays);
  return db.transaction(async (tx) => {
    await spaProduct(tx, productId);
    const [taken] = await tx
      .select({ date: productAvailabilities.date })
      .from(productAvailabilities)
      .where(
        and(
          eq(productAvailabilities.productId, productId),
          inArray(productAvailabilities.date, days),
          eq(productAvailabilities.title, values.title),
        ),
      )
      .orderBy(asc(productAvailabilities.date))
      .limit(1);
    if (taken) refuse('title', locale, 'slotExists', { day: formatDate(taken.date, locale, 'DD MMM YYYY') });
    const rows = days.map((date) => ({
      productId,
      date,
      title: values.title,
      startsAt: values.starts_at,
      endsAt: values.ends_at,
      capacity: values.capacity,
      salePrice: values.price,
    }));
    try {
      await tx.insert(productAvailabilities).values(rows);
    } catch (error) {
      // A colleague added the same title on one of these days meanwhile.
      if (isUniqueViolation(error)) refuse('title', locale, 'slotExists', { day: formatDate(days[0], locale) });
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
      if (title !== null && title !== before.title) {
        const [same] = await tx
          .select({ id: productAvailabilities.id })
          .from(productAvailabilities)
          .where(
            and(
              eq(productAvailabilities.productId, before.productId),
              eq(productAvailabilities.date, before.date),
              eq(productAvailabilities.title, title),
            ),
          );
        if (same) refuse('title', locale, 'slotExists', { day: formatDate(before.date, locale, 'DD MMM YYYY') });
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
    if (isUniqueViolation(error)) refuse('title', locale, 'slotExists', { day: '' });
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
