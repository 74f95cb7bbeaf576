import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { nothing, requestSchema } from '../../http/validation';
import { answers, day, int, list, nullableInt, nullableStr, obj, str, when } from '../../http/answers';
import {
  fields,
  giftCardAdjustmentSchema,
  giftCardSearchSchema,
  giftCardValiditySchema,
  giftCardVoidSchema,
  type GiftCardAdjustmentValues,
  type GiftCardValidityValues,
  type GiftCardVoidValues,
} from '../../../domain/validation';
import { adjustGiftCardBalance, extendGiftCard, giftCardDetails, searchGiftCards, voidGiftCard } from './desk';
import { resendGiftCard } from './resend';

const tags = ['Front desk'];
const person = obj({ name: str, email: str });
const card = {
  id: int,
  last_four: str,
  value: int,
  balance: int,
  price_paid: int,
  expires_on: day,
  status: { type: 'string', enum: ['valid', 'expired', 'used', 'void'] },
  order_number: str,
  buyer: person,
  recipient: person,
  issued_at: when,
};
const details = answers(
  obj({
    ...card,
    uses: list(obj({ amount: int, status: str, purchase_kind: str, purchase_id: int, at: when })),
    adjustments: list(
      obj({
        kind: str,
        amount: nullableInt,
        expires_before: nullableStr,
        expires_after: nullableStr,
        last_four_before: nullableStr,
        last_four_after: nullableStr,
        reason: str,
        staff_email: str,
        at: when,
      }),
    ),
  }),
);
const byId = requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') }));
const change = (body: Parameters<typeof requestSchema>[0], summary: string) => ({
  querystring: nothing,
  params: byId,
  body: requestSchema(body),
  tags,
  summary,
  response: details,
});
const schemas = {
  search: {
    querystring: requestSchema(giftCardSearchSchema),
    tags,
    summary: 'Issued gift cards by the last four characters, the buyer or the recipient (front desk)',
    response: answers(obj({ cards: list(obj(card)) })),
  },
  one: {
    querystring: nothing,
    params: byId,
    tags,
    summary: 'One gift card with its uses and changes',
    response: details,
  },
  adjust: change(giftCardAdjustmentSchema, 'Add to or take from a gift card’s balance, with a reason'),
  validity: change(giftCardValiditySchema, 'Extend a gift card’s validity, with a reason'),
  void: change(giftCardVoidSchema, 'Void a gift card, with a reason'),
  resend: {
    ...change(giftCardVoidSchema, 'Send the recipient’s mail again with a new code, with a reason'),
    description:
      'The code is never stored, so the card gets a new one (balance, expiry and history stay); the old code stops working. 409 for a void, used-up or expired card (product.md §12.17).',
  },
};

const notFound = { en: 'Gift card not found.', it: 'Buono non trovato.', de: 'Gutschein nicht gefunden.' };
type ById = { Params: { id: number } };

/**
 * Issued gift cards at the front desk (product.md §12.11): search, one card's uses and changes,
 * and the changes by hand (balance, validity, void, and sending the recipient's mail again with a
 * new code, §12.17), each with its reason in the card's history and the staff log.
 */
export const giftCardDeskModule: AppModule = async (app, deps) => {
  const { db } = deps;
  app.addHook('onRequest', requireRole('front_desk'));

  const answer = async (id: number, changed: boolean) => {
    const found = changed ? await giftCardDetails(db, id) : null;
    if (!found) throw new HttpError(404, notFound);
    return found;
  };

  app.get<{ Querystring: { q?: string } }>('/api/admin/gift-cards', { schema: schemas.search }, async (request) => ({
    cards: await searchGiftCards(db, request.query.q ?? ''),
  }));

  app.get<ById>('/api/admin/gift-cards/:id', { schema: schemas.one }, async (request) =>
    answer(request.params.id, true),
  );

  app.post<ById & { Body: GiftCardAdjustmentValues }>(
    '/api/admin/gift-cards/:id/balance',
    { schema: schemas.adjust },
    async (request) => {
      const { id } = request.params;
      return answer(id, await adjustGiftCardBalance(db, signedInUser(request), id, request.body, request.locale));
    },
  );

  app.post<ById & { Body: GiftCardValidityValues }>(
    '/api/admin/gift-cards/:id/validity',
    { schema: schemas.validity },
    async (request) => {
      const { id } = request.params;
      return answer(id, await extendGiftCard(db, signedInUser(request), id, request.body, request.locale));
    },
  );

  app.post<ById & { Body: GiftCardVoidValues }>(
    '/api/admin/gift-cards/:id/void',
    { schema: schemas.void },
    async (request) => {
      const { id } = request.params;
      return answer(id, await voidGiftCard(db, signedInUser(request), id, request.body));
    },
  );

  app.post<ById & { Body: GiftCardVoidValues }>(
    '/api/admin/gift-cards/:id/resend',
    { schema: schemas.resend },
    async (request) => {
      const { id } = request.params;
      return answer(id, await resendGiftCard(deps, signedInUser(request), id, request.body, request.locale));
    },
  );
};
