import { array, object, string, type InferType } from 'yup';
import { MAX_ROOMS, MIN_ROOMS } from '../constants';
import type { Locale } from '../locales';
import { fields, type StayRules } from './fields';

/**
 * The booking widget's search (SPEC 2/5): stay dates, 1 to 5 rooms with adults 1..3,
 * children 0..2 and one age 0..17 per child ('Age missing' otherwise), optional promo code.
 * Pass `rules` to also check the season window, the season gap and closed dates.
 */
export function bookingSearchSchema(locale: Locale, rules?: StayRules) {
  const f = fields(locale);
  const stay = f.stay('from', rules);
  const limits = f.roomsMessages;
  return object({
    from: stay.from,
    to: stay.to,
    rooms: array()
      .of(object(f.occupancy()))
      .required(limits.required)
      .min(MIN_ROOMS, limits.min)
      .max(MAX_ROOMS, limits.max),
    code: string().trim().nullable().optional(),
  });
}
export type BookingSearchValues = InferType<ReturnType<typeof bookingSearchSchema>>;
