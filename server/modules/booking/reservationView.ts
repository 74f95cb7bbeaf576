import { reservationCures } from '../ssnCure/reservationCures';
import { treatmentNoticeHours } from '../siteSettings/service';
import { paymentSplit } from '../../payments/paymentSplit';
import { termsText } from '../../../domain/ratePlans';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { int, list, obj, str } from '../../http/answers';
import { ratePlans, rateVariations, reservedRooms, roomCategories, roomReservations, rooms } from '../../db/schema';
import type { Locale } from '../../../domain/locales';
import { nightsBetween } from '../../../domain/dates';
import { paymentCard } from '../../payments/paymentRecords';
import { reservationNumber } from './holds';
import { reservationTreatmentTimes, treatmentVatLines } from '../packages/receiptVat';
import { reservationAddOns } from '../addOns/reservationAddOns';

/** A room reservation as reservationsOf lists it, as JSON Schema (decision 019); amounts in cents. */
export const roomReservationSummarySchema = obj({
  id: int,
  number: str,
  from_date: str,
  to_date: str,
  rooms: list(str),
  people: int,
  total: int,
  deposit_paid: int,
  url: str,
});

export const reservationPath = (locale: Locale, id: number) => `/${locale}/my/room-reservations/${id}`;
/** Where the guests of a reservation check in online (the SPA's CheckInScreen). */
export const checkInPath = (locale: Locale, id: number) => `${reservationPath(locale, id)}/check-in`;

/** The answer of POST /my/room-reservations. */
export interface RoomReservationResult {
  reservation_id: number;
  redirect: string;
}

export const reservationResult = (id: number, locale: Locale): RoomReservationResult => ({
  reservation_id: id,
  redirect: reservationPath(locale, id),
});

/**
 * Everything the reservation page and the confirmation mail show: dates, rooms, people, rate,
 * board, total, deposit paid, balance due, city-tax estimate and cancellation terms.
 */
export async function reservationDetails(db: Db, id: number, locale: Locale) {
  const [reservation] = await db.select().from(roomReservations).where(eq(roomReservations.id, id));
  if (!reservation) return null;
  const roomRows = await db
    .select({ room: reservedRooms, category: roomCategories, number: rooms.number, plan: ratePlans })
    .from(reservedRooms)
    .innerJoin(roomCategories, eq(roomCategories.id, reservedRooms.roomCategoryId))
    .innerJoin(rooms, eq(rooms.id, reservedRooms.roomId))
    .innerJoin(rateVariations, eq(rateVariations.id, reservedRooms.rateVariationId))
    .innerJoin(ratePlans, eq(ratePlans.id, rateVariations.ratePlanId))
    .where(eq(reservedRooms.reservationId, id))
    .orderBy(asc(reservedRooms.position));
  const card = await paymentCard(db, reservation.paymentId);
  const nights = nightsBetween(reservation.fromDate, reservation.toDate);
  const people = roomRows.reduce((sum, { room }) => sum + room.adults + room.children, 0);
  const terms = [
    ...new Map(
      roomRows.map(({ plan }) => [
        plan.id,
        { rate_name: plan.name[locale], refundable: plan.refundable, text: termsText(plan, locale) },
      ]),
    ).values(),
  ];
  return {
    id: reservation.id,
    user_id: reservation.userId,
    number: reservationNumber(reservation.id),
    status: reservation.status,
    locale: reservation.locale as Locale,
    from_date: reservation.fromDate,
    to_date: reservation.toDate,
    nights,
    people,
    created_at: reservation.createdAt.toISOString(),
    special_requests: reservation.specialRequests,
    promo_code: reservation.promoCode,
    rooms: roomRows.map(({ room, category, number }) => ({
      position: room.position + 1,
      room_category: { id: category.id, name: category.name[locale], images: category.images },
      room_number: number,
      adults: room.adults,
      children: room.children,
      children_ages: room.childrenAges,
      rate_name: room.rateName[locale],
      board_name: room.boardName[locale],
      full_name: `${room.rateName[locale]} · ${room.boardName[locale]}`,
      total: room.total,
      adult_total: room.adultTotal,
      children_total: room.childrenTotal,
    })),
    subtotal: reservation.subtotal,
    discount: reservation.subtotal - reservation.total,
    total: reservation.total,
    deposit_paid: reservation.status === 'confirmed' ? reservation.deposit : 0,
    balance_due: reservation.total - (reservation.status === 'confirmed' ? reservation.deposit : 0),
    city_tax: {
      total: reservation.cityTax,
      people,
      nights,
      // Reservations made before the rules were kept were taxed every night and guest (§12.10).
      per_person_per_night:
        reservation.cityTaxRules?.perPersonNightCents ??
        (people && nights ? Math.round(reservation.cityTax / people / nights) : 0),
      max_nights_taxed: reservation.cityTaxRules?.maxNightsTaxed ?? null,
      exempt_under_age: reservation.cityTaxRules?.exemptUnderAge ?? null,
    },
    cancellation_terms: terms,
    card: card ? { brand: card.brand, last_four: card.last4 } : null,
    paid_with: await paymentSplit(db, 'room_reservation', id, reservation.paymentId),
    /** The total split by VAT rate (product.md §16.7): room and board 10 %, a package's treatments at theirs. */
    vat_split: await treatmentVatLines(db, id, reservation.total),
    /** The add-ons sold with the rooms (product.md §16.9), as sold: in the subtotal and total, not in the deposit. */
    add_ons: await reservationAddOns(db, id, locale),
    /** A package's treatment times (product.md §16.6), earliest first. */
    treatment_times: await reservationTreatmentTimes(db, id, locale),
    /** The guests' SSN cures (product.md §16.10): their times, and what each pays at the desk. */
    ssn_cures: await reservationCures(db, id, locale),
    /** Until how many hours before a treatment time the guest may change or cancel it (§16.6, §12.17). */
    treatment_notice_hours: await treatmentNoticeHours(db),
  };
}

export type ReservationDetails = NonNullable<Awaited<ReturnType<typeof reservationDetails>>>;

/** True when reservation `id` is this user's and confirmed (the ownership check of /my routes). */
export async function isOwnConfirmedReservation(db: Db, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roomReservations.id })
    .from(roomReservations)
    .where(
      and(eq(roomReservations.id, id), eq(roomReservations.userId, userId), eq(roomReservations.status, 'confirmed')),
    );
  return row !== undefined;
}

/** The guest's confirmed room reservations for /my, newest arrival first. */
export async function reservationsOf(db: Db, userId: number, locale: Locale) {
  const list = await db
    .select()
    .from(roomReservations)
    .where(and(eq(roomReservations.userId, userId), eq(roomReservations.status, 'confirmed')))
    .orderBy(desc(roomReservations.fromDate), desc(roomReservations.id));
  if (list.length === 0) return [];
  const roomRows = await db
    .select({
      reservationId: reservedRooms.reservationId,
      name: roomCategories.name,
      adults: reservedRooms.adults,
      children: reservedRooms.children,
    })
    .from(reservedRooms)
    .innerJoin(roomCategories, eq(roomCategories.id, reservedRooms.roomCategoryId))
    .where(
      inArray(
        reservedRooms.reservationId,
        list.map((r) => r.id),
      ),
    )
    .orderBy(asc(reservedRooms.position));
  return list.map((r) => {
    const mine = roomRows.filter((row) => row.reservationId === r.id);
    return {
      id: r.id,
      number: reservationNumber(r.id),
      from_date: r.fromDate,
      to_date: r.toDate,
      rooms: mine.map((row) => row.name[locale]),
      people: mine.reduce((sum, row) => sum + row.adults + row.children, 0),
      total: r.total,
      deposit_paid: r.deposit,
      url: reservationPath(locale, r.id),
    };
  });
}
