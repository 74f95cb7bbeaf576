import type { FastifyRequest } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { roomCategories, rooms } from '../../db/schema';
import { isLocale, type Locale } from '../../../domain/locales';
import { HttpError } from '../../http/errors';
import type { AppModule } from '../types';
import { bookingMessages } from './messages';
import { loadStayRules } from './seasonRules';
import { availableRates, categoryInfo, ratesRequestSchema } from './rates';
import { findPromo } from './pricingModel';
import { registerRoomReservationRoutes } from './reservationRoutes';

/** The language a body asks for (`locale`), else the request's. */
const bodyLocale = (request: FastifyRequest, value: unknown): Locale => (isLocale(value) ? value : request.locale);

export const bookingModule: AppModule = async (app, deps) => {
  const { db } = deps;

  app.get('/api/room-categories', async (request) => {
    const rows = await db
      .select({
        id: roomCategories.id,
        name: roomCategories.name,
        description: roomCategories.description,
        images: roomCategories.images,
        minAdults: roomCategories.minAdults,
        maxAdults: roomCategories.maxAdults,
        rooms: sql<number>`count(${rooms.id})::int`,
      })
      .from(roomCategories)
      .leftJoin(rooms, and(eq(rooms.roomCategoryId, roomCategories.id), eq(rooms.active, true)))
      .groupBy(roomCategories.id)
      .orderBy(asc(roomCategories.sortOrder), asc(roomCategories.id));
    return rows.map((row) => categoryInfo(row, row.rooms, request.locale));
  });

  /** What the booking calendar needs: the hotel's today, the season, the closed dates (and the city tax rate). */
  app.get('/api/booking/season', async () => {
    const { season, closedDates, today } = await loadStayRules(db);
    return { today, season, closedDates, cityTaxCents: deps.config.cityTaxCents };
  });

  app.post('/api/available/rates', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const locale = bodyLocale(request, body.locale);
    const rules = await loadStayRules(db);
    const input = await ratesRequestSchema(locale, rules).validate(body, { abortEarly: false, stripUnknown: true });
    return availableRates(db, { from: input.from_date, to: input.to_date, today: rules.today, code: input.code, rooms: input.rooms }, locale);
  });

  const offerLookup = async (request: FastifyRequest<{ Params: { code: string; lang?: string } }>) => {
    const locale = bodyLocale(request, request.params.lang);
    const promo = await findPromo(db, request.params.code);
    if (!promo) throw new HttpError(404, bookingMessages.offerNotFound);
    return { breadcrumb: promo.name[locale], code: promo.code };
  };
  app.get<{ Params: { code: string } }>('/offers-code/:code', offerLookup);
  app.get<{ Params: { lang: string; code: string } }>('/:lang/offers-code/:code', async (request) => {
    if (!isLocale(request.params.lang)) throw new HttpError(404, bookingMessages.offerNotFound);
    return offerLookup(request);
  });

  await registerRoomReservationRoutes(app, deps);
};
