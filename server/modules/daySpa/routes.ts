import type { AppModule } from '../types';
import { HttpError } from '../../http/errors';
import { requireUser } from '../../http/auth';
import { purchaseReply, runPurchase } from '../../payments/purchase';
import { daySpaReservationSchema } from '../../../domain/validation';
import { addDays, isIsoDate, nightsBetween } from '../../../domain/dates';
import { availability, findProduct, listProducts, type ProductKind } from './catalog';
import { daySpaPurchase } from './reservations';
import { listMyReservations, reservationDetail } from './myReservations';
import { sendConfirmationMail } from './mail';
import { daySpaMessages } from './messages';

/** The longest period one availability call may ask for (the calendar asks two months). */
const MAX_RANGE_DAYS = 100;

const positiveInt = (value: unknown, fallback?: number) => {
  if ((value === undefined || value === '') && fallback !== undefined) return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const daySpaModule: AppModule = async (app, deps) => {
  // GET /api/products lists the bookable day-spa products; ?kind=gift_card the shop's gift cards.
  app.get<{ Querystring: { kind?: string } }>('/api/products', async (request) => {
    const kind: ProductKind = request.query.kind === 'gift_card' ? 'gift_card' : 'day_spa';
    return listProducts(deps.db, kind, request.locale);
  });

  app.get<{ Params: { slug: string } }>('/api/products/:slug', async (request) => {
    const product = await findProduct(deps.db, request.params.slug, request.locale);
    if (!product) throw new HttpError(404, daySpaMessages.productNotFound);
    return product;
  });

  app.get<{ Params: { productId: string }; Querystring: Record<string, string | undefined> }>('/api/:productId/availability', async (request) => {
    const productId = positiveInt(request.params.productId);
    if (!productId) throw new HttpError(404, daySpaMessages.productNotFound);
    const people = positiveInt(request.query.people, 1);
    const from = request.query.from_date;
    const to = request.query.to_date ?? from;
    if (!people || !isIsoDate(from) || !isIsoDate(to) || to < from || nightsBetween(from, to) > MAX_RANGE_DAYS) {
      throw new HttpError(422, daySpaMessages.invalidRange);
    }
    return availability(deps.db, productId, people, from, addDays(to, 0));
  });

  app.post('/my/product-reservations', async (request) => {
    const user = requireUser(request);
    const body = await daySpaReservationSchema(request.locale).validate(request.body ?? {}, { abortEarly: false, stripUnknown: true });
    const order = { date: body.date, people: body.people, productAvailabilityId: body.product_availability_id, useBonusTerme: body.use_bonus_terme };
    const spec = daySpaPurchase(user, order, request.locale, (id) => sendConfirmationMail(deps, id));
    return purchaseReply(await runPurchase(deps, body, spec));
  });

  app.get('/api/my/product-reservations', async (request) => {
    const user = requireUser(request);
    return listMyReservations(deps.db, user.id, request.locale);
  });

  app.get<{ Params: { number: string } }>('/api/my/product-reservations/:number', async (request) => {
    const user = requireUser(request);
    const detail = await reservationDetail(deps.db, user.id, request.params.number, request.locale);
    if (!detail) throw new HttpError(404, daySpaMessages.reservationNotFound);
    return detail;
  });
};
