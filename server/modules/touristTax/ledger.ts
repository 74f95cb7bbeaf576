import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns, reservedRooms, roomReservations, touristTaxRecords, users } from '../../db/schema';
import { addDays, nightsBetween, type IsoDate } from '../../../domain/dates';
import { ageOn, defaultCityTaxRules, stayTax, type LedgerStay, type TaxedGuest } from '../../../domain/touristTax';
import { reservationNumber } from '../booking/holds';

type Reservation = typeof roomReservations.$inferSelect;

/** The first and last day of 'YYYY-MM'. */
export function monthDays(month: string): { first: IsoDate; last: IsoDate } {
  const first = `${month}-01`;
  const next =
    Number(month.slice(5)) === 12
      ? `${Number(month.slice(0, 4)) + 1}-01-01`
      : `${month.slice(0, 5)}${String(Number(month.slice(5)) + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(next, -1) };
}

/**
 * The guests of each reservation with their age on arrival: a check-in's date of birth where
 * there is one; otherwise the booking's counts, adults first, then the children's ages as booked.
 */
async function taxedGuests(db: Db, reservations: Reservation[]): Promise<Map<number, TaxedGuest[]>> {
  const ids = reservations.map((r) => r.id);
  const rooms = ids.length
    ? await db
        .select()
        .from(reservedRooms)
        .where(inArray(reservedRooms.reservationId, ids))
        .orderBy(asc(reservedRooms.position))
    : [];
  const checkedIn = ids.length
    ? await db
        .select({
          reservationId: checkIns.roomReservationId,
          position: checkIns.position,
          dateOfBirth: checkIns.dateOfBirth,
        })
        .from(checkIns)
        .where(inArray(checkIns.roomReservationId, ids))
    : [];
  const out = new Map<number, TaxedGuest[]>();
  for (const reservation of reservations) {
    const mine = rooms.filter((room) => room.reservationId === reservation.id);
    const adults = mine.reduce((sum, room) => sum + room.adults, 0);
    const childAges = mine.flatMap((room) => room.childrenAges);
    const people = adults + mine.reduce((sum, room) => sum + room.children, 0);
    out.set(
      reservation.id,
      Array.from({ length: people }, (_, index) => {
        const position = index + 1;
        const row = checkedIn.find((c) => c.reservationId === reservation.id && c.position === position);
        const age = row
          ? ageOn(row.dateOfBirth, reservation.fromDate)
          : position <= adults
            ? null
            : (childAges[position - adults - 1] ?? null);
        return { position, age };
      }),
    );
  }
  return out;
}

/**
 * The rate a stay was booked at: its city-tax estimate was rate × people × nights (domain/money.ts
 * cityTax), so the ledger charges what the guest was told; the hotel's rate when it cannot tell.
 */
function bookedRate(reservation: Reservation, people: number, fallback: number): number {
  const units = people * nightsBetween(reservation.fromDate, reservation.toDate);
  return units > 0 && reservation.cityTax % units === 0 ? reservation.cityTax / units : fallback;
}

async function ledgerOf(db: Db, reservations: Reservation[], hotelRate: number): Promise<LedgerStay[]> {
  if (!reservations.length) return [];
  const ids = reservations.map((r) => r.id);
  const guests = await taxedGuests(db, reservations);
  const records = await db.select().from(touristTaxRecords).where(inArray(touristTaxRecords.roomReservationId, ids));
  const bookers = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(
      inArray(
        users.id,
        reservations.map((r) => r.userId),
      ),
    );
  return reservations.map((reservation) => {
    const people = guests.get(reservation.id)!;
    const record = records.find((r) => r.roomReservationId === reservation.id);
    // The rules the stay was booked with (§12.9); older reservations: every night at the rate they were told.
    const rules = reservation.cityTaxRules ?? defaultCityTaxRules(bookedRate(reservation, people.length, hotelRate));
    const tax = stayTax(
      { from: reservation.fromDate, to: reservation.toDate, guests: people, exemptions: record?.exemptions ?? [] },
      rules,
    );
    const booker = bookers.find((b) => b.id === reservation.userId);
    return {
      reservation_id: reservation.id,
      number: reservationNumber(reservation.id),
      booker: booker ? `${booker.first} ${booker.last}` : '',
      from_date: reservation.fromDate,
      to_date: reservation.toDate,
      rate_cents: rules.perPersonNightCents,
      rules,
      tax,
      due_cents: record?.dueCents ?? tax.dueCents,
      record: record
        ? {
            status: record.status,
            method: record.method,
            collected_cents: record.collectedCents,
            recorded_at: record.recordedAt.toISOString(),
          }
        : null,
    };
  });
}

/** The stays of a month: confirmed room reservations that depart in it (the tax is paid at departure). */
export async function monthLedger(db: Db, month: string, hotelRate: number): Promise<LedgerStay[]> {
  const { first, last } = monthDays(month);
  const reservations = await db
    .select()
    .from(roomReservations)
    .where(
      and(
        eq(roomReservations.status, 'confirmed'),
        gte(roomReservations.toDate, first),
        lte(roomReservations.toDate, last),
      ),
    )
    .orderBy(asc(roomReservations.toDate), asc(roomReservations.id));
  return ledgerOf(db, reservations, hotelRate);
}

/** One stay of the ledger, or null when the reservation is not a confirmed room reservation. */
export async function ledgerStay(db: Db, reservationId: number, hotelRate: number): Promise<LedgerStay | null> {
  const [reservation] = await db
    .select()
    .from(roomReservations)
    .where(and(eq(roomReservations.id, reservationId), eq(roomReservations.status, 'confirmed')));
  return reservation ? (await ledgerOf(db, [reservation], hotelRate))[0] : null;
}

export type { LedgerStay };
