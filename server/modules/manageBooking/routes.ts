import type { FastifyRequest } from 'fastify';
import { object } from 'yup';
import { fields } from '../../../domain/validation';
import type { Locale } from '../../../domain/locales';
import { requireUser, signedInUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { nothing, requestSchema } from '../../http/validation';
import type { AppModule } from '../../deps';
import { manageMessages } from './messages';
import { ownReservationByNumber, type OwnReservation } from './ownReservation';
import { reservationAccount, reservationCalendar } from './service';

/** `:number` as the guest sees it: 'R-00012' or 'DS-7K3M9QXA'. */
export const reservationNumberParams = (locale: Locale) =>
  object({ number: fields(locale).text(32).required(fields(locale).m('valueInvalid')) });

const byNumber = { querystring: nothing, params: requestSchema(reservationNumberParams), tags: ['My reservations'] };
const schemas = {
  account: { ...byNumber, summary: 'What is paid and what is left to pay on arrival' },
  calendar: { ...byNumber, summary: 'The reservation as a calendar file' },
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in guest's reservation named by `:number` (set by the ownership hook). */
    ownReservation?: OwnReservation;
  }
}

/**
 * "Manage my booking" (issue 12): a reservation's payments and what is left to pay on arrival,
 * and its calendar file. Only its owner gets an answer; any other number is 404.
 */
export const manageBookingModule: AppModule = async (app, deps) => {
  app.decorateRequest('ownReservation', undefined);
  app.addHook('onRequest', requireUser);
  const own = async (request: FastifyRequest) => {
    const { number } = request.params as { number: string };
    const found = await ownReservationByNumber(deps.db, signedInUser(request).id, number);
    if (!found) throw new HttpError(404, manageMessages.notFound);
    request.ownReservation = found;
  };

  app.get<{ Params: { number: string } }>(
    '/api/my/reservations/:number/account',
    { schema: schemas.account, preHandler: own },
    async (request) => reservationAccount(deps.db, request.ownReservation!, request.locale),
  );

  app.get<{ Params: { number: string } }>(
    '/api/my/reservations/:number/calendar.ics',
    { schema: schemas.calendar, preHandler: own },
    async (request, reply) => {
      const reservation = request.ownReservation!;
      const body = await reservationCalendar(deps.db, deps.config.appUrl, reservation, request.locale);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="terme-${reservation.number}.ics"`)
        .send(body);
    },
  );
};
