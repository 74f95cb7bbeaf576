import { randomInt } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bonusCreditMovements, productAvailabilities, productReservationParticipants, productReservations, products, users } from '../../db/schema';
import { HOLD_MINUTES, type Held, type PurchaseSpec } from '../../payments/purchaseSpec';
import type { Settlement } from '../../payments/settlement';
import { HttpError, fieldError } from '../../http/errors';
import { translate } from '../../http/messages';
import type { UserRow } from '../../http/session';
import type { Locale } from '../../../domain/locales';
import { INTL_LOCALE } from '../../../domain/money';
import { daySpaPrice, fitsInSlot, slotCanTake, slotSalesEnd, type ProductReservationAnswer } from '../../../domain/daySpa';
import { HOTEL_TIME_ZONE } from '../../../domain/constants';
import { daySpaMessages } from './messages';

type ReservationRow = typeof productReservations.$inferSelect;

export interface DaySpaOrder {
  date: string;
  people: number;
  productAvailabilityId: number;
  useBonusTerme: boolean;
  /** Minutes before its end when a slot stops being sold. */
  salesCutoffMinutes: number;
}

const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 'DS-7K3M9QXA': not guessable, so a number in a URL says nothing about other bookings. */
export const newReservationNumber = () => `DS-${Array.from({ length: 8 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('')}`;

/** Locks the slot row: every change of its `booked` happens under this lock. */
async function lockSlot(tx: Tx, slotId: number) {
  const [slot] = await tx.select().from(productAvailabilities).where(eq(productAvailabilities.id, slotId)).for('update');
  return slot;
}

async function lockUser(tx: Tx, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

/** Gives back what a pending reservation took: its places and its bonus credit. Lock order: slot, reservation, user. */
async function giveBack(tx: Tx, reservation: ReservationRow, status: 'released' | 'expired') {
  await tx.update(productReservations).set({ status }).where(eq(productReservations.id, reservation.id));
  await tx
    .update(productAvailabilities)
    .set({ booked: sql`${productAvailabilities.booked} - ${reservation.people}` })
    .where(eq(productAvailabilities.id, reservation.productAvailabilityId));
  if (reservation.bonusDiscount > 0) {
    await lockUser(tx, reservation.userId);
    await tx
      .update(users)
      .set({ bonusTermeCredit: sql`${users.bonusTermeCredit} + ${reservation.bonusDiscount}` })
      .where(eq(users.id, reservation.userId));
    await tx.insert(bonusCreditMovements).values({ userId: reservation.userId, amount: reservation.bonusDiscount, reason: 'day_spa_voucher_refund', productReservationId: reservation.id });
  }
}

/** Holds abandoned during card authentication give their places back to the slot (slot already locked). */
async function expireStaleHolds(tx: Tx, slotId: number) {
  const stale = await tx
    .select()
    .from(productReservations)
    .where(and(eq(productReservations.productAvailabilityId, slotId), eq(productReservations.status, 'pending'), lt(productReservations.holdExpiresAt, new Date())))
    .for('update');
  for (const reservation of stale) await giveBack(tx, reservation, 'expired');
}

/**
 * Takes the places and the voucher credit of a reservation, with the slot row already locked;
 * false when the slot has too few places left.
 */
async function take(tx: Tx, slotId: number, userId: number, people: number, voucher: number, reservationId: number | null) {
  await expireStaleHolds(tx, slotId);
  const slot = await lockSlot(tx, slotId);
  if (!slot || !slotCanTake(slot, people)) return false;
  await tx.update(productAvailabilities).set({ booked: sql`${productAvailabilities.booked} + ${people}` }).where(eq(productAvailabilities.id, slotId));
  if (voucher > 0) {
    await lockUser(tx, userId);
    await tx.update(users).set({ bonusTermeCredit: sql`${users.bonusTermeCredit} - ${voucher}` }).where(eq(users.id, userId));
    await tx.insert(bonusCreditMovements).values({ userId, amount: -voucher, reason: 'day_spa_voucher', productReservationId: reservationId });
  }
  return true;
}

export function answerFor(reservation: Pick<ReservationRow, 'number'>, locale: Locale): ProductReservationAnswer {
  return { message: translate(daySpaMessages.reserved, locale, { number: reservation.number }), reservation_number: reservation.number };
}

async function reservationById(db: Db | Tx, id: number): Promise<ReservationRow> {
  const [row] = await db.select().from(productReservations).where(eq(productReservations.id, id));
  return row;
}

/**
 * Makes a paid reservation final (places taken again if its hold lapsed and they are still free,
 * else 409) and writes its confirmation mail in the same transaction.
 */
async function confirmReservation(tx: Tx, purchaseId: number, paymentId: number | null, confirmationMail?: (tx: Tx, id: number) => Promise<void>) {
  const { productAvailabilityId: slotId } = await reservationById(tx, purchaseId);
  await lockSlot(tx, slotId);
  const [reservation] = await tx.select().from(productReservations).where(eq(productReservations.id, purchaseId)).for('update');
  if (reservation.status !== 'pending' && reservation.status !== 'confirmed') {
    // The card authentication outlasted the hold: take the places again if they are still free.
    const account = await lockUser(tx, reservation.userId);
    const creditOk = account.bonusTermeCredit >= reservation.bonusDiscount;
    if (!creditOk || !(await take(tx, slotId, reservation.userId, reservation.people, reservation.bonusDiscount, reservation.id))) {
      throw new HttpError(409, daySpaMessages.holdLost);
    }
  }
  if (reservation.status !== 'confirmed') {
    await tx.update(productReservations).set({ status: 'confirmed', paymentId, confirmedAt: new Date() }).where(eq(productReservations.id, purchaseId));
    const [booker] = await tx.select().from(users).where(eq(users.id, reservation.userId));
    await tx.insert(productReservationParticipants).values({ productReservationId: purchaseId, type: 'adult', firstName: booker.firstName, lastName: booker.lastName, email: booker.email, status: 'booker', userId: booker.id });
    await confirmationMail?.(tx, purchaseId);
  }
  return reservation;
}

async function releaseReservation(tx: Tx, purchaseId: number) {
  const { productAvailabilityId: slotId } = await reservationById(tx, purchaseId);
  await lockSlot(tx, slotId);
  const [reservation] = await tx.select().from(productReservations).where(eq(productReservations.id, purchaseId)).for('update');
  if (reservation.status === 'pending') await giveBack(tx, reservation, 'released');
}

/** A reservation whose request died, finished by reconciliation (server/payments/reconcile.ts). */
export function daySpaSettlement(confirmationMail: (tx: Tx, id: number) => Promise<void>): Settlement {
  return {
    confirm: (tx, purchaseId, paymentId) => confirmReservation(tx, purchaseId, paymentId, confirmationMail),
    release: releaseReservation,
    locale: async (db, purchaseId) => (await reservationById(db, purchaseId)).locale as Locale,
  };
}

/**
 * The day-spa purchase for runPurchase: the hold locks the slot row, checks and takes its
 * places and the voucher credit, and inserts the pending reservation, all in one transaction.
 */
export function daySpaPurchase(
  user: UserRow,
  order: DaySpaOrder,
  locale: Locale,
  /** Writes the confirmation mail into the outbox, in the confirming transaction. */
  confirmationMail?: (tx: Tx, id: number) => Promise<void>,
): PurchaseSpec<ProductReservationAnswer> {
  return {
    kind: 'product_reservation',
    userId: user.id,
    email: user.email,
    async hold(tx): Promise<Held> {
      const slot = await lockSlot(tx, order.productAvailabilityId);
      const [product] = slot ? await tx.select().from(products).where(eq(products.id, slot.productId)) : [];
      if (!slot || !product || product.kind !== 'day_spa' || !product.active || slot.date !== order.date) {
        throw fieldError('product_availability_id', daySpaMessages.slotNotFound, locale);
      }
      if (!fitsInSlot(slot, order.people)) {
        throw fieldError('people', translate(daySpaMessages.tooManyPeople, locale, { max: slot.capacity }), locale);
      }
      // Checked under the slot's lock, with the clock of this transaction: nothing is sold past its cut-off.
      const salesEnd = slotSalesEnd(slot.date, slot.endsAt, order.salesCutoffMinutes);
      if (Date.now() >= salesEnd.getTime()) {
        const until = salesEnd.toLocaleTimeString(INTL_LOCALE[locale], { timeZone: HOTEL_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
        throw fieldError('product_availability_id', translate(daySpaMessages.salesClosed, locale, { time: until }), locale);
      }
      // Abandoned holds first, so their places count as free; then the user's credit, locked.
      await expireStaleHolds(tx, slot.id);
      const fresh = await lockSlot(tx, slot.id);
      if (!slotCanTake(fresh, order.people)) throw new HttpError(409, daySpaMessages.notEnoughPlaces);
      const account = await lockUser(tx, user.id);
      const price = daySpaPrice({ salePrice: slot.salePrice, people: order.people, credit: account.bonusTermeCredit, useVoucher: order.useBonusTerme, discountPercent: account.discountPercent });
      const [reservation] = await tx
        .insert(productReservations)
        .values({
          number: newReservationNumber(),
          userId: user.id,
          productId: product.id,
          productAvailabilityId: slot.id,
          date: slot.date,
          people: order.people,
          unitPrice: slot.salePrice,
          subtotal: price.subtotal,
          bonusDiscount: price.voucher,
          discountPercent: account.discountPercent,
          total: price.total,
          locale,
          holdExpiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000),
        })
        .returning();
      if (!(await take(tx, slot.id, user.id, order.people, price.voucher, reservation.id))) {
        throw new HttpError(409, daySpaMessages.notEnoughPlaces);
      }
      return { purchaseId: reservation.id, amountCents: price.total, description: translate(daySpaMessages.paymentDescription, 'en', { number: reservation.number }) };
    },
    confirm: async (tx, purchaseId, paymentId) => answerFor(await confirmReservation(tx, purchaseId, paymentId, confirmationMail), locale),
    release: releaseReservation,
    async resultFor(db, purchaseId) {
      return answerFor(await reservationById(db, purchaseId), locale);
    },
  };
}
