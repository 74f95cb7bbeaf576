import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { nothing, requestSchema } from '../../http/validation';
import { answers, day, int, list, noContent, nullableStr, obj } from '../../http/answers';
import {
  closedDaySchema,
  fields,
  seasonSchema,
  staffDay,
  type ClosedDayValues,
  type SeasonValues,
} from '../../../domain/validation';
import type { ClosedDayWire, SeasonWire } from '../../../domain/seasonAdmin';
import { addClosedDay, createSeason, deleteSeason, listSeasons, removeClosedDay, updateSeason } from './service';

const byId = requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') }));
const byDate = requestSchema((locale) => object({ date: staffDay(locale) }));
const tags = ['Seasons'];
const season = obj({
  id: int,
  starts_on: day,
  ends_on: day,
  bookable_from: { type: ['string', 'null'], format: 'date' },
  bookable_to: { type: ['string', 'null'], format: 'date' },
});
const closedDay = obj({ date: day, reason: nullableStr });
const seasonExample = {
  starts_on: '2027-03-01',
  ends_on: '2028-01-06',
  bookable_from: '2026-11-28',
  bookable_to: null,
};
const stays =
  'Refused with 422 and `reservations` (id, from_date, to_date, status, guest) when reservations hold the days it takes away.';
const schemas = {
  list: {
    querystring: nothing,
    tags,
    summary: 'The seasons and the closed days (revenue managers, administrators)',
    response: answers(obj({ seasons: list(season), closed_days: list(closedDay) })),
  },
  season: {
    querystring: nothing,
    body: requestSchema(seasonSchema, { example: seasonExample }),
    tags,
    summary: 'Add a season: its first and last open day, the days its sales open and close',
    description:
      'A season ends after it starts and shares no day with another; sales do not close before they open (422 next to the field). Empty sales dates follow the default rule.',
    response: answers(season, { status: 201 }),
  },
  edit: {
    querystring: nothing,
    params: byId,
    body: requestSchema(seasonSchema, { example: seasonExample }),
    tags,
    summary: 'Change a season’s dates or its sales dates; the guest side follows at once',
    description: `The rules of a new season. ${stays}`,
    response: answers(season),
  },
  remove: {
    querystring: nothing,
    params: byId,
    body: nothing,
    tags,
    summary: 'Delete a season that holds no reservation',
    description: stays,
    response: noContent('Deleted.'),
  },
  closedDay: {
    querystring: nothing,
    body: requestSchema(closedDaySchema, { example: { date: '2027-06-02', reason: 'Staff training' } }),
    tags,
    summary: 'Close a day, with an optional reason',
    description: 'Refused with 422 and `reservations` when stays include the day (arrival to departure).',
    response: answers(closedDay, { status: 201 }),
  },
  reopen: {
    querystring: nothing,
    params: byDate,
    body: nothing,
    tags,
    summary: 'Open a closed day again',
    response: noContent('Opened.'),
  },
};

/**
 * Seasons, closed days and the booking window (docs/product.md §12.9), the revenue manager's and
 * the administrator's: the list, a season created, changed or deleted, a day closed or opened
 * again. The rules are domain/seasonAdmin.ts's, decided with the table locked; every change is
 * in the staff actions log with the row before and after. The guest side follows at once on
 * every process: the tables' triggers tell each process's rules cache (server/db/rulesCache.ts).
 */
export const seasonsAdminModule: AppModule = async (app, { db }) => {
  app.addHook('onRequest', requireRole('revenue_manager'));

  app.get('/api/admin/seasons', { schema: schemas.list }, async () => listSeasons(db));

  app.post<{ Body: SeasonValues }>('/api/admin/seasons', { schema: schemas.season }, async (request, reply) => {
    const season = await createSeason(db, signedInUser(request), request.body, request.locale);
    return reply.status(201).send(season);
  });

  app.put<{ Params: { id: number }; Body: SeasonValues }>(
    '/api/admin/seasons/:id',
    { schema: schemas.edit },
    async (request): Promise<SeasonWire> =>
      updateSeason(db, signedInUser(request), request.params.id, request.body, request.locale),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/admin/seasons/:id',
    { schema: schemas.remove },
    async (request, reply) => {
      await deleteSeason(db, signedInUser(request), request.params.id, request.locale);
      return reply.status(204).send();
    },
  );

  app.post<{ Body: ClosedDayValues }>(
    '/api/admin/seasons/closed-days',
    { schema: schemas.closedDay },
    async (request, reply): Promise<ClosedDayWire> => {
      const day = await addClosedDay(db, signedInUser(request), request.body, request.locale);
      return reply.status(201).send(day);
    },
  );

  app.delete<{ Params: { date: string } }>(
    '/api/admin/seasons/closed-days/:date',
    { schema: schemas.reopen },
    async (request, reply) => {
      await removeClosedDay(db, signedInUser(request), request.params.date);
      return reply.status(204).send();
    },
  );
};
