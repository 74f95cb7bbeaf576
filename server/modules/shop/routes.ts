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
import { giftCardBalance } from '../giftCards/balance';
import { translate } from '../../http/messages';
import { ensureSession } from '../../http/session';
import { nothing, requestSchema } from '../../http/validation';
import { purchaseReply, runPurchase } from '../../payments/purchase';
import { inTransaction, type AppDeps, type AppModule } from '../../deps';
import { addToCart, personalise, readCart, removeFromCart } from './cart';
import { checkoutPurchase, orderPurchases, type CheckoutDeps } from './checkout';
import { sendOrderMails } from './mails';
import { shopMessages } from './messages';

/** `:rowId` of a cart line: a short token; anything else is simply not in the cart. */
const rowParams = requestSchema((locale: Locale) =>
  object({ rowId: fields(locale).text(64).required(fields(locale).m('valueInvalid')) }),
);

const schemas = {
  cart: { querystring: nothing },
  add: { querystring: nothing, body: requestSchema(cartItemSchema) },
  personalise: { querystring: nothing, params: rowParams, body: requestSchema(personalisationSchema) },
  remove: { querystring: nothing, params: rowParams, body: nothing },
  checkout: { querystring: nothing, body: requestSchema(checkoutSchema) },
  balance: { querystring: requestSchema(giftCardCodeSchema) },
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
    app.get(`/${lang}/shop/cart`, { schema: schemas.cart }, async (request) =>
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
