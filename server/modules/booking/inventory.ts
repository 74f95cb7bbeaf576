import { and, asc, eq, gte, inArray, lt, lte, not, notExists, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { photos, roomCategories, roomNights, roomOutOfOrder, roomReservations, rooms } from '../../db/schema';
import type { StoredPhoto } from '../../../domain/photos';

/**
 * THE rule of a room in service (docs/product.md §12.14, decision 044), the one place it is
 * written: a physical room can be sold for the nights [from, to) when it is in service (`active`)
 * and no out-of-order period shares a night with them (a period's nights are [starts_on, ends_on)).
 * The guest search's counts, the hold's choice of a room, a paid hold taken again and the
 * calendar's rooms to sell (`roomsInService`) all read it.
 */
export const inServiceDuring = (from: unknown, to: unknown) =>
  and(
    eq(rooms.active, true),
    notExists(
      sql`(select 1 from ${roomOutOfOrder} where ${roomOutOfOrder.roomId} = ${rooms.id}
        and ${roomOutOfOrder.startsOn} < ${to} and ${roomOutOfOrder.endsOn} > ${from})`,
    ),
  )!;

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

/** The category's photos in their order (docs/product.md §12.18), read in the same statement. */
const categoryPhotosSql = sql<StoredPhoto[]>`(select coalesce(json_agg(json_build_object('hash', ${photos.hash},
  'width', ${photos.width}, 'height', ${photos.height}, 'alt', ${photos.alt}) order by ${photos.position}, ${photos.id}), '[]')
  from ${photos} where ${photos.ownerKind} = 'room_category' and ${photos.ownerId} = ${roomCategories.id})`;

function categoriesCounting(db: Db, counted: SQL, nextHoldExpiry: SQL<Date | null>) {
  return db
    .select({
      id: roomCategories.id,
      name: roomCategories.name,
      description: roomCategories.description,
      images: roomCategories.images,
      minAdults: roomCategories.minAdults,
      maxAdults: roomCategories.maxAdults,
      maxChildren: roomCategories.maxChildren,
      photos: categoryPhotosSql,
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
    sql`count(${rooms.id}) filter (where ${inServiceDuring(sql.placeholder('from'), sql.placeholder('to'))}
      and ${freeDuring(sql.placeholder('from'), sql.placeholder('to'))})`,
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
        inServiceDuring(from, to),
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

/**
 * The rooms among `roomIds` not in service on some night of [from, to) (§12.14): a paid hold
 * whose rooms were let go takes them again only when none is (call after lockCategories).
 */
export async function roomsOutOfServiceAmong(tx: Tx, roomIds: number[], from: string, to: string) {
  if (!roomIds.length) return [];
  const rows = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(inArray(rooms.id, roomIds), not(inServiceDuring(from, to))));
  return rows.map((row) => row.id);
}

/**
 * Rooms in service per category and night of [from, to) (§12.14): the physical rooms the
 * calendar may sell at most, out-of-order rooms left out. Every category, every night, 0 included.
 */
export async function roomsInService(
  db: Db | Tx,
  from: string,
  to: string,
): Promise<{ categoryId: number; night: string; rooms: number }[]> {
  const night = sql`d.night`;
  const result = await db.execute(sql`
    select ${roomCategories.id} as category_id, to_char(${night}, 'YYYY-MM-DD') as night,
      count(${rooms.id}) filter (where ${inServiceDuring(sql`${night}::date`, sql`(${night} + interval '1 day')::date`)})::int as rooms
    from ${roomCategories}
    cross join generate_series(${from}::date, ${to}::date - 1, interval '1 day') as d(night)
    left join ${rooms} on ${rooms.roomCategoryId} = ${roomCategories.id}
    group by ${roomCategories.id}, ${night}
    order by ${roomCategories.sortOrder}, ${roomCategories.id}, ${night}`);
  return rowsOf<{ category_id: number; night: string; rooms: number }>(result).map((row) => ({
    categoryId: Number(row.category_id),
    night: row.night,
    rooms: Number(row.rooms),
  }));
}
