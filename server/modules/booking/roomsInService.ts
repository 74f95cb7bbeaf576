import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rooms } from '../../db/schema';
import type { IsoDate } from '../../../domain/dates';

/** How many rooms of a category are in service on a day. */
export type RoomsInService = (roomCategoryId: number, day: IsoDate) => number;

/**
 * The physical rooms in service per category and day, from `from` to `to` (both included): the
 * one count the calendar's "rooms to sell" is capped by (docs/product.md §12.12). Today a room is
 * in service while it is active; out-of-order periods plug in here.
 */
export async function roomsInService(
  db: Db | Tx,
  range: { from: IsoDate; to: IsoDate; categoryIds?: number[] },
): Promise<RoomsInService> {
  const rows = await db
    .select({ categoryId: rooms.roomCategoryId, count: sql<number>`count(*)::int` })
    .from(rooms)
    .where(
      and(eq(rooms.active, true), range.categoryIds ? inArray(rooms.roomCategoryId, range.categoryIds) : undefined),
    )
    .groupBy(rooms.roomCategoryId);
  const counts = new Map(rows.map((row) => [row.categoryId, row.count]));
  return (roomCategoryId) => counts.get(roomCategoryId) ?? 0;
}
