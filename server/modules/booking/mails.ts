import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { interpolate, type Locale, type Translations } from '../../../domain/locales';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import type { AppDeps } from '../types';
import { checkInPath, reservationDetails, reservationPath, type ReservationDetails } from './reservationView';

const texts = {
  subject: { en: 'Your reservation {number} is confirmed', it: 'La tua prenotazione {number} è confermata', de: 'Deine Buchung {number} ist bestätigt' },
  greeting: { en: 'Dear {name},', it: 'Gentile {name},', de: 'Hallo {name},' },
  intro: {
    en: 'thank you for booking with Terme Hotel. Here are the details of your stay.',
    it: 'grazie per aver prenotato al Terme Hotel. Ecco i dettagli del tuo soggiorno.',
    de: 'vielen Dank für deine Buchung im Terme Hotel. Hier die Details deines Aufenthalts.',
  },
  stay: { en: 'Stay: {from} - {to} ({nights} nights)', it: 'Soggiorno: {from} - {to} ({nights} notti)', de: 'Aufenthalt: {from} - {to} ({nights} Nächte)' },
  room: {
    en: 'Room {n}: {category}, {adults} adults, {children} children - {rate} - {total}',
    it: 'Camera {n}: {category}, {adults} adulti, {children} bambini - {rate} - {total}',
    de: 'Zimmer {n}: {category}, {adults} Erwachsene, {children} Kinder - {rate} - {total}',
  },
  total: { en: 'Total: {amount}', it: 'Totale: {amount}', de: 'Gesamt: {amount}' },
  deposit: { en: 'Deposit paid: {amount}', it: 'Caparra pagata: {amount}', de: 'Bezahlte Anzahlung: {amount}' },
  balance: { en: 'Balance due at the hotel: {amount}', it: 'Saldo da pagare in hotel: {amount}', de: 'Restbetrag im Hotel: {amount}' },
  cityTax: {
    en: 'City tax, paid on site in cash at departure and not included in the total: about {amount}.',
    it: 'Imposta di soggiorno, da pagare in loco in contanti alla partenza e non inclusa nel totale: circa {amount}.',
    de: 'Kurtaxe, vor Ort bei der Abreise bar zu zahlen und nicht im Gesamtbetrag enthalten: etwa {amount}.',
  },
  terms: { en: 'Cancellation terms', it: 'Condizioni di cancellazione', de: 'Stornobedingungen' },
  link: { en: 'Your reservation online: {url}', it: 'La tua prenotazione online: {url}', de: 'Deine Buchung online: {url}' },
  checkIn: {
    en: 'Check in online before you arrive (Italian law asks us to register every guest): {url}',
    it: "Fai il check-in online prima dell'arrivo (la legge italiana ci chiede di registrare ogni ospite): {url}",
    de: 'Checke vor der Anreise online ein (das italienische Gesetz verlangt, jeden Gast zu melden): {url}',
  },
  closing: { en: 'We look forward to welcoming you.', it: 'Ti aspettiamo!', de: 'Wir freuen uns auf dich.' },
  deskSubject: { en: 'New room reservation {number}', it: 'Nuova prenotazione camere {number}', de: 'Neue Zimmerbuchung {number}' },
  deskGuest: { en: 'Guest: {name} <{email}>, language {locale}', it: 'Ospite: {name} <{email}>, lingua {locale}', de: 'Gast: {name} <{email}>, Sprache {locale}' },
  deskRequests: { en: 'Special requests: {text}', it: 'Richieste speciali: {text}', de: 'Besondere Wünsche: {text}' },
} satisfies Record<string, Translations>;

const say = (key: keyof typeof texts, locale: Locale, params: Record<string, string | number> = {}) => interpolate(texts[key][locale], params);

/** The lines both mails share: stay, rooms and money. */
function summary(d: ReservationDetails, locale: Locale): string[] {
  const money = (cents: number) => formatMoney(cents, locale);
  return [
    say('stay', locale, { from: formatDate(d.from_date, locale, 'DD MMM YYYY'), to: formatDate(d.to_date, locale, 'DD MMM YYYY'), nights: d.nights }),
    ...d.rooms.map((r) =>
      say('room', locale, { n: r.position, category: `${r.room_category.name} (${r.room_number})`, adults: r.adults, children: r.children, rate: r.full_name, total: money(r.total) }),
    ),
    say('total', locale, { amount: money(d.total) }),
    say('deposit', locale, { amount: money(d.deposit_paid) }),
    say('balance', locale, { amount: money(d.balance_due) }),
  ];
}

/** After payment: the guest's confirmation in their language and a notice to the front desk (Italian). */
export async function sendReservationMails(deps: AppDeps, reservationId: number): Promise<void> {
  const first = await reservationDetails(deps.db, reservationId, 'it');
  if (!first) return;
  const locale = first.locale;
  const details = locale === 'it' ? first : (await reservationDetails(deps.db, reservationId, locale))!;
  const [guest] = await deps.db.select().from(users).where(eq(users.id, details.user_id));
  const name = `${guest.firstName} ${guest.lastName}`;
  const url = `${deps.config.appUrl}${reservationPath(locale, reservationId)}`;

  const guestText = [
    say('greeting', locale, { name }),
    say('intro', locale),
    '',
    ...summary(details, locale),
    say('cityTax', locale, { amount: formatMoney(details.city_tax.total, locale) }),
    '',
    `${say('terms', locale)}:`,
    ...details.cancellation_terms.map((t) => `- ${t.rate_name}: ${t.text}`),
    '',
    say('link', locale, { url }),
    say('checkIn', locale, { url: `${deps.config.appUrl}${checkInPath(locale, reservationId)}` }),
    '',
    say('closing', locale),
  ].join('\n');
  await deps.mailer.send({ to: guest.email, subject: say('subject', locale, { number: details.number }), text: guestText });

  const deskText = [
    say('deskGuest', 'it', { name, email: guest.email, locale }),
    ...summary(first, 'it'),
    first.special_requests ? say('deskRequests', 'it', { text: first.special_requests }) : '',
  ]
    .filter(Boolean)
    .join('\n');
  await deps.mailer.send({ to: deps.config.frontDeskEmail, subject: say('deskSubject', 'it', { number: first.number }), text: deskText, replyTo: guest.email });
}
