import { mixed, number, object, string, type InferType } from 'yup';
import type { Locale } from '../locales';
import { fields, staffDay } from '../validation';
import { CURE_CYCLES, type CureCycle } from './rules';

/**
 * The query of GET /api/spa/ssn-cure/plan (docs/product.md §16.10): a stay and one guest's
 * prescription; only shapes here, the prescription's rules are domain/ssnCure/rules.ts.
 */
export function curePlanQuerySchema(locale: Locale) {
  const f = fields(locale);
  return object({
    from: staffDay(locale),
    to: staffDay(locale).test('order', f.m('valueInvalid'), function (to) {
      const from = this.parent.from as string;
      return !from || !to || (to > from && Date.parse(to) - Date.parse(from) <= 31 * 86_400_000);
    }),
    cycle: mixed<CureCycle>().oneOf(CURE_CYCLES, f.m('valueInvalid')).required(f.m('valueInvalid')),
    sessions: number().typeError(f.m('valueInvalid')).required(f.m('valueInvalid')).integer(f.m('valueInvalid')),
    exemption_code: string()
      .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
      .max(8, f.m('valueInvalid'))
      .optional(),
    visit_day: staffDay(locale),
  });
}
export type CurePlanQuery = InferType<ReturnType<typeof curePlanQuerySchema>>;
