import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../types';
import { requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { checkInSchema } from '../../../domain/validation';
import { checkInMessages } from './messages';
import { recordStaffAction } from '../frontDesk/staffLog';
import { checkInList, readCheckIn, saveCheckIn, stayFor } from './service';

type Params = { id: string; position?: string };

/** A path's positive integer, else 404 (an id that cannot exist is not found). */
function idParam(value: string | undefined): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) throw new HttpError(404, checkInMessages.reservationNotFound);
  return n;
}

const body = (request: FastifyRequest) => checkInSchema(request.locale).validate(request.body ?? {}, { abortEarly: false, stripUnknown: true });

/**
 * Online check-in of a room reservation's guests (SPEC 3-5, issue 13). Only the booker writes;
 * the booker and administrators read (a read by staff is logged); anyone else gets 404.
 */
export const checkInModule: AppModule = async (app, deps) => {
  const { db } = deps;

  app.get<{ Params: Params }>('/api/my/room-reservations/:id/check-ins', async (request) => {
    const stay = await stayFor(db, idParam(request.params.id), requireUser(request), 'ownerOrAdmin');
    return checkInList(db, stay);
  });

  app.get<{ Params: Params }>('/api/my/room-reservations/:id/check-ins/:position', async (request) => {
    const user = requireUser(request);
    const stay = await stayFor(db, idParam(request.params.id), user, 'ownerOrAdmin');
    const checkIn = await readCheckIn(db, stay, idParam(request.params.position), request.locale);
    if (stay.userId !== user.id) await recordStaffAction(db, user, 'check_in.read', { reservation_id: stay.id, position: checkIn.position });
    return checkIn;
  });

  app.post<{ Params: Params }>('/my/room-reservations/:id/check-ins', async (request, reply) => {
    const stay = await stayFor(db, idParam(request.params.id), requireUser(request), 'owner');
    const saved = await saveCheckIn(db, stay, await body(request), 'create', request.locale);
    return reply.code(201).send({ message: saved.message, check_in_id: saved.id });
  });

  app.patch<{ Params: Params }>('/my/room-reservations/:id/check-ins', async (request) => {
    const stay = await stayFor(db, idParam(request.params.id), requireUser(request), 'owner');
    const saved = await saveCheckIn(db, stay, await body(request), 'update', request.locale);
    return { message: saved.message, check_in_id: saved.id };
  });
};
