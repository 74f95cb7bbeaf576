import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns, reservedRooms, roomReservations, users } from '../../db/schema';
import type { UserRow } from '../../http/session';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import { applicableCheckIn, roleOfPosition, type CheckInList, type CheckInWire } from '../../../domain/checkIn';
import { hotelToday } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import { validationMessage, type CheckInValues } from '../../../domain/validation';
import { reservationNumber } from '../booking/holds';
import { checkInMessages } from './messages';
import { placeErrors } from './placeChecks';
import { checkInColumns, checkInWire } from './wire';

/** A confirmed room reservation, as check-in sees it: whose it is, its stay and how many guests. */
export interface StayForCheckIn {
  id: number;
  userId: number;
  number: string;
  fromDate: string;
  toDate: string;
  guests: number;
}

/**
 * The reservation behind a check-in call: confirmed, and the caller's own; administrators may
 * read any (`forAdminRead`). Anyone else gets the same 404 as for a reservation that does not exist.
 */
export async function stayFor(
  db: Db,
  reservationId: number,
  user: UserRow,
  access: 'owner' | 'ownerOrAdmin',
): Promise<StayForCheckIn> {
  const [row] = await db
    .select({
      id: roomReservations.id,
      userId: roomReservations.userId,
      status: roomReservations.status,
      fromDate: roomReservations.fromDate,
      toDate: roomReservations.toDate,
    })
    .from(roomReservations)
    .where(eq(roomReservations.id, reservationId));
  const allowed =
    row && row.status === 'confirmed' && (row.userId === user.id || (access === 'ownerOrAdmin' && user.isAdmin));
  if (!allowed) throw new HttpError(404, checkInMessages.reservationNotFound);
  const [{ guests }] = await db
    .select({ guests: sql<number>`coalesce(sum(${reservedRooms.adults} + ${reservedRooms.children}), 0)::int` })
    .from(reservedRooms)
    .where(eq(reservedRooms.reservationId, reservationId));
  return {
    id: row.id,
    userId: row.userId,
    number: reservationNumber(row.id),
    fromDate: row.fromDate,
    toDate: row.toDate,
    guests,
  };
}

/** Check-in stays open until the day of departure; after it the data only waits for deletion. */
export const isOpen = (stay: StayForCheckIn, today = hotelToday()) => stay.toDate >= today;

/** Every guest of the reservation (the booker first) and whether each is checked in. */
export async function checkInList(db: Db, stay: StayForCheckIn, today = hotelToday()): Promise<CheckInList> {
  const done = await db
    .select()
    .from(checkIns)
    .where(eq(checkIns.roomReservationId, stay.id))
    .orderBy(asc(checkIns.position));
  const [booker] = await db.select().from(users).where(eq(users.id, stay.userId));
  const guests = Array.from({ length: stay.guests }, (_, index) => {
    const position = index + 1;
    const row = done.find((c) => c.position === position);
    return {
      position,
      role: roleOfPosition(position),
      check_in_id: row?.id ?? null,
      first_name: row?.firstName ?? null,
      last_name: row?.lastName ?? null,
    };
  });
  return {
    reservation: {
      id: stay.id,
      number: stay.number,
      from_date: stay.fromDate,
      to_date: stay.toDate,
      guests: stay.guests,
    },
    booker: { first_name: booker.firstName, last_name: booker.lastName, email: booker.email },
    guests,
    open: isOpen(stay, today),
  };
}

export async function readCheckIn(
  db: Db,
  stay: StayForCheckIn,
  position: number,
  locale: Locale,
): Promise<CheckInWire> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.roomReservationId, stay.id), eq(checkIns.position, position)));
  if (!row) throw new HttpError(404, checkInMessages.checkInNotFound);
  return checkInWire(db, row, locale);
}

/**
 * Stores a guest's check-in (POST: a new one, 409 if it exists; PATCH: the existing one, 404 if
 * none). The values passed the shared schema; here the reservation's guests, the stay's end and
 * the places are checked, then one statement writes the row: nothing is half-saved.
 */
export async function saveCheckIn(
  db: Db,
  stay: StayForCheckIn,
  input: CheckInValues,
  mode: 'create' | 'update',
  locale: Locale,
  today = hotelToday(),
) {
  if (!isOpen(stay, today)) throw new HttpError(409, checkInMessages.stayEnded);
  if (input.position > stay.guests) {
    const message = validationMessage(locale, 'guestPositionInvalid');
    throw new HttpError(422, message, { position: [message] });
  }
  const values = applicableCheckIn(input, roleOfPosition(input.position));
  const errors = await placeErrors(db, values, today, locale);
  if (Object.keys(errors).length) throw new HttpError(422, Object.values(errors)[0][0], errors);

  const columns = checkInColumns(values, locale, new Date());
  const name = `${values.first_name} ${values.last_name}`;
  if (mode === 'create') {
    const [row] = await db
      .insert(checkIns)
      .values({ ...columns, roomReservationId: stay.id, position: input.position })
      .onConflictDoNothing()
      .returning({ id: checkIns.id });
    if (!row) throw new HttpError(409, checkInMessages.alreadyCheckedIn);
    return { id: row.id, message: translate(checkInMessages.created, locale, { name }) };
  }
  const [row] = await db
    .update(checkIns)
    .set(columns)
    .where(and(eq(checkIns.roomReservationId, stay.id), eq(checkIns.position, input.position)))
    .returning({ id: checkIns.id });
  if (!row) throw new HttpError(404, checkInMessages.checkInNotFound);
  return { id: row.id, message: translate(checkInMessages.updated, locale, { name }) };
}
