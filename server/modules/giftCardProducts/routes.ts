import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { openToTokens } from '../../http/bearer';
import { nothing, requestSchema } from '../../http/validation';
import { answers, bool, int, list, obj, str } from '../../http/answers';
import { fields, giftCardProductSchema, type GiftCardProductValues } from '../../../domain/validation';
import type { GiftCardProductWire } from '../../../domain/giftCardProducts';
import { createGiftCardProduct, listGiftCardProducts, updateGiftCardProduct } from './service';

const tags = ['Shop'];
const texts = obj({ it: str, en: str, de: str });
const product = obj({
  id: int,
  slug: str,
  title: texts,
  description: texts,
  on_sale: bool,
  validity_months: int,
  version: int,
  variations: list(obj({ id: int, text: texts, value: int, price: int, in_use: bool })),
});
const example = {
  title: { it: 'Buono regalo terme', en: 'Spa gift card', de: 'Thermen-Gutschein' },
  description: {
    it: 'Regala una giornata alle piscine termali.',
    en: 'Give a day of thermal pools.',
    de: 'Verschenke einen Tag in den Thermalbecken.',
  },
  on_sale: true,
  validity_months: 12,
  version: 3,
  variations: [
    {
      id: 1,
      text: { it: 'Ingresso giornaliero', en: 'Thermal day entry', de: 'Tageseintritt' },
      value: 3500,
      price: 3500,
    },
  ],
};
const byId = requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') }));
const who = '(revenue managers, administrators; token scope `rates:read`/`rates:write`)';
const schemas = {
  list: {
    querystring: nothing,
    tags,
    summary: `The gift-card products, on sale or not, with their variations ${who}`,
    response: answers(obj({ products: list(product) })),
  },
  create: {
    querystring: nothing,
    body: requestSchema(giftCardProductSchema, { example: { ...example, version: 0 } }),
    tags,
    summary: 'Add a gift-card product with its variations',
    description:
      'Names, descriptions and each variation’s text in it, en and de; each variation’s `value` (credited to the card) and `price` (what the buyer pays) in cents (5 € to 5,000 €, either may be the larger), validity 1 to 60 months. Bad fields: 422 next to the field.',
    response: answers(product, { status: 201 }),
  },
  update: {
    querystring: nothing,
    params: byId,
    body: requestSchema(giftCardProductSchema, { example }),
    tags,
    summary: 'Change a gift-card product whole; the shop shows it at once',
    description:
      'Send the `version` you read: if someone saved meanwhile, 409 with the current `version` and nothing is saved. Variations with an `id` are changed, without one added, left out removed (422 under `variations` when bought or in a cart). Carts follow the new price; cards bought keep their value and price.',
    response: answers(product),
  },
};

/**
 * Gift-card products (product.md §12.17), the revenue manager's and the administrator's, and a
 * channel manager's token with `rates:read`/`rates:write`: the list, a product added, a product
 * changed against the version its editor read. The rules are in ./service.ts.
 */
export const giftCardProductsModule: AppModule = async (app, { db }) => {
  app.addHook('onRequest', requireRole('revenue_manager'));

  app.get('/api/admin/gift-card-products', { schema: schemas.list, config: openToTokens('rates:read') }, async () => ({
    products: await listGiftCardProducts(db),
  }));

  app.post<{ Body: GiftCardProductValues }>(
    '/api/admin/gift-card-products',
    { schema: schemas.create, config: openToTokens('rates:write') },
    async (request, reply) => {
      const saved = await createGiftCardProduct(db, signedInUser(request), request.body);
      return reply.status(201).send(saved);
    },
  );

  app.put<{ Params: { id: number }; Body: GiftCardProductValues }>(
    '/api/admin/gift-card-products/:id',
    { schema: schemas.update, config: openToTokens('rates:write') },
    async (request): Promise<GiftCardProductWire> =>
      updateGiftCardProduct(db, signedInUser(request), request.params.id, request.body, request.locale),
  );
};
