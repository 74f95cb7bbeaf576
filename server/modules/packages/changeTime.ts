import { and, eq, isNull } from 'drizzle-orm';
import { clockNowMs } from '../../../domain/clock';
import type { Locale, Translations } from '../../../domain/locales';
import { insideStay, pickProblemMessage } from '../../../domain/packages/schedulingRules';
import type { Db } from '../../db/client';
import { roomReservations, spaAppointments, spaTreatments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { treatmentNoticeHours } from '../siteSettings/service';
import { moveSlot } from '../spaSchedule/engine';
import { lockReservationTimes, sameGuestClash } from '../spaSchedule/sameGuest';

const tooLate = (hours: number): Translations => ({
  en: `Treatment times can be changed up to ${hours} hours before they start.`,
  it: `Gli orari delle cure si possono cambiare fino a ${hours} ore prima dell'inizio.`,
  de: `Zeiten für Anwendungen kannst du bis ${hours} Stunden vor Beginn ändern.`,
});
const notFound: Translations = {
  en: 'This treatment time is not part of your reservation.',
  it: 'Questo orario non fa parte della tua prenotazione.',
  de: 'Diese Zeit gehört nicht zu deiner Buchung.',
};

const refused = (status: 404 | 422, message: string) => new HttpError(status, message, { starts_at: [message] });

/**
 * "Manage my booking": the guest moves one of their package's treatment times (docs/product.md
 * §16.6) up to the hotel's notice (24 hours unless set otherwise, §12.17) before it starts, to a free time of the same treatment within the stay; the
 * schedule moves it to a free therapist and cabin in one transaction (its constraints decide a race).
 * A time whose guest is recorded (0036) may not overlap another time of the same guest, also when
 * two of their moves arrive at once (the reservation's row lock).
 */
export async function changeTreatmentTime(db: Db, reservationId: number, timeId: number, start: Date, locale: Locale) {
  return db.transaction(async (tx) => {
    // One reservation's moves are decided one after the other (§16.6).
    await lockReservationTimes(tx, reservationId);
    const [time] = await tx
      .select({
        startsAt: spaAppointments.startsAt,
        room: spaAppointments.roomIndex,
        guest: spaAppointments.guestIndex,
        duration: spaTreatments.durationMinutes,
        from: roomReservations.fromDate,
        to: roomReservations.toDate,
      })
      .from(spaAppointments)
      .innerJoin(spaTreatments, eq(spaTreatments.id, spaAppointments.treatmentId))
      .innerJoin(roomReservations, eq(roomReservations.id, spaAppointments.reservationId))
      .where(
        and(
          eq(spaAppointments.id, timeId),
          eq(spaAppointments.reservationId, reservationId),
          eq(spaAppointments.kind, 'treatment'),
          // A cure's times are the desk's to change (product.md §16.10).
          isNull(spaAppointments.ssnCureId),
          isNull(spaAppointments.cancelledAt),
        ),
      )
      .for('update', { of: spaAppointments });
    if (!time) throw refused(404, notFound[locale]);
    const hours = await treatmentNoticeHours(tx);
    if (time.startsAt.getTime() - clockNowMs() < hours * 3_600_000) throw refused(422, tooLate(hours)[locale]);
    const end = start.getTime() + time.duration * 60_000;
    if (!insideStay({ from: time.from, to: time.to }, { start: start.getTime(), end }))
      throw refused(
        422,
        pickProblemMessage(
          locale,
          { key: 'outsideStay', index: 0, guest: 0, treatmentId: 0 },
          { from: time.from, to: time.to, guests: 1, treatments: [] },
        ),
      );
    const clash = await sameGuestClash(tx, {
      reservationId,
      timeId,
      room: time.room,
      guest: time.guest,
      start,
      end: new Date(end),
    });
    if (clash)
      throw refused(
        422,
        pickProblemMessage(
          locale,
          { key: 'sameTime', index: 0, guest: time.guest ?? 0, treatmentId: 0 },
          { from: time.from, to: time.to, guests: 1, treatments: [] },
        ),
      );
    const moved = await moveSlot(tx, timeId, start, null, locale).catch((error: unknown) => {
      // The schedule's own reasons (taken, not free, in the past), next to this form's field.
      if (error instanceof HttpError && error.errors?.time)
        throw new HttpError(error.statusCode, error.message, { starts_at: error.errors.time });
      throw error;
    });
    return { id: moved.id, starts_at: moved.startsAt.toISOString(), ends_at: moved.endsAt.toISOString() };
  });
}
