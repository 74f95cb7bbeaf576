import type { Locale, Translations } from '../../../domain/locales';
import { formatDate, type IsoDate } from '../../../domain/dates';
import { mailText, renderMail, type MailBrand, type RenderedMail } from './layout';

const texts = {
  subject: {
    en: 'Your treatment has a new time',
    it: 'Il tuo trattamento ha un nuovo orario',
    de: 'Deine Behandlung hat eine neue Uhrzeit',
  },
  greeting: { en: 'Hello {name},', it: 'Ciao {name},', de: 'Hallo {name},' },
  moved: {
    en: 'the spa has moved your treatment “{treatment}” to a new time. Everything else stays as it was.',
    it: 'la spa ha spostato il tuo trattamento “{treatment}” a un nuovo orario. Tutto il resto resta com’era.',
    de: 'das Spa hat deine Behandlung „{treatment}“ auf eine neue Uhrzeit verlegt. Alles andere bleibt, wie es war.',
  },
  was: { en: 'Before', it: 'Prima', de: 'Vorher' },
  now: { en: 'Now', it: 'Ora', de: 'Jetzt' },
  reservation: { en: 'Reservation', it: 'Prenotazione', de: 'Reservierung' },
  question: {
    en: 'If the new time does not suit you, just reply to this mail or call the front desk.',
    it: 'Se il nuovo orario non ti va bene, rispondi a questa email o chiama la reception.',
    de: 'Wenn dir die neue Uhrzeit nicht passt, antworte einfach auf diese E-Mail oder ruf die Rezeption an.',
  },
} satisfies Record<string, Translations>;

/** The guest's mail when the desk moves a treatment (docs/product.md §16), in the guest's language. */
export function spaTreatmentMovedMail(
  locale: Locale,
  params: {
    firstName: string;
    treatment: string;
    reservationId: number;
    before: { date: IsoDate; time: string };
    after: { date: IsoDate; time: string };
  },
  brand: MailBrand,
): RenderedMail {
  const when = (at: { date: IsoDate; time: string }) => `${formatDate(at.date, locale, 'ddd DD MMM YYYY')}, ${at.time}`;
  return renderMail({
    locale,
    brand,
    subject: mailText(texts.subject, locale),
    greeting: mailText(texts.greeting, locale, { name: params.firstName }),
    paragraphs: [mailText(texts.moved, locale, { treatment: params.treatment })],
    details: [
      { label: mailText(texts.now, locale), value: when(params.after) },
      { label: mailText(texts.was, locale), value: when(params.before) },
      { label: mailText(texts.reservation, locale), value: String(params.reservationId) },
    ],
    closing: [mailText(texts.question, locale)],
  });
}
