import { array, object, string, type InferType } from 'yup';
import { MAX_ROOMS, MIN_ROOMS, SPECIAL_REQUESTS_MAX_LENGTH } from '../constants';
import type { Locale } from '../locales';
import { fields, type StayRules } from './fields';

/**
 * The room reservation form posted to /my/room-reservations (SPEC 3/5). Every room needs a
 * category and a rate variation (ids > 0). Pass `rules` to check the season as well.
 */
export function roomReservationSchema(locale: Locale, rules?: StayRules) {
  const f = fields(locale);
  const stay = f.stay('from_date', rules);
  const limits = f.roomsMessages;
  return object({
    from_date: stay.from,
    to_date: stay.to,
    rooms: array()
      .of(
        object({
          room_category_id: f.id('roomCategoryRequired'),
          rate_variation_id: f.id('rateRequired'),
          ...f.occupancy(),
        }),
      )
      .required(limits.required)
      .min(MIN_ROOMS, limits.min)
      .max(MAX_ROOMS, limits.max),
    special_requests: string()
      .trim()
      .max(SPECIAL_REQUESTS_MAX_LENGTH, f.m('specialRequestsMax', { max: SPECIAL_REQUESTS_MAX_LENGTH }))
      .nullable()
      .optional(),
    cancellation_policy_consent: f.consent('cancellationPolicyRequired'),
    city_tax_policy_consent: f.consent('cityTaxPolicyRequired'),
    payment_method_id: f.optionalString(),
    payment_intent_id: f.optionalString(),
    save_card: f.flag(false),
    covid_consent: f.flag(false),
  });
}
export type RoomReservationValues = InferType<ReturnType<typeof roomReservationSchema>>;
