import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { addDays, hotelToday, type IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import {
  outOfOrderProblems,
  type OutOfOrderWire,
  type RoomCategoryWire,
  type RoomNightsInTheWay,
  type RoomWire,
} from '../../../domain/roomsAdmin';
import {
  outOfOrderProblemMessage,
  validationMessage,
  type OutOfOrderValues,
  type RoomValues,
} from '../../../domain/validation';
import type { Db, Tx } from '../../db/client';
import {
  roomCategories,
  roomNights,
  roomOutOfOrder,
  roomReservations,
  rooms,
  staffActions,
  users,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../http/session';
import { reservationNumber } from '../booking/holds';
import { lockCategories, roomsInService } from '../booking/inventory';
import { roomsAdminMessages } from './messages';
import { photosOfKind } from '../media/service';
import { roomCategoryMessage, roomCategoryMessages } from '../../../domain/roomCategories';
import type { RoomCategoryValues } from '../../../domain/validation';

/** Who changed a room: a staff member, or the demo seed (no account). */
export type RoomActor = Pick<UserRow, 'id' | 'email'> | null;

type RoomRow = typeof rooms.$inferSelect;
type PeriodRow = typeof roomOutOfOrder.$inferSelect;

const periodWire = (row: PeriodRow): OutOfOrderWire => ({
  id: row.id,
  room_id: row.roomId,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  reason: row.reason,
});
const roomWire = (row: RoomRow, periods: PeriodRow[]): RoomWire => ({
  id: row.id,
  number: row.number,
  room_category_id: row.roomCategoryId,
  in_service: row.active,
  out_of_order: periods.filter((p) => p.roomId === row.id).map(periodWire),
});
/** What the staff log keeps of a room: no periods (they have their own lines). */
const roomLogged = (row: RoomRow) => ({
  number: row.number,
  room_category_id: row.roomCategoryId,
  in_service: row.active,
});

/**
 * The categories in their order, each with its rooms (by number), their out-of-order periods not
 * yet over, and how many rooms are in service tonight (the count the calendar sells at most).
 */
export async function listRooms(db: Db): Promise<{ categories: RoomCategoryWire[] }> {
  const today = hotelToday();
  const [categories, roomRows, periods, tonight, photos] = await Promise.all([
    db.select().from(roomCategories).orderBy(asc(roomCategories.sortOrder), asc(roomCategories.id)),
    db.select().from(rooms).orderBy(asc(rooms.number)),
    db.select().from(roomOutOfOrder).where(gt(roomOutOfOrder.endsOn, today)).orderBy(asc(roomOutOfOrder.startsOn)),
    roomsInService(db, today, addDays(today, 1)),
    photosOfKind(db, 'room-categories'),
  ]);
  return {
    categories: categories.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      min_adults: c.minAdults,
      max_adults: c.maxAdults,
      max_children: c.maxChildren,
      version: c.version,
      images: c.images,
      photos: photos.filter((p) => p.ownerId === c.id).map(({ ownerId: _, ...photo }) => photo),
      in_service_tonight: tonight.find((n) => n.categoryId === c.id)?.rooms ?? 0,
      rooms: roomRows.filter((r) => r.roomCategoryId === c.id).map((r) => roomWire(r, periods)),
    })),
  };
}

/** The staff log's line of a change (docs/product.md §12.4): who, and the row before and after as JSON. */
async function logChange(
  tx: Tx,
  actor: RoomActor,
  action: 'room.create' | 'room.update' | 'room.out_of_order.add' | 'room.out_of_order.remove' | 'room_category.update',
  subject: Record<string, string | number>,
  before: object | null,
  after: object | null,
) {
  if (!actor) return;
  await tx.insert(staffActions).values({
    userId: actor.id,
    userEmail: actor.email,
    action,
    subject: { ...subject, before: before ? JSON.stringify(before) : '', after: after ? JSON.stringify(after) : '' },
  });
}

const fieldError = (field: string, message: string, extra?: Record<string, unknown>): never => {
  throw new HttpError(422, message, { [field]: [message] }, extra);
};

/**
 * Locks the room against guests' holds and other staff: every room of its category, in id order,
 * as a hold does (server/modules/booking/inventory.ts `lockCategories`, which also lets expired
 * holds go), so a hold and this change are decided one after the other, never interleaved.
 */
async function lockedRoom(tx: Tx, id: number): Promise<RoomRow> {
  for (;;) {
    const [seen] = await tx.select().from(rooms).where(eq(rooms.id, id));
    if (!seen) throw new HttpError(404, roomsAdminMessages.roomNotFound);
    await lockCategories(tx, [seen.roomCategoryId]);
    const [room] = await tx.select().from(rooms).where(eq(rooms.id, id)).for('update');
    if (!room) throw new HttpError(404, roomsAdminMessages.roomNotFound);
    // Moved to another category meanwhile: lock that one's rooms instead.
    if (room.roomCategoryId === seen.roomCategoryId) return room;
  }
}

/**
 * The reservations holding nights of the room in [from, to), read with its category locked:
 * confirmed ones and holds still running (expired holds have been let go by the lock).
 */
async function nightsInTheWay(
  tx: Tx,
  roomId: number,
  from: IsoDate,
  to: IsoDate | null,
): Promise<RoomNightsInTheWay[]> {
  const rows = await tx
    .select({
      id: roomReservations.id,
      from_date: roomReservations.fromDate,
      to_date: roomReservations.toDate,
      guest: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(roomNights)
    .innerJoin(roomReservations, eq(roomReservations.id, roomNights.reservationId))
    .innerJoin(users, eq(users.id, roomReservations.userId))
    .where(
      and(
        eq(roomNights.roomId, roomId),
        gte(roomNights.night, from),
        to === null ? undefined : lt(roomNights.night, to),
      ),
    )
    .groupBy(roomReservations.id, users.id)
    .orderBy(asc(roomReservations.fromDate), asc(roomReservations.id));
  return rows.map((r) => ({
    reservation_id: r.id,
    reservation_number: reservationNumber(r.id),
    guest: r.guest,
    from_date: r.from_date,
    to_date: r.to_date,
  }));
}

const refuseNights = (field: string, stays: RoomNightsInTheWay[], locale: Locale): never =>
  fieldError(field, validationMessage(locale, 'roomHasNights'), { reservations: stays });

/**
 * Puts a room out of order (docs/product.md §12.14): refused next to the end day when it is not
 * after the first night, next to the first night when it shares a night with another period of
 * the room or when reservations have the room on one of its nights (listed).
 */
export function addOutOfOrder(
  db: Db,
  actor: RoomActor,
  roomId: number,
  values: OutOfOrderValues,
  locale: Locale,
): Promise<OutOfOrderWire> {
  return db.transaction(async (tx) => {
    const room = await lockedRoom(tx, roomId);
    const others = await tx
      .select({ starts_on: roomOutOfOrder.startsOn, ends_on: roomOutOfOrder.endsOn })
      .from(roomOutOfOrder)
      .where(eq(roomOutOfOrder.roomId, room.id));
    const [problem] = outOfOrderProblems(values, others);
    if (problem) fieldError(problem.field, outOfOrderProblemMessage(problem, locale));
    const stays = await nightsInTheWay(tx, room.id, values.starts_on, values.ends_on);
    if (stays.length) refuseNights('starts_on', stays, locale);
    const [row] = await tx
      .insert(roomOutOfOrder)
      .values({ roomId: room.id, startsOn: values.starts_on, endsOn: values.ends_on, reason: values.reason })
      .returning();
    const saved = periodWire(row);
    await logChange(tx, actor, 'room.out_of_order.add', { room: room.number }, null, saved);
    return saved;
  });
}

/** Back in service: the period removed (its nights are sold again at once). */
export function removeOutOfOrder(db: Db, actor: RoomActor, periodId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(roomOutOfOrder).where(eq(roomOutOfOrder.id, periodId)).returning();
    if (!row) throw new HttpError(404, roomsAdminMessages.outOfOrderNotFound);
    const [room] = await tx.select({ number: rooms.number }).from(rooms).where(eq(rooms.id, row.roomId));
    await logChange(tx, actor, 'room.out_of_order.remove', { room: room.number }, periodWire(row), null);
  });
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/** Runs `change`, answering 422 next to the number when another room has it. */
async function numberOnce<T>(locale: Locale, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (err) {
    if (isUniqueViolation(err)) fieldError('number', validationMessage(locale, 'roomNumberTaken'));
    throw err;
  }
}

async function categoryExists(tx: Tx, id: number, locale: Locale) {
  const [row] = await tx.select({ id: roomCategories.id }).from(roomCategories).where(eq(roomCategories.id, id));
  if (!row) fieldError('room_category_id', roomCategoryMessage(locale, 'categoryUnknown'));
}

/** A new physical room of a category (§12.14): sold from the moment it is saved, if in service. */
export function createRoom(db: Db, actor: RoomActor, values: RoomValues, locale: Locale): Promise<RoomWire> {
  return numberOnce(locale, () =>
    db.transaction(async (tx) => {
      await categoryExists(tx, values.room_category_id, locale);
      const [row] = await tx
        .insert(rooms)
        .values({ number: values.number, roomCategoryId: values.room_category_id, active: values.in_service })
        .returning();
      await logChange(tx, actor, 'room.create', { room: row.number }, null, roomLogged(row));
      return roomWire(row, []);
    }),
  );
}

/**
 * A room's number, category or service changed (§12.14). Taking it out of service, or moving it
 * to another category, is refused while reservations have it on a night from today on (listed):
 * they were sold that room, of that category.
 */
export function updateRoom(
  db: Db,
  actor: RoomActor,
  id: number,
  values: RoomValues,
  locale: Locale,
): Promise<RoomWire> {
  return numberOnce(locale, () =>
    db.transaction(async (tx) => {
      const before = await lockedRoom(tx, id);
      await categoryExists(tx, values.room_category_id, locale);
      const leaves = before.active && !values.in_service;
      const moves = before.roomCategoryId !== values.room_category_id;
      if (leaves || moves) {
        const stays = await nightsInTheWay(tx, id, hotelToday(), null);
        if (stays.length) refuseNights(leaves ? 'in_service' : 'room_category_id', stays, locale);
      }
      const [row] = await tx
        .update(rooms)
        .set({ number: values.number, roomCategoryId: values.room_category_id, active: values.in_service })
        .where(eq(rooms.id, id))
        .returning();
      await logChange(tx, actor, 'room.update', { room: row.number }, roomLogged(before), roomLogged(row));
      const periods = await tx
        .select()
        .from(roomOutOfOrder)
        .where(inArray(roomOutOfOrder.roomId, [id]));
      return roomWire(row, periods);
    }),
  );
}

type CategoryRow = typeof roomCategories.$inferSelect;
/** What the staff log keeps of a category: what staff edit of it. */
const categoryLogged = (row: CategoryRow) => ({
  name: row.name,
  description: row.description,
  min_adults: row.minAdults,
  max_adults: row.maxAdults,
  max_children: row.maxChildren,
});

/**
 * A category's names, descriptions and capacity saved whole (docs/product.md §12.18), if nobody
 * saved it since its editor read `values.version` (else 409 with the current version): decided
 * under the category's row lock, so two saves never both pass. Guests see it at once: the search
 * reads the row (its cache hears the table's trigger, migration 0014). Holds already made keep
 * their party; a lowered capacity only stops new searches and holds.
 */
export function updateCategory(db: Db, actor: RoomActor, id: number, values: RoomCategoryValues): Promise<CategoryRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(roomCategories).where(eq(roomCategories.id, id)).for('update');
    if (!before) throw new HttpError(404, roomCategoryMessages.categoryNotFound);
    if (values.version !== before.version)
      throw new HttpError(409, roomCategoryMessages.staleEdit, undefined, { version: before.version });
    const [row] = await tx
      .update(roomCategories)
      .set({
        name: { it: values.name_it, en: values.name_en, de: values.name_de },
        description: { it: values.description_it, en: values.description_en, de: values.description_de },
        minAdults: values.min_adults,
        maxAdults: values.max_adults,
        maxChildren: values.max_children,
        version: before.version + 1,
      })
      .where(eq(roomCategories.id, id))
      .returning();
    await logChange(
      tx,
      actor,
      'room_category.update',
      { room_category: row.slug },
      categoryLogged(before),
      categoryLogged(row),
    );
    return row;
  });
}
