import { and, asc, eq, gte, inArray, lt, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { roomCategories, roomNights, roomReservations, rooms } from '../../db/schema';

/**
 * Inventory is counted in physical rooms: a room is free for a stay when no night in
 * [from, to) is taken by a confirmed reservation or by a pending hold that has not expired.
 */
const freeDuring = (from: unknown, to: unknown) =>
  notExists(
    sql`(select 1 from ${roomNights} join ${roomReservations} on ${roomReservations.id} = ${roomNights.reservationId}
      where ${roomNights.roomId} = ${rooms.id} and ${roomNights.night} >= ${from} and ${roomNights.night} < ${to}
      and (${roomReservations.status} = 'confirmed' or (${roomReservations.status} = 'pending' and ${roomReservations.holdExpiresAt} > now())))`,
  );

/**
 * When the first pending hold still running expires: its rooms become free then without any write,
 * so a count made now holds until that moment at most. Read in the same statement as the count.
 */
const nextHoldExpirySql = sql<Date | null>`(select min(${roomReservations.holdExpiresAt}) from ${roomReservations}
  where ${roomReservations.status} = 'pending' and ${roomReservations.holdExpiresAt} > now())`.mapWith(
  roomReservations.holdExpiresAt,
);

function categoriesCounting(db: Db, counted: SQL, nextHoldExpiry: SQL<Date | null>) {
  return db
    .select({
      id: roomCategories.id,
      name: roomCategories.name,
      description: roomCategories.description,
      images: roomCategories.images,
      minAdults: roomCategories.minAdults,
      maxAdults: roomCategories.maxAdults,
      free: sql<number>`(${counted})::int`,
      nextHoldExpiry,
    })
    .from(roomCategories)
    .leftJoin(rooms, and(eq(rooms.roomCategoryId, roomCategories.id), eq(rooms.active, true)))
    .groupBy(roomCategories.id)
    .orderBy(asc(roomCategories.sortOrder), asc(roomCategories.id));
}

/**
 * The two queries prepared once per database (issue 10): PostgreSQL plans each once per
 * connection instead of once per search. Named protocol-level statements: PgBouncer 1.21+ in
 * transaction mode keeps them with `max_prepared_statements` set. The rates search's query also
 * reads the next hold's expiry: one round trip instead of two (decision 029).
 */
const prepare = (db: Db) => ({
  all: categoriesCounting(db, sql`count(${rooms.id})`, sql<null>`null`).prepare('room_categories_all'),
  free: categoriesCounting(
    db,
    sql`count(${rooms.id}) filter (where ${freeDuring(sql.placeholder('from'), sql.placeholder('to'))})`,
    nextHoldExpirySql,
  ).prepare('room_categories_free_until'),
});
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function preparedFor(db: Db) {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = prepare(db)));
  return statements;
}

/** Every category with the number of its active rooms: the category list. */
export async function roomCategoriesWithRooms(db: Db) {
  return preparedFor(db).all.execute();
}

/**
 * Every category with the number of its rooms free on every night of the stay, and until when
 * that count holds without a write (epoch ms: the next running hold's expiry; Infinity without one).
 */
export async function roomCategoriesFreeDuring(db: Db, stay: { from: string; to: string }) {
  const rows = await preparedFor(db).free.execute({ from: stay.from, to: stay.to });
  const at = rows[0]?.nextHoldExpiry;
  return { categories: rows, validUntil: at ? at.getTime() : Infinity };
}

/**
 * Inside the hold's transaction: locks every room of the categories (in id order, so two holds
 * never wait on each other in a circle), then lets expired holds go. From here until commit no
 * other hold can count or take these rooms, so the count below is the truth.
 */
export async function lockCategories(tx: Tx, categoryIds: number[]) {
  await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(inArray(rooms.roomCategoryId, categoryIds))
    .orderBy(asc(rooms.id))
    .for('update');
  const expired = await tx
    .update(roomReservations)
    .set({ status: 'released' })
    .where(and(eq(roomReservations.status, 'pending'), lte(roomReservations.holdExpiresAt, sql`now()`)))
    .returning({ id: roomReservations.id });
  if (expired.length)
    await tx.delete(roomNights).where(
      inArray(
        roomNights.reservationId,
        expired.map((r) => r.id),
      ),
    );
}

/** Free rooms of a category for the stay, in room-number order (call after lockCategories). */
export async function freeRoomsOf(tx: Tx, categoryId: number, from: string, to: string): Promise<number[]> {
  const rows = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(
      and(
        eq(rooms.roomCategoryId, categoryId),
        eq(rooms.active, true),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(roomNights)
            .where(and(eq(roomNights.roomId, rooms.id), gte(roomNights.night, from), lt(roomNights.night, to))),
        ),
      ),
    )
    .orderBy(asc(rooms.number));
  return rows.map((row) => row.id);
}
