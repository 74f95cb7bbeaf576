import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { RequestKind, RequestStatus } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { airportTransferRequests, changeBookingRequests, guestRequests, refundRequests } from '../../db/schema';
import type { GuestRequestRow, StoredRequest } from './store';

/**
 * The front desk's service over guest requests (issue 13 builds the admin inbox on it): list them
 * by status and kind, read one, move one along (new -> in_progress -> done, or back).
 */

function joined(db: Db) {
  return db
    .select({ request: guestRequests, change: changeBookingRequests, refund: refundRequests, airport: airportTransferRequests })
    .from(guestRequests)
    .leftJoin(changeBookingRequests, eq(changeBookingRequests.requestId, guestRequests.id))
    .leftJoin(refundRequests, eq(refundRequests.requestId, guestRequests.id))
    .leftJoin(airportTransferRequests, eq(airportTransferRequests.requestId, guestRequests.id));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

function toStored({ request, change, refund, airport }: JoinedRow): StoredRequest {
  if (request.kind === 'change_booking') return { kind: 'change_booking', request, details: change! };
  if (request.kind === 'refund') return { kind: 'refund', request, details: refund! };
  return { kind: 'airport_transfer', request, details: airport! };
}

export interface RequestFilter {
  status?: RequestStatus;
  kind?: RequestKind;
  /** At most this many, newest first (default 100). */
  limit?: number;
}

/** Requests newest first, with their kind's details. */
export async function listRequests(db: Db, filter: RequestFilter = {}): Promise<StoredRequest[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(guestRequests.status, filter.status));
  if (filter.kind) conditions.push(eq(guestRequests.kind, filter.kind));
  const rows = await joined(db)
    .where(and(...conditions))
    .orderBy(desc(guestRequests.createdAt), desc(guestRequests.id))
    .limit(filter.limit ?? 100);
  return rows.map(toStored);
}

export async function requestById(db: Db, id: number): Promise<StoredRequest | null> {
  const [row] = await joined(db).where(eq(guestRequests.id, id));
  return row ? toStored(row) : null;
}

/** Sets a request's status and its updated time; null when there is no such request. */
export async function setRequestStatus(db: Db, id: number, status: RequestStatus): Promise<GuestRequestRow | null> {
  const [row] = await db.update(guestRequests).set({ status, updatedAt: new Date() }).where(eq(guestRequests.id, id)).returning();
  return row ?? null;
}
