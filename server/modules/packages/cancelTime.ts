import { and, eq, isNull } from 'drizzle-orm';
import { clockNowMs } from '../../../domain/clock';
import type { Locale, Translations } from '../../../domain/locales';
import type { Db } from '../../db/client';
import { spaAppointments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { treatmentNoticeHours } from '../siteSettings/service';

const tooLate = (hours: number): Translations => ({
  en: `Treatment times can be cancelled up to ${hours} hours before they start.`,
  it: `Gli orari delle cure si possono annullare fino a ${hours} ore prima dell'inizio.`,
  de: `Zeiten für Anwendungen kannst du bis ${hours} Stunden vor Beginn absagen.`,
});
const notFound: Translations = {
  en: 'This treatment time is not part of your reservation.',
  it: 'Questo orario non fa parte della tua prenotazione.',
  de: 'Diese Zeit gehört nicht zu deiner Buchung.',
};

/**
 * "Manage my booking": the guest cancels one of their package's treatment times up to the hotel's notice (24 hours unless set otherwise, §12.17)
 * before it starts (docs/product.md §16.6, decision 058). The time is cancelled, not deleted: it
 * frees its therapist and cabin at once; nothing is refunded (the treatment was included in the rate).
 */
export async function cancelTreatmentTime(db: Db, reservationId: number, timeId: number, locale: Locale) {
  return db.transaction(async (tx) => {
    const [time] = await tx
      .select({ startsAt: spaAppointments.startsAt })
      .from(spaAppointments)
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
      .for('update');
    if (!time) throw new HttpError(404, notFound[locale]);
    const hours = await treatmentNoticeHours(tx);
    if (time.startsAt.getTime() - clockNowMs() < hours * 3_600_000)
      throw new HttpError(422, tooLate(hours)[locale], { time: [tooLate(hours)[locale]] });
    await tx
      .update(spaAppointments)
      .set({ cancelledAt: new Date(clockNowMs()) })
      .where(eq(spaAppointments.id, timeId));
    return { id: timeId, cancelled: true };
  });
}
