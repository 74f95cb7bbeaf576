import { LOCALES, type Locale } from '../../../domain/locales';
import { bookingSearchSchema, fields, RATES_SEARCH_NAMES } from '../../../domain/validation';
import { object, type InferType } from 'yup';
import { nothing, requestSchema } from '../../http/validation';
import { answers, LANGUAGE_NAMES } from '../../http/answers';
import type { AppModule } from '../../deps';
import { cityTaxVersions } from '../cityTax/service';
import { cachedStayRules, checkBookableStay } from './seasonRules';
import { pricingCatalog } from './pricingModel';
import { roomCategoriesFreeDuring, roomCategoriesWithRooms } from './inventory';
import { daysClosedToArrival } from '../../../domain/ratesCalendar';
import { categoriesOnSale } from './calendarRules';
import { availableRates, listRoomCategories, roomCategoriesSchema } from './rates';
import { lookUpOffer, requireUsableCode } from './promo';
import { hotelToday, isIsoDate } from '../../../domain/dates';
import { roomReservationRoutes } from './reservationRoutes';
import { PUBLIC_READ, PUBLIC_SEARCH } from '../../http/session';
import { openToTokens } from '../../http/bearer';
import { sendKeptAnswer } from '../../http/keptAnswers';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';

/** A search's JSON text longer than this (a 5-room search is about 400 characters) is not kept by its text. */
const MAX_KEPT_TEXT = 2048;

/**
 * The key of a rates answer by the request's raw JSON text, its language and the hotel's day: the
 * same text in the same language on the same day validates to the same query, hence the same
 * answer. None for a body that is not JSON (its text is not at hand) or is too long to keep.
 */
function rawTextKey(request: FastifyRequest, today: string): string | undefined {
  const text = request.jsonText;
  return text === '' || text.length > MAX_KEPT_TEXT ? undefined : `${request.locale}\n${today}\n${text}`;
}

/** JSON.stringify of a list whose items repeat (rooms for the same people share one): each item serialised once. */
function jsonOfList(items: readonly unknown[]): string {
  const texts = new Map<unknown, string>();
  const parts = items.map((item) => {
    let text = texts.get(item);
    if (text === undefined) texts.set(item, (text = JSON.stringify(item)));
    return text;
  });
  return `[${parts.join(',')}]`;
}

const ratesSearchSchema = (locale: Locale) => bookingSearchSchema(locale, undefined, RATES_SEARCH_NAMES);
type RatesSearch = InferType<ReturnType<typeof ratesSearchSchema>>;

const tags = ['Rooms'];
const offer = {
  querystring: requestSchema((locale) => object({ arrival: fields(locale).optionalString() })),
  params: requestSchema((locale) => object({ code: fields(locale).text().required() })),
  tags,
};

const schemas = {
  categories: {
    querystring: nothing,
    tags,
    summary: 'Room categories',
    response: answers(roomCategoriesSchema, {
      example: [
        {
          id: 2,
          name: 'Double Room',
          description: 'Our classic double with a balcony.',
          images: ['/images/rooms/double-1.svg'],
          min_adults: 2,
          max_adults: 2,
          max_children: 1,
          photos: [
            {
              url: '/api/photos/5d41402abc4b2a76b9719d911017c592.webp',
              width: 1600,
              height: 1067,
              alt: 'The double room, its balcony over the park',
            },
          ],
          available_rooms_count: 10,
        },
      ],
    }),
  },
  season: { querystring: nothing, tags, summary: 'The season, the booking window and the city tax’s rules' },
  rates: {
    querystring: nothing,
    body: requestSchema(ratesSearchSchema, {
      example: {
        from_date: '2026-12-03',
        to_date: '2026-12-06',
        rooms: [{ adults: 2, children: 1, children_ages: [8] }],
      },
    }),
    tags,
    summary: 'Available rates per room for a stay',
  },
  offer: { ...offer, summary: 'An offer code’s name' },
  offerIn: (lang: Locale) => ({ ...offer, summary: `An offer code’s name (${LANGUAGE_NAMES[lang]})` }),
};

/** Room booking (product.md §2): categories, the season, live rates, offer codes, and the reservations. */
export const bookingModule: AppModule = async (app, deps) => {
  const { db } = deps;

  // The same for everyone until a category or a room changes: kept ready to send, like the rates
  // answers and dropped with them (decision 029).
  app.get(
    '/api/room-categories',
    { schema: schemas.categories, config: { ...PUBLIC_READ.config, ...openToTokens('availability:read') } },
    async (request, reply) => {
      const { locale } = request;
      const answer = await deps.answers.get(`room categories\n${locale}`, async () => ({
        body: Buffer.from(JSON.stringify(await listRoomCategories(db, locale))),
        validUntil: Infinity,
      }));
      return sendKeptAnswer(request, reply, answer);
    },
  );

  /** What the booking calendar needs: the hotel's today, the season, the closed dates (and the city tax's versions, §12.10). */
  app.get('/api/booking/season', { schema: schemas.season, ...PUBLIC_READ }, async () => {
    const [{ season, closedDates, today }, catalog, categories] = await Promise.all([
      cachedStayRules(deps.rules, db),
      pricingCatalog(deps.rules, db),
      roomCategoriesWithRooms(db),
    ]);
    // The check-in days the calendar closes in every category (product.md §12.12).
    const closedToArrival = catalog.model.calendar
      ? daysClosedToArrival(
          catalog.model.calendar,
          categories.map((c) => c.id),
        ).filter((day) => day >= today)
      : [];
    return {
      today,
      season,
      closedDates,
      closedToArrival,
      cityTax: await cityTaxVersions(db, deps.config.cityTaxCents),
    };
  });

  // The body's `locale` is the request's language: see http/locale.ts. A search that
  // reads and changes nothing, the same for everyone: no session lookup, no CSRF token (PUBLIC_SEARCH).
  // The same query answers the same until a room, a reservation or a rule changes, or a hold
  // expires: the answer is kept, ready to send, until then (decision 027), under its validated
  // query and under the request's raw text, by which a repeated search is answered before its
  // body is validated again (decision 029).
  const answerFromRawText: preValidationHookHandler = (request, reply, done) => {
    const key = rawTextKey(request, hotelToday());
    const kept = key === undefined ? undefined : deps.answers.peek(key);
    if (kept) sendKeptAnswer(request, reply, kept);
    else done();
  };
  app.post<{ Body: RatesSearch }>(
    '/api/available/rates',
    {
      schema: schemas.rates,
      config: { ...PUBLIC_SEARCH.config, ...openToTokens('availability:read') },
      preValidation: answerFromRawText,
    },
    async (request, reply) => {
      const { from_date: from, to_date: to, code, rooms } = request.body;
      const { locale } = request;
      const day = hotelToday();
      const key = JSON.stringify([locale, day, from, to, code ?? null, rooms]);
      const answer = await deps.answers.get(
        key,
        async () => {
          // The rules come from the process's cache (decision 022); the free rooms are read at the same time.
          const [{ today }, catalog, { categories: inStock, validUntil }] = await Promise.all([
            checkBookableStay(db, { from, to }, locale, deps.rules),
            pricingCatalog(deps.rules, db),
            roomCategoriesFreeDuring(db, { from, to }),
          ]);
          await requireUsableCode(db, catalog, { code, arrival: from, departure: to, today }, locale);
          // The calendar's restrictions and rooms to sell (product.md §12.12).
          const categories = await categoriesOnSale(db, catalog.model.calendar, inStock, { from, to, rooms }, locale);
          return {
            body: Buffer.from(
              jsonOfList(availableRates(categories, catalog, { from, to, today, code, rooms }, locale)),
            ),
            validUntil,
          };
        },
        rawTextKey(request, day),
      );
      return sendKeptAnswer(request, reply, answer);
    },
  );

  // product.md §2.1: the offer's name for a code; ?arrival=YYYY-MM-DD also checks the code is valid for that arrival.
  type OfferRequest = { Params: { code: string }; Querystring: { arrival?: string | null } };
  const offerLookup = async (code: string, arrival: string | null | undefined, locale: Locale) =>
    lookUpOffer(
      db,
      await pricingCatalog(deps.rules, db),
      { code, arrival: isIsoDate(arrival) ? arrival : null, today: hotelToday() },
      locale,
    );
  app.get<OfferRequest>('/offers-code/:code', { schema: schemas.offer, ...PUBLIC_READ }, async (request) =>
    offerLookup(request.params.code, request.query.arrival, request.locale),
  );
  for (const lang of LOCALES) {
    app.get<OfferRequest>(
      `/${lang}/offers-code/:code`,
      { schema: schemas.offerIn(lang), ...PUBLIC_READ },
      async (request) => offerLookup(request.params.code, request.query.arrival, lang),
    );
  }

  await app.register(roomReservationRoutes, deps);
};
