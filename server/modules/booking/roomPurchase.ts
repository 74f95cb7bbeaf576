import type { RoomReservationValues } from '../../../domain/validation';
import type { Locale } from '../../../domain/locales';
import type { UserRow } from '../../http/session';
import type { PurchaseDescriptor, PurchaseSpec } from '../../payments/purchaseSpec';
import type { Tx } from '../../db/client';
import { roomReservations } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { inTransaction, type AppDeps } from '../../deps';
import { priceReservation } from './pricing';
import { confirmRooms, holdRooms, releaseRooms } from './holds';
import { reservationResult, type RoomReservationResult } from './reservationView';
import { sendReservationMails } from './mails';
import { holdTreatmentTimes } from '../packages/holdTimes';
import { keepAddOnLines, priceAddOns } from '../addOns/reservationAddOns';
import { holdCures } from '../ssnCure/plan';

/** Rooms made final (taken again if the hold lapsed and they are still free, else 409), with their mails. */
async function confirmRoomPurchase(deps: AppDeps, tx: Tx, id: number, paymentId: number | null, locale: Locale) {
  const row = await confirmRooms(tx, id, paymentId, locale);
  // In the confirming transaction: the mails leave exactly when the reservation is final.
  await sendReservationMails(inTransaction(deps, tx), id);
  return row;
}

/**
 * The room reservation as a kind of purchase (server/payments/purchaseSpec.ts), for the guest's
 * request, the gateway's events and reconciliation alike (without a request: Italian refusals).
 */
export const roomPurchaseKind = (deps: AppDeps): PurchaseDescriptor => ({
  kind: 'room_reservation',
  confirm: (tx, id, paymentId, locale = 'it') => confirmRoomPurchase(deps, tx, id, paymentId, locale),
  release: releaseRooms,
  locale: async (db, id) =>
    ((await db.select({ locale: roomReservations.locale }).from(roomReservations).where(eq(roomReservations.id, id)))[0]
      ?.locale as Locale) ?? 'it',
});

/**
 * The room reservation as a purchase: every room re-priced from the database (422 for a rate not
 * on offer or a room the people do not fit), then the hold of the rooms.
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
      // A payment resumed after the card's check pays the hold as it was quoted (product.md §12.12):
      // only a new purchase compares the price shown with the price now.
      rooms: input.payment_intent_id ? input.rooms.map(({ quoted_total: _, ...room }) => room) : input.rooms,
      discountPercent: user.discountPercent,
    },
    locale,
  );
  return {
    purchase: roomPurchaseKind(deps),
    userId: user.id,
    email: user.email,
    locale,
    hold: async (tx) => {
      const held = await holdRooms(tx, {
        userId: user.id,
        locale,
        specialRequests: input.special_requests ?? null,
        today,
        cityTaxBaseCents: config.cityTaxCents,
        priced,
      });
      // A package's treatment times, held with the rooms in the same transaction (product.md §16.6).
      await holdTreatmentTimes(tx, {
        reservationId: held.purchaseId,
        from: priced.from,
        to: priced.to,
        rooms: priced.rooms,
        times: (input.treatment_times ?? []).map((time) => ({
          room: time.room,
          guest: time.guest,
          treatmentId: time.treatment_id,
          start: new Date(time.starts_at),
        })),
        locale,
      });
      // The guests' SSN cures, after the package's times they must not meet (product.md §16.10).
      await holdCures(tx, {
        reservationId: held.purchaseId,
        stay: { from: priced.from, to: priced.to, guestsPerRoom: priced.rooms.map((r) => r.adults + r.children) },
        cures: input.ssn_cures ?? [],
        locale,
      });
      // The add-ons, priced from the catalogue in the same transaction (product.md §16.9).
      const lines = await priceAddOns(tx, priced, input.add_ons ?? [], locale, true);
      await keepAddOnLines(tx, held.purchaseId, lines);
      return held;
    },
    resultFor: async (_db, id) => reservationResult(id, locale),
  };
}
