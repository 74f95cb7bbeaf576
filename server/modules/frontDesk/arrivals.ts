import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns, deposits, reservedRooms, roomCategories, roomReservations, users } from '../../db/schema';
import { roleOfPosition } from '../../../domain/checkIn';
import { nightsBetween } from '../../../domain/dates';
import type { Arrival } from '../../../domain/frontDesk';
import type { Locale } from '../../../domain/locales';
import { reservationNumber } from '../booking/holds';

/**
 * Confirmed room reservations arriving between two days (inclusive), earliest first, each with
 * its booker, rooms, money (paid: the booking deposit plus deposits paid later against it) and
 * every guest's check-in status. `ids` narrows it to given reservations instead.
 */
export async function arrivalsBetween(
  db: Db,
  range: { from: string; to: string } | { ids: number[] },
  locale: Locale,
): Promise<Arrival[]> {
  const where =
    'ids' in range
      ? inArray(roomReservations.id, range.ids.length ? range.ids : [0])
      : and(gte(roomReservations.fromDate, range.from), lte(roomReservations.fromDate, range.to));
  const rows = await db
    .select({ reservation: roomReservations, booker: users })
    .from(roomReservations)
    .innerJoin(users, eq(users.id, roomReservations.userId))
    .where(and(eq(roomReservations.status, 'confirmed'), where))
    .orderBy(asc(roomReservations.fromDate), asc(roomReservations.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.reservation.id);

  const rooms = await db
    .select({
      reservationId: reservedRooms.reservationId,
      name: roomCategories.name,
      people: sql<number>`${reservedRooms.adults} + ${reservedRooms.children}`,
    })
    .from(reservedRooms)
    .innerJoin(roomCategories, eq(roomCategories.id, reservedRooms.roomCategoryId))
    .where(inArray(reservedRooms.reservationId, ids))
    .orderBy(asc(reservedRooms.position));
  const done = await db
    .select({
      reservationId: checkIns.roomReservationId,
      position: checkIns.position,
      firstName: checkIns.firstName,
      lastName: checkIns.lastName,
    })
    .from(checkIns)
    .where(inArray(checkIns.roomReservationId, ids));
  const laterPayments = await db
    .select({ reservationId: deposits.reservationId, amount: sql<number>`sum(${deposits.amount})::int` })
    .from(deposits)
    .where(and(inArray(deposits.reservationId, ids), eq(deposits.status, 'paid')))
    .groupBy(deposits.reservationId);

  return rows.map(({ reservation: r, booker }) => {
    const mine = rooms.filter((room) => room.reservationId === r.id);
    const guestCount = mine.reduce((sum, room) => sum + Number(room.people), 0);
    const paid = r.deposit + (laterPayments.find((p) => p.reservationId === r.id)?.amount ?? 0);
    return {
      id: r.id,
      number: reservationNumber(r.id),
      from_date: r.fromDate,
      to_date: r.toDate,
      nights: nightsBetween(r.fromDate, r.toDate),
      booker: { name: `${booker.firstName} ${booker.lastName}`, email: booker.email },
      rooms: mine.map((room) => room.name[locale]),
      guests: Array.from({ length: guestCount }, (_, index) => {
        const position = index + 1;
        const checkIn = done.find((c) => c.reservationId === r.id && c.position === position);
        return {
          position,
          role: roleOfPosition(position),
          checked_in: Boolean(checkIn),
          name: checkIn ? `${checkIn.firstName} ${checkIn.lastName}` : null,
        };
      }),
      total: r.total,
      paid,
      due: Math.max(r.total - paid, 0),
    };
  });
}
