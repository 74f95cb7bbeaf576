import type { FastifyInstance } from 'fastify';
import { roomReservationSchema } from '../../../domain/validation';
import { requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { purchaseReply, runPurchase, type PurchaseSpec } from '../../payments/purchase';
import type { AppDeps } from '../types';
import { bookingMessages } from './messages';
import { loadStayRules } from './seasonRules';
import { priceReservation } from './pricing';
import { confirmRooms, holdRooms, releaseRooms } from './holds';
import { reservationDetails, reservationResult, reservationsOf, type RoomReservationResult } from './reservationView';
import { sendReservationMails } from './mails';

export async function registerRoomReservationRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;

  /**
   * Books and pays: validates the form (season rules included), re-prices every room from the
   * database, then runs the purchase protocol: hold the rooms (409 when sold out, before any
   * charge), charge the deposit, confirm; a refused payment releases the hold.
   */
  app.post('/my/room-reservations', async (request) => {
    const user = requireUser(request);
    const locale = request.locale;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const rules = await loadStayRules(db);
    const input = await roomReservationSchema(locale, rules).validate(body, { abortEarly: false, stripUnknown: true });
    const priced = await priceReservation(
      db,
      {
        from: input.from_date,
        to: input.to_date,
        today: rules.today,
        code: typeof body.code === 'string' ? body.code : null,
        rooms: input.rooms,
        discountPercent: user.discountPercent,
      },
      locale,
    );

    const spec: PurchaseSpec<RoomReservationResult> = {
      kind: 'room_reservation',
      userId: user.id,
      email: user.email,
      hold: (tx) =>
        holdRooms(tx, { userId: user.id, locale, specialRequests: input.special_requests ?? null, cityTaxPerPersonNight: config.cityTaxCents, priced }),
      confirm: async (tx, id, paymentId) => {
        const row = await confirmRooms(tx, id, paymentId, locale);
        return reservationResult(row.id, row.locale as typeof locale);
      },
      release: (tx, id) => releaseRooms(tx, id),
      resultFor: async (_db, id) => reservationResult(id, locale),
      afterConfirm: (id) => sendReservationMails(deps, id),
    };
    return purchaseReply(await runPurchase(deps, input, spec));
  });

  /** The reservation page's data: only its owner may see it; anyone else gets 404. */
  app.get<{ Params: { id: string } }>('/api/my/room-reservations/:id', async (request) => {
    const user = requireUser(request);
    const id = Number(request.params.id);
    const details = Number.isSafeInteger(id) && id > 0 ? await reservationDetails(db, id, request.locale) : null;
    if (!details || details.user_id !== user.id || details.status !== 'confirmed') throw new HttpError(404, bookingMessages.reservationNotFound);
    const { user_id: _owner, ...visible } = details;
    return { ...visible, city_tax_rate: config.cityTaxCents };
  });

  app.get('/api/my/room-reservations', async (request) => {
    const user = requireUser(request);
    return reservationsOf(db, user.id, request.locale);
  });
}
