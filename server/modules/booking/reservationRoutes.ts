import type { FastifyRequest } from 'fastify';
import { date, object } from 'yup';
import { fields, roomReservationSchema, type RoomReservationValues } from '../../../domain/validation';
import { requireUser, signedInUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { openToTokens } from '../../http/bearer';
import { nothing, requestSchema } from '../../http/validation';
import { purchaseReply, purchaseReplySchema, runPurchase } from '../../payments/purchase';
import { answers, bool, int, list, obj, str } from '../../http/answers';
import { limitGiftCardTries } from '../giftCards/redemption';
import type { AppModule } from '../../deps';
import { bookingMessages } from './messages';
import { checkBookableStay } from './seasonRules';
import { roomReservationPurchase } from './roomPurchase';
import {
  isOwnConfirmedReservation,
  reservationDetails,
  reservationsOf,
  roomReservationSummarySchema,
} from './reservationView';
import { requireUsableCode } from './promo';
import { loadPricingCatalog } from './pricingModel';
import { changeTreatmentTime } from '../packages/changeTime';
import { cancelTreatmentTime } from '../packages/cancelTime';

const schemas = {
  changeTime: {
    querystring: nothing,
    params: requestSchema((locale) =>
      object({ id: fields(locale).id('valueInvalid'), timeId: fields(locale).id('valueInvalid') }),
    ),
    body: requestSchema((locale) =>
      object({
        starts_at: date().typeError(fields(locale).m('valueInvalid')).required(fields(locale).m('valueInvalid')),
      }),
    ),
    tags: ['My reservations'],
    summary: "Move one of my package's treatment times (up to 24 hours before it starts)",
    response: answers(obj({ id: int, starts_at: str, ends_at: str })),
    // product.md §16.2 and §16.6: which answer a lost time gets depends on when the move read the schedule.
    refusals: {
      409: 'Lost in a race: the new time was free when the move read the schedule, but another booking of the last free therapist or cabin committed first. "This time has just been taken: choose another one." under `starts_at`, in the request’s language; the time stays where it was.',
      422: 'Refused under `starts_at`, in the request’s language, the time kept where it was: less than 24 hours before it starts, outside the stay, another time of the same guest at that moment, a time past, or the new time not free ("No therapist and cabin are free for the whole treatment at this time: choose another one."), which is also the answer when another booking of that hour committed before this move read the schedule.',
    },
  },
  cancelTime: {
    querystring: nothing,
    params: requestSchema((locale) =>
      object({ id: fields(locale).id('valueInvalid'), timeId: fields(locale).id('valueInvalid') }),
    ),
    body: nothing,
    tags: ['My reservations'],
    summary: "Cancel one of my package's treatment times (up to 24 hours before it starts; nothing is refunded)",
    response: answers(obj({ id: int, cancelled: bool })),
  },
  reserve: {
    querystring: nothing,
    body: requestSchema(roomReservationSchema),
    tags: ['Rooms'],
    summary: 'Book rooms and pay the deposit',
    response: answers(purchaseReplySchema(obj({ reservation_id: int, redirect: str }))),
    // product.md §16.2 and §16.6: a package's time lost to another booking gets one of two answers.
    refusals: {
      409: 'Nothing is held or charged. A room sold out, or a code or rate no longer offered, meanwhile (the message, and the field under `errors`); or a package’s treatment time lost in a race: it was free when this hold read the schedule, but another booking of the last free therapist or cabin committed first ("This time has just been taken: choose another one." under `treatment_times`, and `treatment_time_index`, the index of that time in `treatment_times`); or a time of a guest’s SSN cure taken meanwhile (under `ssn_cures[i].visit_day`, with `ssn_cure_index`).',
      422: 'Invalid input, a message per field; nothing is held or charged. A guest’s SSN cure (`ssn_cures`) against the prescription’s rules, or with a day where nobody is free, comes under `ssn_cures[i].<field>` with `ssn_cure_index`. A package’s treatment time against the package’s rules, or not free when the hold reads the schedule, comes under `treatment_times` with `treatment_time_index`: a time another booking took and committed before this hold read the schedule gets "No therapist and cabin are free for the whole treatment at this time: choose another one." (422, not 409). The guest’s page treats both answers alike: that time is picked again.',
    },
  },
  one: {
    querystring: nothing,
    params: requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') })),
    tags: ['My reservations'],
    summary: 'One of my room reservations, with its payments',
  },
  list: {
    querystring: nothing,
    tags: ['My reservations'],
    summary: 'My confirmed room reservations (amounts in cents)',
    response: answers(list(roomReservationSummarySchema), {
      example: [
        {
          id: 12,
          number: 'R-00012',
          from_date: '2026-12-03',
          to_date: '2026-12-06',
          rooms: ['Double Room'],
          people: 2,
          total: 45000,
          deposit_paid: 13500,
          url: '/en/my/room-reservations/12',
        },
      ],
    }),
  },
};

/** The guest's room reservations (/my): every route needs a signed-in guest. */
export const roomReservationRoutes: AppModule = async (app, deps) => {
  const { db } = deps;
  app.addHook('onRequest', requireUser);

  /** Only its owner sees a confirmed reservation; anyone else gets 404, as if it did not exist. */
  const ownReservation = async (request: FastifyRequest) => {
    const { id } = request.params as { id: number };
    if (!(await isOwnConfirmedReservation(db, signedInUser(request).id, id)))
      throw new HttpError(404, bookingMessages.reservationNotFound);
  };

  /**
   * Books and pays: the form is valid (schema), the stay too (season rules), then the purchase
   * protocol: hold the rooms priced from the database (409 when sold out, before any charge),
   * charge the deposit, confirm; a refused payment releases the hold.
   */
  app.post<{ Body: RoomReservationValues }>(
    '/my/room-reservations',
    { schema: schemas.reserve, preValidation: limitGiftCardTries(db) },
    async (request) => {
      const input = request.body;
      const { today } = await checkBookableStay(db, { from: input.from_date, to: input.to_date }, request.locale);
      // Read now, not from the cache: a purchase goes by what is stored.
      await requireUsableCode(
        db,
        await loadPricingCatalog(db),
        {
          code: input.code,
          arrival: input.from_date,
          departure: input.to_date,
          today,
          userId: signedInUser(request).id,
        },
        request.locale,
      );
      const spec = await roomReservationPurchase(deps, signedInUser(request), input, today, request.locale);
      return purchaseReply(await runPurchase(deps, input, spec, request.locale));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/my/room-reservations/:id',
    { schema: schemas.one, config: openToTokens('reservations:read'), preHandler: ownReservation },
    async (request) => {
      const { user_id: _owner, ...visible } = (await reservationDetails(db, request.params.id, request.locale))!;
      return { ...visible, city_tax_rate: visible.city_tax.per_person_per_night };
    },
  );

  // A package's treatment time moved from "manage my booking" (product.md §16.6).
  app.put<{ Params: { id: number; timeId: number }; Body: { starts_at: Date } }>(
    '/api/my/room-reservations/:id/treatment-times/:timeId',
    { schema: schemas.changeTime, preHandler: ownReservation },
    async (request) =>
      changeTreatmentTime(
        db,
        request.params.id,
        request.params.timeId,
        new Date(request.body.starts_at),
        request.locale,
      ),
  );

  // A package's treatment time cancelled from "manage my booking" (product.md §16.6, decision 058).
  app.post<{ Params: { id: number; timeId: number } }>(
    '/api/my/room-reservations/:id/treatment-times/:timeId/cancel',
    { schema: schemas.cancelTime, preHandler: ownReservation },
    async (request) => cancelTreatmentTime(db, request.params.id, request.params.timeId, request.locale),
  );

  app.get(
    '/api/my/room-reservations',
    { schema: schemas.list, config: openToTokens('reservations:read') },
    async (request) => reservationsOf(db, signedInUser(request).id, request.locale),
  );
};
