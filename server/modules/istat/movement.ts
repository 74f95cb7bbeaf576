import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns, reservedRooms, roomCategories, roomNights, roomReservations, rooms, seasons } from '../../db/schema';
import { guestTypeFor } from '../../../domain/alloggiati';
import { daysOfMonth, type MovementDay, type MovementGuest } from '../../../domain/istat';

/**
 * Every guest of the confirmed room reservations that touch the month, checked in or not (a guest
 * not checked in counts with an unknown residence), and each day's rooms: the hotel is open on
 * season days; rooms and beds available are the active rooms and their categories' beds; rooms
 * occupied are the rooms taken that night.
 */
export async function movementInput(db: Db, month: string): Promise<{ guests: MovementGuest[]; days: MovementDay[] }> {
  const dates = daysOfMonth(month);
  const [first, last] = [dates[0], dates.at(-1)!];
  const stays = await db
    .select()
    .from(roomReservations)
    .where(
      and(
        eq(roomReservations.status, 'confirmed'),
        lte(roomReservations.fromDate, last),
        gte(roomReservations.toDate, first),
      ),
    )
    .orderBy(asc(roomReservations.id));
  const ids = stays.map((s) => s.id);
  const people = ids.length
    ? await db
        .select({
          id: reservedRooms.reservationId,
          people: sql<number>`sum(${reservedRooms.adults} + ${reservedRooms.children})::int`,
        })
        .from(reservedRooms)
        .where(inArray(reservedRooms.reservationId, ids))
        .groupBy(reservedRooms.reservationId)
    : [];
  const rows = ids.length ? await db.select().from(checkIns).where(inArray(checkIns.roomReservationId, ids)) : [];
  const guests: MovementGuest[] = stays.flatMap((stay) => {
    const count = people.find((p) => p.id === stay.id)?.people ?? 0;
    const mine = rows.filter((row) => row.roomReservationId === stay.id);
    return Array.from({ length: count }, (_, index): MovementGuest => {
      const position = index + 1;
      const row = mine.find((r) => r.position === position);
      return {
        id: `${stay.id}-${position}`,
        arrival: stay.fromDate,
        departure: stay.toDate,
        guestType: guestTypeFor(position, count),
        leaderId: position === 1 ? null : `${stay.id}-1`,
        declared: row
          ? {
              sex: row.sex,
              citizenshipId: row.nationalityId,
              residenceCountryId: row.countryId,
              residenceProvinceId: row.provinceId,
              dateOfBirth: row.dateOfBirth,
              birthCountryId: row.birthCountryId,
              birthBoroughId: row.birthBoroughId,
            }
          : null,
      };
    });
  });

  const [capacity] = await db
    .select({
      rooms: sql<number>`count(*)::int`,
      beds: sql<number>`coalesce(sum(${roomCategories.maxAdults}), 0)::int`,
    })
    .from(rooms)
    .innerJoin(roomCategories, eq(rooms.roomCategoryId, roomCategories.id))
    .where(eq(rooms.active, true));
  const seasonRows = await db
    .select()
    .from(seasons)
    .where(and(lte(seasons.startsOn, last), gte(seasons.endsOn, first)));
  const occupied = await db
    .select({ night: roomNights.night, rooms: sql<number>`count(*)::int` })
    .from(roomNights)
    .innerJoin(roomReservations, eq(roomNights.reservationId, roomReservations.id))
    .where(and(eq(roomReservations.status, 'confirmed'), gte(roomNights.night, first), lte(roomNights.night, last)))
    .groupBy(roomNights.night);
  const days = dates.map((date): MovementDay => {
    const open = seasonRows.some((s) => s.startsOn <= date && date <= s.endsOn);
    return {
      date,
      open,
      roomsAvailable: open ? capacity.rooms : 0,
      bedsAvailable: open ? capacity.beds : 0,
      roomsOccupied: occupied.find((o) => o.night === date)?.rooms ?? 0,
    };
  });
  return { guests, days };
}
