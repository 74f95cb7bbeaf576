import type { Locale, Translations } from '../../../domain/locales';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { countedWords, countOf } from '../../../domain/plurals';
import { mailBrand, mailText, renderMail, type MailBrand, type MailRow, type RenderedMail } from '../../mail/templates';
import type { AppDeps } from '../../deps';
import { airportNames, kindNames } from './messages';
import type { StoredRequest } from './store';

const texts = {
  subject: {
    en: 'We have received your request: {kind}',
    it: 'Abbiamo ricevuto la tua richiesta: {kind}',
    de: 'Wir haben deine Anfrage erhalten: {kind}',
  },
  heading: { en: 'Request received', it: 'Richiesta ricevuta', de: 'Anfrage erhalten' },
  greeting: { en: 'Hello {name},', it: 'Ciao {name},', de: 'Hallo {name},' },
  greetingNoName: { en: 'Hello,', it: 'Ciao,', de: 'Hallo,' },
  received: {
    en: 'thank you: we have received your request ({kind}). Here is what you sent us:',
    it: 'grazie: abbiamo ricevuto la tua richiesta di {kind}. Ecco cosa ci hai inviato:',
    de: 'vielen Dank: wir haben deine Anfrage erhalten ({kind}). Das hast du uns geschickt:',
  },
  reservation: { en: 'Reservation', it: 'Prenotazione', de: 'Buchung' },
  currentStay: { en: 'Current dates', it: 'Date attuali', de: 'Bisherige Daten' },
  newStay: { en: 'New dates', it: 'Nuove date', de: 'Neue Daten' },
  amount: { en: 'Amount', it: 'Importo', de: 'Betrag' },
  iban: { en: 'IBAN', it: 'IBAN', de: 'IBAN' },
  bic: { en: 'BIC', it: 'BIC', de: 'BIC' },
  airport: { en: 'Airport', it: 'Aeroporto', de: 'Flughafen' },
  people: { en: 'People', it: 'Persone', de: 'Personen' },
  flight: { en: 'Flight', it: 'Volo', de: 'Flug' },
  returnTrip: { en: 'Return trip', it: 'Viaggio di ritorno', de: 'Rückfahrt' },
  yes: { en: 'yes', it: 'sì', de: 'ja' },
  no: { en: 'no', it: 'no', de: 'nein' },
  price: {
    en: 'Transfer, {people} × {perPerson}',
    it: 'Transfer, {people} × {perPerson}',
    de: 'Transfer, {people} × {perPerson}',
  },
  barrier: { en: 'What got in the way', it: 'Che cosa ti ha ostacolato', de: 'Was dich behindert hat' },
  deskBarrier: { en: 'The barrier', it: 'La barriera', de: 'Die Barriere' },
  page: { en: 'Where on the site', it: 'Dove nel sito', de: 'Wo auf der Website' },
  assistiveTechnology: { en: 'Assistive technology', it: 'Tecnologia assistiva', de: 'Hilfstechnologie' },
  note: { en: 'Your note', it: 'La tua nota', de: 'Deine Notiz' },
  deskNote: { en: "Guest's note", it: "Nota dell'ospite", de: 'Notiz des Gastes' },
  followUp: {
    en: 'We will get back to you shortly. To add anything, simply reply to this mail.',
    it: 'Ti risponderemo al più presto. Per aggiungere qualcosa, rispondi a questa email.',
    de: 'Wir melden uns in Kürze bei dir. Möchtest du etwas ergänzen, antworte einfach auf diese E-Mail.',
  },
} satisfies Record<string, Translations>;

/** '…3000': the guest's own mail shows enough of the IBAN to recognise it, not the whole of it. */
const maskedIban = (iban: string) => `${iban.slice(0, 2)} … ${iban.slice(-4)}`;

/**
 * The facts of a request, in `locale`; `forDesk` shows the full IBAN. Without `freeText` the rows
 * leave out what the sender typed freely (note, flight, a reservation number not found as theirs).
 */
function detailRows(stored: StoredRequest, locale: Locale, forDesk: boolean, freeText = true): MailRow[] {
  const row = (label: Translations, value: string): MailRow => ({ label: mailText(label, locale), value });
  const day = (iso: string) => formatDate(iso, locale, 'DD MMMM YYYY');
  const stay = (from: string, to: string) => `${day(from)} – ${day(to)}`;
  const rows: MailRow[] = [];
  const ownReservation = stored.request.roomReservationId !== null || stored.request.productReservationId !== null;
  if (stored.request.reservationNumber && (freeText || ownReservation))
    rows.push(row(texts.reservation, stored.request.reservationNumber));
  if (stored.kind === 'change_booking') {
    const d = stored.details;
    rows.push(
      row(texts.currentStay, stay(d.checkIn, d.checkOut)),
      row(texts.newStay, stay(d.newCheckIn, d.newCheckOut)),
    );
  } else if (stored.kind === 'refund') {
    const d = stored.details;
    rows.push(row(texts.amount, formatMoney(d.amount, locale)));
    if (d.iban) rows.push(row(texts.iban, forDesk ? d.iban : maskedIban(d.iban)));
    if (d.bic) rows.push(row(texts.bic, d.bic));
  } else if (stored.kind === 'accessibility_barrier') {
    // All of it is typed freely: an unconfirmed address gets none of it back.
    const d = stored.details;
    if (freeText) {
      rows.push(row(forDesk ? texts.deskBarrier : texts.barrier, d.description));
      if (d.page) rows.push(row(texts.page, d.page));
      if (d.assistiveTechnology) rows.push(row(texts.assistiveTechnology, d.assistiveTechnology));
    }
  } else {
    const d = stored.details;
    rows.push(
      row(texts.airport, mailText(airportNames[d.airport], locale)),
      row(texts.people, String(d.people)),
      ...(freeText ? [row(texts.flight, d.flightNumber)] : []),
      row(texts.returnTrip, mailText(d.returnTrip ? texts.yes : texts.no, locale)),
    );
  }
  if (stored.request.note && freeText) rows.push(row(forDesk ? texts.deskNote : texts.note, stored.request.note));
  return rows;
}

/** An airport transfer's price as the server computed it: people × price per person = total. */
function amountRows(stored: StoredRequest, locale: Locale): MailRow[] {
  if (stored.kind !== 'airport_transfer') return [];
  const d = stored.details;
  const perPerson = formatMoney(d.pricePerPerson, locale);
  return [
    {
      label: mailText(texts.price, locale, { people: countOf(countedWords.people, locale, d.people), perPerson }),
      value: formatMoney(d.total, locale),
      emphasis: true,
    },
  ];
}

/**
 * The guest's acknowledgement, in the language of the screen they sent the form from. Anyone may
 * type any address in the forms: unless it is `confirmed` (the signed-in sender's own), the mail
 * repeats nothing typed freely, not even the name, so the forms cannot carry text to strangers
 * under the hotel's name (issue 31). The front desk's notice keeps it all.
 */
export function requestAcknowledgementMail(stored: StoredRequest, brand: MailBrand, confirmed: boolean): RenderedMail {
  const locale = stored.request.locale as Locale;
  const kind = mailText(kindNames[stored.kind], locale);
  return renderMail({
    locale,
    brand,
    subject: mailText(texts.subject, locale, { kind }),
    heading: mailText(texts.heading, locale),
    greeting: confirmed
      ? mailText(texts.greeting, locale, { name: stored.request.firstName })
      : mailText(texts.greetingNoName, locale),
    paragraphs: [mailText(texts.received, locale, { kind })],
    details: detailRows(stored, locale, false, confirmed),
    amounts: amountRows(stored, locale),
    closing: [mailText(texts.followUp, locale)],
  });
}

/** The front desk's notice (Italian, the desk's language), with the request number and who to answer. */
export function requestNoticeMail(stored: StoredRequest, brand: MailBrand): RenderedMail {
  const locale: Locale = 'it';
  const { request } = stored;
  const name = `${request.firstName} ${request.lastName}`;
  return renderMail({
    locale,
    brand,
    subject: `Richiesta #${request.id}: ${mailText(kindNames[stored.kind], locale)} - ${name}`,
    greeting: `Nuova richiesta #${request.id} dal sito.`,
    paragraphs: [],
    details: [
      { label: 'Ospite', value: `${name} <${request.email}>` },
      { label: 'Lingua', value: request.locale },
      ...(request.userId ? [{ label: 'Cliente registrato', value: `#${request.userId}` }] : []),
      ...detailRows(stored, locale, true),
      { label: 'Newsletter', value: request.newsletterConsent ? 'sì' : 'no' },
    ],
    amounts: amountRows(stored, locale),
  });
}

/** Both mails of a new request. (Moves to the transactional outbox once it exists: one place to change.) */
export async function sendRequestMails(deps: AppDeps, stored: StoredRequest, confirmed: boolean): Promise<void> {
  const brand = mailBrand(deps.config);
  await deps.mailer.send({
    to: stored.request.email,
    kind: 'request.acknowledgement',
    ...requestAcknowledgementMail(stored, brand, confirmed),
  });
  await deps.mailer.send({
    to: deps.config.frontDeskEmail,
    kind: 'request.notice',
    replyTo: stored.request.email,
    ...requestNoticeMail(stored, brand),
  });
}
