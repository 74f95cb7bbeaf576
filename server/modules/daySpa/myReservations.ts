import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { participantRulesOf } from '../participants/rules';
import type { Db } from '../../db/client';
import { bool, int, list, nullableInt, nullableStr, obj, str } from '../../http/answers';
import {
  productAvailabilities,
  productReservationParticipants,
  productReservations,
  products,
  users,
} from '../../db/schema';
import type { Locale } from '../../../domain/locales';
import {
  participantRulesWire,
  reservationIsFull,
  type ParticipantWire,
  type ProductReservationDetail,
  type ProductReservationSummary,
} from '../../../domain/daySpa';

const columns = {
  reservation: productReservations,
  product: products,
  slotTitle: productAvailabilities.title,
  bookerFirstName: users.firstName,
  bookerLastName: users.lastName,
};

type Joined = {
  reservation: typeof productReservations.$inferSelect;
  product: typeof products.$inferSelect;
  slotTitle: string | null;
  bookerFirstName: string;
  bookerLastName: string;
};

/** The amounts are the booker's: a participant who joined by invitation sees none. */
const toSummary = (row: Joined, userId: number, locale: Locale): ProductReservationSummary => {
  const isBooker = row.reservation.userId === userId;
  return {
    number: row.reservation.number,
    product_title: row.product.title[locale],
    date: row.reservation.date,
    slot_title: row.slotTitle,
    people: row.reservation.people,
    total: isBooker ? row.reservation.total : null,
    is_booker: isBooker,
    booked_by: `${row.bookerFirstName} ${row.bookerLastName}`,
  };
};

function joined(db: Db) {
  return db
    .select(columns)
    .from(productReservations)
    .innerJoin(products, eq(products.id, productReservations.productId))
    .innerJoin(productAvailabilities, eq(productAvailabilities.id, productReservations.productAvailabilityId))
    .innerJoin(users, eq(users.id, productReservations.userId));
}

/** Reservations the user booked, or joined by accepting an invitation. */
function visibleTo(db: Db, userId: number) {
  const joinedAsParticipant = db
    .select({ id: productReservationParticipants.productReservationId })
    .from(productReservationParticipants)
    .where(
      and(eq(productReservationParticipants.userId, userId), eq(productReservationParticipants.status, 'confirmed')),
    );
  return and(
    eq(productReservations.status, 'confirmed'),
    or(eq(productReservations.userId, userId), inArray(productReservations.id, joinedAsParticipant)),
  );
}

/** The user's paid day-spa reservations and those they were invited to, the latest date first (the /my section). */
/** listMyReservations' answer as JSON Schema (decision 019). */
export const myReservationsSchema = list(
  obj({
    number: str,
    product_title: str,
    date: str,
    slot_title: nullableStr,
    people: int,
    total: nullableInt,
    is_booker: bool,
    booked_by: str,
  }),
);

export async function listMyReservations(db: Db, userId: number, locale: Locale): Promise<ProductReservationSummary[]> {
  const rows = await joined(db)
    .where(visibleTo(db, userId))
    .orderBy(desc(productReservations.date), desc(productReservations.id));
  return rows.map((row) => toSummary(row, userId, locale));
}

export async function participantsOf(db: Db, reservationId: number): Promise<ParticipantWire[]> {
  const rows = await db
    .select()
    .from(productReservationParticipants)
    .where(eq(productReservationParticipants.productReservationId, reservationId))
    .orderBy(asc(productReservationParticipants.id));
  return rows.map((p) => ({
    id: p.id,
    type: p.type,
    first_name: p.firstName,
    last_name: p.lastName,
    email: p.email,
    date_of_birth: p.dateOfBirth,
    status: p.status,
  }));
}

/** A confirmed reservation that this user booked, by number; null for anyone else's (the route says 404). */
export async function findMyReservation(db: Db, userId: number, number: string) {
  const [row] = await joined(db).where(
    and(
      eq(productReservations.number, number),
      eq(productReservations.userId, userId),
      eq(productReservations.status, 'confirmed'),
    ),
  );
  return row ?? null;
}

/** A confirmed reservation that this user booked or joined by invitation; null for anyone else's. */
export async function findVisibleReservation(db: Db, userId: number, number: string) {
  const [row] = await joined(db).where(and(eq(productReservations.number, number), visibleTo(db, userId)));
  return row ?? null;
}

/** The reservation page: its booker sees everything, a confirmed participant all but the amounts; anyone else null. */
export async function reservationDetail(
  db: Db,
  userId: number,
  number: string,
  locale: Locale,
): Promise<ProductReservationDetail | null> {
  const row = await findVisibleReservation(db, userId, number);
  if (!row) return null;
  const summary = toSummary(row, userId, locale);
  // Addresses were given to the booker: the other participants see names only.
  const participants = (await participantsOf(db, row.reservation.id)).map((p) =>
    summary.is_booker ? p : { ...p, email: null },
  );
  return {
    ...summary,
    product_slug: row.product.slug,
    subtotal: summary.is_booker ? row.reservation.subtotal : null,
    bonus_discount: summary.is_booker ? row.reservation.bonusDiscount : null,
    discount_percent: summary.is_booker ? row.reservation.discountPercent : null,
    participants,
    is_full: reservationIsFull(row.reservation.people, participants),
    participant_rules: participantRulesWire(participantRulesOf(row.product)),
  };
}
