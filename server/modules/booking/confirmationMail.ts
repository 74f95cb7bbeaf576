import { cureMailSections } from '../ssnCure/cureMail';
import type { Locale, Translations } from '../../../domain/locales';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { countedWords, countOf } from '../../../domain/plurals';
import { HOTEL } from '../../../domain/hotel';
import { treatmentTimeText } from '../../../domain/packages/timeText';
import {
  mailText,
  paymentSplitRows,
  renderMail,
  type MailBrand,
  type MailRow,
  type RenderedMail,
} from '../../mail/templates';
import { paidWithGiftCard, type PaymentSplit } from '../../../domain/paymentSplit';
import type { ReservationDetails } from './reservationView';
import { addOnMailRows } from '../addOns/mailRows';

const texts = {
  subject: {
    en: 'Your reservation {number} is confirmed',
    it: 'La tua prenotazione {number} è confermata',
    de: 'Deine Buchung {number} ist bestätigt',
  },
  heading: { en: 'Your stay is booked', it: 'Il tuo soggiorno è prenotato', de: 'Dein Aufenthalt ist gebucht' },
  greeting: { en: 'Dear {name},', it: 'Gentile {name},', de: 'Hallo {name},' },
  intro: {
    en: 'thank you for booking with Terme Hotel. Here are the details of your stay, reservation {number}.',
    it: 'grazie per aver prenotato al Terme Hotel. Ecco i dettagli del tuo soggiorno, prenotazione {number}.',
    de: 'vielen Dank für deine Buchung im Terme Hotel. Hier die Details deines Aufenthalts, Buchung {number}.',
  },
  arrival: { en: 'Arrival', it: 'Arrivo', de: 'Anreise' },
  arrivalValue: {
    en: '{date}, check-in from {time}',
    it: '{date}, check-in dalle {time}',
    de: '{date}, Check-in ab {time} Uhr',
  },
  departure: { en: 'Departure', it: 'Partenza', de: 'Abreise' },
  departureValue: {
    en: '{date}, check-out by {time}',
    it: '{date}, check-out entro le {time}',
    de: '{date}, Check-out bis {time} Uhr',
  },
  stay: { en: 'Stay', it: 'Soggiorno', de: 'Aufenthalt' },
  code: { en: 'Promo code', it: 'Codice promozionale', de: 'Aktionscode' },
  room: {
    en: 'Room {n} · {category} · {people} · {rate}',
    it: 'Camera {n} · {category} · {people} · {rate}',
    de: 'Zimmer {n} · {category} · {people} · {rate}',
  },
  subtotal: { en: 'Rooms together', it: 'Totale camere', de: 'Zimmer zusammen' },
  subtotalWithExtras: {
    en: 'Rooms and extras together',
    it: 'Totale camere ed extra',
    de: 'Zimmer und Extras zusammen',
  },
  discount: { en: 'Your personal discount', it: 'Il tuo sconto personale', de: 'Dein persönlicher Rabatt' },
  deskDiscount: {
    en: "Guest's personal discount",
    it: "Sconto personale dell'ospite",
    de: 'Persönlicher Rabatt des Gastes',
  },
  total: { en: 'Total of the stay', it: 'Totale del soggiorno', de: 'Gesamtbetrag des Aufenthalts' },
  timesHeading: {
    en: 'Your treatment times',
    it: 'I tuoi orari delle cure',
    de: 'Deine Zeiten für Anwendungen',
  },
  vatHeading: { en: 'VAT included', it: 'IVA inclusa', de: 'Enthaltene MwSt.' },
  vatLine: {
    en: 'At {rate} %: {taxable} taxable + {vat} VAT = {gross}',
    it: 'Al {rate} %: imponibile {taxable} + IVA {vat} = {gross}',
    de: 'Zu {rate} %: {taxable} netto + {vat} MwSt. = {gross}',
  },
  deposit: { en: 'Deposit paid by card', it: 'Caparra pagata con carta', de: 'Anzahlung mit Karte bezahlt' },
  depositCard: {
    en: 'Deposit paid ({brand} •••• {last4})',
    it: 'Caparra pagata ({brand} •••• {last4})',
    de: 'Anzahlung bezahlt ({brand} •••• {last4})',
  },
  balance: { en: 'Balance due at the hotel', it: 'Saldo da pagare in hotel', de: 'Restbetrag im Hotel' },
  cityTaxHeading: {
    en: 'City tax (not included)',
    it: 'Imposta di soggiorno (non inclusa)',
    de: 'Kurtaxe (nicht enthalten)',
  },
  cityTax: {
    en: '{rate} per person per night, paid on site in cash at departure: {total} for {people} and {nights}.',
    it: '{rate} a persona per notte, da pagare in loco in contanti alla partenza: {total} per {people} e {nights}.',
    de: '{rate} pro Person und Nacht, vor Ort bei der Abreise bar zu zahlen: {total} für {people} und {nights}.',
  },
  cityTaxNights: {
    en: 'Only the first {nights} of a stay are taxed.',
    it: 'Sono tassate solo le prime {nights} del soggiorno.',
    de: 'Besteuert werden nur die ersten {nights} eines Aufenthalts.',
  },
  cityTaxAge: {
    en: 'Guests under {age} pay nothing.',
    it: 'Gli ospiti con meno di {age} anni non pagano.',
    de: 'Gäste unter {age} Jahren zahlen nichts.',
  },
  terms: { en: 'Cancellation terms', it: 'Condizioni di cancellazione', de: 'Stornobedingungen' },
  checkInHeading: { en: 'Online check-in', it: 'Check-in online', de: 'Online-Check-in' },
  checkIn: {
    en: 'Check in online before you arrive (Italian law asks us to register every guest): {url}',
    it: "Fai il check-in online prima dell'arrivo (la legge italiana ci chiede di registrare ogni ospite): {url}",
    de: 'Checke vor der Anreise online ein (das italienische Gesetz verlangt, jeden Gast zu melden): {url}',
  },
  action: { en: 'See my reservation', it: 'Vedi la mia prenotazione', de: 'Meine Buchung ansehen' },
  closing: { en: 'We look forward to welcoming you.', it: 'Ti aspettiamo!', de: 'Wir freuen uns auf dich.' },
} satisfies Record<string, Translations>;

const say = (key: keyof typeof texts, locale: Locale, params: Record<string, string | number> = {}) =>
  mailText(texts[key], locale, params);

/** 'Visa', 'Mastercard': the gateway's brand as people write it. */
const cardBrand = (brand: string) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '');

/**
 * The money of a room reservation, top to bottom and adding up: each room, the rooms together and
 * the personal discount (when there is one), the stay's total, the deposit paid, the balance due.
 * `reader` 'desk': the front desk's copy speaks of the guest's discount, not "your" discount.
 */
export function reservationAmounts(
  d: ReservationDetails,
  locale: Locale,
  paid?: PaymentSplit,
  reader: 'guest' | 'desk' = 'guest',
): MailRow[] {
  const money = (cents: number) => formatMoney(cents, locale);
  const people = (adults: number, children: number) =>
    children > 0
      ? `${countOf(countedWords.adults, locale, adults)}, ${countOf(countedWords.children, locale, children)}`
      : countOf(countedWords.adults, locale, adults);
  const rows: MailRow[] = d.rooms.map((r) => ({
    label: say('room', locale, {
      n: r.position,
      category: `${r.room_category.name} (${r.room_number})`,
      people: people(r.adults, r.children),
      rate: r.full_name,
    }),
    value: money(r.total),
  }));
  rows.push(...addOnMailRows(d, locale));
  if (d.discount > 0)
    rows.push(
      {
        label: say(d.add_ons.length ? 'subtotalWithExtras' : 'subtotal', locale),
        value: money(d.subtotal),
        emphasis: true,
      },
      { label: say(reader === 'desk' ? 'deskDiscount' : 'discount', locale), value: `−${money(d.discount)}` },
    );
  rows.push({ label: say('total', locale), value: money(d.total), emphasis: true });
  const depositLabel = d.card
    ? say('depositCard', locale, { brand: cardBrand(d.card.brand), last4: d.card.last_four })
    : say('deposit', locale);
  // A gift card paid some of the deposit: each part, taken off the total, instead of one card line.
  if (paid && paidWithGiftCard(paid)) rows.push(...paymentSplitRows(paid, locale, -1));
  else rows.push({ label: depositLabel, value: `−${money(d.deposit_paid)}` });
  rows.push({ label: say('balance', locale), value: money(d.balance_due), emphasis: true });
  return rows;
}

/** Arrival and departure with the hotel's times, the nights and guests, the promo code. */
export function reservationFacts(d: ReservationDetails, locale: Locale): MailRow[] {
  const day = (iso: string) => formatDate(iso, locale, 'ddd DD MMM YYYY');
  return [
    {
      label: say('arrival', locale),
      value: say('arrivalValue', locale, { date: day(d.from_date), time: HOTEL.checkInFrom }),
    },
    {
      label: say('departure', locale),
      value: say('departureValue', locale, { date: day(d.to_date), time: HOTEL.checkOutBy }),
    },
    {
      label: say('stay', locale),
      value: `${countOf(countedWords.nights, locale, d.nights)}, ${countOf(countedWords.people, locale, d.people)}`,
    },
    ...(d.promo_code ? [{ label: say('code', locale), value: d.promo_code }] : []),
  ];
}

/** The tax's rate and total, then its limits when the rules have them (product.md §12.10). */
export function cityTaxLine(d: ReservationDetails, locale: Locale): string {
  const tax = d.city_tax;
  return [
    say('cityTax', locale, {
      rate: formatMoney(tax.per_person_per_night, locale),
      total: formatMoney(tax.total, locale),
      people: countOf(countedWords.people, locale, tax.people),
      nights: countOf(countedWords.nights, locale, tax.nights),
    }),
    tax.max_nights_taxed === null
      ? null
      : say('cityTaxNights', locale, { nights: countOf(countedWords.nights, locale, tax.max_nights_taxed) }),
    tax.exempt_under_age === null ? null : say('cityTaxAge', locale, { age: String(tax.exempt_under_age) }),
  ]
    .filter(Boolean)
    .join(' ');
}

/** The total split by VAT rate (product.md §16.7): taxable + VAT per rate, summing to the total. */
export function vatLines(d: ReservationDetails, locale: Locale): string[] {
  const money = (cents: number) => formatMoney(cents, locale);
  return d.vat_split.map((line) =>
    say('vatLine', locale, {
      rate: String(line.rate),
      taxable: money(line.taxable),
      vat: money(line.vat),
      gross: money(line.gross),
    }),
  );
}

/** A package's treatment times (product.md §16.6): name in the mail's language, day, start–end in hotel time. */
function treatmentTimeLines(d: ReservationDetails, locale: Locale): string[] {
  return d.treatment_times.map(
    (time) => `${time.name} · ${treatmentTimeText(Date.parse(time.starts_at), locale, Date.parse(time.ends_at))}`,
  );
}

/** The guest's confirmation, in the language they booked in. */
export function reservationConfirmationMail(
  d: ReservationDetails,
  guest: { name: string; url: string; checkInUrl: string },
  brand: MailBrand,
  paid?: PaymentSplit,
): RenderedMail {
  const locale = d.locale;
  return renderMail({
    locale,
    brand,
    subject: say('subject', locale, { number: d.number }),
    heading: say('heading', locale),
    greeting: say('greeting', locale, { name: guest.name }),
    paragraphs: [say('intro', locale, { number: d.number })],
    details: reservationFacts(d, locale),
    amounts: reservationAmounts(d, locale, paid),
    sections: [
      ...(d.treatment_times.length > 0
        ? [{ heading: say('timesHeading', locale), lines: treatmentTimeLines(d, locale) }]
        : []),
      ...cureMailSections(d.ssn_cures, locale),
      { heading: say('vatHeading', locale), lines: vatLines(d, locale) },
      { heading: say('cityTaxHeading', locale), lines: [cityTaxLine(d, locale)] },
      { heading: say('terms', locale), lines: d.cancellation_terms.map((t) => `${t.rate_name}: ${t.text}`) },
      { heading: say('checkInHeading', locale), lines: [say('checkIn', locale, { url: guest.checkInUrl })] },
    ],
    action: { label: say('action', locale), url: guest.url },
    closing: [say('closing', locale)],
  });
}
