import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { signedInUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { daySpaMessages } from './messages';
import { findMyReservation, findVisibleReservation } from './myReservations';

/**
 * preHandler of every route on one day-spa reservation (`:number`): someone else's number, or
 * one that does not exist, is 404, whatever the rest of the request says. Runs after requireUser.
 */
export function ownDaySpaReservation(db: Db) {
  return async (request: FastifyRequest) => {
    const { number } = request.params as { number: string };
    if (!(await findMyReservation(db, signedInUser(request).id, number)))
      throw new HttpError(404, daySpaMessages.reservationNotFound);
  };
}

/**
 * preHandler of the reservation page: its booker and the participants who accepted their
 * invitation see it (issue 16); anyone else gets 404, as for ownDaySpaReservation.
 */
export function daySpaReservationVisible(db: Db) {
  return async (request: FastifyRequest) => {
    const { number } = request.params as { number: string };
    if (!(await findVisibleReservation(db, signedInUser(request).id, number)))
      throw new HttpError(404, daySpaMessages.reservationNotFound);
  };
}
