import { number, object } from 'yup';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { openToTokens } from '../../http/bearer';
import { nothing, requestSchema } from '../../http/validation';
import { answers, bool, int, list, nullableInt, obj, str } from '../../http/answers';
import { promoCodeSchema, promoMessage, type PromoCodeValues } from '../../../domain/promoCodes';
import { fields } from '../../../domain/validation';
import { createPromoCode, deactivatePromoCode, listPromoCodes, unlockablePlans, updatePromoCode } from './service';

const tags = ['Promo codes'];
const nullableDay = { type: ['string', 'null'], format: 'date' };
const localized = obj({ it: str, en: str, de: str });
const promoCode = obj({
  code: str,
  name: localized,
  discount_percent: int,
  amount_off_cents: int,
  unlocks_rate_plan_id: nullableInt,
  arrival_from: nullableDay,
  arrival_to: nullableDay,
  booked_from: nullableDay,
  booked_to: nullableDay,
  min_nights: int,
  max_uses: nullableInt,
  max_uses_per_guest: nullableInt,
  active: bool,
  version: int,
  uses: int,
});
const example = {
  code: 'SPRING-27',
  name_it: 'Primavera alle Terme',
  name_en: 'Thermal Spring',
  name_de: 'Thermenfrühling',
  discount_kind: 'amount',
  discount_percent: null,
  amount_off_cents: 2000,
  arrival_from: '2027-03-01',
  arrival_to: '2027-05-31',
  booked_from: null,
  booked_to: '2027-04-30',
  min_nights: 2,
  max_uses: 100,
  max_uses_per_guest: 1,
  unlocks_rate_plan_id: null,
  active: true,
  version: null,
};
const byCode = requestSchema((locale) => object({ code: fields(locale).text(40).required() }));
const versionOnly = requestSchema((locale) =>
  object({
    version: number()
      .typeError(promoMessage(locale, 'versionInvalid'))
      .required(promoMessage(locale, 'versionInvalid'))
      .integer(promoMessage(locale, 'versionInvalid'))
      .min(1, promoMessage(locale, 'versionInvalid'))
      .max(2_147_483_647, promoMessage(locale, 'versionInvalid')),
  }),
);
const stale = 'Refused with 409 when `version` is not the code’s current one: someone saved it in between.';
const schemas = {
  list: {
    querystring: nothing,
    tags,
    summary: 'Every promo code with its uses (revenue managers, administrators; token scope `rates:read`)',
    description:
      'A use is a confirmed reservation, or a hold still live, carrying the code. `rate_plans` are the offers a code may unlock.',
    response: answers(obj({ promo_codes: list(promoCode), rate_plans: list(obj({ id: int, name: localized })) })),
  },
  create: {
    querystring: nothing,
    body: requestSchema(promoCodeSchema, { example }),
    tags,
    summary: 'Add a promo code (token scope `rates:write`)',
    description:
      'Letters, digits and dashes, kept in capitals; a percentage or an amount off each room’s stay (cents). Bad input: 422 next to the field; an existing code: 422 on `code`.',
    response: answers(promoCode, { status: 201 }),
  },
  update: {
    querystring: nothing,
    params: byCode,
    body: requestSchema(promoCodeSchema, { example: { ...example, version: 1 } }),
    tags,
    summary: 'Change a promo code’s rules (token scope `rates:write`); the guest side follows at once',
    description: `The code itself does not change. ${stale}`,
    response: answers(promoCode),
  },
  deactivate: {
    querystring: nothing,
    params: byCode,
    body: versionOnly,
    tags,
    summary: 'Switch a promo code off (token scope `rates:write`): guests are told it has expired',
    description: stale,
    response: answers(promoCode),
  },
};

/**
 * Promo codes (docs/product.md §12.15), the revenue manager's and the administrator's, and a
 * revenue tool's with a token: the list with each code's uses, a code added, changed or switched
 * off. Every change is in the staff actions log with the code before and after; the guest side
 * follows at once on every process (promo_codes' trigger tells each rules cache, migration 0013).
 */
export const promoCodesAdminModule: AppModule = async (app, { db }) => {
  app.addHook('onRequest', requireRole('revenue_manager'));

  app.get('/api/admin/promo-codes', { schema: schemas.list, config: openToTokens('rates:read') }, async () => {
    const [codes, plans] = await Promise.all([listPromoCodes(db), unlockablePlans(db)]);
    return { promo_codes: codes, rate_plans: plans };
  });

  app.post<{ Body: PromoCodeValues }>(
    '/api/admin/promo-codes',
    { schema: schemas.create, config: openToTokens('rates:write') },
    async (request, reply) => {
      const saved = await createPromoCode(db, signedInUser(request), request.body, request.locale);
      return reply.status(201).send(saved);
    },
  );

  app.put<{ Params: { code: string }; Body: PromoCodeValues }>(
    '/api/admin/promo-codes/:code',
    { schema: schemas.update, config: openToTokens('rates:write') },
    async (request) => updatePromoCode(db, signedInUser(request), request.params.code, request.body, request.locale),
  );

  app.post<{ Params: { code: string }; Body: { version: number } }>(
    '/api/admin/promo-codes/:code/deactivate',
    { schema: schemas.deactivate, config: openToTokens('rates:write') },
    async (request) =>
      deactivatePromoCode(db, signedInUser(request), request.params.code, request.body.version, request.locale),
  );
};
