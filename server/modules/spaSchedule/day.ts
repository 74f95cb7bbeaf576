import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addDays, dayNumber, hotelInstant, weekdayOfDay, type IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import { hotelClockOf } from '../../../domain/spaSchedule/hotelClock';
import { spaMessages } from '../../../domain/spaSchedule/messages';
import type { SpaBlockValues, SpaBookingValues, SpaMoveValues } from '../../../domain/spaSchedule/validation';
import type { AppointmentWire, SpaDayWire } from '../../../domain/spaSchedule/wire';
import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { roomReservations, spaAppointments, spaTherapists, spaTreatments, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { mailBrand } from '../../mail/templates';
import { spaTreatmentMovedMail } from '../../mail/templates/spaTreatmentMoved';
import { appointmentsBetween, bookSlot, isOverlap, moveSlot } from './engine';
import { listCabins, listTherapists, listTreatments } from './catalog';
import { logSpaChange, type SpaActor } from './log';
import { lockReservationTimes, sameGuestClash } from './sameGuest';

type AppointmentRow = typeof spaAppointments.$inferSelect;

const guestName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

function appointmentWire(row: AppointmentRow, guest: string | null): AppointmentWire {
  return {
    id: row.id,
    kind: row.kind,
    therapist_id: row.therapistId,
    cabin_id: row.cabinId,
    treatment_id: row.treatmentId,
    reservation_id: row.reservationId,
    guest,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    reason: row.reason,
  };
}

/** The spa's day (docs/product.md §16): every therapist with their hours, and what is booked or blocked. */
export async function spaDay(db: Db, date: IsoDate): Promise<SpaDayWire> {
  const weekday = weekdayOfDay(dayNumber(date));
  const from = hotelInstant(date, '00:00');
  const to = hotelInstant(addDays(date, 1), '00:00');
  const [therapists, cabins, treatments, rows] = await Promise.all([
    listTherapists(db),
    listCabins(db),
    listTreatments(db),
    appointmentsBetween(db, from, to),
  ]);
  const reservationIds = [...new Set(rows.map((r) => r.reservationId).filter((id): id is number => id !== null))];
  const guests = reservationIds.length
    ? await db
        .select({ id: roomReservations.id, guest: guestName })
        .from(roomReservations)
        .innerJoin(users, eq(users.id, roomReservations.userId))
        .where(inArray(roomReservations.id, reservationIds))
    : [];
  return {
    date,
    therapists: therapists
      .filter((t) => t.active)
      .map((t) => {
        const hours = t.hours.find((h) => h.weekday === weekday);
        return { ...t, works: hours ? { starts: hours.starts, ends: hours.ends } : null };
      }),
    cabins: cabins.filter((c) => c.active),
    treatments,
    appointments: rows.map((r) => appointmentWire(r, guests.find((g) => g.id === r.reservationId)?.guest ?? null)),
  };
}

/** The confirmed reservation whose stay (arrival to departure day) includes `date`, with its guest. */
async function stayOf(tx: Tx, reservationId: number, date: IsoDate, locale: Locale) {
  const [stay] = await tx
    .select({
      id: roomReservations.id,
      from: roomReservations.fromDate,
      to: roomReservations.toDate,
      locale: roomReservations.locale,
      email: users.email,
      firstName: users.firstName,
      guest: guestName,
    })
    .from(roomReservations)
    .innerJoin(users, eq(users.id, roomReservations.userId))
    .where(and(eq(roomReservations.id, reservationId), eq(roomReservations.status, 'confirmed')));
  if (!stay) throw fieldError('reservation_id', 'reservationNotFound', locale);
  if (date < stay.from || date > stay.to) throw fieldError('date', 'outsideStay', locale);
  return stay;
}

function fieldError(field: string, key: keyof typeof spaMessages, locale: Locale): HttpError {
  const message = spaMessages[key][locale];
  return new HttpError(422, message, { [field]: [message] });
}

/** The desk books a treatment for a guest's stay at a day and time (any free therapist and cabin). */
export function bookForReservation(
  db: Db,
  actor: SpaActor,
  values: SpaBookingValues,
  locale: Locale,
): Promise<AppointmentWire> {
  return db.transaction(async (tx) => {
    const stay = await stayOf(tx, values.reservation_id, values.date, locale);
    const row = await bookSlot(tx, {
      treatmentId: values.treatment_id,
      reservationId: stay.id,
      start: hotelInstant(values.date, values.time),
      createdBy: actor?.email ?? null,
      locale,
    });
    const saved = appointmentWire(row, stay.guest);
    await logSpaChange(
      tx,
      actor,
      'spa_booking.create',
      { appointment_id: row.id, reservation_id: stay.id },
      null,
      saved,
    );
    return saved;
  });
}

/**
 * The treatment booking to move, read after its reservation's row is locked: the desk's and the
 * guest's moves of one reservation's times are decided one after the other (§16.6).
 */
async function bookingToMove(tx: Tx, id: number): Promise<AppointmentRow> {
  const [first] = await tx.select().from(spaAppointments).where(eq(spaAppointments.id, id));
  if (!first || first.kind !== 'treatment' || first.cancelledAt)
    throw new HttpError(404, spaMessages.appointmentNotFound);
  if (!first.reservationId) return first;
  await lockReservationTimes(tx, first.reservationId);
  const [current] = await tx.select().from(spaAppointments).where(eq(spaAppointments.id, id));
  if (current.cancelledAt) throw new HttpError(404, spaMessages.appointmentNotFound);
  return current;
}

/** True when the guest this time is for has another treatment at the new time (§16.6). */
async function guestBusyAt(tx: Tx, current: AppointmentRow, start: Date): Promise<boolean> {
  const [treatment] = await tx
    .select({ minutes: spaTreatments.durationMinutes })
    .from(spaTreatments)
    .where(eq(spaTreatments.id, current.treatmentId!));
  return sameGuestClash(tx, {
    reservationId: current.reservationId!,
    timeId: current.id,
    room: current.roomIndex,
    guest: current.guestIndex,
    start,
    end: new Date(start.getTime() + treatment.minutes * 60_000),
  });
}

/**
 * Moves a booked treatment to a new free time (within the guest's stay, never onto another
 * treatment of the same guest); the guest is told by mail
 * in the language of the reservation, written in the same transaction (it leaves when the move commits).
 */
export function moveBooking(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: SpaActor,
  id: number,
  values: SpaMoveValues,
  locale: Locale,
): Promise<AppointmentWire> {
  return deps.db.transaction(async (tx) => {
    const current = await bookingToMove(tx, id);
    const stay = current.reservationId ? await stayOf(tx, current.reservationId, values.date, locale) : null;
    const start = hotelInstant(values.date, values.time);
    if (current.reservationId && (await guestBusyAt(tx, current, start))) throw fieldError('time', 'guestBusy', locale);
    const row = await moveSlot(tx, id, start, values.therapist_id, locale);
    const before = appointmentWire(current, stay?.guest ?? null);
    const after = appointmentWire(row, stay?.guest ?? null);
    await logSpaChange(tx, actor, 'spa_booking.move', { appointment_id: id }, before, after);
    if (stay && row.startsAt.getTime() !== current.startsAt.getTime()) {
      const [treatment] = await tx.select().from(spaTreatments).where(eq(spaTreatments.id, row.treatmentId!));
      const guestLocale = stay.locale as Locale;
      const mail = spaTreatmentMovedMail(
        guestLocale,
        {
          firstName: stay.firstName,
          treatment: treatment.names[guestLocale],
          reservationId: stay.id,
          before: hotelClockOf(current.startsAt),
          after: hotelClockOf(row.startsAt),
        },
        mailBrand(deps.config),
      );
      await enqueueMail(tx, { to: stay.email, kind: 'spa_treatment.moved', ...mail });
    }
    return after;
  });
}

/** Blocks a therapist's hours on a day (a break, an absence): refused when something is booked then. */
export function blockHours(db: Db, actor: SpaActor, values: SpaBlockValues, locale: Locale): Promise<AppointmentWire> {
  return db.transaction(async (tx) => {
    const [therapist] = await tx.select().from(spaTherapists).where(eq(spaTherapists.id, values.therapist_id));
    if (!therapist) throw fieldError('therapist_id', 'therapistNotFound', locale);
    let row: AppointmentRow;
    try {
      row = await tx.transaction(async (savepoint) => {
        const [inserted] = await savepoint
          .insert(spaAppointments)
          .values({
            kind: 'block',
            therapistId: therapist.id,
            startsAt: hotelInstant(values.date, values.starts),
            endsAt: hotelInstant(values.date, values.ends),
            reason: values.reason || null,
            createdBy: actor?.email ?? null,
          })
          .returning();
        return inserted;
      });
    } catch (error) {
      if (isOverlap(error)) throw fieldError('starts', 'therapistBusy', locale);
      throw error;
    }
    const saved = appointmentWire(row, null);
    await logSpaChange(tx, actor, 'spa_block.add', { appointment_id: row.id, therapist_id: therapist.id }, null, saved);
    return saved;
  });
}

/** Frees a blocked hour again. */
export function removeBlock(db: Db, actor: SpaActor, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(spaAppointments)
      .set({ cancelledAt: new Date() })
      .where(and(eq(spaAppointments.id, id), eq(spaAppointments.kind, 'block'), isNull(spaAppointments.cancelledAt)))
      .returning();
    if (!row) throw new HttpError(404, spaMessages.appointmentNotFound);
    await logSpaChange(tx, actor, 'spa_block.remove', { appointment_id: id }, appointmentWire(row, null), null);
  });
}
