import { and, eq, gt, inArray, isNull, lt, not } from 'drizzle-orm';
import { addDays, hotelInstant, type IsoDate } from '../../../domain/dates';
import { clockNowMs } from '../../../domain/clock';
import {
  freeSlots,
  stayDays,
  type Busy,
  type CabinPlan,
  type FreeSlot,
  type TherapistPlan,
} from '../../../domain/spaSchedule/slots';
import { spaMessages } from '../../../domain/spaSchedule/messages';
import type { Locale } from '../../../domain/locales';
import type { Db, Tx } from '../../db/client';
import { spaAppointments, spaCabins, spaTherapistHours, spaTherapists, spaTreatments } from '../../db/schema';
import { lapsedHoldSql } from '../packages/lapsedHolds';
import { HttpError } from '../../http/errors';

/**
 * The spa's schedule engine (docs/product.md §16, decision 048): free slots read from the
 * database and given to the pure rule (domain/spaSchedule/slots.ts), and a slot booked inside
 * the caller's transaction, so a booking journey (a package sold with a room) can book its
 * treatments with the room in one commit. The exclusion constraints of migration 0030 make a
 * double booking impossible whatever runs at the same time; `bookSlot` tries each free pair in a
 * savepoint and answers "just taken" only when every one of them went to someone else.
 */

type TreatmentRow = typeof spaTreatments.$inferSelect;

/** PostgreSQL's exclusion_violation: an overlapping booking committed first. */
export const isOverlap = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23P01') return true;
  return false;
};

/** Two racers' constraint checks waiting on each other: PostgreSQL picks one as the victim. */
const isDeadlock = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '40P01') return true;
  return false;
};
const DEADLOCK_RETRIES = 3;

/**
 * Writes the booking on the first pair still free, each try in a savepoint that first locks the
 * pair's therapist and cabin rows (in that order, as every writer does): racers for one pair
 * queue there instead of meeting inside the exclusion constraints, where two inserts of
 * overlapping rows wait on each other and PostgreSQL aborts one after a second (40P01); ci20 and
 * a later run saw twelve guests for three therapists take up to the test's whole minute that way.
 * A pair taken meanwhile (23P01) passes to the next; a deadlock all the same (a writer without
 * these locks, a staff block say) tries the same pair again, so the victim is never told
 * "taken" while a pair is free, nor answered with the database's error.
 */
async function onFirstFreePair<T>(
  tx: Tx,
  pairs: { therapistId: number; cabinId: number }[],
  write: (savepoint: Tx, pair: { therapistId: number; cabinId: number }) => Promise<T>,
): Promise<T | null> {
  for (const pair of pairs)
    for (let attempt = 0; attempt <= DEADLOCK_RETRIES; attempt++) {
      try {
        return await tx.transaction(async (savepoint) => {
          await lockPair(savepoint, pair);
          return write(savepoint, pair);
        });
      } catch (error) {
        if (isDeadlock(error) && attempt < DEADLOCK_RETRIES) continue;
        if (!isOverlap(error) && !isDeadlock(error)) throw error;
        break;
      }
    }
  return null;
}

/**
 * The pair's rows locked until the savepoint ends. NO KEY UPDATE: it leaves alone the KEY SHARE
 * locks that inserting an appointment takes on its therapist and cabin (the foreign keys).
 */
async function lockPair(tx: Tx, pair: { therapistId: number; cabinId: number }): Promise<void> {
  await tx
    .select({ id: spaTherapists.id })
    .from(spaTherapists)
    .where(eq(spaTherapists.id, pair.therapistId))
    .for('no key update');
  await tx.select({ id: spaCabins.id }).from(spaCabins).where(eq(spaCabins.id, pair.cabinId)).for('no key update');
}

export async function activeTreatment(db: Db | Tx, id: number): Promise<TreatmentRow> {
  const [row] = await db
    .select()
    .from(spaTreatments)
    .where(and(eq(spaTreatments.id, id), eq(spaTreatments.active, true)));
  if (!row) throw new HttpError(404, spaMessages.treatmentNotFound);
  return row;
}

/** The therapists (with `skill`) and cabins (of `kind`) with what keeps them busy from `first` to `last`. */
export async function loadPlans(
  db: Db | Tx,
  needs: { skill: string; cabinKind: string },
  first: IsoDate,
  last: IsoDate,
): Promise<{ therapists: TherapistPlan[]; cabins: CabinPlan[] }> {
  const from = hotelInstant(first, '00:00');
  const to = hotelInstant(addDays(last, 1), '00:00');
  // One after the other: inside a transaction the queries share one connection.
  const people = await db.select().from(spaTherapists).where(eq(spaTherapists.active, true)).orderBy(spaTherapists.id);
  const hours = await db.select().from(spaTherapistHours);
  const rooms = await db
    .select()
    .from(spaCabins)
    .where(and(eq(spaCabins.active, true), eq(spaCabins.kind, needs.cabinKind)))
    .orderBy(spaCabins.id);
  const taken = await db
    .select({
      therapistId: spaAppointments.therapistId,
      cabinId: spaAppointments.cabinId,
      startsAt: spaAppointments.startsAt,
      endsAt: spaAppointments.endsAt,
    })
    .from(spaAppointments)
    .where(
      and(
        isNull(spaAppointments.cancelledAt),
        lt(spaAppointments.startsAt, to),
        gt(spaAppointments.endsAt, from),
        // A lapsed room hold's treatment times are free again (product.md §16.6).
        not(lapsedHoldSql),
      ),
    );
  const busyOf = (match: (a: (typeof taken)[number]) => boolean): Busy[] =>
    taken.filter(match).map((a) => ({ start: a.startsAt.getTime(), end: a.endsAt.getTime() }));
  const therapists = people
    .filter((p) => p.skills.includes(needs.skill))
    .map((p) => ({
      id: p.id,
      skills: p.skills,
      hours: Object.fromEntries(
        hours.filter((h) => h.therapistId === p.id).map((h) => [h.weekday, { starts: h.starts, ends: h.ends }]),
      ),
      busy: busyOf((a) => a.therapistId === p.id),
    }));
  const cabins = rooms.map((c) => ({
    id: c.id,
    kind: c.kind,
    hours: { starts: c.opens, ends: c.closes },
    busy: busyOf((a) => a.cabinId === c.id),
  }));
  return { therapists, cabins };
}

/**
 * The free slots of treatment `treatmentId` for `guests` at once over the days `from` to `to`
 * (a stay: arrival to departure day), none in the past. What a booking journey offers.
 */
export async function freeSlotsFor(
  db: Db | Tx,
  treatmentId: number,
  guests: number,
  from: IsoDate,
  to: IsoDate,
): Promise<FreeSlot[]> {
  const treatment = await activeTreatment(db, treatmentId);
  const needs = { durationMinutes: treatment.durationMinutes, skill: treatment.skill, cabinKind: treatment.cabinKind };
  const plans = await loadPlans(db, needs, from, to);
  return freeSlots({ treatment: needs, days: stayDays(from, to), ...plans, guests, notBefore: clockNowMs() });
}

export interface SlotBooking {
  treatmentId: number;
  reservationId: number | null;
  /** A package's time: which room and guest of it the time is for (product.md §16.6). */
  guest?: { room: number; guest: number } | null;
  start: Date;
  /** Only this therapist (the desk chose one); else any free one. */
  therapistId?: number | null;
  createdBy: string | null;
  locale: Locale;
}

/** The free (therapist, cabin) pairs at `start` for a treatment, in the order to try them. */
async function pairsAt(
  tx: Tx,
  treatment: TreatmentRow,
  start: Date,
  ignore: number | null,
  therapistId?: number | null,
) {
  const day = start.toISOString().slice(0, 10);
  const needs = { durationMinutes: treatment.durationMinutes, skill: treatment.skill, cabinKind: treatment.cabinKind };
  const plans = await loadPlans(tx, needs, addDays(day, -1), addDays(day, 1));
  if (ignore !== null) {
    // A booking being moved does not stand in its own way.
    const own = await tx.select().from(spaAppointments).where(eq(spaAppointments.id, ignore));
    const mine = (b: Busy) => !own.some((o) => o.startsAt.getTime() === b.start && o.endsAt.getTime() === b.end);
    for (const t of plans.therapists) if (t.id === own[0]?.therapistId) t.busy = t.busy.filter(mine);
    for (const c of plans.cabins) if (c.id === own[0]?.cabinId) c.busy = c.busy.filter(mine);
  }
  const slots = freeSlots({
    treatment: needs,
    days: [addDays(day, -1), day, addDays(day, 1)],
    ...plans,
    stepMinutes: 5,
  });
  const slot = slots.find((s) => s.start === start.getTime());
  if (!slot) return [];
  const therapists = therapistId ? slot.therapistIds.filter((id) => id === therapistId) : slot.therapistIds;
  return therapists.flatMap((t) => slot.cabinIds.map((c) => ({ therapistId: t, cabinId: c })));
}

/**
 * Books one treatment at `booking.start` inside the caller's transaction: 422 when no therapist
 * and cabin are free for the whole duration, 409 when each free pair was taken meanwhile. A racer
 * that reads the plans after the winner committed thus gets 422, one that read them before gets
 * 409: the two answers of a lost time (product.md §16.2), both "choose another one".
 */
export async function bookSlot(tx: Tx, booking: SlotBooking): Promise<typeof spaAppointments.$inferSelect> {
  const treatment = await activeTreatment(tx, booking.treatmentId);
  if (booking.start.getTime() < clockNowMs()) throw slotError(422, 'inThePast', booking.locale);
  const pairs = await pairsAt(tx, treatment, booking.start, null, booking.therapistId);
  if (!pairs.length) throw slotError(422, 'slotNotFree', booking.locale);
  const end = new Date(booking.start.getTime() + treatment.durationMinutes * 60_000);
  const row = await onFirstFreePair(tx, pairs, async (savepoint, pair) => {
    const [inserted] = await savepoint
      .insert(spaAppointments)
      .values({
        kind: 'treatment',
        ...pair,
        treatmentId: treatment.id,
        reservationId: booking.reservationId,
        roomIndex: booking.guest?.room ?? null,
        guestIndex: booking.guest?.guest ?? null,
        startsAt: booking.start,
        endsAt: end,
        priceCents: treatment.priceCents,
        vatRate: treatment.vatRate,
        createdBy: booking.createdBy,
      })
      .returning();
    return inserted;
  });
  if (row) return row;
  throw slotError(409, 'slotTaken', booking.locale);
}

/** Moves a booking to `start` (and maybe another therapist) inside the caller's transaction. */
export async function moveSlot(
  tx: Tx,
  id: number,
  start: Date,
  therapistId: number | null | undefined,
  locale: Locale,
): Promise<typeof spaAppointments.$inferSelect> {
  const [current] = await tx
    .select()
    .from(spaAppointments)
    .where(and(eq(spaAppointments.id, id), eq(spaAppointments.kind, 'treatment'), isNull(spaAppointments.cancelledAt)))
    .for('update');
  if (!current) throw new HttpError(404, spaMessages.appointmentNotFound);
  if (start.getTime() < clockNowMs()) throw slotError(422, 'inThePast', locale);
  const treatment = await activeTreatment(tx, current.treatmentId!);
  const pairs = await pairsAt(tx, treatment, start, id, therapistId);
  if (!pairs.length) throw slotError(422, 'slotNotFree', locale);
  const end = new Date(start.getTime() + treatment.durationMinutes * 60_000);
  const row = await onFirstFreePair(tx, pairs, async (savepoint, pair) => {
    const [moved] = await savepoint
      .update(spaAppointments)
      .set({ ...pair, startsAt: start, endsAt: end })
      .where(eq(spaAppointments.id, id))
      .returning();
    return moved;
  });
  if (row) return row;
  throw slotError(409, 'slotTaken', locale);
}

/** The error of a time that cannot be had, next to the time field. */
export function slotError(
  status: 409 | 422,
  key: 'slotTaken' | 'slotNotFree' | 'inThePast',
  locale: Locale,
): HttpError {
  const message = spaMessages[key][locale];
  return new HttpError(status, message, { time: [message] });
}

/** The appointments of the therapists `ids` that meet [from, to). */
export function appointmentsBetween(db: Db | Tx, from: Date, to: Date, ids?: number[]) {
  return db
    .select()
    .from(spaAppointments)
    .where(
      and(
        isNull(spaAppointments.cancelledAt),
        lt(spaAppointments.startsAt, to),
        gt(spaAppointments.endsAt, from),
        ids ? inArray(spaAppointments.therapistId, ids) : undefined,
      ),
    )
    .orderBy(spaAppointments.startsAt);
}
