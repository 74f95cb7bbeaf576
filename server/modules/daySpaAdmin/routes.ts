import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { openToTokens } from '../../http/bearer';
import { nothing, requestSchema } from '../../http/validation';
import { answers, bool, day, int, list, noContent, nullableInt, nullableStr, obj, str } from '../../http/answers';
import {
  fields,
  spaDaysQuerySchema,
  spaNewSlotsSchema,
  spaPriceChangeSchema,
  spaProductSchema,
  spaSlotSchema,
  staffDay,
  type SpaDaysQuery,
  type SpaNewSlotsValues,
  type SpaPriceChangeValues,
  type SpaProductValues,
  type SpaSlotValues,
} from '../../../domain/validation';
import { closeSpaDay, listSpaDays, openSpaDay } from './days';
import { listSpaProducts, updateSpaProduct } from './products';
import { addSpaSlots, changeSpaPrices, removeSpaSlot, updateSpaSlot } from './slots';

const tags = ['Day spa (back office)'];
const byProduct = requestSchema((locale) => object({ productId: fields(locale).id('valueInvalid') }));
const bySlot = requestSchema((locale) => object({ slotId: fields(locale).id('valueInvalid') }));
const byProductDay = requestSchema((locale) =>
  object({ productId: fields(locale).id('valueInvalid'), date: staffDay(locale) }),
);
const translations = obj({ it: str, en: str, de: str });
const product = obj({
  id: int,
  slug: str,
  title: translations,
  description: translations,
  active: bool,
  free_infant_max_age_years: int,
  infants_per_place: int,
  minors_admitted: bool,
  min_people: int,
  max_people: nullableInt,
});
const slot = obj({
  id: int,
  title: nullableStr,
  starts_at: str,
  ends_at: str,
  capacity: int,
  sold: int,
  price: int,
});
const slotExample = { title: 'Sunday morning', starts_at: '09:00', ends_at: '13:00', capacity: 20, price: 4500 };
const inTheWay =
  'Refused with 422 and `reservations` (number, date, slot_title, guest, people, status) when guests hold places it would take away.';
const schemas = {
  products: {
    querystring: nothing,
    tags,
    summary: 'The day-spa products, on sale or not, with their names in every language, and the hotel’s today',
    description: 'Revenue managers and administrators; tokens with `inventory:read`.',
    response: answers(
      obj({
        today: day,
        products: list(product),
      }),
    ),
  },
  product: {
    querystring: nothing,
    params: byProduct,
    body: requestSchema(spaProductSchema, {
      example: {
        title_it: 'Giornata alle terme',
        title_en: 'Thermal day',
        title_de: 'Thermentag',
        description_it: 'Una giornata nelle piscine termali.',
        description_en: 'A day in the thermal pools.',
        description_de: 'Ein Tag in den Thermalbecken.',
        active: true,
        free_infant_max_age_years: 1,
        infants_per_place: 1,
        minors_admitted: true,
        min_people: 1,
        max_people: null,
      },
    }),
    tags,
    summary:
      'Change a product’s names and descriptions in it/en/de, its participant rules, or put it on sale or off it',
    description:
      'Tokens with `inventory:write`. Off sale, guests no longer see it nor book it. The participant rules (free infants up to an age of 0-3 years, 0-2 infants per booked place, minors admitted or not, the fewest and most people per reservation; `max_people` null: what a slot holds) apply to new participants and reservations at once; existing reservations are not touched. 422 by field.',
    response: answers(product),
  },
  days: {
    params: byProduct,
    querystring: requestSchema(spaDaysQuerySchema),
    tags,
    summary: 'A product’s days (at most 62) with each slot’s capacity, places sold and price per person',
    description: 'Tokens with `inventory:read`. `sold` counts paid reservations and holds still running.',
    response: answers(list(obj({ date: day, weekday: int, closed: bool, slots: list(slot) })), {
      example: [
        {
          date: '2027-06-06',
          weekday: 7,
          closed: false,
          slots: [{ id: 9, title: null, starts_at: '09:00', ends_at: '18:30', capacity: 40, sold: 3, price: 4500 }],
        },
      ],
    }),
  },
  addSlots: {
    querystring: nothing,
    params: byProduct,
    body: requestSchema(spaNewSlotsSchema, {
      example: { ...slotExample, from: '2027-06-06', to: '2027-06-27', weekdays: [7] },
    }),
    tags,
    summary: 'Add the same slot on every chosen weekday from one day to another (all or none)',
    description:
      'Tokens with `inventory:write`. Weekdays 1 (Monday) to 7 (Sunday); price per person in cents. 422 next to the title when a day already has a slot of that title.',
    response: answers(obj({ days: int }), { status: 201, example: { days: 4 } }),
  },
  editSlot: {
    querystring: nothing,
    params: bySlot,
    body: requestSchema(spaSlotSchema, { example: slotExample }),
    tags,
    summary: 'Change a slot’s title, hours, places or price; guests see it at once',
    description: `Tokens with \`inventory:write\`. Decided under the slot's lock, as bookings are: the places never go below those sold. ${inTheWay}`,
    response: answers(slot),
  },
  removeSlot: {
    querystring: nothing,
    params: bySlot,
    body: nothing,
    tags,
    summary: 'Remove a slot no guest has booked',
    description: `Tokens with \`inventory:write\`. ${inTheWay}`,
    response: noContent('Removed.'),
  },
  prices: {
    querystring: nothing,
    params: byProduct,
    body: requestSchema(spaPriceChangeSchema, {
      example: { from: '2027-06-01', to: '2027-06-30', weekdays: [6, 7], mode: 'raise', amount: 500, preview: true },
    }),
    tags,
    summary: 'Set, raise or lower the price per person of every slot on the chosen days; `preview` counts only',
    description:
      'Tokens with `rates:write`. Answers how many days and slots change (`saved` false on a preview). 422 next to the amount when a price would go below zero.',
    response: answers(obj({ days: int, slots: int, saved: bool }), { example: { days: 8, slots: 9, saved: false } }),
  },
  closeDay: {
    querystring: nothing,
    params: byProductDay,
    body: nothing,
    tags,
    summary: 'Close a day: its slots stay but sell nothing',
    description: `Tokens with \`inventory:write\`. ${inTheWay}`,
    response: noContent('Closed.'),
  },
  openDay: {
    querystring: nothing,
    params: byProductDay,
    body: nothing,
    tags,
    summary: 'Open a closed day again',
    description: 'Tokens with `inventory:write`.',
    response: noContent('Opened.'),
  },
};

/**
 * The day spa's calendar in the back office (docs/product.md §12.16), the revenue manager's and
 * the administrator's (and their tokens' with the scopes named): slots by day with capacity, sold
 * and price, new slots over days, a slot changed or removed, prices changed in bulk with a preview,
 * days closed and opened. Every change runs in one transaction under the slots' locks and is in
 * the staff actions log with before and after. The guest side reads these rows directly (no
 * cache), so it follows at once on every process.
 */
export const daySpaAdminModule: AppModule = async (app, { db }) => {
  app.addHook('onRequest', requireRole('revenue_manager'));
  const base = '/api/admin/day-spa/products';

  app.get(base, { schema: schemas.products, config: openToTokens('inventory:read') }, async () => listSpaProducts(db));

  app.put<{ Params: { productId: number }; Body: SpaProductValues }>(
    `${base}/:productId`,
    { schema: schemas.product, config: openToTokens('inventory:write') },
    async (request) => updateSpaProduct(db, signedInUser(request), request.params.productId, request.body),
  );

  app.get<{ Params: { productId: number }; Querystring: SpaDaysQuery }>(
    `${base}/:productId/days`,
    { schema: schemas.days, config: openToTokens('inventory:read') },
    async (request) => listSpaDays(db, request.params.productId, request.query.from, request.query.to),
  );

  app.post<{ Params: { productId: number }; Body: SpaNewSlotsValues }>(
    `${base}/:productId/slots`,
    { schema: schemas.addSlots, config: openToTokens('inventory:write') },
    async (request, reply) => {
      const added = await addSpaSlots(
        db,
        signedInUser(request),
        request.params.productId,
        request.body,
        request.locale,
      );
      return reply.status(201).send(added);
    },
  );

  app.put<{ Params: { slotId: number }; Body: SpaSlotValues }>(
    '/api/admin/day-spa/slots/:slotId',
    { schema: schemas.editSlot, config: openToTokens('inventory:write') },
    async (request) => updateSpaSlot(db, signedInUser(request), request.params.slotId, request.body, request.locale),
  );

  app.delete<{ Params: { slotId: number } }>(
    '/api/admin/day-spa/slots/:slotId',
    { schema: schemas.removeSlot, config: openToTokens('inventory:write') },
    async (request, reply) => {
      await removeSpaSlot(db, signedInUser(request), request.params.slotId, request.locale);
      return reply.status(204).send();
    },
  );

  app.post<{ Params: { productId: number }; Body: SpaPriceChangeValues }>(
    `${base}/:productId/prices`,
    { schema: schemas.prices, config: openToTokens('rates:write') },
    async (request) =>
      changeSpaPrices(db, signedInUser(request), request.params.productId, request.body, request.locale),
  );

  app.put<{ Params: { productId: number; date: string } }>(
    `${base}/:productId/closed-days/:date`,
    { schema: schemas.closeDay, config: openToTokens('inventory:write') },
    async (request, reply) => {
      await closeSpaDay(db, signedInUser(request), request.params.productId, request.params.date, request.locale);
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: { productId: number; date: string } }>(
    `${base}/:productId/closed-days/:date`,
    { schema: schemas.openDay, config: openToTokens('inventory:write') },
    async (request, reply) => {
      await openSpaDay(db, signedInUser(request), request.params.productId, request.params.date);
      return reply.status(204).send();
    },
  );
};
