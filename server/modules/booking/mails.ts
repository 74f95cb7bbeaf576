import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Locale, Translations } from '../../../domain/locales';
import type { PaymentSplit } from '../../../domain/paymentSplit';
import { mailBrand, mailText, renderMail, type MailBrand, type RenderedMail } from '../../mail/templates';
import type { AppDeps } from '../../deps';
import { cityTaxLine, reservationAmounts, reservationConfirmationMail, reservationFacts } from './confirmationMail';
import { checkInPath, reservationDetails, reservationPath, type ReservationDetails } from './reservationView';
import { calendarAttachment } from '../manageBooking/calendar';
import { reservationCalendar } from '../manageBooking/service';

// The front desk reads Italian; its notice has the same facts and figures as the guest's mail.
const desk = {
  subject: {
    en: 'New room reservation {number}',
    it: 'Nuova prenotazione camere {number}',
    de: 'Neue Zimmerbuchung {number}',
  },
  intro: {
    en: 'New room reservation {number}, paid online.',
    it: 'Nuova prenotazione camere {number}, pagata online.',
    de: 'Neue Zimmerbuchung {number}, online bezahlt.',
  },
  guest: { en: 'Guest', it: 'Ospite', de: 'Gast' },
  language: { en: 'Language', it: 'Lingua', de: 'Sprache' },
  requests: { en: 'Special requests', it: 'Richieste speciali', de: 'Besondere Wünsche' },
} satisfies Record<string, Translations>;

/** After payment: the guest's confirmation in their language and a notice to the front desk (Italian). */
export async function sendReservationMails(deps: AppDeps, reservationId: number): Promise<void> {
  const first = await reservationDetails(deps.db, reservationId, 'it');
  if (!first) return;
  const locale = first.locale;
  const details = locale === 'it' ? first : (await reservationDetails(deps.db, reservationId, locale))!;
  const [guest] = await deps.db.select().from(users).where(eq(users.id, details.user_id));
  const name = `${guest.firstName} ${guest.lastName}`;
  const url = `${deps.config.appUrl}${reservationPath(locale, reservationId)}`;
  const brand = mailBrand(deps.config);
  const stay = {
    kind: 'room' as const,
    id: reservationId,
    number: details.number,
    checkin: details.from_date,
    checkout: details.to_date,
  };
  const calendar = calendarAttachment(
    details.number,
    await reservationCalendar(deps.db, deps.config.appUrl, stay, locale),
  );
  const paid = details.paid_with;
  const confirmation = reservationConfirmationMail(
    details,
    { name, url, checkInUrl: `${deps.config.appUrl}${checkInPath(locale, reservationId)}` },
    brand,
    paid,
  );
  await deps.mailer.send({
    to: guest.email,
    kind: 'room_booking.confirmation',
    ...confirmation,
    attachments: [calendar],
  });

  const notice = reservationNoticeMail(first, { name, email: guest.email }, brand, paid);
  await deps.mailer.send({
    to: deps.config.frontDeskEmail,
    kind: 'room_booking.notice',
    replyTo: guest.email,
    ...notice,
  });
}

/** The front desk's notice: the guest's facts and figures, the guest spoken of in the third person. */
export function reservationNoticeMail(
  d: ReservationDetails,
  guest: { name: string; email: string },
  brand: MailBrand,
  paid?: PaymentSplit,
  locale: Locale = 'it',
): RenderedMail {
  return renderMail({
    locale,
    brand,
    subject: mailText(desk.subject, locale, { number: d.number }),
    greeting: mailText(desk.intro, locale, { number: d.number }),
    paragraphs: [cityTaxLine(d, locale)],
    details: [
      { label: mailText(desk.guest, locale), value: `${guest.name} <${guest.email}>` },
      { label: mailText(desk.language, locale), value: d.locale },
      ...reservationFacts(d, locale),
      ...(d.special_requests ? [{ label: mailText(desk.requests, locale), value: d.special_requests }] : []),
    ],
    amounts: reservationAmounts(d, locale, paid, 'desk'),
  });
}
