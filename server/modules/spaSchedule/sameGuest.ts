import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { roomReservations, spaAppointments } from '../../db/schema';

/**
 * Locks the reservation's row (NO KEY UPDATE): moves of one reservation's times, the guest's or the
 * desk's, are decided one after the other, so the second one's `sameGuestClash` sees the first
 * one's new time. Without it two moves to the same hour both pass, each blind to the other's
 * uncommitted row. NO KEY UPDATE waits for another move or a payment, not for rows that merely
 * refer to the reservation.
 */
export async function lockReservationTimes(tx: Tx, reservationId: number): Promise<void> {
  await tx
    .select({ id: roomReservations.id })
    .from(roomReservations)
    .where(eq(roomReservations.id, reservationId))
    .for('no key update');
}

export interface GuestTime {
  reservationId: number;
  /** The time being moved (not counted against itself). */
  timeId: number;
  /** The room of the reservation and the guest of that room, from 0; null for times booked without them. */
  room: number | null;
  guest: number | null;
  start: Date;
  end: Date;
}

/**
 * True when the same guest of the reservation already has another treatment overlapping
 * [start, end) (docs/product.md §16.6: never two at once for one guest). Times booked before the
 * guest was recorded, or by the desk for the stay as a whole (no room and guest), clash with no one.
 */
export async function sameGuestClash(tx: Tx, time: GuestTime): Promise<boolean> {
  if (time.room === null || time.guest === null) return false;
  const [clash] = await tx
    .select({ id: spaAppointments.id })
    .from(spaAppointments)
    .where(
      and(
        eq(spaAppointments.reservationId, time.reservationId),
        eq(spaAppointments.kind, 'treatment'),
        isNull(spaAppointments.cancelledAt),
        ne(spaAppointments.id, time.timeId),
        eq(spaAppointments.roomIndex, time.room),
        eq(spaAppointments.guestIndex, time.guest),
        lt(spaAppointments.startsAt, time.end),
        gt(spaAppointments.endsAt, time.start),
      ),
    )
    .limit(1);
  return clash !== undefined;
}
