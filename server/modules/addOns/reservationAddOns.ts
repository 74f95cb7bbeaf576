import { asc, eq, inArray } from 'drizzle-orm';
import { priceAddOn, withAddOns } from '../../../domain/addOns';
import { addOnMessages } from '../../../domain/addOnsForm';
import type { Locale, Translations } from '../../../domain/locales';
import type { Db, Tx } from '../../db/client';
import { addOns, roomReservationAddOns, roomReservations } from '../../db/schema';
import { fieldError } from '../../http/errors';

/** A room as add-ons price it: its nights and persons (adults and children alike, §16.9). */
export interface AddOnRoom {
  adults: number;
  children: number;
}

export interface AddOnChoice {
  room: number;
  add_on_id: number;
}

export interface PricedAddOnLine {
  room: number;
  addOnId: number;
  names: Translations;
  unit: (typeof addOns.$inferSelect)['unit'];
  quantity: number;
  unitPrice: number;
  amount: number;
  vatRate: number;
}

/**
 * The guest's add-ons priced from the catalogue as stored, never from the request (§16.9): each
 * must exist and be offered, for a room of the booking, once per room; else 422 next to its line
 * (`add_ons[i].add_on_id`). In the hold's transaction the rows are read under a share lock, so a
 * staff change waits for the hold and the hold prices what staff saved.
 */
export async function priceAddOns(
  db: Db | Tx,
  stay: { nights: number; rooms: readonly AddOnRoom[] },
  choices: readonly AddOnChoice[],
  locale: Locale,
  lock = false,
): Promise<PricedAddOnLine[]> {
  if (!choices.length) return [];
  const ids = [...new Set(choices.map((c) => c.add_on_id))].sort((a, b) => a - b);
  const query = db.select().from(addOns).where(inArray(addOns.id, ids)).orderBy(asc(addOns.id));
  const rows = lock ? await query.for('share') : await query;
  const seen = new Set<string>();
  return choices.map((choice, i) => {
    const room = stay.rooms[choice.room];
    if (!room) throw fieldError(`add_ons[${i}].room`, addOnMessages.roomInvalid, locale);
    const row = rows.find((r) => r.id === choice.add_on_id);
    const key = `${choice.room}:${choice.add_on_id}`;
    if (!row?.offered || seen.has(key)) throw fieldError(`add_ons[${i}].add_on_id`, addOnMessages.notOffered, locale);
    seen.add(key);
    const line = priceAddOn(row, { nights: stay.nights, persons: room.adults + room.children });
    return { room: choice.room, names: row.names, ...line };
  });
}

/** The add-ons' lines kept with the held reservation, their amount added to its subtotal and total (the deposit stays the rooms', decision 056). */
export async function keepAddOnLines(tx: Tx, reservationId: number, lines: readonly PricedAddOnLine[]): Promise<void> {
  if (!lines.length) return;
  await tx.insert(roomReservationAddOns).values(
    lines.map((line) => ({
      roomReservationId: reservationId,
      room: line.room,
      addOnId: line.addOnId,
      names: line.names,
      unit: line.unit,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: line.amount,
      vatRate: line.vatRate,
    })),
  );
  const [row] = await tx
    .select({ subtotal: roomReservations.subtotal, total: roomReservations.total, deposit: roomReservations.deposit })
    .from(roomReservations)
    .where(eq(roomReservations.id, reservationId));
  // In the subtotal and the total alike: the personal discount is the rooms' only (decision 056);
  // the same arithmetic as the payment step's order summary (domain withAddOns).
  const extra = lines.reduce((sum, line) => sum + line.amount, 0);
  const { subtotal, total } = withAddOns({ ...row, balance: row.total - row.deposit }, extra);
  await tx.update(roomReservations).set({ subtotal, total }).where(eq(roomReservations.id, reservationId));
}

/** A reservation's add-on lines as sold, in the order chosen. */
export async function reservationAddOnLines(db: Db | Tx, reservationId: number) {
  return db
    .select()
    .from(roomReservationAddOns)
    .where(eq(roomReservationAddOns.roomReservationId, reservationId))
    .orderBy(asc(roomReservationAddOns.room), asc(roomReservationAddOns.id));
}

/** A reservation's add-ons as its page and mail show them (§16.9), in the reservation's language. */
export async function reservationAddOns(db: Db | Tx, reservationId: number, locale: Locale) {
  return (await reservationAddOnLines(db, reservationId)).map((line) => ({
    room: line.room + 1,
    add_on_id: line.addOnId,
    name: line.names[locale],
    unit: line.unit,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    amount: line.amount,
    vat_rate: line.vatRate,
  }));
}
