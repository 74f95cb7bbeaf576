import { number, object, type InferType } from 'yup';
import { COUNTER_MIN } from '../constants';
import { daySpaWindow, formatDate, hotelToday } from '../dates';
import type { Locale } from '../locales';
import { fields } from './fields';

/**
 * The day-spa reservation posted to /my/product-reservations (SPEC 3/5).
 * The date must lie in today..today + 2 months (hotel time); `today` is read at validation time
 * unless given (tests).
 */
export function daySpaReservationSchema(locale: Locale, options: { today?: string } = {}) {
  const f = fields(locale);
  const { m } = f;
  return object({
    date: f.isoDate('dateRequired').test('day-spa-window', m('dateInvalid'), function (date) {
      if (!date) return true;
      const { min, max } = daySpaWindow(options.today ?? hotelToday());
      if (date >= min && date <= max) return true;
      const range = { min: formatDate(min, locale, 'DD MMMM YYYY'), max: formatDate(max, locale, 'DD MMMM YYYY') };
      return this.createError({ message: m('dateOutsideWindow', range) });
    }),
    people: number()
      .typeError(m('peopleMin'))
      .required(m('peopleMin'))
      .integer(m('numberInvalid'))
      .min(COUNTER_MIN, m('peopleMin')),
    product_availability_id: f.id('slotRequired'),
    cancellation_policy_consent: f.consent('cancellationPolicyRequired'),
    rules_consent: f.consent('rulesRequired'),
    use_bonus_terme: f.flag(false),
    payment_method_id: f.optionalString(),
    payment_intent_id: f.optionalString(),
    save_card: f.flag(false),
    covid_consent: f.flag(false),
  });
}
export type DaySpaReservationValues = InferType<ReturnType<typeof daySpaReservationSchema>>;
