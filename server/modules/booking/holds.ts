import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { reservedRooms, roomNights, roomReservations } from '../../db/schema';
import { interpolate, type Locale } from '../../../domain/locales';
import { stayNights } from '../../../domain/dates';
import { bookingCityTax, cityTaxRulesOn } from '../../../domain/cityTax';
import { HOLD_MINUTES, type Held } from '../../payments/purchaseSpec';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import { bookingMessages } from './messages';
import { freeRoomsOf, lockCategories, roomsOutOfServiceAmong } from './inventory';
import { checkStayLocked } from './seasonRules';
import { checkCalendarLocked } from './calendarRules';
import type { PricedReservation } from './pricing';
import { cityTaxVersions } from '../cityTax/service';
import { takePromoUse } from './promo';

export const reservationNumber = (id: number) => `R-${String(id).padStart(5, '0')}`;

export interface HoldRequest {
  userId: number;
  locale: Locale;
  specialRequests: string | null;
  /** The hotel's today: the day a code is used on (product.md §12.15). */
  today: string;
  /** The configured city tax (CITY_TAX_CENTS): the rules before any version the administrator saved. */
  cityTaxBaseCents: number;
  priced: PricedReservation;
}

/**
 * The hold of the purchase protocol, inside its transaction: check the stay against the seasons as
 * they are now (locked against staff changes until commit), lock the categories' rooms, pick a
 * free physical room for each requested room, and write the pending reservation with its nights.
 * Sold out answers 409 here, before any charge.
 */
export async function holdRooms(tx: Tx, request: HoldRequest): Promise<Held> {
  const { priced, locale } = request;
  await checkStayLocked(tx, priced, locale);
  // The code's row first (every hold with a code takes its lock before the rooms'): its caps are decided here.
  if (priced.promoCode)
    await takePromoUse(
      tx,
      {
        code: priced.promoCode,
        version: priced.promoVersion ?? 0,
        userId: request.userId,
        arrival: priced.from,
        departure: priced.to,
        today: request.today,
      },
      locale,
    );
  const categoryIds = [...new Set(priced.rooms.map((room) => room.roomCategoryId))].sort((a, b) => a - b);
  await lockCategories(tx, categoryIds);
  await checkCalendarLocked(tx, priced, locale);

  const assigned: number[] = [];
  for (const categoryId of categoryIds) {
    const wanted = priced.rooms.filter((room) => room.roomCategoryId === categoryId);
    const free = await freeRoomsOf(tx, categoryId, priced.from, priced.to);
    if (free.length < wanted.length) {
      throw new HttpError(
        409,
        interpolate(bookingMessages.soldOut[locale], { category: wanted[0].categoryName[locale] }),
      );
    }
    wanted.forEach((room, i) => (assigned[priced.rooms.indexOf(room)] = free[i]));
  }

  const { totals } = priced;
  // The city tax of the arrival day's rules, read in this transaction; the reservation keeps them (§12.10).
  const cityTaxRules = cityTaxRulesOn(await cityTaxVersions(tx, request.cityTaxBaseCents), priced.from);
  const guests = {
    adults: priced.rooms.reduce((sum, room) => sum + room.adults, 0),
    childrenAges: priced.rooms.flatMap((room) => room.childrenAges),
  };
  const now = new Date();
  const [reservation] = await tx
    .insert(roomReservations)
    .values({
      userId: request.userId,
      status: 'pending',
      fromDate: priced.from,
      toDate: priced.to,
      locale,
      promoCode: priced.promoCode,
      specialRequests: request.specialRequests || null,
      subtotal: totals.subtotal,
      total: totals.total,
      deposit: totals.deposit,
      cityTax: bookingCityTax({ from: priced.from, to: priced.to, ...guests }, cityTaxRules),
      cityTaxRules,
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
      cancellationPolicyConsentAt: now,
      cityTaxPolicyConsentAt: now,
    })
    .returning({ id: roomReservations.id });

  const saved = await tx
    .insert(reservedRooms)
    .values(
      priced.rooms.map((room, position) => ({
        reservationId: reservation.id,
        position,
        roomCategoryId: room.roomCategoryId,
        roomId: assigned[position],
        rateVariationId: room.rateVariationId,
        adults: room.adults,
        children: room.children,
        childrenAges: room.childrenAges,
        rateName: room.rateName,
        boardName: room.boardName,
        total: room.quote.total,
        adultTotal: room.quote.adultTotal,
        childrenTotal: room.quote.childrenTotal,
      })),
    )
    .returning({ roomId: reservedRooms.roomId });
  const nights = stayNights(priced.from, priced.to);
  await tx
    .insert(roomNights)
    .values(saved.flatMap(({ roomId }) => nights.map((night) => ({ roomId, night, reservationId: reservation.id }))));

  return {
    purchaseId: reservation.id,
    amountCents: totals.deposit,
    description: translate(bookingMessages.paymentDescription, locale, { number: reservationNumber(reservation.id) }),
  };
}

/** Gives the rooms back and marks the reservation released (a declined or abandoned payment). */
export async function releaseRooms(tx: Tx, reservationId: number) {
  await tx.delete(roomNights).where(eq(roomNights.reservationId, reservationId));
  await tx
    .update(roomReservations)
    .set({ status: 'released' })
    .where(and(eq(roomReservations.id, reservationId), eq(roomReservations.status, 'pending')));
}

/**
 * Makes a paid hold final. If the hold had expired while the guest was authenticating and its
 * rooms were let go, they are taken again when still free; otherwise 409.
 */
export async function confirmRooms(tx: Tx, reservationId: number, paymentId: number | null, locale: Locale) {
  const [row] = await tx.select().from(roomReservations).where(eq(roomReservations.id, reservationId)).for('update');
  if (!row) throw new HttpError(404, bookingMessages.reservationNotFound);
  if (row.status === 'confirmed') return row;
  const rooms = await tx.select().from(reservedRooms).where(eq(reservedRooms.reservationId, reservationId));
  if (row.status === 'released') {
    await lockCategories(
      tx,
      [...new Set(rooms.map((r) => r.roomCategoryId))].sort((a, b) => a - b),
    );
    // Not over a room put out of order meanwhile (docs/product.md §12.14).
    const out = await roomsOutOfServiceAmong(
      tx,
      rooms.map((r) => r.roomId),
      row.fromDate,
      row.toDate,
    );
    if (out.length) throw new HttpError(409, bookingMessages.holdExpired[locale]);
    const nights = stayNights(row.fromDate, row.toDate);
    const wanted = rooms.flatMap((r) => nights.map((night) => ({ roomId: r.roomId, night, reservationId })));
    const taken = await tx
      .insert(roomNights)
      .values(wanted)
      .onConflictDoNothing()
      .returning({ night: roomNights.night });
    if (taken.length < wanted.length) throw new HttpError(409, bookingMessages.holdExpired[locale]);
  }
  const [confirmed] = await tx
    .update(roomReservations)
    .set({ status: 'confirmed', confirmedAt: new Date(), paymentId })
    .where(eq(roomReservations.id, reservationId))
    .returning();
  return confirmed;
}
