// What the day spa's staff changes share (docs/product.md §12.16): who acts, the log line, the
// refusal next to a field, a slot locked as bookings lock it, the reservations in the way.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales';
import {
  hhmm,
  spaAdminMessage,
  type SpaAdminMessageKey,
  type SpaReservationWire,
  type SpaSlotWire,
} from '../../../domain/daySpaAdmin';
import type { Db, Tx } from '../../db/client';
import { productAvailabilities, productReservations, products, staffActions, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../http/session';
import { expireStaleHolds } from '../daySpa/reservations';

/**
 * Who changed the calendar: a staff member (every change is logged, docs/product.md §12.4), or
 * null for the demo seed, which is no one on the staff and is not logged.
 */
export type SpaActor = Pick<UserRow, 'id' | 'email'> | null;

export type SpaAction =
  | 'day_spa.product.update'
  | 'day_spa.slots.add'
  | 'day_spa.slot.update'
  | 'day_spa.slot.remove'
  | 'day_spa.prices'
  | 'day_spa.day.close'
  | 'day_spa.day.open';

export type SlotRow = typeof productAvailabilities.$inferSelect;

export async function logChange(
  tx: Tx,
  actor: SpaActor,
  action: SpaAction,
  subject: Record<string, string | number>,
  before: object | null,
  after: object | null,
) {
  if (!actor) return;
  await tx.insert(staffActions).values({
    userId: actor.id,
    userEmail: actor.email,
    action,
    subject: { ...subject, before: before ? JSON.stringify(before) : '', after: after ? JSON.stringify(after) : '' },
  });
}

/** 422 next to `field`, in the staff member's language; `extra` rides along (the reservations in the way). */
export function refuse(
  field: string,
  locale: Locale,
  key: SpaAdminMessageKey,
  params?: Record<string, string | number>,
  extra?: Record<string, unknown>,
): never {
  const message = spaAdminMessage(locale, key, params);
  throw new HttpError(422, message, { [field]: [message] }, extra);
}

export const slotWire = (slot: SlotRow, sold: number): SpaSlotWire => ({
  id: slot.id,
  title: slot.title,
  starts_at: hhmm(slot.startsAt),
  ends_at: hhmm(slot.endsAt),
  capacity: slot.capacity,
  sold,
  price: slot.salePrice,
});

export async function spaProduct(db: Db | Tx, productId: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.kind, 'day_spa')));
  if (!row) throw new HttpError(404, { en: 'Not found.', it: 'Non trovato.', de: 'Nicht gefunden.' });
  return row;
}

/** The reservations that hold places of these slots now (paid, or held and not expired), for a refusal. */
export async function reservationsOf(tx: Tx, slotIds: number[]): Promise<SpaReservationWire[]> {
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
export async function lockedSlot(tx: Tx, slotId: number): Promise<SlotRow> {
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

export const spaMessageAll = (key: SpaAdminMessageKey) => ({
  en: spaAdminMessage('en', key),
  it: spaAdminMessage('it', key),
  de: spaAdminMessage('de', key),
});

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');
