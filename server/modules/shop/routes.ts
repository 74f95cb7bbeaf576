import { object } from 'yup';
import { LOCALES, type Locale } from '../../../domain/locales';
import {
  cartItemSchema,
  checkoutSchema,
  fields,
  giftCardCodeSchema,
  personalisationSchema,
  type CartItemValues,
  type CheckoutValues,
  type GiftCardCodeQuery,
  type PersonalisationValues,
} from '../../../domain/validation';
import { limitPerAddress } from '../../http/rateLimit';
import { GIFT_CARD_TRIES, GIFT_CARD_TRIES_PER_MINUTE, limitGiftCardTries } from '../giftCards/redemption';
import { giftCardBalance, giftCardBalanceSchema } from '../giftCards/balance';
import { answers, int, LANGUAGE_NAMES, notice, nullableStr, obj, str } from '../../http/answers';
import { translate } from '../../http/messages';
import { ensureSession } from '../../http/session';
import { nothing, requestSchema } from '../../http/validation';
import { purchaseReply, purchaseReplySchema, runPurchase } from '../../payments/purchase';
import { inTransaction, type AppDeps, type AppModule } from '../../deps';
import { addToCart, cartSchema, personalise, readCart, removeFromCart } from './cart';
import { checkoutPurchase, orderPurchases, type CheckoutDeps } from './checkout';
import { sendOrderMails } from './mails';
import { shopMessages } from './messages';

/** `:rowId` of a cart line: a short token; anything else is simply not in the cart. */
const rowParams = requestSchema((locale: Locale) =>
  object({ rowId: fields(locale).text(64).required(fields(locale).m('valueInvalid')) }),
);

const tags = ['Shop'];
const line = obj({ message: str, rowId: str });

/** The cart in each language, with an example where one says more. */
const CART_EXAMPLES: Partial<Record<Locale, unknown>> = {
  it: { items: [], total: 0 },
  en: {
    items: [
      {
        rowId: 'r1a2b3',
        name: 'Gift card: day spa',
        qty: 1,
        price: 8000,
        subtotal: 8000,
        options: { type: 'giftcard', people: 2 },
      },
    ],
    total: 8000,
  },
};

const schemas = {
  cart: (lang: Locale) => ({
    querystring: nothing,
    tags,
    summary: `The session’s cart (${LANGUAGE_NAMES[lang]} names)`,
    response: answers(cartSchema, { example: CART_EXAMPLES[lang] }),
  }),
  add: {
    querystring: nothing,
    body: requestSchema(cartItemSchema),
    tags,
    summary: 'Add a gift card or a dated spa entry to the cart',
    response: answers(line, { example: { message: 'Product Added', rowId: 'r1a2b3' } }),
  },
  personalise: {
    querystring: nothing,
    params: rowParams,
    body: requestSchema(personalisationSchema),
    tags,
    summary: 'Personalise a gift card line: one recipient (name, email, message) per card',
    response: answers(line),
  },
  remove: {
    querystring: nothing,
    params: rowParams,
    body: nothing,
    tags,
    summary: 'Remove a cart line',
    response: answers(notice, { example: { message: 'Deleted' } }),
  },
  checkout: {
    querystring: nothing,
    body: requestSchema(checkoutSchema),
    tags,
    summary: 'Pay the cart',
    response: answers(
      purchaseReplySchema(
        obj(
          {
            total: int,
            card_last_four: nullableStr,
            reservation_id: { ...str, description: 'The order’s number.' },
            redirect: str,
          },
          ['total'],
        ),
      ),
    ),
  },
  balance: {
    querystring: requestSchema(giftCardCodeSchema),
    tags,
    summary: 'A gift card’s balance and expiry, by its code',
    response: answers(giftCardBalanceSchema, {
      example: { last_four: 'K7QZ', value: 8000, balance: 8000, expires_on: '2027-11-26', status: 'valid' },
    }),
  },
};

type Row = { Params: { rowId: string } };

/** What the checkout needs of the app. The cards' mails are written in the confirming transaction: they leave exactly when the order is paid. */
const checkoutDeps = (deps: AppDeps): CheckoutDeps => ({
  secret: deps.config.sessionSecret,
  salesCutoffMinutes: deps.config.daySpaSalesCutoffMinutes,
  orderMails: (tx, orderId, cards) => sendOrderMails(inTransaction(deps, tx), orderId, cards),
});

/** The gift-card order as a kind of purchase (server/modules/index.ts lists it). */
export const shopPurchaseKind = (deps: AppDeps) => orderPurchases(checkoutDeps(deps));

/**
 * The gift-card shop (product.md §5): the session's cart (no account needed; kept at login, see
 * startUserSession), the personalisation of each card, and the checkout through runPurchase.
 * Every amount is the server's, read from the catalogue.
 */
export const shopModule: AppModule = async (app, deps) => {
  const { db } = deps;
  const checkout = checkoutDeps(deps);

  for (const lang of LOCALES) {
    app.get(`/${lang}/shop/cart`, { schema: schemas.cart(lang) }, async (request) =>
      readCart(db, request.session?.id ?? null, lang),
    );
  }

  app.post<{ Body: CartItemValues }>('/shop/cart', { schema: schemas.add }, async (request, reply) => {
    const session = await ensureSession(db, request, reply);
    const rowId = await addToCart(db, session.id, request.body, request.locale, deps.config.daySpaSalesCutoffMinutes);
    return { message: translate(shopMessages.productAdded, request.locale), rowId };
  });

  app.patch<Row & { Body: PersonalisationValues }>(
    '/shop/cart/:rowId',
    { schema: schemas.personalise },
    async (request) => {
      await personalise(db, request.session?.id ?? null, request.params.rowId, request.body, request.locale);
      return { message: translate(shopMessages.saved, request.locale), rowId: request.params.rowId };
    },
  );

  app.delete<Row>('/shop/cart/:rowId', { schema: schemas.remove }, async (request) => {
    await removeFromCart(db, request.session?.id ?? null, request.params.rowId);
    return { message: translate(shopMessages.deleted, request.locale) };
  });

  // The public balance page (issue 11): every attempt counts, malformed ones too.
  app.get<{ Querystring: GiftCardCodeQuery }>(
    '/api/gift-cards/balance',
    { schema: schemas.balance, preValidation: limitPerAddress(db, GIFT_CARD_TRIES, GIFT_CARD_TRIES_PER_MINUTE) },
    async (request) => giftCardBalance(db, deps.config.sessionSecret, request.query.code, request.locale),
  );

  app.post<{ Body: CheckoutValues }>(
    '/shop/checkout',
    { schema: schemas.checkout, preValidation: limitGiftCardTries(db) },
    async (request, reply) => {
      const session = await ensureSession(db, request, reply);
      const { locale } = request;
      return purchaseReply(
        await runPurchase(
          deps,
          request.body,
          checkoutPurchase(checkout, session.id, request.user?.id ?? null, request.body, locale),
          locale,
        ),
      );
    },
  );
};
