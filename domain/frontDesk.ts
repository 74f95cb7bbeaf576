import type { AlloggiatiNote } from './alloggiati';
import type { CheckInRole, CheckInWire } from './checkIn';
import type { IsoDate } from './dates';
import type { Airport, RequestStatus } from './constants';
import type { Locale } from './locales';
import type { DeskCureWire } from './ssnCure/deskWire';

/** Wire types of the front desk's pages (/{lang}/admin): arrivals, a reservation, the police report. */

export interface ArrivalGuest {
  position: number;
  role: CheckInRole;
  checked_in: boolean;
  /** The checked-in guest's name; null until the guest checks in. */
  name: string | null;
}

export interface Arrival {
  id: number;
  number: string;
  from_date: IsoDate;
  to_date: IsoDate;
  nights: number;
  booker: { name: string; email: string };
  rooms: string[];
  guests: ArrivalGuest[];
  /** Cents: the stay's total, what was paid (deposit and later payments), what is left. */
  total: number;
  paid: number;
  due: number;
}

export interface ArrivalsResponse {
  from: IsoDate;
  to: IsoDate;
  arrivals: Arrival[];
}

/** A reservation with its guests' check-in data and SSN cures, for the front desk (product.md §12.1). */
export interface AdminReservation extends Arrival {
  special_requests: string | null;
  check_ins: CheckInWire[];
  ssn_cures: DeskCureWire[];
}

/** One guest of the day in the police report: in the file, or missing (not checked in). */
export interface PoliceReportGuest {
  reservation_id: number;
  reservation_number: string;
  position: number;
  name: string | null;
  guest_type: number | null;
  /** Identity document number, masked (the file itself carries it whole). */
  document: string | null;
  /** In the file: what its layout changed (a stay over 30 days, a name cut). */
  notes: AlloggiatiNote[];
  /** Not in the file: why (a companion who checked in waits for the booker). */
  missing_reason: 'not_checked_in' | 'booker_not_checked_in' | null;
}

export interface PoliceReportSummary {
  date: IsoDate;
  included: PoliceReportGuest[];
  missing: PoliceReportGuest[];
}

export interface StaffActionWire {
  id: number;
  user_email: string;
  action:
    | 'reservation.view'
    | 'check_in.read'
    | 'check_in.desk'
    | 'tourist_tax.record'
    | 'tourist_tax.report'
    | 'istat.report'
    | 'police_report.download'
    | 'request.status'
    | 'page.save'
    | 'page.restore'
    | 'mail.retry'
    | 'staff.invite'
    | 'staff.role'
    | 'staff.disable'
    | 'staff.enable'
    | 'city_tax.save'
    | 'city_tax.delete'
    | 'gift_card.balance'
    | 'gift_card.validity'
    | 'gift_card.void'
    | 'gift_card.resend'
    | 'gift_card_product.create'
    | 'gift_card_product.update'
    | 'settings.save'
    | 'season.create'
    | 'season.update'
    | 'season.delete'
    | 'closed_day.add'
    | 'closed_day.remove'
    | 'promo_code.create'
    | 'promo_code.update'
    | 'promo_code.deactivate'
    | 'day_spa.product.update'
    | 'day_spa.slots.add'
    | 'day_spa.slot.update'
    | 'day_spa.slot.remove'
    | 'day_spa.prices'
    | 'day_spa.day.close'
    | 'day_spa.day.open'
    | 'room.create'
    | 'room.update'
    | 'room.out_of_order.add'
    | 'room.out_of_order.remove'
    | 'rate_plan.create'
    | 'rate_plan.update'
    | 'rate_plan.deactivate'
    | 'pricing_rules.update'
    | 'calendar.change'
    | 'calendar.bulk'
    | 'calendar.import'
    | 'spa_treatment.save'
    | 'spa_therapist.save'
    | 'spa_cabin.save'
    | 'spa_booking.create'
    | 'spa_booking.move'
    | 'spa_block.add'
    | 'spa_block.remove'
    | 'add_on.create'
    | 'add_on.update';
  subject: Record<string, string | number>;
  created_at: string;
}

/** What a guest asked for, per kind: dates to change, money to refund, a ride from the airport. */
export type GuestRequestDetails =
  | { kind: 'change_booking'; checkin: IsoDate; checkout: IsoDate; new_checkin: IsoDate; new_checkout: IsoDate }
  /** Cents; the bank details as the guest gave them (normalised), or null. */
  | { kind: 'refund'; amount: number; iban: string | null; bic: string | null }
  /** Prices in cents, as the server computed them. */
  | {
      kind: 'airport_transfer';
      airport: Airport;
      people: number;
      flight_number: string;
      return_trip: boolean;
      price_per_person: number;
      total: number;
    }
  /** What got in the visitor's way, where, and with which assistive technology (product.md §8.4). */
  | { kind: 'accessibility_barrier'; description: string; page: string | null; assistive_technology: string | null };

/** A guest request in the front desk's inbox. */
export interface GuestRequestWire {
  id: number;
  status: RequestStatus;
  received_at: string;
  updated_at: string;
  guest: {
    first_name: string;
    last_name: string;
    email: string;
    locale: Locale;
    registered: boolean;
    newsletter: boolean;
  };
  /** The reservation named in the request: linked when it is the signed-in guest's own, else as typed. */
  reservation: { number: string; room_reservation_id: number | null; product_reservation_id: number | null } | null;
  note: string | null;
  details: GuestRequestDetails;
}

export interface RequestsInboxResponse {
  requests: GuestRequestWire[];
  /** How many requests each status has, whatever the filter. */
  counts: Record<RequestStatus, number>;
}

export type { RequestStatus };

/** What a mail is about, kept with each outbox row so that staff know what a failed one was. */
export const MAIL_KINDS = [
  'room_booking.confirmation',
  'room_booking.notice',
  'day_spa.confirmation',
  'spa_treatment.moved',
  'deposit.receipt',
  'deposit.notice',
  'refund',
  'request.acknowledgement',
  'request.notice',
  'invitation',
  'password_reset',
  'gift_card',
  'shop.receipt',
  'shop.notice',
  'other',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A mail that failed for good (every attempt refused), as the front desk sees it. */
export interface FailedMailWire {
  id: number;
  to: string;
  subject: string;
  kind: MailKind;
  attempts: number;
  last_error: string | null;
  /** When it was written and when it was last tried (ISO instants). */
  created_at: string;
  last_attempt_at: string | null;
  /**
   * Its body carried a secret (a gift card's code, a reset link) and was deleted for privacy:
   * it cannot be sent again.
   */
  body_forgotten: boolean;
}

export interface FailedMailsResponse {
  count: number;
  mails: FailedMailWire[];
}
