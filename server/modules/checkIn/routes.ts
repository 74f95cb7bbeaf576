import type { FastifyRequest } from 'fastify';
import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireUser, signedInUser } from '../../http/auth';
import { answers, int, obj, str } from '../../http/answers';
import { nothing, requestSchema } from '../../http/validation';
import { checkInSchema, fields, type CheckInValues } from '../../../domain/validation';
import { recordStaffAction } from '../frontDesk/staffLog';
import { checkInList, readCheckIn, saveCheckIn, stayFor, type StayForCheckIn } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reservation of a check-in route, once its ownership was checked. */
    checkInStay: StayForCheckIn | null;
  }
}

const reservation = requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') }));
const guest = requestSchema((locale) =>
  object({ id: fields(locale).id('valueInvalid'), position: fields(locale).id('guestPositionInvalid') }),
);
const tags = ['Check-in'];
const save = {
  querystring: nothing,
  params: reservation,
  body: requestSchema((locale) => checkInSchema(locale)),
  tags,
};
const saved = obj({ message: str, check_in_id: int });
const schemas = {
  list: {
    querystring: nothing,
    params: reservation,
    tags,
    summary: 'The check-in of each guest of a reservation',
  },
  one: { querystring: nothing, params: guest, tags, summary: 'One guest’s check-in' },
  create: {
    ...save,
    summary: 'Check a guest in',
    response: answers(saved, { status: 201, description: 'Checked in.' }),
  },
  update: { ...save, summary: 'Correct a guest’s check-in', response: answers(saved) },
};
type Params = { Params: { id: number; position: number } };
type Save = { Params: { id: number }; Body: CheckInValues };

/**
 * Online check-in of a room reservation's guests (product.md §9, issue 13): POST a new check-in,
 * PATCH one that exists. Only the booker writes; the booker and administrators read (a read by
 * staff is logged); anyone else gets 404, as if the reservation did not exist.
 */
export const checkInModule: AppModule = async (app, { db }) => {
  app.decorateRequest('checkInStay', null);
  app.addHook('onRequest', requireUser);

  /** preHandler: the reservation exists, is confirmed and is the caller's (or, to read, staff's). */
  const stayOf = (access: 'owner' | 'ownerOrAdmin') => async (request: FastifyRequest) => {
    request.checkInStay = await stayFor(db, (request.params as { id: number }).id, signedInUser(request), access);
  };
  const stay = (request: FastifyRequest) => request.checkInStay!;

  app.get<Params>(
    '/api/my/room-reservations/:id/check-ins',
    { schema: schemas.list, preHandler: stayOf('ownerOrAdmin') },
    async (request) => checkInList(db, stay(request)),
  );

  app.get<Params>(
    '/api/my/room-reservations/:id/check-ins/:position',
    { schema: schemas.one, preHandler: stayOf('ownerOrAdmin') },
    async (request) => {
      const checkIn = await readCheckIn(db, stay(request), request.params.position, request.locale);
      const user = signedInUser(request);
      if (stay(request).userId !== user.id)
        await recordStaffAction(db, user, 'check_in.read', {
          reservation_id: stay(request).id,
          position: checkIn.position,
        });
      return checkIn;
    },
  );

  app.post<Save>(
    '/my/room-reservations/:id/check-ins',
    { schema: schemas.create, preHandler: stayOf('owner') },
    async (request, reply) => {
      const saved = await saveCheckIn(db, stay(request), request.body, 'create', request.locale);
      return reply.code(201).send({ message: saved.message, check_in_id: saved.id });
    },
  );

  app.patch<Save>(
    '/my/room-reservations/:id/check-ins',
    { schema: schemas.update, preHandler: stayOf('owner') },
    async (request) => {
      const saved = await saveCheckIn(db, stay(request), request.body, 'update', request.locale);
      return { message: saved.message, check_in_id: saved.id };
    },
  );
};
