import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { openToTokens } from '../../http/bearer';
import { HttpError } from '../../http/errors';
import { nothing, requestSchema } from '../../http/validation';
import { answers, bool, day, int, list, nullableInt, obj, str } from '../../http/answers';
import {
  CALENDAR_MAX_DAYS,
  calendarChangeSchema,
  calendarRangeSchema,
  type CalendarChangeSet,
} from '../../../domain/ratesCalendar';
import { readCalendar, saveChanges, undoOf } from './service';
import { calendarMessages } from './messages';

const tags = ['Rates calendar'];
const named = obj({ id: int, name: str });
const categoryCell = obj({
  room_category_id: int,
  date: day,
  version: int,
  rooms_in_service: int,
  rooms_to_sell: int,
  stop_sell: bool,
  min_stay: int,
  max_stay: nullableInt,
  closed_to_arrival: bool,
  closed_to_departure: bool,
  overridden: list(str),
});
const priceCell = obj({
  rate_plan_id: int,
  room_category_id: int,
  date: day,
  version: int,
  price: nullableInt,
  overridden: bool,
});
const calendar = obj({
  from: day,
  to: day,
  categories: list(named),
  rate_plans: list(named),
  category_cells: list(categoryCell),
  price_cells: list(priceCell),
});
const range = requestSchema(calendarRangeSchema);
/** A change set as the answer gives it back: `undo` puts the saved one back (send it as it is). */
const changeSet = obj({
  categories: list(
    obj({
      room_category_id: int,
      date: day,
      version: int,
      rooms_to_sell: nullableInt,
      stop_sell: bool,
      min_stay: nullableInt,
      max_stay: nullableInt,
      closed_to_arrival: bool,
      closed_to_departure: bool,
    }),
  ),
  prices: list(obj({ rate_plan_id: int, room_category_id: int, date: day, version: int, price: nullableInt })),
});
const reads = `From \`from\` to \`to\`, both included, at most ${CALENDAR_MAX_DAYS} days. Each cell says its effective value (the model's where the calendar sets nothing), which values the calendar overrides, and its version (send it back with a change).`;
const changeExample = {
  categories: [{ room_category_id: 2, date: '2027-06-12', version: 0, min_stay: 3, closed_to_arrival: false }],
  prices: [{ rate_plan_id: 1, room_category_id: 2, date: '2027-06-12', version: 0, price: 14500 }],
};

const schemas = {
  read: {
    querystring: range,
    tags,
    summary: 'The rates-and-availability calendar of a range: categories, rate plans, restrictions and prices',
    description: `${reads} Tokens need \`rates:read\`.`,
    response: answers(calendar),
  },
  availability: {
    querystring: range,
    tags,
    summary:
      'The availability of a range: rooms to sell, stop-sell, minimum and maximum stay, closed to arrival or departure',
    description: `${reads} Tokens need \`inventory:read\`.`,
    response: answers(calendar),
  },
  change: {
    querystring: nothing,
    body: requestSchema(calendarChangeSchema, { example: changeExample }),
    tags,
    summary: 'Save a set of cell changes, whole or not at all',
    description:
      'Each cell with the version read: when one changed since, 409 with `conflicts` (kind, room_category_id, rate_plan_id, date, version now) and nothing saved. A field left out stays as it is; null goes back to the model. The answer’s `undo` is the change set that puts this one back (refused with 409 if a cell changed since). Refused with 422 per field: a negative price, rooms to sell below 0 or above the rooms in service, a minimum stay above the maximum, a past day or one in no season. Tokens need `rates:write`, and `inventory:write` as well to change availability.',
    response: answers(obj({ cells: int, undo: changeSet })),
  },
};

/** A token that changes availability needs inventory:write besides the route's rates:write. */
function checkInventoryScope(request: FastifyRequest, changes: CalendarChangeSet) {
  const token = request.accessToken;
  if (token && changes.categories.length && !token.scopes.includes('inventory:write'))
    throw new HttpError(403, calendarMessages.inventoryScope, undefined, { scope: 'inventory:write' });
}

/**
 * The rates-and-availability calendar (docs/product.md §12.12), the revenue manager's and the
 * administrator's, and a channel manager's with a token: a range read, a change set saved with
 * the versions read (decision 042). The guest side follows at once on every process: the tables'
 * triggers tell each process's rules cache.
 */
export const ratesCalendarModule: AppModule = async (app, { db }) => {
  app.addHook('onRequest', requireRole('revenue_manager'));

  type RangeRequest = { Querystring: { from: string; to: string } };
  app.get<RangeRequest>(
    '/api/admin/calendar',
    { schema: schemas.read, config: openToTokens('rates:read') },
    async (request) => readCalendar(db, request.query, request.locale),
  );
  app.get<RangeRequest>(
    '/api/admin/calendar/availability',
    { schema: schemas.availability, config: openToTokens('inventory:read') },
    async (request) => readCalendar(db, request.query, request.locale, { prices: false, availability: true }),
  );

  app.post<{ Body: CalendarChangeSet }>(
    '/api/admin/calendar/changes',
    { schema: schemas.change, config: openToTokens('rates:write') },
    async (request) => {
      checkInventoryScope(request, request.body);
      const saved = await saveChanges(db, signedInUser(request), request.body, request.locale);
      return { cells: saved.categories.length + saved.prices.length, undo: undoOf(saved) };
    },
  );
};
