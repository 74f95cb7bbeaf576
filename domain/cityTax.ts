import type { IsoDate } from './dates';
import { stayTax, type CityTaxRules } from './touristTax';

/**
 * The city tax as the administrator sets it (product.md §12.10): rules that apply to stays arriving
 * from a day on. Pure: the server keeps the versions, this picks the one of a stay and prices it.
 */
export interface CityTaxVersion extends CityTaxRules {
  validFrom: IsoDate;
}

/** Before any version the administrator saved: the hotel's configured rate (CITY_TAX_CENTS), every night, no age exemption. */
export const BASE_VALID_FROM: IsoDate = '1970-01-01';

/** The rules for a stay arriving on `arrival`: the latest version valid from that day or earlier. */
export function cityTaxRulesOn(versions: readonly CityTaxVersion[], arrival: IsoDate): CityTaxRules {
  let chosen: CityTaxVersion | undefined;
  for (const version of versions)
    if (version.validFrom <= arrival && (!chosen || version.validFrom > chosen.validFrom)) chosen = version;
  if (!chosen) throw new Error(`no city-tax rules for ${arrival}`);
  const { validFrom: _from, ...rules } = chosen;
  return rules;
}

/**
 * What a booking's guests will owe on site: each adult (age unknown: taxed) and each child at the
 * age the booking gives, for the taxed nights of the stay. Declared exemptions come at the desk.
 */
export function bookingCityTax(
  stay: { from: IsoDate; to: IsoDate; adults: number; childrenAges: readonly number[] },
  rules: CityTaxRules,
): number {
  const ages: (number | null)[] = [...Array.from({ length: stay.adults }, () => null), ...stay.childrenAges];
  const guests = ages.map((age, index) => ({ position: index + 1, age }));
  return stayTax({ from: stay.from, to: stay.to, guests, exemptions: [] }, rules).dueCents;
}

/** A version as GET /api/admin/city-tax answers it: the base one is the configured rate, not deletable. */
export interface CityTaxVersionWire {
  valid_from: IsoDate;
  per_person_night: number;
  max_nights_taxed: number | null;
  exempt_under_age: number | null;
  base: boolean;
  /** The version arrivals of today fall under. */
  current: boolean;
}

export const cityTaxVersionWire = (version: CityTaxVersion, current: boolean): CityTaxVersionWire => ({
  valid_from: version.validFrom,
  per_person_night: version.perPersonNightCents,
  max_nights_taxed: version.maxNightsTaxed,
  exempt_under_age: version.exemptUnderAge,
  base: version.validFrom === BASE_VALID_FROM,
  current,
});
