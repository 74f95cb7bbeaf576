import type { FastifyRequest } from 'fastify';
import { object } from 'yup';
import {
  fields,
  accessibilityBarrierSchema,
  airportTransferSchema,
  changeBookingRequestSchema,
  refundRequestSchema,
  validationMessage,
  type AccessibilityBarrierValues,
  type AirportTransferValues,
  type ChangeBookingRequestValues,
  type RefundRequestValues,
} from '../../../domain/validation';
import { requestedStayError } from '../../../domain/season';
import { formatMoney } from '../../../domain/money';
import { fieldError } from '../../http/errors';
import { requireUser, signedInUser } from '../../http/auth';
import { translate } from '../../http/messages';
import { limitPerAddress } from '../../http/rateLimit';
import { answers, int, obj, str } from '../../http/answers';
import { nothing, requestSchema } from '../../http/validation';
import { loadStayRules } from '../booking/seasonRules';
import { ownReservationByNumber } from '../manageBooking/ownReservation';
import { inTransaction, type AppModule } from '../../deps';
import type { Db } from '../../db/client';
import { sendRequestMails } from './mails';
import { requestMessages } from './messages';
import {
  storeAccessibilityBarrier,
  storeAirportTransfer,
  storeChangeBooking,
  storeRefund,
  type RequestOrigin,
  type StoredRequest,
} from './store';

/** Requests a window from one address: plenty for a guest, not for a script filling the desk's inbox. */
const REQUESTS_PER_ADDRESS = 10;
const REQUEST_WINDOW_MS = 15 * 60_000;

/** The acknowledgement of a request: the thanks to show, and the request's number. */
const acknowledgement = { message: str, request_id: int };
const tags = ['Requests'];

const schemas = {
  prefill: {
    querystring: requestSchema((locale) => object({ reservation: fields(locale).text(32).optional() })),
    tags: ['Account'],
    summary: 'The signed-in guest’s details for the request forms',
  },
  changeBooking: {
    querystring: nothing,
    body: requestSchema((locale) => changeBookingRequestSchema(locale)),
    tags,
    summary: 'Ask to change a booking',
    response: answers(obj(acknowledgement)),
  },
  refund: {
    querystring: nothing,
    body: requestSchema((locale) => refundRequestSchema(locale)),
    tags,
    summary: 'Ask for a refund',
    response: answers(obj(acknowledgement)),
  },
  airport: {
    querystring: nothing,
    body: requestSchema(airportTransferSchema),
    tags,
    summary: 'Ask for an airport transfer',
    response: answers(obj({ ...acknowledgement, price_per_person: int, total: int })),
  },
  barrier: {
    querystring: nothing,
    body: requestSchema(accessibilityBarrierSchema),
    tags,
    summary: 'Report an accessibility barrier met on the site',
    response: answers(obj(acknowledgement)),
  },
};

/**
 * Guest requests to the front desk (product.md §8; issue 12): change-booking, refund, airport
 * transfer, and barrier reports from the accessibility statement (§8.4). Open to guests; a signed-in guest naming one of their reservations links the request
 * to it (any other number is kept as typed). Stored with status 'new'; the guest gets an
 * acknowledgement in their language and the front desk a notice. Answers `{message}`.
 */
export const requestsModule: AppModule = async (app, deps) => {
  const { db } = deps;
  app.addHook('preValidation', limitPerAddress(db, 'guest-requests', REQUESTS_PER_ADDRESS, REQUEST_WINDOW_MS));

  const originOf = async (request: FastifyRequest, number: string | null | undefined): Promise<RequestOrigin> => {
    const userId = request.user?.id ?? null;
    const reservation = userId && number ? await ownReservationByNumber(db, userId, number) : null;
    return { locale: request.locale, userId, reservation };
  };
  /**
   * The request and its two mails (into the outbox) in one transaction: both or neither. The
   * address is confirmed when it is the signed-in sender's own.
   */
  const save = <S extends StoredRequest>(request: FastifyRequest, store: (tx: Db) => Promise<S>): Promise<S> =>
    db.transaction(async (tx) => {
      const stored = await store(tx as unknown as Db);
      const confirmed = request.user?.email === stored.request.email;
      await sendRequestMails(inTransaction(deps, tx), stored, confirmed);
      return stored;
    });
  const accepted = (request: FastifyRequest, stored: StoredRequest) => ({
    message: translate(requestMessages.thanks, request.locale),
    request_id: stored.request.id,
  });

  /**
   * What a signed-in guest's request forms start from: their names and email and, coming from one
   * of their reservations (`?reservation=R-00012`), its number, dates and what was paid for it.
   */
  app.get<{ Querystring: { reservation?: string } }>(
    '/api/my/request-prefill',
    { schema: schemas.prefill, onRequest: [requireUser] },
    async (request) => {
      const user = signedInUser(request);
      const number = request.query.reservation;
      const reservation = number ? await ownReservationByNumber(db, user.id, number) : null;
      return {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        reservation: reservation && {
          number: reservation.number,
          kind: reservation.kind,
          checkin: reservation.checkin,
          checkout: reservation.checkout,
          paid: reservation.paid,
        },
      };
    },
  );

  app.post<{ Body: ChangeBookingRequestValues }>(
    '/requests/change-booking',
    { schema: schemas.changeBooking },
    async (request) => {
      const values = request.body;
      // The season lives in the database: the new dates must be bookable (the schema checked their order).
      const rules = await loadStayRules(db);
      const problem = requestedStayError(
        values.new_checkin,
        values.new_checkout,
        rules.season,
        rules.closedDates,
        rules.today,
      );
      if (problem) throw fieldError('new_checkout', validationMessage(request.locale, problem), request.locale);
      const origin = await originOf(request, values.reservation_number);
      const stored = await save(request, async (tx) => ({
        kind: 'change_booking' as const,
        ...(await storeChangeBooking(tx, values, origin)),
      }));
      return accepted(request, stored);
    },
  );

  app.post<{ Body: RefundRequestValues }>('/requests/refund', { schema: schemas.refund }, async (request) => {
    const values = request.body;
    const origin = await originOf(request, values.reservation_number);
    // A refund of one of the guest's reservations is at most what was paid for it.
    if (origin.reservation && values.amount > origin.reservation.paid) {
      const max = formatMoney(origin.reservation.paid, request.locale);
      throw fieldError('amount', validationMessage(request.locale, 'refundAmountMax', { max }), request.locale);
    }
    const stored = await save(request, async (tx) => ({
      kind: 'refund' as const,
      ...(await storeRefund(tx, values, origin)),
    }));
    return accepted(request, stored);
  });

  app.post<{ Body: AirportTransferValues }>('/airport-transfer', { schema: schemas.airport }, async (request) => {
    const origin = await originOf(request, null);
    const stored = await save(request, async (tx) => ({
      kind: 'airport_transfer' as const,
      ...(await storeAirportTransfer(tx, request.body, origin)),
    }));
    return {
      ...accepted(request, stored),
      price_per_person: stored.details.pricePerPerson,
      total: stored.details.total,
    };
  });

  /** A barrier met on the site (product.md §8.4): reaches the front desk's inbox like every request. */
  app.post<{ Body: AccessibilityBarrierValues }>(
    '/requests/accessibility-barrier',
    { schema: schemas.barrier },
    async (request) => {
      const origin = await originOf(request, null);
      const stored = await save(request, async (tx) => ({
        kind: 'accessibility_barrier' as const,
        ...(await storeAccessibilityBarrier(tx, request.body, origin)),
      }));
      return accepted(request, stored);
    },
  );
};
