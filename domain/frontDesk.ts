import type { CheckInRole, CheckInWire } from './checkIn';
import type { IsoDate } from './dates';

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

/** A reservation with its guests' check-in data, for the front desk. */
export interface AdminReservation extends Arrival {
  special_requests: string | null;
  check_ins: CheckInWire[];
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
}

export interface PoliceReportSummary {
  date: IsoDate;
  included: PoliceReportGuest[];
  missing: PoliceReportGuest[];
}

export interface StaffActionWire {
  id: number;
  user_email: string;
  action: 'reservation.view' | 'check_in.read' | 'police_report.download';
  subject: Record<string, string | number>;
  created_at: string;
}
