import { array, mixed, number, object, string, type InferType } from 'yup';
import { EXEMPTION_REASONS } from '../touristTax';
import type { Locale } from '../locales';
import { fields } from './fields';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `?month=YYYY-MM` of the tourist-tax ledger and its report (default: the hotel's month). */
export function touristTaxMonthSchema(locale: Locale) {
  const { m } = fields(locale);
  return object({ month: string().optional().matches(MONTH, m('valueInvalid')) });
}
export type TouristTaxMonthQuery = InferType<ReturnType<typeof touristTaxMonthSchema>>;

/** `?year=YYYY` of the year's summary. */
export function touristTaxYearSchema(locale: Locale) {
  const { m } = fields(locale);
  return object({
    year: number()
      .typeError(m('valueInvalid'))
      .integer(m('valueInvalid'))
      .min(2000, m('valueInvalid'))
      .max(2200, m('valueInvalid'))
      .required(m('valueInvalid')),
  });
}

/**
 * What the desk records at departure (product.md §12.7): collected (in cash or by card) or not
 * paid, and the guests declared exempt with their reason, each guest at most once.
 */
export function touristTaxRecordSchema(locale: Locale) {
  const f = fields(locale);
  const { m } = f;
  return object({
    status: mixed<'collected' | 'not_paid'>()
      .oneOf(['collected', 'not_paid'], m('valueInvalid'))
      .required(m('valueInvalid')),
    // Collected: how (cash or card); not paid: no method.
    method: mixed<'cash' | 'card'>()
      .nullable()
      .default(null)
      .test('method', m('valueInvalid'), function (value) {
        return this.parent.status === 'collected'
          ? value === 'cash' || value === 'card'
          : value === null || value === undefined;
      }),
    exemptions: array(
      object({
        position: f.id('guestPositionInvalid'),
        reason: mixed<(typeof EXEMPTION_REASONS)[number]>()
          .oneOf([...EXEMPTION_REASONS], m('valueInvalid'))
          .required(m('valueInvalid')),
      }),
    )
      .default([])
      .test(
        'one-each',
        m('valueInvalid'),
        (list) => new Set((list ?? []).map((e) => e.position)).size === (list ?? []).length,
      ),
  });
}
export type TouristTaxRecordValues = InferType<ReturnType<typeof touristTaxRecordSchema>>;
