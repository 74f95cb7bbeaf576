import { and, eq, isNull } from 'drizzle-orm';
import { addDays, formatDate, type IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import { cureMessage, cureProblemMessage } from '../../../domain/ssnCure/messages';
import { cureDays, cureDueCents, cureProblems, earliestClear, type CureRequest } from '../../../domain/ssnCure/rules';
import type { CureSettingsWire } from '../../../domain/ssnCure/wire';
import type { Db, Tx } from '../../db/client';
import { spaAppointments, ssnCures } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { activeTreatment, bookSlot, freeSlotsFor } from '../spaSchedule/engine';
import { cureOffer, readCureSettings } from './settings';

/**
 * A cure's times (docs/product.md §16.10): on the visit's day the earliest start where the doctor
 * and the surgery are free, then on each following day the earliest free start of the cycle's
 * session, never at once with another time of the same guest. The site chooses them; the guest
 * states the prescription and the visit's day.
 */

export interface CureStay {
  from: IsoDate;
  to: IsoDate;
  guestsPerRoom: readonly number[];
}

export interface PlannedTime {
  treatmentId: number;
  start: Date;
  end: Date;
}

/** 422 next to the cure's field, with the cure's index (`ssn_cure_index`). */
export const cureRefused = (status: 409 | 422, message: string, index: number, field = 'visit_day') =>
  new HttpError(status, message, { [`ssn_cures[${index}].${field}`]: [message] }, { ssn_cure_index: index });

/** The settings, and each cure checked against the stay and the prescription's rules (422 on the first problem). */
export async function checkCures(db: Db | Tx, stay: CureStay, cures: readonly CureRequest[], locale: Locale) {
  const settings = await readCureSettings(db);
  const offered = (await cureOffer(db, settings)).cycles.map((c) => c.cycle);
  const [problem] = cureProblems(stay, offered, cures);
  if (problem) throw cureRefused(422, cureProblemMessage(locale, problem), problem.index, problem.field);
  return settings;
}

type Busy = { start: number; end: number };

/** The earliest free start of a treatment on a day for one guest, clear of the guest's own times. */
async function earliestOn(db: Db | Tx, treatmentId: number, day: IsoDate, own: readonly Busy[]) {
  const treatment = await activeTreatment(db, treatmentId);
  const lengthMs = treatment.durationMinutes * 60_000;
  const slots = await freeSlotsFor(db, treatmentId, 1, day, day);
  const start = earliestClear(
    slots.map((s) => s.start),
    lengthMs,
    own,
  );
  return start === null ? null : { treatmentId, start: new Date(start), end: new Date(start + lengthMs) };
}

/** Each day of a cure: its day and the treatment to book on it. */
const cureSteps = (settings: CureSettingsWire, cure: CureRequest) => {
  const days = cureDays(cure.visit_day, cure.sessions);
  return [
    { day: days.visit, treatmentId: settings.visit_treatment_id! },
    ...days.sessions.map((day) => ({ day, treatmentId: settings.cycle_treatments[cure.cycle]! })),
  ];
};

const dayText = (day: IsoDate, locale: Locale) => formatDate(day, locale, 'ddd DD MMM YYYY');

/** The times the site proposes for one cure, read from the schedule without booking (the payment page's preview). */
export async function previewCure(db: Db, stay: CureStay, cure: CureRequest, locale: Locale): Promise<PlannedTime[]> {
  const settings = await checkCures(db, stay, [cure], locale);
  const times: PlannedTime[] = [];
  for (const step of cureSteps(settings, cure)) {
    const time = await earliestOn(db, step.treatmentId, step.day, []);
    if (!time) throw cureRefused(422, cureMessage(locale, 'dayFull', { day: dayText(step.day, locale) }), 0);
    times.push(time);
  }
  return times;
}

/**
 * Books the cures with the room's hold, in its transaction (product.md §16.10): each cure kept
 * with what the guest pays at the desk, and its times booked day by day on free therapists and
 * cabins, tied to the pending reservation, at no price (the SSN pays the hotel, not the room's
 * rate). A day with nobody free: 422; a time taken meanwhile by another booking: 409; nothing held.
 */
export async function holdCures(
  tx: Tx,
  hold: { reservationId: number; stay: CureStay; cures: readonly CureRequest[]; locale: Locale },
): Promise<void> {
  if (hold.cures.length === 0) return;
  const settings = await checkCures(tx, hold.stay, hold.cures, hold.locale);
  for (const [index, cure] of hold.cures.entries()) {
    const [row] = await tx
      .insert(ssnCures)
      .values({
        reservationId: hold.reservationId,
        roomIndex: cure.room,
        guestIndex: cure.guest,
        cycle: cure.cycle,
        sessions: cure.sessions,
        exemptionCode: cure.exemption_code || null,
        dueCents: cureDueCents(
          { ticketCents: settings.ticket_cents, exemptCents: settings.exempt_cents },
          cure.exemption_code,
        ),
        visitDay: cure.visit_day,
      })
      .returning({ id: ssnCures.id });
    for (const step of cureSteps(settings, cure))
      await bookCureDay(tx, { ...hold, index, cure, cureId: row.id, ...step });
  }
}

/** Times lost to other bookings before one of a day is kept: then the guest is told. */
const DAY_TRIES = 4;

/**
 * Books the day's earliest free time; a time another booking took meanwhile (the schedule's
 * 409/422) is read again and the next free one tried, since the site, not the guest, picks it.
 */
async function bookCureDay(
  tx: Tx,
  at: {
    reservationId: number;
    index: number;
    cure: CureRequest;
    cureId: number;
    day: IsoDate;
    treatmentId: number;
    locale: Locale;
  },
) {
  const own = await guestTimes(tx, at.reservationId, at.cure, at.day);
  const day = dayText(at.day, at.locale);
  for (let attempt = 0; attempt < DAY_TRIES; attempt++) {
    const time = await earliestOn(tx, at.treatmentId, at.day, own);
    if (!time) throw cureRefused(422, cureMessage(at.locale, 'dayFull', { day }), at.index);
    try {
      const booked = await bookSlot(tx, {
        treatmentId: at.treatmentId,
        reservationId: at.reservationId,
        guest: { room: at.cure.room, guest: at.cure.guest },
        start: time.start,
        createdBy: null,
        locale: at.locale,
      });
      await tx
        .update(spaAppointments)
        .set({ ssnCureId: at.cureId, priceCents: 0 })
        .where(eq(spaAppointments.id, booked.id));
      return;
    } catch (error) {
      if (!(error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 422))) throw error;
    }
  }
  throw cureRefused(409, cureMessage(at.locale, 'dayTaken', { day }), at.index);
}

/** The guest's times already held on that day (a package's, booked first in the same hold). */
async function guestTimes(tx: Tx, reservationId: number, cure: CureRequest, day: IsoDate): Promise<Busy[]> {
  const rows = await tx
    .select({ startsAt: spaAppointments.startsAt, endsAt: spaAppointments.endsAt })
    .from(spaAppointments)
    .where(
      and(
        eq(spaAppointments.reservationId, reservationId),
        eq(spaAppointments.roomIndex, cure.room),
        eq(spaAppointments.guestIndex, cure.guest),
        isNull(spaAppointments.cancelledAt),
      ),
    );
  const from = new Date(`${addDays(day, -1)}T00:00:00Z`).getTime();
  return rows.map((r) => ({ start: r.startsAt.getTime(), end: r.endsAt.getTime() })).filter((b) => b.end > from);
}
