import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/client';
import { deposits, payments, productReservations, roomReservations } from '../../../server/db/schema';
import { defaultSlot, openDay, thermalDay } from '../daySpa/support';

export { userByEmail } from '../daySpa/support';

/** A succeeded card payment of `amount` for a purchase. */
async function paid(db: Db, kind: string, purchaseId: number, amount: number, last4: string) {
  const [payment] = await db
    .insert(payments)
    .values({
      kind,
      purchaseId,
      gateway: 'sandbox',
      amount,
      description: `test ${kind} ${purchaseId}`,
      email: 'guest@terme.example',
      idempotencyKey: randomUUID(),
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: last4,
    })
    .returning();
  return payment;
}

/** A confirmed stay of `userId` whose booking deposit went through (written by hand: the fixture's figures are the test's). */
export async function confirmedStay(
  db: Db,
  userId: number,
  stay: { from: string; to: string; total: number; deposit: number; cityTax: number },
) {
  const now = new Date();
  const [reservation] = await db
    .insert(roomReservations)
    .values({
      userId,
      status: 'confirmed',
      fromDate: stay.from,
      toDate: stay.to,
      locale: 'it',
      subtotal: stay.total,
      total: stay.total,
      deposit: stay.deposit,
      cityTax: stay.cityTax,
      holdExpiresAt: now,
      cancellationPolicyConsentAt: now,
      cityTaxPolicyConsentAt: now,
      confirmedAt: now,
    })
    .returning();
  const payment = await paid(db, 'room_reservation', reservation.id, stay.deposit, '4242');
  return { ...reservation, payment };
}

/** A deposit paid later from the deposit form for reservation `reservationId`. */
export async function laterDeposit(db: Db, reservationId: number, amount: number) {
  const [deposit] = await db
    .insert(deposits)
    .values({
      reservationId,
      amount,
      note: 'Reservation Deposit',
      firstName: 'Anna',
      lastName: 'Rossi',
      email: 'guest@terme.example',
      locale: 'it',
      privacyConsentAt: new Date(),
      status: 'paid',
    })
    .returning();
  return paid(db, 'deposit', deposit.id, amount, '5556');
}

/** A confirmed, paid day at the spa of `userId`. */
export async function confirmedVisit(
  db: Db,
  userId: number,
  people: number,
  number = `DS-T${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
) {
  const date = openDay(3);
  const product = await thermalDay(db);
  const slot = await defaultSlot(db, date);
  const total = slot.salePrice * people;
  const [reservation] = await db
    .insert(productReservations)
    .values({
      number,
      userId,
      productId: product.id,
      productAvailabilityId: slot.id,
      date,
      people,
      unitPrice: slot.salePrice,
      subtotal: total,
      total,
      status: 'confirmed',
      holdExpiresAt: new Date(),
      confirmedAt: new Date(),
    })
    .returning();
  await paid(db, 'product_reservation', reservation.id, total, '4242');
  return reservation;
}
