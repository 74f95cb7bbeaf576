import type { Db, Tx } from '../../db/client';
import { addDays, type IsoDate } from '../../../domain/dates';
import { roomsInService as roomsInServiceByNight } from './inventory';

/** How many rooms of a category are in service on a day. */
export type RoomsInService = (roomCategoryId: number, day: IsoDate) => number;

/**
 * The physical rooms in service per category and day, from `from` to `to` (both included): the
 * one count the calendar's "rooms to sell" is capped by (docs/product.md §12.12). A room is in
 * service while it is active and not out of order that night: inventory.ts's rule (§12.14).
 */
export async function roomsInService(db: Db | Tx, range: { from: IsoDate; to: IsoDate }): Promise<RoomsInService> {
  const rows = await roomsInServiceByNight(db, range.from, addDays(range.to, 1));
  const counts = new Map(rows.map((row) => [`${row.categoryId}|${row.night}`, row.rooms]));
  return (roomCategoryId, day) => counts.get(`${roomCategoryId}|${day}`) ?? 0;
}
