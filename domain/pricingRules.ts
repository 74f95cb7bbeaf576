import { array, number, object, string, type InferType } from 'yup';
import { SHORT_TEXT_MAX_LENGTH } from './constants';
import { interpolate, type Locale, type Translations } from './locales';

/**
 * The pricing rules staff edit beside the rate plans (docs/product.md §12.13): what children pay by
 * age, the weekday percents, the early-booking and the long-stay discounts. Pure, so the form and
 * the server run the same checks.
 */

export interface AgeBandRule {
  min_age: number;
  max_age: number;
  percent: number;
}
export interface WeekdayRule {
  /** ISO weekday: 1 Monday .. 7 Sunday. */
  iso_weekday: number;
  percent: number;
}
export interface EarlyBookingRule {
  min_days_before: number;
  percent: number;
}
export interface LongStayRule {
  min_nights: number;
  percent: number;
}

/** A band as listed: with the name guests read, which staff see and may change (§12.13). */
export interface AgeBandWire extends AgeBandRule {
  name: Translations;
}

export interface PricingRulesDraft {
  age_bands: AgeBandWire[];
  weekdays: WeekdayRule[];
  early_booking: EarlyBookingRule[];
  long_stay: LongStayRule[];
}

/** The rules as listed, with the fingerprint of what was read: a save over another one is refused (409). */
export interface PricingRulesWire extends PricingRulesDraft {
  fingerprint: string;
}

export const MAX_CHILD_BAND_AGE = 17;

const messages = {
  bandName: {
    en: 'Name the band in every language (at most {max} characters), or leave all three empty.',
    it: 'Dai un nome alla fascia in ogni lingua (al massimo {max} caratteri), oppure lasciali vuoti tutti e tre.',
    de: 'Benenne die Altersgruppe in jeder Sprache (höchstens {max} Zeichen) oder lass alle drei leer.',
  },
  ageRange: {
    en: 'Enter an age between {min} and {max}.',
    it: "Inserisci un'età tra {min} e {max}.",
    de: 'Gib ein Alter zwischen {min} und {max} ein.',
  },
  ageOrder: {
    en: 'The last age is not below the first.',
    it: "L'ultima età non può essere inferiore alla prima.",
    de: 'Das letzte Alter darf nicht unter dem ersten liegen.',
  },
  bandsOverlap: {
    en: 'Age bands may not overlap: ages {min} to {max} are in two bands.',
    it: 'Le fasce di età non possono sovrapporsi: le età da {min} a {max} sono in due fasce.',
    de: 'Altersgruppen dürfen sich nicht überschneiden: Das Alter {min} bis {max} liegt in zwei Gruppen.',
  },
  percentRange: {
    en: 'Enter a whole percent between {min} and {max}.',
    it: 'Inserisci una percentuale intera tra {min} e {max}.',
    de: 'Gib einen ganzen Prozentsatz zwischen {min} und {max} ein.',
  },
  daysRange: {
    en: 'Enter a whole number of days between {min} and {max}.',
    it: 'Inserisci un numero intero di giorni tra {min} e {max}.',
    de: 'Gib eine ganze Zahl von Tagen zwischen {min} und {max} ein.',
  },
  nightsRange: {
    en: 'Enter a whole number of nights between {min} and {max}.',
    it: 'Inserisci un numero intero di notti tra {min} e {max}.',
    de: 'Gib eine ganze Zahl von Nächten zwischen {min} und {max} ein.',
  },
  twice: {
    en: 'Each threshold may appear once.',
    it: 'Ogni soglia può comparire una sola volta.',
    de: 'Jede Schwelle darf nur einmal vorkommen.',
  },
  weekdays: {
    en: 'Give each weekday once.',
    it: 'Indica ogni giorno della settimana una volta.',
    de: 'Gib jeden Wochentag einmal an.',
  },
  conflict: {
    en: 'Someone else saved the pricing rules in the meantime. Reload them to see their changes, then edit again.',
    it: 'Qualcun altro ha salvato le regole di prezzo nel frattempo. Ricaricale per vedere le modifiche, poi modificale di nuovo.',
    de: 'Jemand anderes hat die Preisregeln inzwischen gespeichert. Lade sie neu, um die Änderungen zu sehen, und bearbeite sie dann erneut.',
  },
} satisfies Record<string, Translations>;

export function pricingRulesMessage(
  locale: Locale,
  key: keyof typeof messages,
  params: Record<string, string | number> = {},
): string {
  return interpolate(messages[key][locale], params);
}

/** The first pair of bands sharing an age (inclusive ranges), with the ages they share; null when none. */
export function overlappingBands(bands: readonly AgeBandRule[]): { min: number; max: number; index: number } | null {
  for (let i = 0; i < bands.length; i++)
    for (let j = 0; j < i; j++) {
      const min = Math.max(bands[i].min_age, bands[j].min_age);
      const max = Math.min(bands[i].max_age, bands[j].max_age);
      if (min <= max) return { min, max, index: i };
    }
  return null;
}

const whole = (message: string, min: number, max: number) =>
  number().typeError(message).required(message).integer(message).min(min, message).max(max, message);

const unique =
  <T>(key: (row: T) => number) =>
  (rows: T[] | undefined) =>
    !rows || new Set(rows.map(key)).size === rows.length;

/**
 * A band's name for guests (§12.13), optional: given, in all three languages ("Infants 0-2");
 * left out or empty, the band keeps the name it had for the same ages or is named by its ages.
 */
function bandNameSchema(message: string) {
  const text = () => string().typeError(message).trim().default('').max(SHORT_TEXT_MAX_LENGTH, message);
  return object({ it: text(), en: text(), de: text() })
    .default(undefined)
    .optional()
    .test('all-or-none', message, (name) => {
      if (!name) return true;
      const given = [name.it, name.en, name.de].filter(Boolean).length;
      return given === 0 || given === 3;
    });
}

/**
 * The pricing rules as staff save them (§12.13): age bands within 0 to 17 with the last age not
 * below the first and no age in two bands; a percent per weekday (each weekday at most once);
 * early-booking and long-stay steps, each threshold once.
 */
export function pricingRulesSchema(locale: Locale) {
  const m = (key: keyof typeof messages, params?: Record<string, string | number>) =>
    pricingRulesMessage(locale, key, params);
  const age = m('ageRange', { min: 0, max: MAX_CHILD_BAND_AGE });
  return object({
    age_bands: array(
      object({
        min_age: whole(age, 0, MAX_CHILD_BAND_AGE),
        max_age: whole(age, 0, MAX_CHILD_BAND_AGE).test('order', m('ageOrder'), function (max) {
          return typeof this.parent.min_age !== 'number' || max >= this.parent.min_age;
        }),
        percent: whole(m('percentRange', { min: 0, max: 100 }), 0, 100),
        name: bandNameSchema(m('bandName', { max: SHORT_TEXT_MAX_LENGTH })),
      }),
    )
      .default([])
      .test('overlap', function (bands) {
        const overlap = bands && overlappingBands(bands as AgeBandRule[]);
        return overlap
          ? this.createError({
              path: `age_bands[${overlap.index}].min_age`,
              message: m('bandsOverlap', { min: overlap.min, max: overlap.max }),
            })
          : true;
      }),
    weekdays: array(
      object({
        iso_weekday: whole(m('weekdays'), 1, 7),
        percent: whole(m('percentRange', { min: 50, max: 200 }), 50, 200),
      }),
    )
      .default([])
      .test(
        'once',
        m('weekdays'),
        unique((w: { iso_weekday: number }) => w.iso_weekday),
      ),
    early_booking: array(
      object({
        min_days_before: whole(m('daysRange', { min: 1, max: 730 }), 1, 730),
        percent: whole(m('percentRange', { min: 1, max: 90 }), 1, 90),
      }),
    )
      .default([])
      .test(
        'once',
        m('twice'),
        unique((e: { min_days_before: number }) => e.min_days_before),
      ),
    long_stay: array(
      object({
        min_nights: whole(m('nightsRange', { min: 2, max: 60 }), 2, 60),
        percent: whole(m('percentRange', { min: 1, max: 90 }), 1, 90),
      }),
    )
      .default([])
      .test(
        'once',
        m('twice'),
        unique((l: { min_nights: number }) => l.min_nights),
      ),
  });
}
export type PricingRulesValues = InferType<ReturnType<typeof pricingRulesSchema>>;

/** The name staff typed for a band, when they typed one (every language, schema above). */
export const typedBandName = (name: { it: string; en: string; de: string } | undefined): Translations | null =>
  name?.en ? { it: name.it, en: name.en, de: name.de } : null;

/** A band's name for the guest when staff add one: "Children 3-7". */
export function ageBandName(band: AgeBandRule): Translations {
  const range = `${band.min_age}-${band.max_age}`;
  return { en: `Children ${range}`, it: `Bambini ${range}`, de: `Kinder ${range}` };
}
