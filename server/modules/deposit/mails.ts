import type { Locale, Translations } from '../../../domain/locales';
import { formatMoney } from '../../../domain/money';
import { mailText, paidRows, renderMail, type MailBrand, type MailRow, type RenderedMail } from '../../mail/templates';
import type { PaymentSplit } from '../../../domain/paymentSplit';

export interface DepositMailData {
  firstName: string;
  lastName: string;
  email: string;
  amountCents: number;
  note: string;
  reservationNumber: string | null;
  card: { brand: string; last4: string } | null;
  /** What paid the amount when a gift card paid some of it (otherwise the card paid it all). */
  paid?: PaymentSplit;
  depositId: number;
  newsletterConsent: boolean;
}

const texts = {
  receiptSubject: {
    en: 'Your deposit has been received',
    it: 'Abbiamo ricevuto il tuo acconto',
    de: 'Deine Anzahlung ist eingegangen',
  },
  receiptHeading: {
    en: 'Deposit received: thank you',
    it: 'Acconto ricevuto: grazie',
    de: 'Anzahlung erhalten: vielen Dank',
  },
  greeting: { en: 'Hello {name},', it: 'Ciao {name},', de: 'Hallo {name},' },
  received: {
    en: 'thank you: we have received your deposit of {amount}.',
    it: 'grazie: abbiamo ricevuto il tuo acconto di {amount}.',
    de: 'vielen Dank: wir haben deine Anzahlung von {amount} erhalten.',
  },
  reference: { en: 'Payment reference', it: 'Causale', de: 'Verwendungszweck' },
  reservation: { en: 'Reservation number', it: 'Numero di prenotazione', de: 'Buchungsnummer' },
  card: { en: 'Card', it: 'Carta', de: 'Karte' },
  cardEnding: {
    en: '{brand} ending in {last4}',
    it: '{brand} che termina con {last4}',
    de: '{brand} mit den Endziffern {last4}',
  },
  receiptNumber: { en: 'Receipt number', it: 'Numero ricevuta', de: 'Belegnummer' },
  paid: { en: 'Deposit paid', it: 'Acconto pagato', de: 'Bezahlte Anzahlung' },
  followUp: {
    en: 'We will get back to you shortly. Keep this mail as your receipt.',
    it: 'Ti risponderemo al più presto. Conserva questa email come ricevuta.',
    de: 'Wir melden uns in Kürze bei dir. Bewahre diese E-Mail als Beleg auf.',
  },
} satisfies Record<string, Translations>;

function details(locale: Locale, data: DepositMailData): MailRow[] {
  return [
    { label: mailText(texts.reference, locale), value: data.note },
    ...(data.reservationNumber ? [{ label: mailText(texts.reservation, locale), value: data.reservationNumber }] : []),
    ...(data.card
      ? [
          {
            label: mailText(texts.card, locale),
            value: mailText(texts.cardEnding, locale, { brand: cardBrand(data.card.brand), last4: data.card.last4 }),
          },
        ]
      : []),
    { label: mailText(texts.receiptNumber, locale), value: `D-${data.depositId}` },
  ];
}

/** 'visa' -> 'Visa', 'mastercard' -> 'Mastercard': how the gateway names a brand, as people write it. */
const cardBrand = (brand: string) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '');

/** The guest's receipt, in the language of the screen they paid from. */
export function depositReceiptMail(locale: Locale, data: DepositMailData, brand: MailBrand): RenderedMail {
  const amount = formatMoney(data.amountCents, locale);
  return renderMail({
    locale,
    brand,
    subject: mailText(texts.receiptSubject, locale),
    heading: mailText(texts.receiptHeading, locale),
    greeting: mailText(texts.greeting, locale, { name: data.firstName }),
    paragraphs: [mailText(texts.received, locale, { amount })],
    details: details(locale, data),
    amounts: paidRows(data.paid, locale, data.amountCents, {
      label: mailText(texts.paid, locale),
      value: amount,
      emphasis: true,
    }),
    closing: [mailText(texts.followUp, locale)],
  });
}

/** The front desk's notice (Italian, the desk's language), with who paid and how to reach them. */
export function depositNoticeMail(data: DepositMailData, brand: MailBrand): RenderedMail {
  const locale: Locale = 'it';
  const who = `${data.firstName} ${data.lastName} <${data.email}>`;
  const amount = formatMoney(data.amountCents, locale);
  return renderMail({
    locale,
    brand,
    subject: `Acconto ricevuto: ${amount} - ${data.firstName} ${data.lastName}`,
    greeting: 'Nuovo acconto pagato online.',
    paragraphs: [],
    details: [
      { label: 'Ospite', value: who },
      ...details(locale, data),
      { label: 'Newsletter', value: data.newsletterConsent ? 'sì' : 'no' },
    ],
    amounts: paidRows(data.paid, locale, data.amountCents, {
      label: mailText(texts.paid, locale),
      value: amount,
      emphasis: true,
    }),
  });
}
