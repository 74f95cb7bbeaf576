import { LOCALES, type Locale } from '../../../domain/locales';
import { bookingSearchSchema, fields, RATES_SEARCH_NAMES } from '../../../domain/validation';
import { object, type InferType } from 'yup';
import { HttpError } from '../../http/errors';
import { nothing, requestSchema } from '../../http/validation';
import type { AppModule } from '../types';
import { bookingMessages } from './messages';
import { checkBookableStay, loadStayRules } from './seasonRules';
import { availableRates, listRoomCategories } from './rates';
import { findPromo } from './pricingModel';
import { roomReservationRoutes } from './reservationRoutes';

const ratesSearchSchema = (locale: Locale) => bookingSearchSchema(locale, undefined, RATES_SEARCH_NAMES);
type RatesSearch = InferType<ReturnType<typeof ratesSearchSchema>>;

const schemas = {
  none: { querystring: nothing },
  rates: { querystring: nothing, body: requestSchema(ratesSearchSchema) },
  offer: { querystring: nothing, params: requestSchema((locale) => object({ code: fields(locale).text().required() })) },
};

/** Room booking (SPEC 2, 3, 5): categories, the season, live rates, offer codes, and the reservations. */
export const bookingModule: AppModule = async (app, deps) => {
  const { db } = deps;

  app.get('/api/room-categories', { schema: schemas.none }, async (request) => listRoomCategories(db, request.locale));

  /** What the booking calendar needs: the hotel's today, the season, the closed dates (and the city tax rate). */
  app.get('/api/booking/season', { schema: schemas.none }, async () => {
    const { season, closedDates, today } = await loadStayRules(db);
    return { today, season, closedDates, cityTaxCents: deps.config.cityTaxCents };
  });

  // The body's `locale` (SPEC 7) is the request's language: see http/locale.ts.
  app.post<{ Body: RatesSearch }>('/api/available/rates', { schema: schemas.rates }, async (request) => {
    const { from_date: from, to_date: to, code, rooms } = request.body;
    const { today } = await checkBookableStay(db, { from, to }, request.locale);
    return availableRates(db, { from, to, today, code, rooms }, request.locale);
  });

  const offerLookup = async (code: string, locale: Locale) => {
    const promo = await findPromo(db, code);
    if (!promo) throw new HttpError(404, bookingMessages.offerNotFound);
    return { breadcrumb: promo.name[locale], code: promo.code };
  };
  app.get<{ Params: { code: string } }>('/offers-code/:code', { schema: schemas.offer }, async (request) => offerLookup(request.params.code, request.locale));
  for (const lang of LOCALES) {
    app.get<{ Params: { code: string } }>(`/${lang}/offers-code/:code`, { schema: schemas.offer }, async (request) => offerLookup(request.params.code, lang));
  }

  await app.register(roomReservationRoutes, deps);
};
