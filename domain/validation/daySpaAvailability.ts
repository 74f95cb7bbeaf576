import { object, type InferType } from 'yup';
import { COUNTER_MIN, DAY_SPA_AVAILABILITY_MAX_DAYS } from '../constants';
import { isIsoDate, nightsBetween } from '../dates';
import type { Locale } from '../locales';
import { fields } from './fields';

/**
 * GET /api/{productId}/availability's query (product.md §3.1): people (default 1) and a period of at most
 * DAY_SPA_AVAILABILITY_MAX_DAYS days, from_date to to_date (default: the one day from_date).
 */
export function daySpaAvailabilitySchema(locale: Locale) {
  const f = fields(locale);
  return object({
    people: f.people().default(COUNTER_MIN),
    from_date: f.isoDate('dateRequired'),
    to_date: f
      .text()
      .optional()
      .test('period', f.m('periodInvalid'), function (to) {
        const from = (this.parent as { from_date?: unknown }).from_date;
        if (to === undefined || to === '' || !isIsoDate(from)) return true;
        return isIsoDate(to) && to >= from && nightsBetween(from, to) <= DAY_SPA_AVAILABILITY_MAX_DAYS;
      }),
  });
}
export type DaySpaAvailabilityQuery = InferType<ReturnType<typeof daySpaAvailabilitySchema>>;
