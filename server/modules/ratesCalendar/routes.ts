import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { openToTokens } from '../../http/bearer';
import { HttpError } from '../../http/errors';
import { nothing, requestSchema } from '../../http/validation';
import { answers, bool, day, int, list, nullableInt, nullableStr, obj, str } from '../../http/answers';
import {
  CALENDAR_MAX_DAYS,
  calendarChangeSchema,
  calendarRangeSchema,
  type CalendarChangeSet,
} from '../../../domain/ratesCalendar';
import { readCalendar } from './read';
import { saveChanges, undoOf } from './service';
import { calendarMessages, csvMessages } from './messages';
import { bulkChangeSchema, bulkSummary, planBulk, type BulkChange } from './bulk';
import { calendarCsv, CSV_MAX_BYTES, planImport } from './csv';
import { applyPlan, loadSeasons, PLAN_MAX_DAYS, previewOf, type CellVersion } from './plan';
import { array, mixed, number, object, string } from 'yup';
import { fields } from '../../../domain/validation/fields';
import type { Locale } from '../../../domain/locales';
import { translate } from '../../http/messages';
import { hotelToday } from '../../../domain/dates';

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

const versionItem = obj({ kind: str, room_category_id: int, rate_plan_id: nullableInt, date: day, version: int });
const previewFields = {
  cells: int,
  values: int,
  sample: list(
    obj({
      kind: str,
      room_category_id: int,
      category: str,
      rate_plan_id: nullableInt,
      rate_plan: nullableStr,
      date: day,
      field: str,
      before: {},
      after: {},
    }),
  ),
  versions: list(versionItem),
};
const preview = obj(previewFields);
const lineErrors = list(obj({ line: int, message: str }));
/** The versions a preview answered, sent back to apply it (docs/product.md §12.12, decision 049). */
const versionsSchema = (locale: Locale) => {
  const f = fields(locale);
  return array()
    .typeError(f.m('valueInvalid'))
    .of(
      object({
        kind: mixed<'category' | 'price'>().oneOf(['category', 'price'], f.m('valueInvalid')).required(),
        room_category_id: f.id('valueInvalid'),
        rate_plan_id: f.optionalId('valueInvalid').default(null),
        date: f.isoDate('dateInvalid'),
        version: number().typeError(f.m('numberInvalid')).integer().min(0).required(),
      }),
    )
    .max(10_000)
    .default([]);
};
const csvText = (locale: Locale) =>
  string()
    .typeError(fields(locale).m('valueInvalid'))
    .required(fields(locale).m('valueInvalid'))
    .max(CSV_MAX_BYTES, translate(csvMessages.tooBig, locale, { kb: CSV_MAX_BYTES / 1024 }));
/** A bulk change or an import with its preview's versions: up to 10,000 cells' keys. */
const APPLY_BODY_LIMIT = 2 * 1024 * 1024;
const bulkBody = requestSchema(bulkChangeSchema, {
  example: {
    from: '2027-06-01',
    to: '2027-09-30',
    weekdays: [6],
    category_ids: [],
    rate_plan_ids: [],
    price: { mode: 'percent', value: 10 },
  },
});
const bulkApplyBody = requestSchema((locale) => bulkChangeSchema(locale).shape({ versions: versionsSchema(locale) }));
const importBody = requestSchema((locale) => object({ csv: csvText(locale) }));
const importApplyBody = requestSchema((locale) => object({ csv: csvText(locale), versions: versionsSchema(locale) }));
const bulkText =
  'A date range (at most a year), ISO weekdays (1 Monday … 7 Sunday; none: every day), room categories and rate plans (none: all); the price set, or raised / lowered by cents (`amount`) or a percentage (`percent`); rooms to sell, stop-sell, minimum and maximum stay, closed to arrival or departure set (null: back to the model). Days past or in no season are left out; a cell already at the value is not changed.';

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
  bulkPreview: {
    querystring: nothing,
    body: bulkBody,
    tags,
    summary: 'Preview a bulk change: how many cells it changes, the first values before and after',
    description: `${bulkText} The server computes the change from the calendar now; the answer's \`versions\` go back with the apply. Refused with 422 when a resulting cell breaks a rule. Tokens need \`rates:write\`.`,
    response: answers(preview),
  },
  bulkApply: {
    querystring: nothing,
    body: bulkApplyBody,
    bodyLimit: APPLY_BODY_LIMIT,
    tags,
    summary: 'Apply a previewed bulk change, whole or not at all',
    description:
      'The same bulk change with the preview’s `versions`: the server computes it again; if any cell changed since the preview, 409 with `conflicts` and nothing saved. One line in the staff actions log with a summary. The answer’s `undo` puts it back (POST it to /api/admin/calendar/changes). Tokens need `rates:write`, and `inventory:write` to change availability.',
    response: answers(obj({ cells: int, undo: changeSet })),
  },
  exportCsv: {
    querystring: range,
    tags,
    summary:
      'The calendar of a range as CSV (at most a year): one line per category and day, a price column per rate plan',
    description:
      'Columns: date, category_id, category, rooms_in_service, rooms_to_sell, stop_sell, min_stay, max_stay, closed_to_arrival, closed_to_departure, then `price_<rate plan id> <name>` in euros. Flags are yes / no. A cell beginning with = + - or @ is written with a leading apostrophe. Tokens need `rates:read`.',
  },
  importPreview: {
    querystring: nothing,
    body: importBody,
    bodyLimit: APPLY_BODY_LIMIT,
    tags,
    summary: 'Preview an imported CSV: the changes, or the errors of each line',
    description: `The export's CSV, edited (at most ${CSV_MAX_BYTES / 1024} KB). A value that differs from the calendar's is a change; an empty cell changes nothing. \`errors\` lists each line's refusals (line 1 is the header), translated; with any, nothing can be applied. Tokens need \`rates:write\`.`,
    response: answers(obj({ ...previewFields, errors: lineErrors })),
  },
  importApply: {
    querystring: nothing,
    body: importApplyBody,
    bodyLimit: APPLY_BODY_LIMIT,
    tags,
    summary: 'Apply an imported CSV, whole or not at all',
    description:
      'The same CSV with the preview’s `versions`: 422 with `errors` per line when a line is refused, 409 with `conflicts` when a cell changed since the preview; else saved in one transaction, one line in the staff actions log. Tokens need `rates:write`, and `inventory:write` to change availability.',
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

  // Bulk change and spreadsheets (docs/product.md §12.12, decision 049): the server plans the
  // change from the calendar now, for the preview and again for the apply.
  const bulkPlan = async (body: BulkChange, locale: Locale) =>
    planBulk(db, body, locale, hotelToday(), await loadSeasons(db));
  app.post<{ Body: BulkChange }>(
    '/api/admin/calendar/bulk/preview',
    { schema: schemas.bulkPreview, config: openToTokens('rates:write') },
    async (request) => {
      const { plan, calendar } = await bulkPlan(request.body, request.locale);
      return previewOf(plan, calendar);
    },
  );
  app.post<{ Body: BulkChange & { versions: CellVersion[] } }>(
    '/api/admin/calendar/bulk',
    { schema: schemas.bulkApply, bodyLimit: APPLY_BODY_LIMIT, config: openToTokens('rates:write') },
    async (request) => {
      const { versions, ...spec } = request.body;
      const { plan } = await bulkPlan(spec, request.locale);
      checkInventoryScope(request, plan.changes);
      const saved = await applyPlan(db, signedInUser(request), plan, versions, request.locale, {
        action: 'calendar.bulk',
        summary: bulkSummary(spec),
      });
      return { cells: saved.categories.length + saved.prices.length, undo: undoOf(saved) };
    },
  );

  app.get<RangeRequest>(
    '/api/admin/calendar/export.csv',
    { schema: schemas.exportCsv, config: openToTokens('rates:read') },
    async (request, reply) => {
      const { from, to } = request.query;
      const calendar = await readCalendar(db, { from, to }, request.locale, undefined, PLAN_MAX_DAYS);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="calendar-${from}-${to}.csv"`)
        .send(calendarCsv(calendar));
    },
  );

  const importPlan = async (csv: string, locale: Locale) =>
    planImport(db, csv, locale, hotelToday(), await loadSeasons(db));
  app.post<{ Body: { csv: string } }>(
    '/api/admin/calendar/import/preview',
    { schema: schemas.importPreview, bodyLimit: APPLY_BODY_LIMIT, config: openToTokens('rates:write') },
    async (request) => {
      const { plan, errors, calendar } = await importPlan(request.body.csv, request.locale);
      if (!plan) return { cells: 0, values: 0, sample: [], versions: [], errors };
      return { ...previewOf(plan, calendar!), errors };
    },
  );
  app.post<{ Body: { csv: string; versions: CellVersion[] } }>(
    '/api/admin/calendar/import',
    { schema: schemas.importApply, bodyLimit: APPLY_BODY_LIMIT, config: openToTokens('rates:write') },
    async (request) => {
      const { plan, errors } = await importPlan(request.body.csv, request.locale);
      if (!plan) throw new HttpError(422, errors[0].message, undefined, { errors });
      checkInventoryScope(request, plan.changes);
      const saved = await applyPlan(db, signedInUser(request), plan, request.body.versions, request.locale, {
        action: 'calendar.import',
        summary: { lines: plan.changes.categories.length, values: plan.rows.length },
      });
      return { cells: saved.categories.length + saved.prices.length, undo: undoOf(saved) };
    },
  );
};
