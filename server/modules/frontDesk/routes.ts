import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../types';
import { requireAdmin } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { addDays, hotelToday } from '../../../domain/dates';
import type { AdminReservation } from '../../../domain/frontDesk';
import { frontDeskQuerySchema } from '../../../domain/validation';
import { checkInMessages } from '../checkIn/messages';
import { checkInWire } from '../checkIn/wire';
import { arrivalsBetween } from './arrivals';
import { policeReport } from './policeReport';
import { latestStaffActions, recordStaffAction } from './staffLog';
import { reservationCheckIns, reservationSpecialRequests } from './reservation';

const query = async (request: FastifyRequest) => {
  const q = await frontDeskQuerySchema(request.locale).validate(request.query ?? {}, { abortEarly: false, stripUnknown: true });
  return { date: q.date || hotelToday(), days: q.days };
};

/**
 * The front desk (/{lang}/admin): arrivals, a reservation with its guests' check-in data, the
 * police report of a day, and the log of what staff did. Administrators only: 403 for others.
 */
export const frontDeskModule: AppModule = async (app, { db }) => {
  app.get('/api/admin/arrivals', async (request) => {
    requireAdmin(request);
    const { date, days } = await query(request);
    const to = addDays(date, days);
    return { from: date, to, arrivals: await arrivalsBetween(db, { from: date, to }, request.locale) };
  });

  app.get<{ Params: { id: string } }>('/api/admin/room-reservations/:id', async (request): Promise<AdminReservation> => {
    const user = requireAdmin(request);
    const id = Number(request.params.id);
    const [arrival] = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await arrivalsBetween(db, { ids: [id] }, request.locale) : [];
    if (!arrival) throw new HttpError(404, checkInMessages.reservationNotFound);
    const rows = await reservationCheckIns(db, id);
    await recordStaffAction(db, user, 'reservation.view', { reservation_id: id });
    return {
      ...arrival,
      special_requests: await reservationSpecialRequests(db, id),
      check_ins: await Promise.all(rows.map((row) => checkInWire(db, row, request.locale))),
    };
  });

  app.get('/api/admin/police-report', async (request) => {
    requireAdmin(request);
    const { date } = await query(request);
    return (await policeReport(db, date)).summary;
  });

  app.get('/api/admin/police-report/file', async (request, reply) => {
    const user = requireAdmin(request);
    const { date } = await query(request);
    const { summary, file } = await policeReport(db, date);
    await recordStaffAction(db, user, 'police_report.download', { date, guests: summary.included.length });
    return reply
      .header('content-type', 'text/plain; charset=us-ascii')
      .header('content-disposition', `attachment; filename="alloggiati-${date}.txt"`)
      .header('cache-control', 'no-store')
      .send(file);
  });

  app.get('/api/admin/staff-actions', async (request) => {
    requireAdmin(request);
    return latestStaffActions(db);
  });
};
