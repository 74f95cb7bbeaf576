import { randomInt } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  bonusCreditMovements,
  daySpaClosedDays,
  productAvailabilities,
  productReservationParticipants,
  productReservations,
  products,
  users,
} from '../../db/schema';
import { HOLD_MINUTES, type Held, type PurchaseDescriptor, type PurchaseSpec } from '../../payments/purchaseSpec';
import { HttpError, fieldError } from '../../http/errors';
import { translate } from '../../http/messages';
import type { UserRow } from '../../http/session';
import { INTL_LOCALE, type Locale } from '../../../domain/locales';
import {
  daySpaPrice,
  fitsInSlot,
  maxPeopleFor,
  peopleOutOfRules,
  slotCanTake,
  slotSalesEnd,
  type DaySpaPrice,
  type ProductReservationAnswer,
} from '../../../domain/daySpa';
import { HOTEL_TIME_ZONE } from '../../../domain/constants';
import { daySpaMessages } from './messages';
import { participantRulesOf } from '../participants/rules';
import { clockNowMs } from '../../../domain/clock';

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
export const newReservationNumber = () =>
  `DS-${Array.from({ length: 8 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('')}`;

/** Locks the slot row: every change of its `booked` happens under this lock. */
async function lockSlot(tx: Tx, slotId: number) {
  const [slot] = await tx
    .select()
    .from(productAvailabilities)
    .where(eq(productAvailabilities.id, slotId))
    .for('update');
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
  if (reservation.bonusDiscount > 0 && reservation.userId !== null) {
    await lockUser(tx, reservation.userId);
    await tx
      .update(users)
      .set({ bonusTermeCredit: sql`${users.bonusTermeCredit} + ${reservation.bonusDiscount}` })
      .where(eq(users.id, reservation.userId));
    await tx.insert(bonusCreditMovements).values({
      userId: reservation.userId,
      amount: reservation.bonusDiscount,
      reason: 'day_spa_voucher_refund',
      productReservationId: reservation.id,
    });
  }
}

/** Holds abandoned during card authentication give their places back to the slot (slot already locked). */
export async function expireStaleHolds(tx: Tx, slotId: number) {
  const stale = await tx
    .select()
    .from(productReservations)
    .where(
      and(
        eq(productReservations.productAvailabilityId, slotId),
        eq(productReservations.status, 'pending'),
        lt(productReservations.holdExpiresAt, new Date()),
      ),
    )
    .for('update');
  for (const reservation of stale) await giveBack(tx, reservation, 'expired');
}

/**
 * Takes the places and the voucher credit of a reservation, with the slot row already locked;
 * false when the slot has too few places left.
 */
async function take(
  tx: Tx,
  slotId: number,
  userId: number | null,
  people: number,
  voucher: number,
  reservationId: number | null,
) {
  await expireStaleHolds(tx, slotId);
  const slot = await lockSlot(tx, slotId);
  if (!slot || !slotCanTake(slot, people)) return false;
  await tx
    .update(productAvailabilities)
    .set({ booked: sql`${productAvailabilities.booked} + ${people}` })
    .where(eq(productAvailabilities.id, slotId));
  if (voucher > 0 && userId !== null) {
    await lockUser(tx, userId);
    await tx
      .update(users)
      .set({ bonusTermeCredit: sql`${users.bonusTermeCredit} - ${voucher}` })
      .where(eq(users.id, userId));
    await tx
      .insert(bonusCreditMovements)
      .values({ userId, amount: -voucher, reason: 'day_spa_voucher', productReservationId: reservationId });
  }
  return true;
}

type SlotRow = typeof productAvailabilities.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/**
 * The day spa's rules for selling `people` places of a slot on `order.date` now: the slot is the
 * product's on that day and on sale (a day-spa product, active), one reservation fits in it, and
 * its sales have not ended. A 422 under the field otherwise. Places are not counted here.
 */
export function checkSlotOnSale(
  slot: SlotRow | undefined,
  product: ProductRow | undefined,
  order: Pick<DaySpaOrder, 'date' | 'people' | 'salesCutoffMinutes'>,
  locale: Locale,
): asserts slot is SlotRow {
  if (!slot || !product || product.kind !== 'day_spa' || !product.active || slot.date !== order.date) {
    throw fieldError('product_availability_id', daySpaMessages.slotNotFound, locale);
  }
  // The product's fewest and most people per reservation (product.md §12.16), and what the slot holds.
  const rules = participantRulesOf(product);
  if (peopleOutOfRules(order.people, rules) === 'below') {
    throw fieldError('people', translate(daySpaMessages.tooFewPeople, locale, { min: rules.minPeople }), locale);
  }
  if (!fitsInSlot(slot, order.people) || peopleOutOfRules(order.people, rules) === 'above') {
    const max = maxPeopleFor(slot.capacity, rules);
    throw fieldError('people', translate(daySpaMessages.tooManyPeople, locale, { max }), locale);
  }
  const salesEnd = slotSalesEnd(slot.date, slot.endsAt, order.salesCutoffMinutes);
  if (clockNowMs() >= salesEnd.getTime()) {
    const until = salesEnd.toLocaleTimeString(INTL_LOCALE[locale], {
      timeZone: HOTEL_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
    });
    throw fieldError('product_availability_id', translate(daySpaMessages.salesClosed, locale, { time: until }), locale);
  }
}

/**
 * Locks the order's slot and checks it (checkSlotOnSale, with the clock of this transaction:
 * nothing is sold past its cut-off); abandoned holds give their places back first, then the slot
 * must have places for everyone (409 otherwise).
 */
export async function lockSlotFor(
  tx: Tx,
  order: Pick<DaySpaOrder, 'date' | 'people' | 'salesCutoffMinutes' | 'productAvailabilityId'>,
  locale: Locale,
) {
  const slot = await lockSlot(tx, order.productAvailabilityId);
  const [product] = slot ? await tx.select().from(products).where(eq(products.id, slot.productId)) : [];
  checkSlotOnSale(slot, product, order, locale);
  // Read under the slot's lock: a day being closed locks its slots first (docs/product.md §12.16).
  const [closed] = await tx
    .select({ date: daySpaClosedDays.date })
    .from(daySpaClosedDays)
    .where(and(eq(daySpaClosedDays.productId, slot.productId), eq(daySpaClosedDays.date, slot.date)));
  if (closed) throw fieldError('product_availability_id', daySpaMessages.dayClosed, locale);
  await expireStaleHolds(tx, slot.id);
  const fresh = await lockSlot(tx, slot.id);
  if (!slotCanTake(fresh, order.people)) throw new HttpError(409, daySpaMessages.notEnoughPlaces);
  return { slot: fresh, product: product! };
}

/** Who holds the places and what they cost (the day spa's price, computed by the caller). */
interface HoldOwner {
  userId: number | null;
  shopOrderId?: number;
  price: Pick<DaySpaPrice, 'subtotal' | 'voucher' | 'total'>;
  discountPercent: number;
  locale: Locale;
}

/** Inserts the pending reservation of a locked, checked slot (lockSlotFor) and takes its places (and voucher credit). */
export async function holdPlaces(
  tx: Tx,
  slot: SlotRow,
  product: ProductRow,
  people: number,
  owner: HoldOwner,
): Promise<ReservationRow> {
  const [reservation] = await tx
    .insert(productReservations)
    .values({
      number: newReservationNumber(),
      userId: owner.userId,
      shopOrderId: owner.shopOrderId ?? null,
      productId: product.id,
      productAvailabilityId: slot.id,
      date: slot.date,
      people,
      unitPrice: slot.salePrice,
      subtotal: owner.price.subtotal,
      bonusDiscount: owner.price.voucher,
      discountPercent: owner.discountPercent,
      total: owner.price.total,
      locale: owner.locale,
      holdExpiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000),
    })
    .returning();
  if (!(await take(tx, slot.id, owner.userId, people, owner.price.voucher, reservation.id))) {
    throw new HttpError(409, daySpaMessages.notEnoughPlaces);
  }
  return reservation;
}

export function answerFor(reservation: Pick<ReservationRow, 'number'>, locale: Locale): ProductReservationAnswer {
  return {
    message: translate(daySpaMessages.reserved, locale, { number: reservation.number }),
    reservation_number: reservation.number,
  };
}

async function reservationById(db: Db | Tx, id: number): Promise<ReservationRow> {
  const [row] = await db.select().from(productReservations).where(eq(productReservations.id, id));
  return row;
}

/**
 * Makes a paid reservation final (places taken again if its hold lapsed and they are still free,
 * else 409) and writes its confirmation mail in the same transaction. The booker, when signed in,
 * is its first participant.
 */
export async function confirmReservation(
  tx: Tx,
  purchaseId: number,
  paymentId: number | null,
  confirmationMail?: (tx: Tx, id: number) => Promise<void>,
) {
  const { productAvailabilityId: slotId } = await reservationById(tx, purchaseId);
  await lockSlot(tx, slotId);
  const [reservation] = await tx
    .select()
    .from(productReservations)
    .where(eq(productReservations.id, purchaseId))
    .for('update');
  if (reservation.status !== 'pending' && reservation.status !== 'confirmed') {
    // The card authentication outlasted the hold: take the places again if they are still free.
    const account = reservation.userId === null ? null : await lockUser(tx, reservation.userId);
    const creditOk = (account?.bonusTermeCredit ?? 0) >= reservation.bonusDiscount;
    if (
      !creditOk ||
      !(await take(tx, slotId, reservation.userId, reservation.people, reservation.bonusDiscount, reservation.id))
    ) {
      throw new HttpError(409, daySpaMessages.holdLost);
    }
  }
  if (reservation.status !== 'confirmed') {
    await tx
      .update(productReservations)
      .set({ status: 'confirmed', paymentId, confirmedAt: new Date() })
      .where(eq(productReservations.id, purchaseId));
    if (reservation.userId !== null) {
      const [booker] = await tx.select().from(users).where(eq(users.id, reservation.userId));
      await tx.insert(productReservationParticipants).values({
        productReservationId: purchaseId,
        type: 'adult',
        firstName: booker.firstName,
        lastName: booker.lastName,
        email: booker.email,
        status: 'booker',
        userId: booker.id,
      });
    }
    await confirmationMail?.(tx, purchaseId);
  }
  return reservation;
}

export async function releaseReservation(tx: Tx, purchaseId: number) {
  const { productAvailabilityId: slotId } = await reservationById(tx, purchaseId);
  await lockSlot(tx, slotId);
  const [reservation] = await tx
    .select()
    .from(productReservations)
    .where(eq(productReservations.id, purchaseId))
    .for('update');
  if (reservation.status === 'pending') await giveBack(tx, reservation, 'released');
}

/**
 * The day-spa reservation as a kind of purchase (server/payments/purchaseSpec.ts), for the
 * guest's request, the gateway's events and reconciliation alike.
 */
export function productReservationPurchases(
  confirmationMail?: (tx: Tx, id: number) => Promise<void>,
): PurchaseDescriptor {
  return {
    kind: 'product_reservation',
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
    purchase: productReservationPurchases(confirmationMail),
    userId: user.id,
    email: user.email,
    locale,
    async hold(tx): Promise<Held> {
      const { slot, product } = await lockSlotFor(tx, order, locale);
      const account = await lockUser(tx, user.id);
      const price = daySpaPrice({
        salePrice: slot.salePrice,
        people: order.people,
        credit: account.bonusTermeCredit,
        useVoucher: order.useBonusTerme,
        discountPercent: account.discountPercent,
      });
      const reservation = await holdPlaces(tx, slot, product, order.people, {
        userId: user.id,
        price,
        discountPercent: account.discountPercent,
        locale,
      });
      return {
        purchaseId: reservation.id,
        amountCents: price.total,
        description: translate(daySpaMessages.paymentDescription, 'en', { number: reservation.number }),
      };
    },
    async resultFor(db, purchaseId) {
      return answerFor(await reservationById(db, purchaseId), locale);
    },
  };
}
