import type { Locale, Translations } from '../../../domain/locales';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { mailText, renderMail, type RenderedMail } from '../../mail/templates';
import type { AppDeps } from '../types';
import { airportNames, kindNames } from './messages';
import type { StoredRequest } from './store';

const texts = {
  subject: { en: 'We have received your request: {kind}', it: 'Abbiamo ricevuto la tua richiesta: {kind}', de: 'Wir haben deine Anfrage erhalten: {kind}' },
  greeting: { en: 'Hello {name},', it: 'Ciao {name},', de: 'Hallo {name},' },
  received: {
    en: 'thank you: we have received your request ({kind}). Here is what you sent us:',
    it: 'grazie: abbiamo ricevuto la tua richiesta di {kind}. Ecco cosa ci hai inviato:',
    de: 'vielen Dank: wir haben deine Anfrage erhalten ({kind}). Das hast du uns geschickt:',
  },
  reservation: { en: 'Reservation: {number}', it: 'Prenotazione: {number}', de: 'Buchung: {number}' },
  currentStay: { en: 'Current dates: {from} – {to}', it: 'Date attuali: {from} – {to}', de: 'Bisherige Daten: {from} – {to}' },
  newStay: { en: 'New dates: {from} – {to}', it: 'Nuove date: {from} – {to}', de: 'Neue Daten: {from} – {to}' },
  amount: { en: 'Amount: {amount}', it: 'Importo: {amount}', de: 'Betrag: {amount}' },
  iban: { en: 'IBAN: {iban}', it: 'IBAN: {iban}', de: 'IBAN: {iban}' },
  bic: { en: 'BIC: {bic}', it: 'BIC: {bic}', de: 'BIC: {bic}' },
  airport: { en: 'Airport: {airport}', it: 'Aeroporto: {airport}', de: 'Flughafen: {airport}' },
  people: { en: 'People: {people}', it: 'Persone: {people}', de: 'Personen: {people}' },
  flight: { en: 'Flight: {flight}', it: 'Volo: {flight}', de: 'Flug: {flight}' },
  returnTrip: { en: 'Return trip: {answer}', it: 'Viaggio di ritorno: {answer}', de: 'Rückfahrt: {answer}' },
  yes: { en: 'yes', it: 'sì', de: 'ja' },
  no: { en: 'no', it: 'no', de: 'nein' },
  price: {
    en: 'Price: {perPerson} per person, {total} in total',
    it: 'Prezzo: {perPerson} a persona, {total} in totale',
    de: 'Preis: {perPerson} pro Person, insgesamt {total}',
  },
  note: { en: 'Your note: {note}', it: 'La tua nota: {note}', de: 'Deine Notiz: {note}' },
  followUp: {
    en: 'We will get back to you shortly. To add anything, simply reply to this mail.',
    it: 'Ti risponderemo al più presto. Per aggiungere qualcosa, rispondi a questa email.',
    de: 'Wir melden uns in Kürze bei dir. Möchtest du etwas ergänzen, antworte einfach auf diese E-Mail.',
  },
} satisfies Record<string, Translations>;

/** '…3000': the guest's own mail shows enough of the IBAN to recognise it, not the whole of it. */
const maskedIban = (iban: string) => `${iban.slice(0, 2)} … ${iban.slice(-4)}`;

/** The lines that describe a request, in `locale`; `forDesk` shows the full IBAN. */
function detailLines(stored: StoredRequest, locale: Locale, forDesk: boolean): string[] {
  const say = (text: Translations, params?: Record<string, string | number>) => mailText(text, locale, params);
  const day = (iso: string) => formatDate(iso, locale, 'DD MMMM YYYY');
  const money = (cents: number) => formatMoney(cents, locale);
  const lines: string[] = [];
  if (stored.request.reservationNumber) lines.push(say(texts.reservation, { number: stored.request.reservationNumber }));
  if (stored.kind === 'change_booking') {
    lines.push(say(texts.currentStay, { from: day(stored.details.checkIn), to: day(stored.details.checkOut) }));
    lines.push(say(texts.newStay, { from: day(stored.details.newCheckIn), to: day(stored.details.newCheckOut) }));
  } else if (stored.kind === 'refund') {
    lines.push(say(texts.amount, { amount: money(stored.details.amount) }));
    if (stored.details.iban) lines.push(say(texts.iban, { iban: forDesk ? stored.details.iban : maskedIban(stored.details.iban) }));
    if (stored.details.bic) lines.push(say(texts.bic, { bic: stored.details.bic }));
  } else {
    const d = stored.details;
    lines.push(
      say(texts.airport, { airport: say(airportNames[d.airport]) }),
      say(texts.people, { people: d.people }),
      say(texts.flight, { flight: d.flightNumber }),
      say(texts.returnTrip, { answer: say(d.returnTrip ? texts.yes : texts.no) }),
      say(texts.price, { perPerson: money(d.pricePerPerson), total: money(d.total) }),
    );
  }
  if (stored.request.note) lines.push(say(texts.note, { note: stored.request.note }));
  return lines;
}

/** The guest's acknowledgement, in the language of the screen they sent the form from. */
export function requestAcknowledgementMail(stored: StoredRequest): RenderedMail {
  const locale = stored.request.locale as Locale;
  const kind = mailText(kindNames[stored.kind], locale);
  return renderMail({
    locale,
    subject: mailText(texts.subject, locale, { kind }),
    greeting: mailText(texts.greeting, locale, { name: stored.request.firstName }),
    paragraphs: [mailText(texts.received, locale, { kind }), ...detailLines(stored, locale, false)],
    closing: [mailText(texts.followUp, locale)],
  });
}

/** The front desk's notice (Italian, the desk's language), with the request number and who to answer. */
export function requestNoticeMail(stored: StoredRequest): RenderedMail {
  const locale: Locale = 'it';
  const { request } = stored;
  const name = `${request.firstName} ${request.lastName}`;
  return renderMail({
    locale,
    subject: `Richiesta #${request.id}: ${mailText(kindNames[stored.kind], locale)} - ${name}`,
    greeting: `Nuova richiesta #${request.id} dal sito.`,
    paragraphs: [
      `Ospite: ${name} <${request.email}> (lingua: ${request.locale}${request.userId ? `, cliente registrato #${request.userId}` : ''})`,
      ...detailLines(stored, locale, true),
      `Newsletter: ${request.newsletterConsent ? 'sì' : 'no'}`,
    ],
  });
}

/** Both mails of a new request. (Moves to the transactional outbox once it exists: one place to change.) */
export async function sendRequestMails(deps: AppDeps, stored: StoredRequest): Promise<void> {
  await deps.mailer.send({ to: stored.request.email, ...requestAcknowledgementMail(stored) });
  await deps.mailer.send({ to: deps.config.frontDeskEmail, replyTo: stored.request.email, ...requestNoticeMail(stored) });
}
