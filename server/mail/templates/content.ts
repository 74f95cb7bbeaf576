import { interpolate, type Locale, type Translations } from '../../../domain/locales';
import { HOTEL, hotelAddress } from '../../../domain/hotel';

/** What a template produces; the mailer adds from/to. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Where a guest finds and reaches the hotel, from the configuration (APP_URL, FRONT_DESK_EMAIL). */
export interface MailBrand {
  siteUrl: string;
  contactEmail: string;
}

export interface MailRow {
  label: string;
  value: string;
  /** A total line: bold, with a rule above it. */
  emphasis?: boolean;
}

/** One mail's content in neutral form: the layout turns it into plain text and inline-styled HTML. */
export interface MailContent {
  locale: Locale;
  brand: MailBrand;
  subject: string;
  /** The card's heading; the subject when left out. */
  heading?: string;
  /** A line that must not be missed, shown above the greeting (e.g. "please forward this mail"). */
  notice?: string;
  greeting: string;
  paragraphs: string[];
  /** Facts of a reservation or payment: date, time slot, people... */
  details?: MailRow[];
  /** Money lines that add up, top to bottom (rooms, discount, total, deposit, balance). */
  amounts?: MailRow[];
  /** Short titled blocks after the figures: cancellation terms, what to bring. */
  sections?: { heading: string; lines: string[] }[];
  action?: { label: string; url: string };
  /** Shown after the button: e.g. "if you did not ask for this, ignore this mail". */
  closing?: string[];
}

export const layoutTexts = {
  signature: { en: 'The Terme Hotel team', it: 'Lo staff del Terme Hotel', de: 'Dein Team vom Terme Hotel' },
  buttonFallback: {
    en: 'If the button does not work, copy this address into your browser:',
    it: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    de: 'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
  },
  contact: {
    en: 'Questions? Write to {email} or call {phone}.',
    it: 'Domande? Scrivi a {email} o chiama il {phone}.',
    de: 'Fragen? Schreib an {email} oder ruf {phone} an.',
  },
  why: {
    en: 'You receive this mail because of your account or booking at {site}.',
    it: 'Ricevi questa email per il tuo account o la tua prenotazione su {site}.',
    de: 'Du erhältst diese E-Mail wegen deines Kontos oder deiner Buchung auf {site}.',
  },
} satisfies Record<string, Translations>;

/** A template's text in the mail's language, with `{name}` placeholders filled. */
export function mailText(text: Translations, locale: Locale, params?: Record<string, string | number>): string {
  return interpolate(text[locale], params);
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** The hotel's card at the foot of every mail: name, address, contact, the site. */
export function footerLines(mail: Pick<MailContent, 'locale' | 'brand'>): string[] {
  return [
    `${HOTEL.name} · ${hotelAddress}`,
    mailText(layoutTexts.contact, mail.locale, { email: mail.brand.contactEmail, phone: HOTEL.phone }),
    mailText(layoutTexts.why, mail.locale, { site: mail.brand.siteUrl.replace(/^https?:\/\//, '') }),
  ];
}
