import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  deposits,
  giftCards,
  giftCardUses,
  payments,
  productAvailabilities,
  productReservations,
  products,
  roomReservations,
} from '../../db/schema';
import type { Locale } from '../../../domain/locales';
import { reservationNumber } from '../booking/holds';

/**
 * A confirmed reservation of the signed-in guest, named by the number they see: 'R-00012' for a
 * room stay, 'DS-7K3M9QXA' for a day at the spa. Null for anyone else's, or a number we do not know.
 * `checkin`/`checkout` are the stay's days (the same day for a day-spa visit); `paid` is every
 * card payment that went through for it, in cents.
 */
export type OwnReservation = {
  kind: 'room' | 'day_spa';
  id: number;
  number: string;
  checkin: string;
  checkout: string;
  paid: number;
};

const ROOM_NUMBER = /^R-(\d{1,9})$/i;

export async function ownReservationByNumber(db: Db, userId: number, number: string): Promise<OwnReservation | null> {
  const room = ROOM_NUMBER.exec(number.trim());
  if (room) {
    const id = Number(room[1]);
    const [row] = await db
      .select()
      .from(roomReservations)
      .where(
        and(eq(roomReservations.id, id), eq(roomReservations.userId, userId), eq(roomReservations.status, 'confirmed')),
      );
    if (!row) return null;
    const paid = (await reservationPayments(db, { kind: 'room', id })).reduce((sum, p) => sum + p.amount, 0);
    return { kind: 'room', id, number: reservationNumber(id), checkin: row.fromDate, checkout: row.toDate, paid };
  }
  const [row] = await db
    .select()
    .from(productReservations)
    .where(
      and(
        eq(productReservations.number, number.trim().toUpperCase()),
        eq(productReservations.userId, userId),
        eq(productReservations.status, 'confirmed'),
      ),
    );
  if (!row) return null;
  return { kind: 'day_spa', id: row.id, number: row.number, checkin: row.date, checkout: row.date, paid: row.total };
}

export interface ReservationPayment {
  /** 'reservation': paid when booking; 'deposit': paid later from the deposit form. */
  kind: 'reservation' | 'deposit';
  amount: number;
  paid_at: string;
  card: { brand: string; last_four: string } | null;
  /** Paid by a gift card (the last four characters of its code) instead of a card. */
  gift_card: { last_four: string } | null;
}

/**
 * Every payment that went through for a reservation, oldest first: the one made when booking and,
 * for a stay, the deposits paid from the deposit form for it.
 */
export async function reservationPayments(
  db: Db,
  reservation: { kind: 'room' | 'day_spa'; id: number },
): Promise<ReservationPayment[]> {
  const purchaseKind = reservation.kind === 'room' ? 'room_reservation' : 'product_reservation';
  const depositIds =
    reservation.kind === 'room'
      ? (
          await db
            .select({ id: deposits.id })
            .from(deposits)
            .where(and(eq(deposits.reservationId, reservation.id), eq(deposits.status, 'paid')))
        ).map((d) => d.id)
      : [];
  const bookingPayment = and(eq(payments.kind, purchaseKind), eq(payments.purchaseId, reservation.id));
  const depositPayments = depositIds.length
    ? and(eq(payments.kind, 'deposit'), inArray(payments.purchaseId, depositIds))
    : undefined;
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.status, 'succeeded'), depositPayments ? or(bookingPayment, depositPayments) : bookingPayment),
    )
    .orderBy(asc(payments.updatedAt), asc(payments.id));
  const byCard: ReservationPayment[] = rows
    .filter((p) => p.amount > 0)
    .map((p) => ({
      kind: p.kind === 'deposit' ? 'deposit' : 'reservation',
      amount: p.amount,
      paid_at: p.updatedAt.toISOString(),
      card: p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last_four: p.cardLast4 } : null,
      gift_card: null,
    }));
  // What gift cards paid counts as paid too (their ledger's spent uses), or the balance left would be too high.
  const bookingUse = and(eq(giftCardUses.purchaseKind, purchaseKind), eq(giftCardUses.purchaseId, reservation.id));
  const depositUses = depositIds.length
    ? and(eq(giftCardUses.purchaseKind, 'deposit'), inArray(giftCardUses.purchaseId, depositIds))
    : undefined;
  const uses = await db
    .select({
      kind: giftCardUses.purchaseKind,
      amount: giftCardUses.amount,
      at: giftCardUses.settledAt,
      lastFour: giftCards.codeLast4,
    })
    .from(giftCardUses)
    .innerJoin(giftCards, eq(giftCards.id, giftCardUses.giftCardId))
    .where(and(eq(giftCardUses.status, 'spent'), depositUses ? or(bookingUse, depositUses) : bookingUse));
  const byGiftCard: ReservationPayment[] = uses.map((u) => ({
    kind: u.kind === 'deposit' ? 'deposit' : 'reservation',
    amount: u.amount,
    paid_at: (u.at ?? new Date()).toISOString(),
    card: null,
    gift_card: { last_four: u.lastFour },
  }));
  return [...byCard, ...byGiftCard].sort((a, b) => a.paid_at.localeCompare(b.paid_at));
}

/** The day-spa product, slot name and hours (hotel time, 'HH:mm:ss') of a reservation, for its calendar entry. */
export async function daySpaVisit(db: Db, id: number, locale: Locale) {
  const [row] = await db
    .select({
      title: products.title,
      slot: productAvailabilities.title,
      startsAt: productAvailabilities.startsAt,
      endsAt: productAvailabilities.endsAt,
      people: productReservations.people,
    })
    .from(productReservations)
    .innerJoin(products, eq(products.id, productReservations.productId))
    .innerJoin(productAvailabilities, eq(productAvailabilities.id, productReservations.productAvailabilityId))
    .where(eq(productReservations.id, id));
  return row
    ? { product: row.title[locale], slot: row.slot, startsAt: row.startsAt, endsAt: row.endsAt, people: row.people }
    : null;
}
