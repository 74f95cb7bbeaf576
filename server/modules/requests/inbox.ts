import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { REQUEST_STATUSES, type RequestKind, type RequestStatus } from '../../../domain/constants';
import type { GuestRequestDetails, GuestRequestWire } from '../../../domain/frontDesk';
import type { Locale } from '../../../domain/locales';
import type { Db } from '../../db/client';
import {
  accessibilityBarrierRequests,
  airportTransferRequests,
  changeBookingRequests,
  guestRequests,
  refundRequests,
} from '../../db/schema';
import type { GuestRequestRow, StoredRequest } from './store';

/**
 * The front desk's service over guest requests (the inbox at /{lang}/admin/requests): list them
 * by status and kind, read one, move one along (new -> in_progress -> done, or back).
 */

function joined(db: Db) {
  return db
    .select({
      request: guestRequests,
      change: changeBookingRequests,
      refund: refundRequests,
      airport: airportTransferRequests,
      barrier: accessibilityBarrierRequests,
    })
    .from(guestRequests)
    .leftJoin(changeBookingRequests, eq(changeBookingRequests.requestId, guestRequests.id))
    .leftJoin(refundRequests, eq(refundRequests.requestId, guestRequests.id))
    .leftJoin(airportTransferRequests, eq(airportTransferRequests.requestId, guestRequests.id))
    .leftJoin(accessibilityBarrierRequests, eq(accessibilityBarrierRequests.requestId, guestRequests.id));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

function toStored({ request, change, refund, airport, barrier }: JoinedRow): StoredRequest {
  if (request.kind === 'change_booking') return { kind: 'change_booking', request, details: change! };
  if (request.kind === 'refund') return { kind: 'refund', request, details: refund! };
  if (request.kind === 'accessibility_barrier') return { kind: 'accessibility_barrier', request, details: barrier! };
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
  const [row] = await db
    .update(guestRequests)
    .set({ status, updatedAt: new Date() })
    .where(eq(guestRequests.id, id))
    .returning();
  return row ?? null;
}

/** How many requests each status has. */
export async function requestCounts(db: Db): Promise<Record<RequestStatus, number>> {
  const rows = await db
    .select({ status: guestRequests.status, n: count() })
    .from(guestRequests)
    .groupBy(guestRequests.status);
  const counts = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])) as Record<RequestStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

function detailsWire(stored: StoredRequest): GuestRequestDetails {
  if (stored.kind === 'change_booking') {
    const d = stored.details;
    return {
      kind: 'change_booking',
      checkin: d.checkIn,
      checkout: d.checkOut,
      new_checkin: d.newCheckIn,
      new_checkout: d.newCheckOut,
    };
  }
  if (stored.kind === 'refund')
    return { kind: 'refund', amount: stored.details.amount, iban: stored.details.iban, bic: stored.details.bic };
  if (stored.kind === 'accessibility_barrier') {
    const d = stored.details;
    return {
      kind: 'accessibility_barrier',
      description: d.description,
      page: d.page,
      assistive_technology: d.assistiveTechnology,
    };
  }
  const d = stored.details;
  return {
    kind: 'airport_transfer',
    airport: d.airport,
    people: d.people,
    flight_number: d.flightNumber,
    return_trip: d.returnTrip,
    price_per_person: d.pricePerPerson,
    total: d.total,
  };
}

/** A request as the front desk's inbox shows it. */
export function requestWire(stored: StoredRequest): GuestRequestWire {
  const r = stored.request;
  return {
    id: r.id,
    status: r.status,
    received_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    guest: {
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      locale: r.locale as Locale,
      registered: r.userId !== null,
      newsletter: r.newsletterConsent,
    },
    reservation: r.reservationNumber
      ? {
          number: r.reservationNumber,
          room_reservation_id: r.roomReservationId,
          product_reservation_id: r.productReservationId,
        }
      : null,
    note: r.note,
    details: detailsWire(stored),
  };
}
