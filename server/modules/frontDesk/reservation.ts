import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns, roomReservations } from '../../db/schema';

export async function reservationCheckIns(db: Db, reservationId: number) {
  return db
    .select()
    .from(checkIns)
    .where(eq(checkIns.roomReservationId, reservationId))
    .orderBy(asc(checkIns.position));
}

export async function reservationSpecialRequests(db: Db, reservationId: number): Promise<string | null> {
  const [row] = await db
    .select({ text: roomReservations.specialRequests })
    .from(roomReservations)
    .where(eq(roomReservations.id, reservationId));
  return row?.text ?? null;
}
