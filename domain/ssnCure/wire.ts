import type { CureCycle } from './rules';

/** The hotel's SSN cure settings as the staff's API reads and writes them (product.md §16.10). */
export interface CureSettingsWire {
  /** Cents a guest who pays the ticket pays at the desk. */
  ticket_cents: number;
  /** Cents an exempt guest pays at the desk. */
  exempt_cents: number;
  /** The catalogue's treatment of the admission visit; null: no cure is offered. */
  visit_treatment_id: number | null;
  /** Each cycle's session treatment; null: that cycle is not offered. */
  cycle_treatments: Record<CureCycle, number | null>;
  version: number;
}

/** The cures offered to a guest (GET /api/spa/ssn-cure): what they cost at the desk and the cycles. */
export interface CureOfferWire {
  ticket_cents: number;
  exempt_cents: number;
  cycles: { cycle: CureCycle; name: string; duration_minutes: number }[];
  visit: { name: string; duration_minutes: number } | null;
}
