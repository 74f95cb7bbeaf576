import { and, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { roomReservations, spaAppointments } from '../../db/schema';

/**
 * A package's treatment times are held with the room's hold (docs/product.md §16.6): appointments
 * tied to the pending reservation. When the hold lapses (expired, or released after a declined
 * card) they stop counting: reads leave them out at once, and the next hold cancels them in its
 * transaction, before it books, so the exclusion constraints let the hour be taken again.
 */
export const lapsedHoldSql = sql`exists (select 1 from ${roomReservations} r
  where r.id = ${spaAppointments.reservationId}
    and (r.status = 'released' or (r.status = 'pending' and r.hold_expires_at <= now())))`;

/** Cancels the appointments of lapsed holds (inside the caller's transaction). */
export async function cancelLapsedHolds(tx: Tx | Db) {
  await tx
    .update(spaAppointments)
    .set({ cancelledAt: sql`now()` })
    .where(and(isNull(spaAppointments.cancelledAt), lapsedHoldSql));
}
