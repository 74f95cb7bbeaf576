import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireAdmin, requireRole, signedInUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { nothing, requestSchema } from '../../http/validation';
import { addDays, hotelToday } from '../../../domain/dates';
import type { AdminReservation } from '../../../domain/frontDesk';
import {
  fields,
  frontDeskQuerySchema,
  requestsInboxQuerySchema,
  requestStatusSchema,
  type FrontDeskQuery,
  type RequestsInboxQuery,
  type RequestStatusValues,
} from '../../../domain/validation';
import type { GuestRequestWire, RequestsInboxResponse } from '../../../domain/frontDesk';
import { checkInMessages } from '../checkIn/messages';
import { checkInWire } from '../checkIn/wire';
import { arrivalsBetween } from './arrivals';
import { policeReport } from './policeReport';
import { reservationCheckIns, reservationSpecialRequests } from './reservation';
import { latestStaffActions, recordStaffAction } from './staffLog';
import { listRequests, requestById, requestCounts, requestWire, setRequestStatus } from '../requests/inbox';
import { requestMessages } from '../requests/messages';
import { failedMails, retryFailedMail } from '../../mail/failedMails';
import { mailMessages } from './mailMessages';
import { bookedCures } from '../ssnCure/deskCures';
import type { FailedMailsResponse, FailedMailWire } from '../../../domain/frontDesk';

const tags = ['Front desk'];
const byDay = { querystring: requestSchema(frontDeskQuerySchema), tags };
const byId = requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') }));
const schemas = {
  arrivals: { ...byDay, summary: 'Arrivals of a day' },
  policeReport: { ...byDay, summary: 'The day’s police report (Alloggiati Web), checked' },
  policeFile: { ...byDay, summary: 'The day’s police report file' },
  reservation: {
    querystring: nothing,
    params: byId,
    tags,
    summary: 'A reservation as the front desk sees it',
  },
  inbox: { querystring: requestSchema(requestsInboxQuerySchema), tags, summary: 'Guests’ requests' },
  requestStatus: {
    querystring: nothing,
    params: byId,
    body: requestSchema(requestStatusSchema),
    tags,
    summary: 'Move a request to new, in progress or done',
  },
  staffActions: { querystring: nothing, tags, summary: 'The latest staff actions' },
  mails: {
    querystring: nothing,
    tags,
    summary: 'The mails that could not be sent (administrators)',
  },
  mailRetry: {
    querystring: nothing,
    body: nothing,
    params: byId,
    tags,
    summary: 'Send a failed mail again, with a fresh series of attempts (administrators)',
  },
};
const retryRefusals = {
  unknown: () => new HttpError(404, mailMessages.notFound),
  not_failed: () => new HttpError(409, mailMessages.notFailed),
  body_forgotten: () => new HttpError(409, mailMessages.bodyForgotten),
};
type ByDay = { Querystring: FrontDeskQuery };
const dayOf = (query: FrontDeskQuery) => query.date || hotelToday();

/**
 * The front desk (/{lang}/admin): arrivals, a reservation with its guests' check-in data, the
 * police report of a day, the guests' requests (change of booking, refund, airport transfer) and
 * the log of what staff did, the mails that could not be sent (and sending them again). The front desk
 * and the administrator (403 for others); the staff log and the mails the administrator only (docs/product.md §12);
 * every read of identity data and every report sent on is recorded.
 */
export const frontDeskModule: AppModule = async (app, { db }) => {
  app.addHook('onRequest', requireRole('front_desk'));

  app.get<ByDay>('/api/admin/arrivals', { schema: schemas.arrivals }, async ({ query, locale }) => {
    const from = dayOf(query);
    const to = addDays(from, query.days);
    return { from, to, arrivals: await arrivalsBetween(db, { from, to }, locale) };
  });

  app.get<{ Params: { id: number } }>(
    '/api/admin/room-reservations/:id',
    { schema: schemas.reservation },
    async (request): Promise<AdminReservation> => {
      const { id } = request.params;
      const [arrival] = await arrivalsBetween(db, { ids: [id] }, request.locale);
      if (!arrival) throw new HttpError(404, checkInMessages.reservationNotFound);
      await recordStaffAction(db, signedInUser(request), 'reservation.view', { reservation_id: id });
      const rows = await reservationCheckIns(db, id);
      return {
        ...arrival,
        special_requests: await reservationSpecialRequests(db, id),
        check_ins: await Promise.all(rows.map((row) => checkInWire(db, row, request.locale, 'staff'))),
        ssn_cures: await bookedCures(db, { reservationId: id }, request.locale),
      };
    },
  );

  app.get<ByDay>(
    '/api/admin/police-report',
    { schema: schemas.policeReport },
    async ({ query }) => (await policeReport(db, dayOf(query))).summary,
  );

  app.get<ByDay>('/api/admin/police-report/file', { schema: schemas.policeFile }, async (request, reply) => {
    const date = dayOf(request.query);
    const { summary, file } = await policeReport(db, date);
    await recordStaffAction(db, signedInUser(request), 'police_report.download', {
      date,
      guests: summary.included.length,
    });
    return reply
      .header('content-type', 'text/plain; charset=us-ascii')
      .header('content-disposition', `attachment; filename="alloggiati-${date}.txt"`)
      .header('cache-control', 'no-store')
      .send(file);
  });

  app.get('/api/admin/staff-actions', { schema: schemas.staffActions, onRequest: [requireAdmin] }, async () =>
    latestStaffActions(db),
  );

  app.get<{ Querystring: RequestsInboxQuery }>(
    '/api/admin/requests',
    { schema: schemas.inbox },
    async ({ query }): Promise<RequestsInboxResponse> => {
      const [requests, counts] = await Promise.all([listRequests(db, { status: query.status }), requestCounts(db)]);
      return { requests: requests.map(requestWire), counts };
    },
  );

  // Who moved a request along is recorded, as who read a guest's data is.
  app.post<{ Params: { id: number }; Body: RequestStatusValues }>(
    '/api/admin/requests/:id/status',
    { schema: schemas.requestStatus },
    async (request): Promise<GuestRequestWire> => {
      const { id } = request.params;
      const { status } = request.body;
      if (!(await setRequestStatus(db, id, status))) throw new HttpError(404, requestMessages.notFound);
      await recordStaffAction(db, signedInUser(request), 'request.status', { request_id: id, status });
      return requestWire((await requestById(db, id))!);
    },
  );

  app.get(
    '/api/admin/mails',
    { schema: schemas.mails, onRequest: [requireAdmin] },
    async (): Promise<FailedMailsResponse> => failedMails(db),
  );

  // A mail that failed for good goes back to pending with a fresh series of attempts; who asked is recorded.
  app.post<{ Params: { id: number } }>(
    '/api/admin/mails/:id/retry',
    { schema: schemas.mailRetry, onRequest: [requireAdmin] },
    async (request): Promise<FailedMailWire> => {
      const { id } = request.params;
      const outcome = await retryFailedMail(db, id);
      if ('refused' in outcome) throw retryRefusals[outcome.refused]();
      await recordStaffAction(db, signedInUser(request), 'mail.retry', { mail_id: id, to: outcome.retried.to });
      return outcome.retried;
    },
  );
};
