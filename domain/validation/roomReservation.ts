import { array, date, mixed, number, object, string, type InferType } from 'yup';
import { isIsoDate } from '../isoDate';
import { CURE_CYCLES, type CureCycle } from '../ssnCure/rules';
import { SPECIAL_REQUESTS_MAX_LENGTH } from '../constants';
import type { Locale } from '../locales';
import { fields, type StayRules } from './fields';

/**
 * The room reservation form posted to /my/room-reservations (product.md §2.3). Every room needs a
 * category and a rate variation (ids > 0). Pass `rules` to check the season as well.
 */
export function roomReservationSchema(locale: Locale, rules?: StayRules) {
  const f = fields(locale);
  const room = {
    room_category_id: f.id('roomCategoryRequired'),
    rate_variation_id: f.id('rateRequired'),
    ...f.occupancy(),
    /** The room's total the guest was shown (cents): a price changed since is told before any charge (product.md §12.12). */
    quoted_total: number()
      .typeError(f.m('numberInvalid'))
      .integer(f.m('numberInvalid'))
      .min(0, f.m('numberInvalid'))
      .nullable()
      .optional(),
  };
  return object({
    ...f.stayAndRooms({ from: 'from_date', to: 'to_date' } as const, room, rules),
    special_requests: f
      .text(SPECIAL_REQUESTS_MAX_LENGTH, { multiline: true })
      .max(SPECIAL_REQUESTS_MAX_LENGTH, f.m('specialRequestsMax', { max: SPECIAL_REQUESTS_MAX_LENGTH }))
      .nullable()
      .optional(),
    cancellation_policy_consent: f.consent('cancellationPolicyRequired'),
    city_tax_policy_consent: f.consent('cityTaxPolicyRequired'),
    ...f.payment(),
    covid_consent: f.flag(false),
    /**
     * A package's treatment times (product.md §16.6): the room (its index), the guest (from 0),
     * the treatment and the start. The server checks them again when it holds the room.
     */
    treatment_times: array(
      object({
        room: number()
          .typeError(f.m('valueInvalid'))
          .required(f.m('valueInvalid'))
          .integer(f.m('valueInvalid'))
          .min(0, f.m('valueInvalid')),
        guest: number()
          .typeError(f.m('valueInvalid'))
          .required(f.m('valueInvalid'))
          .integer(f.m('valueInvalid'))
          .min(0, f.m('valueInvalid')),
        treatment_id: f.id('valueInvalid'),
        starts_at: date().typeError(f.m('valueInvalid')).required(f.m('valueInvalid')),
      }),
    )
      .typeError(f.m('valueInvalid'))
      .max(200, f.m('valueInvalid'))
      .default([]),
    /** The add-ons chosen for each room (product.md §16.9): the room (its index) and the add-on; the server prices them. */
    add_ons: array(object({ room: f.count(0, 20, 'valueInvalid'), add_on_id: f.id('valueInvalid') }))
      .typeError(f.m('valueInvalid'))
      .max(100, f.m('valueInvalid'))
      .default([]),
    /**
     * The guests' cures with an SSN prescription (product.md §16.10): the room (its index), the
     * guest (from 0), the cycle, the sessions, the exemption code or none, the visit's day. Only
     * their shape here; the prescription's rules are the hold's (domain/ssnCure/rules.ts).
     */
    ssn_cures: array(
      object({
        room: f.count(0, 20, 'valueInvalid'),
        guest: f.count(0, 20, 'valueInvalid'),
        cycle: mixed<CureCycle>().oneOf(CURE_CYCLES, f.m('valueInvalid')).required(f.m('valueInvalid')),
        sessions: number().typeError(f.m('valueInvalid')).required(f.m('valueInvalid')).integer(f.m('valueInvalid')),
        exemption_code: string()
          .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
          .max(8, f.m('valueInvalid'))
          .nullable()
          .optional(),
        visit_day: string()
          .required(f.m('valueInvalid'))
          .test('iso', f.m('valueInvalid'), (v) => isIsoDate(v)),
      }),
    )
      .typeError(f.m('valueInvalid'))
      .max(20, f.m('valueInvalid'))
      .default([]),
  });
}
export type RoomReservationValues = InferType<ReturnType<typeof roomReservationSchema>>;
