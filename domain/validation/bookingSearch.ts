import { object } from 'yup';
import type { Locale } from '../locales';
import { fields, type StayRules } from './fields';

/**
 * The booking search (product.md §2.1): stay dates, 1 to 5 rooms with adults 1..3, children 0..2 and one
 * age 0..17 per child ('Age missing' otherwise), optional promo code. Pass `rules` to also check
 * the season window, the season gap and closed dates. The widget names the dates `from`/`to`;
 * POST /api/available/rates names them `from_date`/`to_date` (pass `names`) and may say `locale`.
 */
export function bookingSearchSchema<F extends string = 'from', T extends string = 'to'>(
  locale: Locale,
  rules?: StayRules,
  names: { from: F; to: T } = { from: 'from', to: 'to' } as { from: F; to: T },
) {
  const f = fields(locale);
  return object({
    ...f.stayAndRooms(names, f.occupancy(), rules),
    locale: f.text().nullable().optional(),
  });
}

/** The wire names of the rates search (product.md §2.1). */
export const RATES_SEARCH_NAMES = { from: 'from_date', to: 'to_date' } as const;
