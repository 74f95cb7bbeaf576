import type { IsoDate } from '../dates';
import type { CureCycle } from './rules';

/** One booked time of a cure (the admission visit or a session), as the desk reads it. */
export interface CureTimeWire {
  treatment: string;
  starts_at: string;
  ends_at: string;
}

/** A guest's cure of a confirmed reservation, for the desk (GET /api/admin/ssn-cure/cures; product.md §16.11). */
export interface DeskCureWire {
  id: number;
  reservation_id: number;
  reservation_number: string;
  /** The booking guest's name. */
  booker: string;
  /** From 1, as the desk counts them. */
  room: number;
  guest: number;
  cycle: CureCycle;
  sessions: number;
  visit_day: IsoDate;
  /** Null: the guest pays the ticket. */
  exemption_code: string | null;
  /** What the desk collects, as it was when booked. */
  due_cents: number;
  times: CureTimeWire[];
}

export interface DeskCuresWire {
  from: IsoDate;
  to: IsoDate;
  cures: DeskCureWire[];
}
