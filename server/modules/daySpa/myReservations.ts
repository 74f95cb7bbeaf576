import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productAvailabilities, productReservationParticipants, productReservations, products } from '../../db/schema';
import type { Locale } from '../../../domain/locales';
import { reservationIsFull, type ParticipantWire, type ProductReservationDetail, type ProductReservationSummary } from '../../../domain/daySpa';

const columns = {
  reservation: productReservations,
  product: products,
  slotTitle: productAvailabilities.title,
};

type Joined = { reservation: typeof productReservations.$inferSelect; product: typeof products.$inferSelect; slotTitle: string | null };

const toSummary = ({ reservation, product, slotTitle }: Joined, locale: Locale): ProductReservationSummary => ({
  number: reservation.number,
  product_title: product.title[locale],
  date: reservation.date,
  slot_title: slotTitle,
  people: reservation.people,
  total: reservation.total,
});

function joined(db: Db) {
  return db
    .select(columns)
    .from(productReservations)
    .innerJoin(products, eq(products.id, productReservations.productId))
    .innerJoin(productAvailabilities, eq(productAvailabilities.id, productReservations.productAvailabilityId));
}

/** The user's paid day-spa reservations, the latest date first (the /my section). */
export async function listMyReservations(db: Db, userId: number, locale: Locale): Promise<ProductReservationSummary[]> {
  const rows = await joined(db)
    .where(and(eq(productReservations.userId, userId), eq(productReservations.status, 'confirmed')))
    .orderBy(desc(productReservations.date), desc(productReservations.id));
  return rows.map((row) => toSummary(row, locale));
}

export async function participantsOf(db: Db, reservationId: number): Promise<ParticipantWire[]> {
  const rows = await db
    .select()
    .from(productReservationParticipants)
    .where(eq(productReservationParticipants.productReservationId, reservationId))
    .orderBy(asc(productReservationParticipants.id));
  return rows.map((p) => ({ id: p.id, type: p.type, first_name: p.firstName, last_name: p.lastName, email: p.email, date_of_birth: p.dateOfBirth, status: p.status }));
}

/** A confirmed reservation of this user, by number; null for anyone else's (the route says 404). */
export async function findMyReservation(db: Db, userId: number, number: string) {
  const [row] = await joined(db).where(
    and(eq(productReservations.number, number), eq(productReservations.userId, userId), eq(productReservations.status, 'confirmed')),
  );
  return row ?? null;
}

export async function reservationDetail(db: Db, userId: number, number: string, locale: Locale): Promise<ProductReservationDetail | null> {
  const row = await findMyReservation(db, userId, number);
  if (!row) return null;
  const participants = await participantsOf(db, row.reservation.id);
  return {
    ...toSummary(row, locale),
    product_slug: row.product.slug,
    subtotal: row.reservation.subtotal,
    bonus_discount: row.reservation.bonusDiscount,
    discount_percent: row.reservation.discountPercent,
    participants,
    is_full: reservationIsFull(row.reservation.people, participants),
  };
}
