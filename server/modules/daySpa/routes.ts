import { mixed, object } from 'yup';
import { inTransaction, type AppDeps, type AppModule } from '../../deps';
import type { Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { requireUser, signedInUser } from '../../http/auth';
import { nothing, requestSchema } from '../../http/validation';
import { purchaseReply, purchaseReplySchema, runPurchase } from '../../payments/purchase';
import { answers, obj, str } from '../../http/answers';
import { limitGiftCardTries } from '../giftCards/redemption';
import {
  daySpaAvailabilitySchema,
  daySpaReservationSchema,
  fields,
  type DaySpaAvailabilityQuery,
  type DaySpaReservationValues,
} from '../../../domain/validation';
import type { Locale } from '../../../domain/locales';
import {
  availability,
  availabilitySchema,
  findProduct,
  listProducts,
  PRODUCT_KINDS,
  productListSchema,
  type ProductKind,
} from './catalog';
import { daySpaPurchase, productReservationPurchases } from './reservations';
import { listMyReservations, myReservationsSchema, reservationDetail } from './myReservations';
import { daySpaReservationVisible } from './ownership';
import { sendConfirmationMail } from './mail';
import { daySpaMessages } from './messages';
import { PUBLIC_READ } from '../../http/session';
import { openToTokens } from '../../http/bearer';
import { noCardWithToken } from '../accessTokens/routes';

/** `:number` of a day-spa reservation ('DS-7K3M9QXA'). */
export const reservationNumber = (locale: Locale) => object({ number: fields(locale).text().required() });

const tags = ['Day spa'];

const schemas = {
  products: {
    querystring: requestSchema((locale) =>
      object({ kind: mixed<ProductKind>().oneOf(PRODUCT_KINDS, fields(locale).m('valueInvalid')).default('day_spa') }),
    ),
    tags,
    summary: 'Bookable day-spa products (or `?kind=gift_card`: the shop’s gift cards)',
    response: answers(productListSchema, {
      example: [{ id: 1, slug: 'thermal-day', title: 'Thermal day', image: '/images/day-spa/thermal-day.svg' }],
    }),
  },
  product: {
    querystring: nothing,
    params: requestSchema((locale) => object({ slug: fields(locale).text().required() })),
    tags,
    summary: 'One product',
  },
  availability: {
    params: requestSchema((locale) => object({ productId: fields(locale).id('valueInvalid') })),
    querystring: requestSchema(daySpaAvailabilitySchema),
    tags,
    summary: 'Time slots and prices per day for a number of people',
    response: answers(availabilitySchema, {
      example: [{ id: 412, date: '2026-12-03', available: true, sale_price: 4000, title: null }],
    }),
  },
  reserve: {
    querystring: nothing,
    body: requestSchema(daySpaReservationSchema, {
      example: {
        date: '2026-12-03',
        people: 1,
        product_availability_id: 412,
        cancellation_policy_consent: true,
        rules_consent: true,
        use_bonus_terme: true,
        payment_intent_id: '9',
      },
    }),
    tags,
    summary: 'Reserve and pay a day-spa slot',
    description:
      'With an access token (scope `day-spa:reserve`) nothing may be left for a card: send `payment_intent_id: "9"`, with a `gift_card_code` (or the bonus voucher) that covers the total, or for a free entry (402 when something is left to pay); a card (`payment_method_id`) is refused with 422.',
    response: answers(purchaseReplySchema(obj({ message: str, reservation_number: str })), {
      example: { message: 'Reservation DS-7K3M9QXA confirmed.', reservation_number: 'DS-7K3M9QXA' },
    }),
  },
  mine: {
    querystring: nothing,
    tags: ['My reservations'],
    summary: 'My day-spa reservations (booked, or joined by invitation)',
    response: answers(myReservationsSchema, {
      example: [
        {
          number: 'DS-7K3M9QXA',
          product_title: 'Thermal day',
          date: '2026-12-03',
          slot_title: null,
          people: 2,
          total: 7200,
          is_booker: true,
          booked_by: 'Giulia Rossi',
        },
      ],
    }),
  },
  myOne: {
    querystring: nothing,
    params: requestSchema(reservationNumber),
    tags: ['My reservations'],
    summary: 'One of my day-spa reservations, with its payments',
  },
};

/** The confirmation mail is written in the confirming transaction: it leaves exactly when the reservation is final. */
const confirmationMailOf = (deps: AppDeps) => (tx: Tx, id: number) => sendConfirmationMail(inTransaction(deps, tx), id);

/** The day-spa reservation as a kind of purchase, with its confirmation mail (server/modules/index.ts lists it). */
export const daySpaPurchaseKind = (deps: AppDeps) => productReservationPurchases(confirmationMailOf(deps));

/** Day spa (product.md §3): products, slot availability, the paid reservation and the guest's reservations. */
export const daySpaModule: AppModule = async (app, deps) => {
  const { db } = deps;
  const confirmationMail = confirmationMailOf(deps);

  // ?kind=gift_card lists the shop's gift cards; the default, the bookable day-spa products.
  app.get<{ Querystring: { kind: ProductKind } }>(
    '/api/products',
    { schema: schemas.products, config: { ...PUBLIC_READ.config, ...openToTokens('availability:read') } },
    async (request) => listProducts(db, request.query.kind, request.locale),
  );

  app.get<{ Params: { slug: string } }>(
    '/api/products/:slug',
    { schema: schemas.product, config: { ...PUBLIC_READ.config, ...openToTokens('availability:read') } },
    async (request) => {
      const product = await findProduct(db, request.params.slug, request.locale);
      if (!product) throw new HttpError(404, daySpaMessages.productNotFound);
      return product;
    },
  );

  app.get<{ Params: { productId: number }; Querystring: DaySpaAvailabilityQuery }>(
    '/api/:productId/availability',
    { schema: schemas.availability, config: { ...PUBLIC_READ.config, ...openToTokens('availability:read') } },
    async (request) => {
      const { people, from_date: from, to_date: to } = request.query;
      return availability(db, request.params.productId, people, from, to || from, deps.config.daySpaSalesCutoffMinutes);
    },
  );

  app.post<{ Body: DaySpaReservationValues }>(
    '/my/product-reservations',
    {
      schema: schemas.reserve,
      config: openToTokens('day-spa:reserve'),
      onRequest: [requireUser],
      preValidation: limitGiftCardTries(db),
      preHandler: noCardWithToken,
    },
    async (request) => {
      const { body } = request;
      const order = {
        date: body.date,
        people: body.people,
        productAvailabilityId: body.product_availability_id,
        useBonusTerme: body.use_bonus_terme,
        salesCutoffMinutes: deps.config.daySpaSalesCutoffMinutes,
      };
      const spec = daySpaPurchase(signedInUser(request), order, request.locale, confirmationMail);
      return purchaseReply(await runPurchase(deps, body, spec, request.locale));
    },
  );

  app.get(
    '/api/my/product-reservations',
    { schema: schemas.mine, config: openToTokens('reservations:read'), onRequest: [requireUser] },
    async (request) => listMyReservations(db, signedInUser(request).id, request.locale),
  );

  app.get<{ Params: { number: string } }>(
    '/api/my/product-reservations/:number',
    {
      schema: schemas.myOne,
      config: openToTokens('reservations:read'),
      onRequest: [requireUser],
      preHandler: [daySpaReservationVisible(db)],
    },
    async (request) => (await reservationDetail(db, signedInUser(request).id, request.params.number, request.locale))!,
  );
};
