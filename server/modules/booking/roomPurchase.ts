import type { RoomReservationValues } from '../../../domain/validation';
import type { Locale } from '../../../domain/locales';
import type { UserRow } from '../../http/session';
import type { PurchaseSpec } from '../../payments/purchaseSpec';
import type { Settlement } from '../../payments/settlement';
import type { Tx } from '../../db/client';
import { roomReservations } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { inTransaction, type AppDeps } from '../../deps';
import { priceReservation } from './pricing';
import { confirmRooms, holdRooms, releaseRooms } from './holds';
import { reservationResult, type RoomReservationResult } from './reservationView';
import { sendReservationMails } from './mails';

/** Rooms made final (taken again if the hold lapsed and they are still free, else 409), with their mails. */
async function confirmRoomPurchase(deps: AppDeps, tx: Tx, id: number, paymentId: number | null, locale: Locale) {
  const row = await confirmRooms(tx, id, paymentId, locale);
  // In the confirming transaction: the mails leave exactly when the reservation is final.
  await sendReservationMails(inTransaction(deps, tx), id);
  return row;
}

/** A room reservation whose request died, finished by reconciliation (server/payments/reconcile.ts). */
export const roomSettlement = (deps: AppDeps): Settlement => ({
  confirm: (tx, id, paymentId) => confirmRoomPurchase(deps, tx, id, paymentId, 'it'),
  release: releaseRooms,
  locale: async (db, id) =>
    ((await db.select({ locale: roomReservations.locale }).from(roomReservations).where(eq(roomReservations.id, id)))[0]
      ?.locale as Locale) ?? 'it',
});

/**
 * The room reservation as a purchase: every room re-priced from the database (422 for a rate not
 * on offer or a room the people do not fit), then hold, confirm and release of the rooms.
 */
export async function roomReservationPurchase(
  deps: AppDeps,
  user: UserRow,
  input: RoomReservationValues,
  today: string,
  locale: Locale,
): Promise<PurchaseSpec<RoomReservationResult>> {
  const { db, config } = deps;
  const priced = await priceReservation(
    db,
    {
      from: input.from_date,
      to: input.to_date,
      today,
      code: input.code ?? null,
      rooms: input.rooms,
      discountPercent: user.discountPercent,
    },
    locale,
  );
  return {
    kind: 'room_reservation',
    userId: user.id,
    email: user.email,
    hold: (tx) =>
      holdRooms(tx, {
        userId: user.id,
        locale,
        specialRequests: input.special_requests ?? null,
        cityTaxPerPersonNight: config.cityTaxCents,
        priced,
      }),
    confirm: async (tx, id, paymentId) => {
      const row = await confirmRoomPurchase(deps, tx, id, paymentId, locale);
      return reservationResult(row.id, row.locale as Locale);
    },
    release: (tx, id) => releaseRooms(tx, id),
    resultFor: async (_db, id) => reservationResult(id, locale),
  };
}
