import { number, object, type InferType } from 'yup';
import { hotelToday } from '../dates';
import type { Locale } from '../locales';
import { formatMoney } from '../money';
import { fields } from './fields';

/** The bounds of a city-tax setting (product.md §12.10), as the database checks them too. */
export const CITY_TAX_LIMITS = { maxRateCents: 10_000, maxNights: 365, maxExemptAge: 18 } as const;

const emptyToNull = (value: unknown, original: unknown) => (original === '' || original === null ? null : value);

/**
 * A city-tax version the administrator saves: the rate per person and night in cents, how many
 * first nights are taxed (empty: all), under which age guests are exempt (empty: none), and from
 * which arrival day it applies (today or later: a stay under way keeps its rules).
 */
export function cityTaxSettingSchema(locale: Locale, options: { today?: string } = {}) {
  const f = fields(locale);
  const { m } = f;
  const { maxRateCents, maxNights, maxExemptAge } = CITY_TAX_LIMITS;
  const rateRange = m('cityTaxRateRange', { min: formatMoney(0, locale), max: formatMoney(maxRateCents, locale) });
  const nightsRange = m('cityTaxNightsRange', { min: 1, max: maxNights });
  const ageRange = m('cityTaxAgeRange', { min: 1, max: maxExemptAge });
  return object({
    valid_from: f
      .isoDate('dateRequired')
      .test('not-past', m('cityTaxValidFromPast'), (day) => !day || day >= (options.today ?? hotelToday())),
    per_person_night: number()
      .typeError(rateRange)
      .required(rateRange)
      .integer(rateRange)
      .min(0, rateRange)
      .max(maxRateCents, rateRange),
    max_nights_taxed: number()
      .transform(emptyToNull)
      .typeError(nightsRange)
      .nullable()
      .default(null)
      .integer(nightsRange)
      .min(1, nightsRange)
      .max(maxNights, nightsRange),
    exempt_under_age: number()
      .transform(emptyToNull)
      .typeError(ageRange)
      .nullable()
      .default(null)
      .integer(ageRange)
      .min(1, ageRange)
      .max(maxExemptAge, ageRange),
  });
}
export type CityTaxSettingValues = InferType<ReturnType<typeof cityTaxSettingSchema>>;
