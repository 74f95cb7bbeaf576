import { number, object } from 'yup';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { openToTokens } from '../../http/bearer';
import { nothing, requestSchema } from '../../http/validation';
import { answers, bool, int, list, nullableInt, obj, str } from '../../http/answers';
import { fields } from '../../../domain/validation';
import {
  newRatePlanSchema,
  ratePlanSchema,
  type NewRatePlanValues,
  type RatePlanValues,
  type RatePlanWire,
} from '../../../domain/ratePlans';
import { createRatePlan, deactivateRatePlan, listRatePlans, updateRatePlan } from './service';

const byId = requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') }));
/** The version the staff member read: a save over an older one is refused (409). */
const versionOf = (locale: Parameters<typeof fields>[0]) => {
  const invalid = fields(locale).m('valueInvalid');
  return number().typeError(invalid).required(invalid).integer(invalid).min(1, invalid);
};
const editBody = requestSchema((locale) => ratePlanSchema(locale).shape({ version: versionOf(locale) }));
const deactivateBody = requestSchema((locale) => object({ version: versionOf(locale) }));
const tags = ['Rate plans'];
const localized = obj({ it: str, en: str, de: str });
const plan = obj({
  id: int,
  slug: str,
  active: bool,
  version: int,
  name: localized,
  description: localized,
  boards: list(obj({ board: str, supplement_per_adult_night: int })),
  refundable: bool,
  terms: localized,
  free_cancellation_days: nullableInt,
  deposit_rule: str,
  deposit_percent: nullableInt,
  discount_percent: int,
  min_nights: int,
  requires_promo_code: bool,
  room_category_ids: list(int),
  treatments: list(obj({ treatment_id: int, per_person: int })),
});
const example = {
  name: { it: 'Mezza pensione benessere', en: 'Wellness half board', de: 'Wellness-Halbpension' },
  description: { it: 'Cena inclusa.', en: 'Dinner included.', de: 'Abendessen inklusive.' },
  boards: [{ board: 'half_board', supplement_per_adult_night: 2500 }],
  refundable: true,
  terms: {
    it: "L'acconto è trattenuto in caso di cancellazione tardiva.",
    en: 'The deposit is kept on a late cancellation.',
    de: 'Bei später Stornierung wird die Anzahlung einbehalten.',
  },
  free_cancellation_days: 7,
  deposit_rule: 'percentage',
  deposit_percent: 30,
  discount_percent: 0,
  min_nights: 2,
  requires_promo_code: false,
  room_category_ids: [1],
  treatments: [{ treatment_id: 1, per_person: 6 }],
};
const rules =
  'Names and terms in Italian, English and German; at least one board, each once (supplement per adult and night in cents, negative for room only); the free-cancellation deadline only on refundable plans; the deposit percent with the percentage rule only; the treatments of a package (an offered treatment, each once, 1 to 30 per person; the price of the plan includes them). 422 next to the field.';
const conflict =
  '409 with `current` (the plan as saved now) when someone saved the plan after `version` was read: nothing is written.';
const schemas = {
  list: {
    querystring: nothing,
    tags,
    summary: 'The rate plans, sold or not, with their boards and deposit rules (token scope `rates:read`)',
    response: answers(list(plan)),
  },
  create: {
    querystring: nothing,
    body: requestSchema(newRatePlanSchema, { example }),
    tags,
    summary: 'Add a rate plan, sold at once (token scope `rates:write`)',
    description: rules,
    response: answers(plan, { status: 201 }),
  },
  update: {
    querystring: nothing,
    params: byId,
    body: editBody,
    tags,
    summary: 'Change a rate plan over the version read; the guest search follows at once (`rates:write`)',
    description: `${rules} ${conflict}`,
    response: answers(plan),
  },
  deactivate: {
    querystring: nothing,
    params: byId,
    body: deactivateBody,
    tags,
    summary: 'Stop selling a rate plan (`rates:write`)',
    description: `Guests no longer see it; reservations made with it keep their terms. ${conflict}`,
    response: answers(plan),
  },
};

/**
 * Rate plans (docs/product.md §12.13), the revenue manager's and the administrator's, and a
 * channel manager's with a token: the list, a plan created, changed over the version read, or
 * no longer sold. The rules are domain/ratePlans.ts's; every change is in the staff actions log
 * with the plan before and after; the tables' triggers tell every process's rules cache.
 */
export const ratePlansAdminModule: AppModule = async (app, { db }) => {
  app.addHook('onRequest', requireRole('revenue_manager'));

  app.get(
    '/api/admin/rate-plans',
    { schema: schemas.list, config: openToTokens('rates:read') },
    async (): Promise<RatePlanWire[]> => listRatePlans(db),
  );

  app.post<{ Body: NewRatePlanValues }>(
    '/api/admin/rate-plans',
    { schema: schemas.create, config: openToTokens('rates:write') },
    async (request, reply) => {
      const saved = await createRatePlan(db, signedInUser(request), request.body, request.locale);
      return reply.status(201).send(saved);
    },
  );

  app.put<{ Params: { id: number }; Body: RatePlanValues & { version: number } }>(
    '/api/admin/rate-plans/:id',
    { schema: schemas.update, config: openToTokens('rates:write') },
    async (request): Promise<RatePlanWire> =>
      updateRatePlan(db, signedInUser(request), request.params.id, request.body.version, request.body, request.locale),
  );

  app.post<{ Params: { id: number }; Body: { version: number } }>(
    '/api/admin/rate-plans/:id/deactivate',
    { schema: schemas.deactivate, config: openToTokens('rates:write') },
    async (request): Promise<RatePlanWire> =>
      deactivateRatePlan(db, signedInUser(request), request.params.id, request.body.version, request.locale),
  );
};
