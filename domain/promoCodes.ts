import { mixed, number, object, string, type InferType } from 'yup';
import { isIsoDate, nightsBetween, type IsoDate } from './dates';
import { interpolate, type Locale, type Translations } from './locales';

/**
 * The promo codes the revenue manager edits (docs/product.md §12.15) and whether one applies to a
 * stay: pure, so the form, the server's search, its hold (inside the transaction that locks the
 * code) and the tests read the same rules.
 */

/** Letters, digits and dashes; matched without regard to case, kept in capitals. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{1,40}$/;
export const PROMO_LIMITS = { maxCodeLength: 40, maxAmountCents: 1_000_000, maxNights: 60, maxUses: 1_000_000 };

export const normalizePromoCode = (code: string | null | undefined): string => (code ?? '').trim().toUpperCase();

/** What decides whether a code applies (the stored row, as the rules read it). */
export interface PromoRules {
  active: boolean;
  /** First and last arrival day (inclusive; null: open). */
  arrivalFrom: IsoDate | null;
  arrivalTo: IsoDate | null;
  /** First and last day a booking may be made with it (inclusive; null: open). */
  bookedFrom: IsoDate | null;
  bookedTo: IsoDate | null;
  minNights: number;
  maxUses: number | null;
  maxUsesPerGuest: number | null;
}

/**
 * Why a code does not apply, in the order the guest is told: switched off or its arrivals over
 * ('ended'); the days it may be booked ('notYetBookable', 'bookingEnded'); the stay's arrival
 * ('notForDates') and length ('tooFewNights'); then the caps ('usedUp', 'usedByYou').
 */
export type PromoRefusal =
  'ended' | 'notYetBookable' | 'bookingEnded' | 'notForDates' | 'tooFewNights' | 'usedUp' | 'usedByYou';

export interface PromoUse {
  /** The hotel's today: the day of the booking. */
  today: IsoDate;
  /** The stay, when known (the widget may ask before dates are chosen). */
  arrival?: IsoDate | null;
  departure?: IsoDate | null;
  /** Uses of the code in all, and by this guest (when known): confirmed reservations and live holds. */
  uses?: number;
  guestUses?: number;
}

/** Why `rules` does not apply to this use, or null when it does (docs/product.md §12.15). */
export function promoRefusal(rules: PromoRules, use: PromoUse): PromoRefusal | null {
  const { today, arrival, departure } = use;
  if (!rules.active || (rules.arrivalTo !== null && rules.arrivalTo < today)) return 'ended';
  if (rules.bookedFrom !== null && today < rules.bookedFrom) return 'notYetBookable';
  if (rules.bookedTo !== null && today > rules.bookedTo) return 'bookingEnded';
  if (
    arrival &&
    ((rules.arrivalFrom !== null && arrival < rules.arrivalFrom) ||
      (rules.arrivalTo !== null && arrival > rules.arrivalTo))
  )
    return 'notForDates';
  if (arrival && departure && departure > arrival && nightsBetween(arrival, departure) < rules.minNights)
    return 'tooFewNights';
  if (rules.maxUses !== null && (use.uses ?? 0) >= rules.maxUses) return 'usedUp';
  if (rules.maxUsesPerGuest !== null && (use.guestUses ?? 0) >= rules.maxUsesPerGuest) return 'usedByYou';
  return null;
}

/**
 * An amount off a room's stay, never below 0: taken from the adults' total first, then from each
 * child's in turn, so the lines still add up to the room's total.
 */
export function takeAmountOff<T extends { adultTotal: number; children: { total: number }[] }>(
  quote: T,
  amountCents: number,
): T & { childrenTotal: number; total: number } {
  let left = Math.max(0, amountCents);
  const off = (value: number) => {
    const taken = Math.min(left, value);
    left -= taken;
    return value - taken;
  };
  const adultTotal = off(quote.adultTotal);
  const children = quote.children.map((child) => ({ ...child, total: off(child.total) }));
  const childrenTotal = children.reduce((sum, child) => sum + child.total, 0);
  return { ...quote, adultTotal, children, childrenTotal, total: adultTotal + childrenTotal };
}

// ---- What staff write ----

const MESSAGES = {
  codeFormat: {
    en: 'A code has 1 to 40 letters, digits or dashes.',
    it: 'Un codice ha da 1 a 40 lettere, cifre o trattini.',
    de: 'Ein Code hat 1 bis 40 Buchstaben, Ziffern oder Bindestriche.',
  },
  codeTaken: {
    en: 'This code exists already.',
    it: 'Questo codice esiste già.',
    de: 'Diesen Code gibt es schon.',
  },
  nameRequired: {
    en: 'The name is required in every language.',
    it: 'Il nome è obbligatorio in ogni lingua.',
    de: 'Der Name ist in jeder Sprache erforderlich.',
  },
  nameMax: {
    en: 'A name has at most 80 characters.',
    it: 'Un nome ha al massimo 80 caratteri.',
    de: 'Ein Name hat höchstens 80 Zeichen.',
  },
  doesNothing: {
    en: 'A code takes something off or unlocks a rate.',
    it: 'Un codice toglie qualcosa o sblocca una tariffa.',
    de: 'Ein Code zieht etwas ab oder schaltet einen Tarif frei.',
  },
  kindInvalid: {
    en: 'Choose a percentage or an amount.',
    it: 'Scegli una percentuale o un importo.',
    de: 'Wähle einen Prozentsatz oder einen Betrag.',
  },
  percentRange: {
    en: 'A percentage from 1 to 100.',
    it: 'Una percentuale da 1 a 100.',
    de: 'Ein Prozentsatz von 1 bis 100.',
  },
  amountRange: {
    en: 'An amount from 0.01 to 10,000 €.',
    it: 'Un importo da 0,01 a 10.000 €.',
    de: 'Ein Betrag von 0,01 bis 10.000 €.',
  },
  dateInvalid: {
    en: 'Please enter a valid date.',
    it: 'Inserisci una data valida.',
    de: 'Bitte gib ein gültiges Datum ein.',
  },
  toBeforeFrom: {
    en: 'The last day comes after the first.',
    it: "L'ultimo giorno viene dopo il primo.",
    de: 'Der letzte Tag kommt nach dem ersten.',
  },
  nightsRange: {
    en: 'From 1 to 60 nights.',
    it: 'Da 1 a 60 notti.',
    de: 'Von 1 bis 60 Nächten.',
  },
  capRange: {
    en: 'Empty (no limit) or a whole number from 1.',
    it: 'Vuoto (senza limite) o un numero intero da 1.',
    de: 'Leer (ohne Grenze) oder eine ganze Zahl ab 1.',
  },
  guestCapAboveTotal: {
    en: 'A guest cannot use it more often than all guests together.',
    it: 'Un ospite non può usarlo più volte di tutti gli ospiti insieme.',
    de: 'Ein Gast kann ihn nicht öfter nutzen als alle Gäste zusammen.',
  },
  planInvalid: {
    en: 'This rate does not exist.',
    it: 'Questa tariffa non esiste.',
    de: 'Diesen Tarif gibt es nicht.',
  },
  versionInvalid: {
    en: 'This value is not valid.',
    it: 'Questo valore non è valido.',
    de: 'Dieser Wert ist ungültig.',
  },
  stale: {
    en: 'Someone else changed this code meanwhile. Its list is shown again: please make your change once more.',
    it: 'Qualcun altro ha modificato questo codice nel frattempo. La lista è aggiornata: ripeti la modifica.',
    de: 'Jemand anderes hat diesen Code inzwischen geändert. Die Liste ist neu geladen: Bitte ändere ihn noch einmal.',
  },
  notFound: {
    en: 'This code does not exist.',
    it: 'Questo codice non esiste.',
    de: 'Diesen Code gibt es nicht.',
  },
  // The guest's refusals (product.md §2.1), beside the ones of the booking module (unknown, ended, not for dates).
  notYetBookable: {
    en: 'This code ({offer}) can be used for bookings from {date}.',
    it: 'Questo codice ({offer}) si può usare per prenotazioni dal {date}.',
    de: 'Dieser Code ({offer}) gilt für Buchungen ab dem {date}.',
  },
  bookingEnded: {
    en: 'This code ({offer}) could be used for bookings until {date}.',
    it: 'Questo codice ({offer}) si poteva usare per prenotazioni fino al {date}.',
    de: 'Dieser Code ({offer}) galt für Buchungen bis zum {date}.',
  },
  tooFewNights: {
    en: 'This code ({offer}) is for stays of at least {nights} nights. Please change the dates or search without it.',
    it: 'Questo codice ({offer}) vale per soggiorni di almeno {nights} notti. Cambia le date oppure cerca senza codice.',
    de: 'Dieser Code ({offer}) gilt für Aufenthalte ab {nights} Nächten. Bitte ändere die Daten oder suche ohne Code.',
  },
  usedUp: {
    en: 'This code ({offer}) has been used as many times as it may be. Please search without it.',
    it: 'Questo codice ({offer}) è già stato usato tutte le volte consentite. Cerca senza codice.',
    de: 'Dieser Code ({offer}) wurde schon so oft genutzt, wie er darf. Bitte suche ohne Code.',
  },
  usedByYou: {
    en: 'You have already used this code ({offer}) as many times as one guest may.',
    it: 'Hai già usato questo codice ({offer}) tutte le volte consentite a un ospite.',
    de: 'Du hast diesen Code ({offer}) schon so oft genutzt, wie ein Gast darf.',
  },
} satisfies Record<string, Translations>;

export type PromoMessageKey = keyof typeof MESSAGES;

export const promoMessage = (locale: Locale, key: PromoMessageKey, params?: Record<string, string | number>) =>
  interpolate(MESSAGES[key][locale], params);

const NAME_MAX = 80;
const isControl = (ch: string) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127;
const emptyToNull = (value: unknown, original: unknown) => (original === '' || original == null ? null : value);

/**
 * A promo code as staff save it (docs/product.md §12.15): the code, its name in the three
 * languages, a percentage or an amount off, the arrival days and the booking days it holds for,
 * the minimum stay, the caps on uses, the rate it unlocks, active or not. `version` is the one
 * the edit started from (an update only).
 */
export function promoCodeSchema(locale: Locale) {
  const m = (key: PromoMessageKey) => promoMessage(locale, key);
  const name = () =>
    string()
      .typeError(m('nameRequired'))
      .trim()
      .required(m('nameRequired'))
      .max(NAME_MAX, m('nameMax'))
      .test('plain', m('nameRequired'), (value) => !value || ![...value].some(isControl));
  const optionalDay = () =>
    string()
      .typeError(m('dateInvalid'))
      .transform((value: unknown) => (value === '' ? null : value))
      .nullable()
      .default(null)
      .test(
        'iso-date',
        m('dateInvalid'),
        (value) => value == null || (isIsoDate(value) && value >= '2000-01-01' && value <= '2199-12-31'),
      );
  const lastDay = (first: 'arrival_from' | 'booked_from') =>
    optionalDay().test('order', m('toBeforeFrom'), function (value) {
      const from = this.parent[first] as unknown;
      return value == null || typeof from !== 'string' || !isIsoDate(from) || value >= from;
    });
  const cap = () =>
    number()
      .transform(emptyToNull)
      .typeError(m('capRange'))
      .nullable()
      .default(null)
      .integer(m('capRange'))
      .min(1, m('capRange'))
      .max(PROMO_LIMITS.maxUses, m('capRange'));
  return object({
    code: string()
      .typeError(m('codeFormat'))
      .transform((value: unknown) => (typeof value === 'string' ? normalizePromoCode(value) : value))
      .required(m('codeFormat'))
      .matches(PROMO_CODE_PATTERN, m('codeFormat')),
    name_it: name(),
    name_en: name(),
    name_de: name(),
    discount_kind: mixed<'percent' | 'amount'>()
      .oneOf(['percent', 'amount'], m('kindInvalid'))
      .required(m('kindInvalid')),
    discount_percent: number()
      .transform(emptyToNull)
      .typeError(m('percentRange'))
      .nullable()
      .default(null)
      .when('discount_kind', {
        is: 'percent',
        then: (s) =>
          s
            .required(m('percentRange'))
            .integer(m('percentRange'))
            .min(0, m('percentRange'))
            .max(100, m('percentRange'))
            .test('does-something', m('doesNothing'), function (value) {
              return value !== 0 || this.parent.unlocks_rate_plan_id != null;
            }),
      }),
    amount_off_cents: number()
      .transform(emptyToNull)
      .typeError(m('amountRange'))
      .nullable()
      .default(null)
      .when('discount_kind', {
        is: 'amount',
        then: (s) =>
          s
            .required(m('amountRange'))
            .integer(m('amountRange'))
            .min(1, m('amountRange'))
            .max(PROMO_LIMITS.maxAmountCents, m('amountRange')),
      }),
    arrival_from: optionalDay(),
    arrival_to: lastDay('arrival_from'),
    booked_from: optionalDay(),
    booked_to: lastDay('booked_from'),
    min_nights: number()
      .transform((value: unknown, original: unknown) => (original === '' || original == null ? 1 : value))
      .typeError(m('nightsRange'))
      .default(1)
      .required(m('nightsRange'))
      .integer(m('nightsRange'))
      .min(1, m('nightsRange'))
      .max(PROMO_LIMITS.maxNights, m('nightsRange')),
    max_uses: cap(),
    max_uses_per_guest: cap().test('under-total', m('guestCapAboveTotal'), function (value) {
      const total = this.parent.max_uses as unknown;
      return value == null || typeof total !== 'number' || value <= total;
    }),
    unlocks_rate_plan_id: number()
      .transform(emptyToNull)
      .typeError(m('planInvalid'))
      .nullable()
      .default(null)
      .integer(m('planInvalid'))
      .positive(m('planInvalid'))
      .max(2_147_483_647, m('planInvalid')),
    active: mixed<boolean>()
      .transform((value: unknown) => (value === 'true' ? true : value === 'false' ? false : value))
      .oneOf([true, false], m('versionInvalid'))
      .default(true),
    version: number()
      .transform(emptyToNull)
      .typeError(m('versionInvalid'))
      .nullable()
      .default(null)
      .integer(m('versionInvalid'))
      .min(1, m('versionInvalid'))
      .max(2_147_483_647, m('versionInvalid')),
  });
}
export type PromoCodeValues = InferType<ReturnType<typeof promoCodeSchema>>;

/** A promo code as the staff list shows it, with its uses counted (confirmed reservations and live holds). */
export interface PromoCodeWire {
  code: string;
  name: Translations;
  discount_percent: number;
  amount_off_cents: number;
  unlocks_rate_plan_id: number | null;
  arrival_from: IsoDate | null;
  arrival_to: IsoDate | null;
  booked_from: IsoDate | null;
  booked_to: IsoDate | null;
  min_nights: number;
  max_uses: number | null;
  max_uses_per_guest: number | null;
  active: boolean;
  version: number;
  uses: number;
}
