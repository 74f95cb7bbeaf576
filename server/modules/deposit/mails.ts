import type { Locale, Translations } from '../../../domain/locales';
import { formatMoney } from '../../../domain/money';
import { mailText, renderMail, type RenderedMail } from '../../mail/templates';

export interface DepositMailData {
  firstName: string;
  lastName: string;
  email: string;
  amountCents: number;
  note: string;
  reservationNumber: string | null;
  card: { brand: string; last4: string } | null;
  depositId: number;
  newsletterConsent: boolean;
}

const texts = {
  receiptSubject: { en: 'Your deposit has been received', it: 'Abbiamo ricevuto il tuo acconto', de: 'Deine Anzahlung ist eingegangen' },
  greeting: { en: 'Hello {name},', it: 'Ciao {name},', de: 'Hallo {name},' },
  received: {
    en: 'thank you: we have received your deposit of {amount}.',
    it: 'grazie: abbiamo ricevuto il tuo acconto di {amount}.',
    de: 'vielen Dank: wir haben deine Anzahlung von {amount} erhalten.',
  },
  reference: { en: 'Payment reference: {note}', it: 'Causale: {note}', de: 'Verwendungszweck: {note}' },
  reservation: { en: 'Reservation number: {number}', it: 'Numero di prenotazione: {number}', de: 'Buchungsnummer: {number}' },
  card: { en: 'Paid with card ending in {last4}.', it: 'Pagato con la carta che termina con {last4}.', de: 'Bezahlt mit der Karte mit den Endziffern {last4}.' },
  receiptNumber: { en: 'Receipt number: D-{id}', it: 'Numero ricevuta: D-{id}', de: 'Belegnummer: D-{id}' },
  followUp: {
    en: 'We will get back to you shortly. Keep this mail as your receipt.',
    it: 'Ti risponderemo al più presto. Conserva questa email come ricevuta.',
    de: 'Wir melden uns in Kürze bei dir. Bewahre diese E-Mail als Beleg auf.',
  },
} satisfies Record<string, Translations>;

function details(locale: Locale, data: DepositMailData): string[] {
  return [
    mailText(texts.reference, locale, { note: data.note }),
    ...(data.reservationNumber ? [mailText(texts.reservation, locale, { number: data.reservationNumber })] : []),
    ...(data.card ? [mailText(texts.card, locale, { last4: data.card.last4 })] : []),
    mailText(texts.receiptNumber, locale, { id: data.depositId }),
  ];
}

/** The guest's receipt, in the language of the screen they paid from. */
export function depositReceiptMail(locale: Locale, data: DepositMailData): RenderedMail {
  return renderMail({
    locale,
    subject: mailText(texts.receiptSubject, locale),
    greeting: mailText(texts.greeting, locale, { name: data.firstName }),
    paragraphs: [mailText(texts.received, locale, { amount: formatMoney(data.amountCents, locale) }), ...details(locale, data)],
    closing: [mailText(texts.followUp, locale)],
  });
}

/** The front desk's notice (Italian, the desk's language), with who paid and how to reach them. */
export function depositNoticeMail(data: DepositMailData): RenderedMail {
  const locale: Locale = 'it';
  const who = `${data.firstName} ${data.lastName} <${data.email}>`;
  return renderMail({
    locale,
    subject: `Acconto ricevuto: ${formatMoney(data.amountCents, locale)} - ${data.firstName} ${data.lastName}`,
    greeting: 'Nuovo acconto pagato online.',
    paragraphs: [
      `Ospite: ${who}`,
      `Importo: ${formatMoney(data.amountCents, locale)}`,
      ...details(locale, data),
      `Newsletter: ${data.newsletterConsent ? 'sì' : 'no'}`,
    ],
  });
}
