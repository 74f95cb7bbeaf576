import { and, asc, between, eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales';
import type { DeskCureWire } from '../../../domain/ssnCure/deskWire';
import type { Db } from '../../db/client';
import { roomReservations, ssnCures, users } from '../../db/schema';
import { cureTimes } from './reservationCures';
import { reservationNumber } from '../booking/holds';

/** Which cures: those whose admission visit falls in [from, to], or one reservation's. */
export type CuresScope = { from: string; to: string } | { reservationId: number };

/**
 * The cures of confirmed reservations (product.md §16.11), of a period of visits or of one
 * reservation (its page at the desk, §12.1), by visit day: who, the prescription, what the desk
 * collects and the cure's booked times (not cancelled), treatment names in the request's language.
 */
export async function bookedCures(db: Db, scope: CuresScope, locale: Locale): Promise<DeskCureWire[]> {
  const which =
    'reservationId' in scope
      ? eq(ssnCures.reservationId, scope.reservationId)
      : between(ssnCures.visitDay, scope.from, scope.to);
  const rows = await db
    .select({
      id: ssnCures.id,
      reservationId: ssnCures.reservationId,
      firstName: users.firstName,
      lastName: users.lastName,
      roomIndex: ssnCures.roomIndex,
      guestIndex: ssnCures.guestIndex,
      cycle: ssnCures.cycle,
      sessions: ssnCures.sessions,
      visitDay: ssnCures.visitDay,
      exemptionCode: ssnCures.exemptionCode,
      dueCents: ssnCures.dueCents,
    })
    .from(ssnCures)
    .innerJoin(roomReservations, eq(roomReservations.id, ssnCures.reservationId))
    .innerJoin(users, eq(users.id, roomReservations.userId))
    .where(and(eq(roomReservations.status, 'confirmed'), which))
    .orderBy(asc(ssnCures.visitDay), asc(ssnCures.reservationId), asc(ssnCures.roomIndex), asc(ssnCures.guestIndex));
  if (rows.length === 0) return [];
  const times = await cureTimes(
    db,
    rows.map((row) => row.id),
    locale,
  );
  return rows.map((row) => ({
    id: row.id,
    reservation_id: row.reservationId,
    reservation_number: reservationNumber(row.reservationId),
    booker: `${row.firstName} ${row.lastName}`,
    room: row.roomIndex + 1,
    guest: row.guestIndex + 1,
    cycle: row.cycle,
    sessions: row.sessions,
    visit_day: row.visitDay,
    exemption_code: row.exemptionCode,
    due_cents: row.dueCents,
    times: times
      .filter((time) => time.cure_id === row.id)
      .map((time) => ({ treatment: time.name, starts_at: time.starts_at, ends_at: time.ends_at })),
  }));
}
