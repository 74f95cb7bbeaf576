import { string } from 'yup';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { openToTokens } from '../../http/bearer';
import { nothing, requestSchema } from '../../http/validation';
import { answers, int, list, obj, str } from '../../http/answers';
import { pricingRulesSchema, type PricingRulesValues, type PricingRulesWire } from '../../../domain/pricingRules';
import { fields } from '../../../domain/validation';
import { listPricingRules, savePricingRules } from './service';

const tags = ['Rate plans'];
const rules = obj({
  age_bands: list(obj({ min_age: int, max_age: int, percent: int, name: obj({ it: str, en: str, de: str }) })),
  weekdays: list(obj({ iso_weekday: int, percent: int })),
  early_booking: list(obj({ min_days_before: int, percent: int })),
  long_stay: list(obj({ min_nights: int, percent: int })),
  fingerprint: str,
});
const example = {
  age_bands: [
    { min_age: 0, max_age: 2, percent: 0, name: { it: 'Neonati 0-2', en: 'Infants 0-2', de: 'Kleinkinder 0-2' } },
    { min_age: 3, max_age: 11, percent: 50, name: { it: 'Bambini 3-11', en: 'Children 3-11', de: 'Kinder 3-11' } },
  ],
  weekdays: [{ iso_weekday: 6, percent: 120 }],
  early_booking: [{ min_days_before: 60, percent: 10 }],
  long_stay: [{ min_nights: 7, percent: 5 }],
  fingerprint: 'from GET',
};
const body = requestSchema(
  (locale) =>
    pricingRulesSchema(locale).shape({
      fingerprint: string().typeError(fields(locale).m('valueInvalid')).required(fields(locale).m('valueInvalid')),
    }),
  { example },
);

/**
 * The pricing rules (docs/product.md §12.13): what children pay by age, the weekday percents, the
 * early-booking and long-stay discounts, read and saved whole by the revenue manager and the
 * administrator (tokens: `rates:read`, `rates:write`). Each save is in the staff log with the rules
 * before and after; the tables' triggers tell every process's rules cache.
 */
export const pricingRulesAdminModule: AppModule = async (app, { db }) => {
  app.addHook('onRequest', requireRole('revenue_manager'));

  app.get(
    '/api/admin/pricing-rules',
    {
      schema: {
        querystring: nothing,
        tags,
        summary: 'Children’s age bands, weekday percents, early-booking and long-stay discounts (`rates:read`)',
        response: answers(rules),
      },
      config: openToTokens('rates:read'),
    },
    async (): Promise<PricingRulesWire> => listPricingRules(db),
  );

  app.put<{ Body: PricingRulesValues & { fingerprint: string } }>(
    '/api/admin/pricing-rules',
    {
      schema: {
        querystring: nothing,
        body,
        tags,
        summary: 'Save the pricing rules whole over the ones read (`rates:write`)',
        description:
          'Age bands within 0-17 that share no age; each weekday once (50-200 %); each early-booking or long-stay threshold once (1-90 %). 422 next to the field. 409 with `current` when the rules changed since `fingerprint` was read: nothing is written.',
        response: answers(rules),
      },
      config: openToTokens('rates:write'),
    },
    async (request): Promise<PricingRulesWire> =>
      savePricingRules(db, signedInUser(request), request.body, request.body.fingerprint, request.locale),
  );
};
