import type { IsoDate } from '../dates';
import type { Translations } from '../locales';

/** The spa's wire shapes (docs/product.md §16): what the staff screens and integrators read. */

export interface TreatmentWire {
  id: number;
  names: Translations;
  descriptions: Translations;
  duration_minutes: number;
  price_cents: number;
  vat_rate: number;
  skill: string;
  cabin_kind: string;
  active: boolean;
}

export interface WorkingHoursWire {
  weekday: number;
  starts: string;
  ends: string;
}

export interface TherapistWire {
  id: number;
  name: string;
  skills: string[];
  hours: WorkingHoursWire[];
  active: boolean;
}

export interface CabinWire {
  id: number;
  name: string;
  kind: string;
  opens: string;
  closes: string;
  active: boolean;
}

export interface AppointmentWire {
  id: number;
  kind: 'treatment' | 'block';
  therapist_id: number;
  cabin_id: number | null;
  treatment_id: number | null;
  reservation_id: number | null;
  guest: string | null;
  starts_at: string;
  ends_at: string;
  reason: string | null;
}

/** One day of the spa: who works when, and what is booked or blocked. */
export interface SpaDayWire {
  date: IsoDate;
  therapists: (TherapistWire & { works: { starts: string; ends: string } | null })[];
  cabins: CabinWire[];
  treatments: TreatmentWire[];
  appointments: AppointmentWire[];
}

export interface FreeSlotWire {
  starts_at: string;
  ends_at: string;
  /** How many guests could start then together. */
  places: number;
}
