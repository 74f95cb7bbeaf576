import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { openToTokens } from '../../http/bearer';
import { PUBLIC_READ } from '../../http/session';
import type {
  CabinValues,
  FreeSlotsQuery,
  SpaBlockValues,
  SpaBookingValues,
  SpaMoveValues,
  TherapistValues,
  TreatmentValues,
} from '../../../domain/spaSchedule/validation';
import { listCabins, listTherapists, listTreatments, saveCabin, saveTherapist, saveTreatment } from './catalog';
import { blockHours, bookForReservation, moveBooking, removeBlock, spaDay } from './day';
import { freeSlotsFor } from './engine';
import { spaSchemas as schemas } from './schemas';

type ById = { Params: { id: number } };
const desk = { onRequest: [requireRole('front_desk', 'revenue_manager')] };
const deskOnly = { onRequest: [requireRole('front_desk')] };
const prices = { onRequest: [requireRole('revenue_manager')] };

/**
 * The spa's schedule for staff (docs/product.md §16): the front desk (and the administrator) see
 * and change the spa's day, its therapists and cabins; the revenue manager edits treatments and
 * prices and reads the rest. Every change is in the staff actions log.
 */
export const spaScheduleAdminModule: AppModule = async (app, deps) => {
  const { db } = deps;
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request);

  app.get('/api/admin/spa/catalog', { schema: schemas.catalog, ...desk }, async () => {
    const [treatments, therapists, cabins] = await Promise.all([
      listTreatments(db),
      listTherapists(db),
      listCabins(db),
    ]);
    return { treatments, therapists, cabins };
  });

  app.post<{ Body: TreatmentValues }>(
    '/api/admin/spa/treatments',
    { schema: schemas.treatment(false), ...prices },
    async (request, reply) => reply.status(201).send(await saveTreatment(db, actor(request), null, request.body)),
  );
  app.put<ById & { Body: TreatmentValues }>(
    '/api/admin/spa/treatments/:id',
    { schema: schemas.treatment(true), ...prices },
    async (request) => saveTreatment(db, actor(request), request.params.id, request.body),
  );

  app.post<{ Body: TherapistValues }>(
    '/api/admin/spa/therapists',
    { schema: schemas.therapist(false), ...deskOnly },
    async (request, reply) => reply.status(201).send(await saveTherapist(db, actor(request), null, request.body)),
  );
  app.put<ById & { Body: TherapistValues }>(
    '/api/admin/spa/therapists/:id',
    { schema: schemas.therapist(true), ...deskOnly },
    async (request) => saveTherapist(db, actor(request), request.params.id, request.body),
  );

  app.post<{ Body: CabinValues }>(
    '/api/admin/spa/cabins',
    { schema: schemas.cabin(false), ...deskOnly },
    async (request, reply) => reply.status(201).send(await saveCabin(db, actor(request), null, request.body)),
  );
  app.put<ById & { Body: CabinValues }>(
    '/api/admin/spa/cabins/:id',
    { schema: schemas.cabin(true), ...deskOnly },
    async (request) => saveCabin(db, actor(request), request.params.id, request.body),
  );

  app.get<{ Querystring: { date: string } }>('/api/admin/spa/day', { schema: schemas.day, ...desk }, async (request) =>
    spaDay(db, request.query.date),
  );

  app.post<{ Body: SpaBookingValues }>(
    '/api/admin/spa/bookings',
    { schema: schemas.book, ...deskOnly },
    async (request, reply) =>
      reply.status(201).send(await bookForReservation(db, actor(request), request.body, request.locale)),
  );
  app.put<ById & { Body: SpaMoveValues }>(
    '/api/admin/spa/bookings/:id',
    { schema: schemas.move, ...deskOnly },
    async (request) => moveBooking(deps, actor(request), request.params.id, request.body, request.locale),
  );

  app.post<{ Body: SpaBlockValues }>(
    '/api/admin/spa/blocks',
    { schema: schemas.block, ...deskOnly },
    async (request, reply) =>
      reply.status(201).send(await blockHours(db, actor(request), request.body, request.locale)),
  );
  app.delete<ById>('/api/admin/spa/blocks/:id', { schema: schemas.unblock, ...deskOnly }, async (request, reply) => {
    await removeBlock(db, actor(request), request.params.id);
    return reply.status(204).send();
  });
};

/** The spa's treatments and free times for the site and for integrators (token scope availability:read). */
export const spaSchedulePublicModule: AppModule = async (app, { db }) => {
  const open = { config: { ...PUBLIC_READ.config, ...openToTokens('availability:read') } };

  app.get('/api/spa/treatments', { schema: schemas.treatments, ...open }, async () => ({
    treatments: (await listTreatments(db)).filter((t) => t.active),
  }));

  app.get<{ Querystring: FreeSlotsQuery }>(
    '/api/spa/free-slots',
    { schema: schemas.freeSlots, ...open },
    async (request) => {
      const { treatment_id, guests, from, to } = request.query;
      const slots = await freeSlotsFor(db, treatment_id, guests, from, to);
      return {
        treatment_id,
        guests,
        slots: slots.map((s) => ({
          starts_at: new Date(s.start).toISOString(),
          ends_at: new Date(s.end).toISOString(),
          places: Math.min(s.therapistIds.length, s.cabinIds.length),
        })),
      };
    },
  );
};
