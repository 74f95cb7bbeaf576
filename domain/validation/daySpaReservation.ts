import { object, type InferType } from 'yup';
import { isInDaySpaWindow } from '../daySpa';
import { daySpaWindow, formatDate, hotelToday } from '../dates';
import type { Locale } from '../locales';
import { fields } from './fields';

/** A day-spa date: required, in today..today + 2 months (hotel time; `today` read at validation time unless given). */
export function daySpaDate(locale: Locale, options: { today?: string } = {}) {
  const f = fields(locale);
  const { m } = f;
  return f.isoDate('dateRequired').test('day-spa-window', m('dateInvalid'), function (date) {
    const today = options.today ?? hotelToday();
    if (!date || isInDaySpaWindow(date, today)) return true;
    const { min, max } = daySpaWindow(today);
    const range = { min: formatDate(min, locale, 'DD MMMM YYYY'), max: formatDate(max, locale, 'DD MMMM YYYY') };
    return this.createError({ message: m('dateOutsideWindow', range) });
  });
}

/**
 * The day-spa reservation posted to /my/product-reservations (product.md §3).
 * The date must lie in today..today + 2 months (hotel time); `today` is read at validation time
 * unless given (tests).
 */
export function daySpaReservationSchema(locale: Locale, options: { today?: string } = {}) {
  const f = fields(locale);
  const { m } = f;
  return object({
    date: daySpaDate(locale, options),
    people: f.people().required(m('peopleMin')),
    product_availability_id: f.id('slotRequired'),
    cancellation_policy_consent: f.consent('cancellationPolicyRequired'),
    rules_consent: f.consent('rulesRequired'),
    use_bonus_terme: f.flag(false),
    ...f.payment(),
    covid_consent: f.flag(false),
  });
}
export type DaySpaReservationValues = InferType<ReturnType<typeof daySpaReservationSchema>>;
