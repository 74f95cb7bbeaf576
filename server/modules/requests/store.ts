import { airportTransferTotal } from '../../../domain/money';
import { airportPrices } from '../siteSettings/service';
import type { RequestKind } from '../../../domain/constants';
import type { Locale } from '../../../domain/locales';
import type {
  AccessibilityBarrierValues,
  AirportTransferValues,
  ChangeBookingRequestValues,
  RefundRequestValues,
} from '../../../domain/validation';
import { normalizeBic, normalizeIban } from '../../../domain/bankAccount';
import type { Db, Tx } from '../../db/client';
import {
  accessibilityBarrierRequests,
  airportTransferRequests,
  changeBookingRequests,
  guestRequests,
  refundRequests,
} from '../../db/schema';
import type { OwnReservation } from '../manageBooking/ownReservation';

type Contact = Pick<ChangeBookingRequestValues, 'first_name' | 'last_name' | 'email' | 'newsletter_consent'> & {
  note?: string | null;
  reservation_number?: string | null;
};

/** Who asked, in which language, and which of their reservations it is about (when they named one of theirs). */
export interface RequestOrigin {
  locale: Locale;
  userId: number | null;
  reservation: OwnReservation | null;
}

export type GuestRequestRow = typeof guestRequests.$inferSelect;

async function insertRequest(
  tx: Tx,
  kind: RequestKind,
  values: Contact,
  origin: RequestOrigin,
): Promise<GuestRequestRow> {
  const [row] = await tx
    .insert(guestRequests)
    .values({
      kind,
      userId: origin.userId,
      roomReservationId: origin.reservation?.kind === 'room' ? origin.reservation.id : null,
      productReservationId: origin.reservation?.kind === 'day_spa' ? origin.reservation.id : null,
      reservationNumber: origin.reservation?.number ?? (values.reservation_number || null),
      firstName: values.first_name,
      lastName: values.last_name,
      email: values.email.toLowerCase(),
      locale: origin.locale,
      note: values.note || null,
      newsletterConsent: values.newsletter_consent,
      privacyConsentAt: new Date(),
    })
    .returning();
  return row;
}

/** Each store writes the request and its kind's row in one transaction: both or neither. */
export function storeChangeBooking(db: Db, values: ChangeBookingRequestValues, origin: RequestOrigin) {
  return db.transaction(async (tx) => {
    const request = await insertRequest(tx, 'change_booking', values, origin);
    const [details] = await tx
      .insert(changeBookingRequests)
      .values({
        requestId: request.id,
        checkIn: values.checkin,
        checkOut: values.checkout,
        newCheckIn: values.new_checkin,
        newCheckOut: values.new_checkout,
      })
      .returning();
    return { request, details };
  });
}

export function storeRefund(db: Db, values: RefundRequestValues, origin: RequestOrigin) {
  return db.transaction(async (tx) => {
    const request = await insertRequest(tx, 'refund', values, origin);
    const [details] = await tx
      .insert(refundRequests)
      .values({
        requestId: request.id,
        amount: values.amount,
        iban: values.iban ? normalizeIban(values.iban) : null,
        bic: values.bic ? normalizeBic(values.bic) : null,
      })
      .returning();
    return { request, details };
  });
}

/** The price is the server's: the airport's price per person (the site's settings, §12.17) times the people. */
export function storeAirportTransfer(db: Db, values: AirportTransferValues, origin: RequestOrigin) {
  return db.transaction(async (tx) => {
    const request = await insertRequest(tx, 'airport_transfer', values, origin);
    // The administrator's price now (product.md §12.17), read in this transaction.
    const prices = await airportPrices(tx);
    const price = prices[values.airport];
    const [details] = await tx
      .insert(airportTransferRequests)
      .values({
        requestId: request.id,
        airport: values.airport,
        people: values.people,
        flightNumber: values.flight_number,
        returnTrip: values.return,
        pricePerPerson: price,
        total: airportTransferTotal(values.airport, values.people, prices),
      })
      .returning();
    return { request, details };
  });
}

/** A barrier report: the description and its context in their own row (longer than a request's note). */
export function storeAccessibilityBarrier(db: Db, values: AccessibilityBarrierValues, origin: RequestOrigin) {
  return db.transaction(async (tx) => {
    const request = await insertRequest(tx, 'accessibility_barrier', values, origin);
    const [details] = await tx
      .insert(accessibilityBarrierRequests)
      .values({
        requestId: request.id,
        description: values.description,
        page: values.page || null,
        assistiveTechnology: values.assistive_technology || null,
      })
      .returning();
    return { request, details };
  });
}

export type StoredRequest =
  | { kind: 'change_booking'; request: GuestRequestRow; details: typeof changeBookingRequests.$inferSelect }
  | { kind: 'refund'; request: GuestRequestRow; details: typeof refundRequests.$inferSelect }
  | { kind: 'airport_transfer'; request: GuestRequestRow; details: typeof airportTransferRequests.$inferSelect }
  | {
      kind: 'accessibility_barrier';
      request: GuestRequestRow;
      details: typeof accessibilityBarrierRequests.$inferSelect;
    };
