import { number, object, string, type InferType } from 'yup';
import { addDays, isIsoDate, nightsBetween, type IsoDate } from '../dates';
import type { Locale, Translations } from '../locales';
import { validationMessage } from '../validation/messages';
import { CURE_CYCLES } from './rules';

/**
 * What the staff type for SSN cures (docs/product.md §16.11): the amounts a guest pays at the desk
 * (0 to 1,000 €, in cents) and the catalogue's treatment of the admission visit and of each cycle's
 * session. A cycle needs the visit: without it no cure is offered. The form and the server share
 * this schema; that a treatment exists and is active the server checks against the catalogue.
 */

export const CURE_AMOUNT_MAX_CENTS = 100_000;
/** The longest period the cures' list reads at once, and how far it looks ahead by default. */
export const CURES_LIST_MAX_DAYS = 92;
export const CURES_LIST_DEFAULT_DAYS = 30;

export const cureAdminMessages = {
  amountRange: {
    en: 'Enter an amount from 0 to 1,000 €.',
    it: 'Inserisci un importo da 0 a 1.000 €.',
    de: 'Gib einen Betrag von 0 bis 1.000 € ein.',
  },
  treatmentUnknown: {
    en: 'Choose one of the spa’s active treatments.',
    it: 'Scegli uno dei trattamenti attivi della spa.',
    de: 'Wähle eine der aktiven Behandlungen des Spa.',
  },
  visitFirst: {
    en: 'Choose the admission visit first: without it no cure is offered.',
    it: 'Scegli prima la visita di ammissione: senza di essa nessuna cura è offerta.',
    de: 'Wähle zuerst die Aufnahmeuntersuchung: ohne sie wird keine Kur angeboten.',
  },
  dayInvalid: {
    en: 'Enter a day as YYYY-MM-DD.',
    it: 'Inserisci un giorno come AAAA-MM-GG.',
    de: 'Gib einen Tag als JJJJ-MM-TT ein.',
  },
  rangeOrder: {
    en: 'The last day comes before the first.',
    it: 'L’ultimo giorno viene prima del primo.',
    de: 'Der letzte Tag liegt vor dem ersten.',
  },
  rangeTooLong: {
    en: 'Choose at most 92 days.',
    it: 'Scegli al massimo 92 giorni.',
    de: 'Wähle höchstens 92 Tage.',
  },
} satisfies Record<string, Translations>;

type Key = keyof typeof cureAdminMessages;
const say = (locale: Locale, key: Key) => cureAdminMessages[key][locale];

/** '' (a select's "Not offered", an emptied field) and null both mean none. */
const noneIfEmpty = (value: unknown, original: unknown) => (original === '' || original === null ? null : value);

function amount(locale: Locale) {
  return number()
    .typeError(say(locale, 'amountRange'))
    .required(say(locale, 'amountRange'))
    .integer(say(locale, 'amountRange'))
    .min(0, say(locale, 'amountRange'))
    .max(CURE_AMOUNT_MAX_CENTS, say(locale, 'amountRange'));
}

function treatmentId(locale: Locale) {
  return number()
    .transform(noneIfEmpty)
    .typeError(say(locale, 'treatmentUnknown'))
    .integer(say(locale, 'treatmentUnknown'))
    .min(1, say(locale, 'treatmentUnknown'))
    .max(2_147_483_647, say(locale, 'treatmentUnknown'))
    .nullable()
    .default(null);
}

export function cureSettingsSchema(locale: Locale) {
  return object({
    ticket_cents: amount(locale),
    exempt_cents: amount(locale),
    visit_treatment_id: treatmentId(locale).test('visit-first', say(locale, 'visitFirst'), function (value) {
      const chosen = ((this.parent as { cycle_treatments?: unknown }).cycle_treatments ?? {}) as Record<
        string,
        unknown
      >;
      return value != null || CURE_CYCLES.every((cycle) => chosen[cycle] == null || chosen[cycle] === '');
    }),
    cycle_treatments: object({
      mud: treatmentId(locale),
      bath: treatmentId(locale),
      inhalation: treatmentId(locale),
    })
      .typeError(say(locale, 'treatmentUnknown'))
      .default({ mud: null, bath: null, inhalation: null }),
    /** The version read: someone saved since, 409 (docs/product.md §16.11). */
    version: number()
      .typeError(validationMessage(locale, 'valueInvalid'))
      .required(validationMessage(locale, 'valueInvalid'))
      .integer(validationMessage(locale, 'valueInvalid'))
      .min(0, validationMessage(locale, 'valueInvalid'))
      .max(2_147_483_647, validationMessage(locale, 'valueInvalid')),
  });
}
export type CureSettingsFormValues = InferType<ReturnType<typeof cureSettingsSchema>>;

function dayField(locale: Locale) {
  return string()
    .typeError(say(locale, 'dayInvalid'))
    .transform((value: unknown) => (value === '' ? undefined : value))
    .optional()
    .test('iso-date', say(locale, 'dayInvalid'), (value) => value === undefined || isIsoDate(value));
}

/** The cures' list's period (`from`, `to`, both days included, at most 92 days apart); none: today .. today + 30. */
export function curesQuerySchema(locale: Locale) {
  const fromOf = (parent: { from?: string }) => (parent.from && isIsoDate(parent.from) ? parent.from : null);
  return object({
    from: dayField(locale),
    to: dayField(locale)
      .test('order', say(locale, 'rangeOrder'), function (value) {
        const from = fromOf(this.parent as { from?: string });
        return !value || !from || !isIsoDate(value) || value >= from;
      })
      .test('length', say(locale, 'rangeTooLong'), function (value) {
        const from = fromOf(this.parent as { from?: string });
        return (
          !value || !from || !isIsoDate(value) || value < from || nightsBetween(from, value) <= CURES_LIST_MAX_DAYS
        );
      }),
  });
}
export type CuresQuery = InferType<ReturnType<typeof curesQuerySchema>>;

/** The period a query asks for: a missing end follows from the other end (30 days), never beyond 92. */
export function curesPeriod(query: CuresQuery, today: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = query.from ?? (query.to ? addDays(query.to, -CURES_LIST_DEFAULT_DAYS) : today);
  const to = query.to ?? addDays(from, CURES_LIST_DEFAULT_DAYS);
  return { from, to };
}
