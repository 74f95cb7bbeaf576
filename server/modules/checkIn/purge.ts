import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns, roomReservations } from '../../db/schema';
import { addDays, hotelToday } from '../../../domain/dates';

/**
 * Deletes the check-ins (identity data) of stays that ended more than `days` days ago. Idempotent:
 * safe to run any number of times, from any number of processes. It runs in the hourly
 * maintenance job (server/jobs/maintenance.ts).
 * Returns how many check-ins were deleted.
 */
export async function purgeCheckInsAfterDeparture(db: Db, now: Date, days: number): Promise<number> {
  const lastKeptDeparture = addDays(hotelToday(now), -days);
  const ended = db
    .select({ id: roomReservations.id })
    .from(roomReservations)
    .where(lt(roomReservations.toDate, lastKeptDeparture));
  const deleted = await db
    .delete(checkIns)
    .where(inArray(checkIns.roomReservationId, ended))
    .returning({ id: checkIns.id });
  return deleted.length;
}
