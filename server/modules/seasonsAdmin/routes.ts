import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { nothing, requestSchema } from '../../http/validation';
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
const schemas = {
  list: { querystring: nothing },
  season: { querystring: nothing, body: requestSchema(seasonSchema) },
  edit: { querystring: nothing, params: byId, body: requestSchema(seasonSchema) },
  remove: { querystring: nothing, params: byId, body: nothing },
  closedDay: { querystring: nothing, body: requestSchema(closedDaySchema) },
  reopen: { querystring: nothing, params: byDate, body: nothing },
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
