import { CITY_TAX_EXEMPT_UNDER_AGE, CITY_TAX_MAX_NIGHTS_TAXED } from './constants';
import { nightsBetween, type IsoDate } from './dates';

/**
 * The tourist-tax ledger's rules (product.md §12.7). Pure: the server gathers the stays, this
 * says who is taxed for how many nights and what is due.
 */

/** Why a guest pays no tax, as the desk declares it (age exemptions follow from the rules). */
export const EXEMPTION_REASONS = ['resident', 'disability', 'driver_or_guide', 'health_care', 'other'] as const;
export type ExemptionReason = (typeof EXEMPTION_REASONS)[number] | 'age';

/** A guest the desk declared exempt, by position in the reservation (1 is the booker). */
export interface TouristTaxExemption {
  position: number;
  reason: (typeof EXEMPTION_REASONS)[number];
}

export interface CityTaxRules {
  /** Cents per person per taxed night. */
  perPersonNightCents: number;
  /** Only the first nights of a stay are taxed; null: all of them. */
  maxNightsTaxed: number | null;
  /** Guests younger than this on arrival pay nothing; null: nobody by age. */
  exemptUnderAge: number | null;
}

export const defaultCityTaxRules = (perPersonNightCents: number): CityTaxRules => ({
  perPersonNightCents,
  maxNightsTaxed: CITY_TAX_MAX_NIGHTS_TAXED,
  exemptUnderAge: CITY_TAX_EXEMPT_UNDER_AGE,
});

/** A guest of a stay: their age on arrival when known (a check-in or the booking's child ages). */
export interface TaxedGuest {
  position: number;
  age: number | null;
}

export interface GuestTax {
  position: number;
  /** On arrival, when known. */
  age: number | null;
  nights: number;
  taxedNights: number;
  exemption: ExemptionReason | null;
  dueCents: number;
}

export interface StayTax {
  nights: number;
  guests: GuestTax[];
  /** Guest-nights of the stay, taxed or not. */
  guestNights: number;
  taxedNights: number;
  exemptNights: Partial<Record<ExemptionReason, number>>;
  dueCents: number;
}

/** Whole years between a birth date and a day. */
export function ageOn(dateOfBirth: IsoDate, day: IsoDate): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** The tax of one stay: each guest's taxed nights and amount, and the stay's sums by reason. */
export function stayTax(
  stay: { from: IsoDate; to: IsoDate; guests: TaxedGuest[]; exemptions: TouristTaxExemption[] },
  rules: CityTaxRules,
): StayTax {
  const nights = nightsBetween(stay.from, stay.to);
  const taxable = rules.maxNightsTaxed === null ? nights : Math.min(nights, rules.maxNightsTaxed);
  const guests = stay.guests.map((guest): GuestTax => {
    const declared = stay.exemptions.find((e) => e.position === guest.position)?.reason ?? null;
    const young = rules.exemptUnderAge !== null && guest.age !== null && guest.age < rules.exemptUnderAge;
    const exemption: ExemptionReason | null = declared ?? (young ? 'age' : null);
    const taxedNights = exemption ? 0 : taxable;
    return {
      position: guest.position,
      age: guest.age,
      nights,
      taxedNights,
      exemption,
      dueCents: taxedNights * rules.perPersonNightCents,
    };
  });
  const exemptNights: Partial<Record<ExemptionReason, number>> = {};
  for (const guest of guests)
    if (guest.exemption) exemptNights[guest.exemption] = (exemptNights[guest.exemption] ?? 0) + guest.nights;
  return {
    nights,
    guests,
    guestNights: nights * guests.length,
    taxedNights: guests.reduce((sum, g) => sum + g.taxedNights, 0),
    exemptNights,
    dueCents: guests.reduce((sum, g) => sum + g.dueCents, 0),
  };
}

// What GET /api/admin/tourist-tax answers (server/modules/touristTax).

/** A stay of the ledger: the tax as the rules give it, and what the desk recorded, if anything. */
export interface LedgerStay {
  reservation_id: number;
  number: string;
  booker: string;
  from_date: IsoDate;
  to_date: IsoDate;
  rate_cents: number;
  /** The city-tax rules of the stay: kept with the reservation, or the rate it was told (§12.10). */
  rules: CityTaxRules;
  tax: StayTax;
  /** What is due: as recorded at departure, else as the rules give it today. */
  due_cents: number;
  record: {
    status: 'collected' | 'not_paid';
    method: 'cash' | 'card' | null;
    collected_cents: number;
    recorded_at: string;
  } | null;
}

/** A month's sums for the Comune (product.md §12.7). */
export interface TouristTaxTotals {
  stays: number;
  guest_nights: number;
  taxed_nights: number;
  exempt_nights: Partial<Record<ExemptionReason, number>>;
  due_cents: number;
  collected_cash_cents: number;
  collected_card_cents: number;
  not_paid_cents: number;
  /** Due for stays the desk has not recorded yet. */
  not_recorded_cents: number;
}

/** GET /api/admin/tourist-tax?month= */
export interface TouristTaxMonth {
  month: string;
  stays: LedgerStay[];
  totals: TouristTaxTotals;
}
