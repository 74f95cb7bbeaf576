import { number, object, type InferType } from 'yup';
import { BIC_MAX_LENGTH, IBAN_MAX_LENGTH, REFUND_MAX_CENTS } from '../constants';
import { isBic, isIban } from '../bankAccount';
import { hotelToday, isIsoDate } from '../dates';
import type { Locale } from '../locales';
import { formatMoney } from '../money';
import { requestedStayError } from '../season';
import { fields, type StayRules } from './fields';

/** Only the parent's strings that are real dates (a test reads its sibling fields). */
const dateOf = (parent: unknown, name: string) => {
  const value = (parent as Record<string, unknown>)[name];
  return isIsoDate(value) ? value : null;
};

/**
 * Change-booking request (product.md §8.1, issue 12). Current and new check-in/check-out are
 * 'YYYY-MM-DD'; a check-out on the check-in day is a day visit to the spa. The new stay may not be
 * the current one, and with `rules` (the server's season) it must be bookable: inside the window,
 * not between seasons, not on a closed day. Errors about a stay are reported on its check-out.
 */
export function changeBookingRequestSchema(locale: Locale, options: { rules?: StayRules } = {}) {
  const f = fields(locale);
  const { m } = f;
  return object({
    reservation_number: f.optionalString(),
    checkin: f.isoDate('currentCheckInRequired'),
    checkout: f.isoDate('currentCheckOutRequired').test('order', m('checkOutBeforeCheckIn'), function (to) {
      const from = dateOf(this.parent, 'checkin');
      return !from || !isIsoDate(to) || to >= from;
    }),
    new_checkin: f.isoDate('newCheckInRequired'),
    new_checkout: f.isoDate('newCheckOutRequired').test('new-stay', m('dateInvalid'), function (to) {
      const from = dateOf(this.parent, 'new_checkin');
      if (!from || !isIsoDate(to)) return true;
      if (to < from) return this.createError({ message: m('checkOutBeforeCheckIn') });
      if (from === dateOf(this.parent, 'checkin') && to === dateOf(this.parent, 'checkout'))
        return this.createError({ message: m('sameStay') });
      const rules = options.rules;
      const problem = rules
        ? requestedStayError(from, to, rules.season, rules.closedDates, rules.today ?? hotelToday())
        : null;
      return problem ? this.createError({ message: m(problem) }) : true;
    }),
    note: f.note(),
    ...f.contact(),
  });
}
export type ChangeBookingRequestValues = InferType<ReturnType<typeof changeBookingRequestSchema>>;

/**
 * Refund request (product.md §8.2, issue 12): the amount in integer cents (the money input converts
 * euros), more than zero and at most `maxCents` (what the named reservation was paid, or the
 * largest deposit the site takes). IBAN and BIC may be left out; when given they must be valid.
 */
export function refundRequestSchema(locale: Locale, options: { maxCents?: number } = {}) {
  const f = fields(locale);
  const { m } = f;
  const max = options.maxCents ?? REFUND_MAX_CENTS;
  return object({
    reservation_number: f.optionalString(),
    amount: number()
      .typeError(m('amountInvalid'))
      .required(m('amountRequired'))
      .integer(m('amountInvalid'))
      .min(1, m('amountMin', { min: formatMoney(1, locale) }))
      .max(max, m('refundAmountMax', { max: formatMoney(max, locale) })),
    note: f.note(),
    iban: f
      .text(IBAN_MAX_LENGTH)
      .optional()
      .test('iban', m('ibanInvalid'), (value) => !value || isIban(value)),
    bic: f
      .text(BIC_MAX_LENGTH)
      .optional()
      .test('bic', m('bicInvalid'), (value) => !value || isBic(value)),
    ...f.contact(),
  });
}
export type RefundRequestValues = InferType<ReturnType<typeof refundRequestSchema>>;
