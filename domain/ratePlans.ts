import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { BOOKING_DEPOSIT_PER_PERSON_CENTS, SHORT_TEXT_MAX_LENGTH, TEXTAREA_MAX_LENGTH } from './constants';
import { interpolate, type Locale, type Translations } from './locales';
import { applyDiscountPercent } from './money';
import { fields } from './validation/fields';

/**
 * The rate plans staff edit (docs/product.md §12.13, decision 043): the boards a plan offers,
 * how its deposit is worked out, its cancellation terms and the room categories it is sold for.
 * Pure, so the booking screen, the hold on the server and the tests share the same rules.
 */

/** The boards a plan may offer, in the order guests read them. */
export const BOARDS = ['room_only', 'bed_and_breakfast', 'half_board', 'full_board'] as const;
export type Board = (typeof BOARDS)[number];

export const boardNames: Record<Board, Translations> = {
  room_only: { en: 'Room only', it: 'Solo pernottamento', de: 'Nur Übernachtung' },
  bed_and_breakfast: { en: 'Bed & Breakfast', it: 'Pernottamento e colazione', de: 'Übernachtung mit Frühstück' },
  half_board: { en: 'Half board', it: 'Mezza pensione', de: 'Halbpension' },
  full_board: { en: 'Full board', it: 'Pensione completa', de: 'Vollpension' },
};

/**
 * How the deposit paid at booking is worked out: 75 € a person (the rule before plans had one),
 * the first night's price, a percent of the stay, or the whole stay.
 */
export const DEPOSIT_RULES = ['per_person', 'first_night', 'percentage', 'all'] as const;
export type DepositRule = (typeof DEPOSIT_RULES)[number];

/** A room as the deposit sees it: its people, its price and its plan's rule. */
export interface DepositRoom {
  adults: number;
  children: number;
  /** The room's price for the stay, before the guest's personal discount (cents). */
  total: number;
  /** The room's price for the first night alone, same discounts as `total` (cents). */
  firstNight: number;
  rule: DepositRule;
  /** The percent of the room's price, for the 'percentage' rule. */
  percent: number | null;
}

/**
 * The deposit of a booking (product.md §12.13): each room by its plan's rule. 75 € a person is a
 * fixed amount; the other rules take part of the price, so the guest's personal discount lowers
 * them as it lowers the price. Never more than the total the guest owes.
 */
export function bookingDepositOf(rooms: readonly DepositRoom[], discountPercent: number | null | undefined): number {
  let fixed = 0;
  let share = 0;
  let subtotal = 0;
  for (const room of rooms) {
    subtotal += room.total;
    if (room.rule === 'per_person')
      fixed += BOOKING_DEPOSIT_PER_PERSON_CENTS * Math.max(0, room.adults + room.children);
    else if (room.rule === 'first_night') share += Math.min(room.firstNight, room.total);
    else if (room.rule === 'percentage') share += Math.round((room.total * (room.percent ?? 0)) / 100);
    else share += room.total;
  }
  const total = applyDiscountPercent(subtotal, discountPercent);
  return Math.min(fixed + applyDiscountPercent(share, discountPercent), total);
}

const DEPOSIT_TEXTS = {
  per_person: {
    en: '75 € per person',
    it: '75 € a persona',
    de: '75 € pro Person',
  },
  first_night: { en: 'The first night', it: 'La prima notte', de: 'Die erste Nacht' },
  percentage: { en: '{percent} % of the stay', it: '{percent} % del soggiorno', de: '{percent} % des Aufenthalts' },
  all: { en: 'The whole stay', it: "L'intero soggiorno", de: 'Der ganze Aufenthalt' },
} satisfies Record<DepositRule, Translations>;

/** The deposit rule in words, for the staff table and the guest's rate. */
export function depositRuleText(rule: DepositRule, percent: number | null, locale: Locale): string {
  return interpolate(DEPOSIT_TEXTS[rule][locale], { percent: percent ?? 0 });
}

const FREE_CANCELLATION: Translations = {
  en: 'Free cancellation up to {days} days before arrival.',
  it: "Cancellazione gratuita fino a {days} giorni prima dell'arrivo.",
  de: 'Kostenlose Stornierung bis {days} Tage vor der Anreise.',
};

/** The terms as the guest reads them: the free-cancellation deadline first (refundable plans), then the terms as written. */
export function termsText(
  plan: { terms: Translations; refundable: boolean; freeCancellationDays: number | null },
  locale: Locale,
): string {
  const deadline =
    plan.refundable && plan.freeCancellationDays !== null
      ? interpolate(FREE_CANCELLATION[locale], { days: plan.freeCancellationDays })
      : '';
  return [deadline, plan.terms[locale]].filter(Boolean).join(' ');
}

/** A board a plan offers, with its supplement per adult and night (cents; negative for room only). */
export interface BoardOffer {
  board: Board;
  supplement_per_adult_night: number;
}

/** A rate plan as staff write it. */
export interface RatePlanDraft {
  name: Translations;
  description: Translations;
  boards: BoardOffer[];
  refundable: boolean;
  terms: Translations;
  free_cancellation_days: number | null;
  deposit_rule: DepositRule;
  deposit_percent: number | null;
  discount_percent: number;
  min_nights: number;
  requires_promo_code: boolean;
  room_category_ids: number[];
  /** The treatments the plan includes (a package, product.md §16.6); empty for a room rate. */
  treatments: IncludedTreatment[];
}

/** A treatment a package includes: how many each guest gets, in the plan's price (product.md §16.6). */
export interface IncludedTreatment {
  treatment_id: number;
  per_person: number;
}

/** The most of one treatment a package may include per person (the migration's check agrees). */
export const MAX_TREATMENTS_PER_PERSON = 30;

/** A rate plan as stored and listed: the draft, its id and slug, whether it is sold, its version. */
export interface RatePlanWire extends RatePlanDraft {
  id: number;
  slug: string;
  active: boolean;
  version: number;
}

/** The largest supplement or reduction per adult and night staff may type (cents). */
export const MAX_SUPPLEMENT_CENTS = 100_000;
export const MAX_PLAN_NIGHTS = 60;

const messages = {
  nameRequired: {
    en: 'The name is required in this language.',
    it: 'Il nome è obbligatorio in questa lingua.',
    de: 'Der Name ist in dieser Sprache erforderlich.',
  },
  termsRequired: {
    en: 'The cancellation terms are required in this language.',
    it: 'Le condizioni di cancellazione sono obbligatorie in questa lingua.',
    de: 'Die Stornobedingungen sind in dieser Sprache erforderlich.',
  },
  boardsRequired: {
    en: 'Choose at least one board.',
    it: 'Scegli almeno un trattamento.',
    de: 'Wähle mindestens eine Verpflegung.',
  },
  boardTwice: {
    en: 'Each board may be offered once.',
    it: 'Ogni trattamento può essere offerto una sola volta.',
    de: 'Jede Verpflegung kann nur einmal angeboten werden.',
  },
  supplementRange: {
    en: 'Enter an amount in cents between {min} and {max}.',
    it: 'Inserisci un importo in centesimi tra {min} e {max}.',
    de: 'Gib einen Betrag in Cent zwischen {min} und {max} ein.',
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
  noDeadlineWhenNonRefundable: {
    en: 'A non-refundable plan has no free cancellation.',
    it: 'Una tariffa non rimborsabile non prevede la cancellazione gratuita.',
    de: 'Ein nicht erstattbarer Tarif hat keine kostenlose Stornierung.',
  },
  ruleInvalid: {
    en: 'Choose one of the deposit rules.',
    it: 'Scegli una delle regole di acconto.',
    de: 'Wähle eine der Anzahlungsregeln.',
  },
  conflict: {
    en: 'Someone else saved this rate plan in the meantime. Reload it to see their changes, then edit again.',
    it: 'Qualcun altro ha salvato questo piano tariffario nel frattempo. Ricaricalo per vedere le sue modifiche, poi modificalo di nuovo.',
    de: 'Jemand anderes hat diesen Ratenplan inzwischen gespeichert. Lade ihn neu, um die Änderungen zu sehen, und bearbeite ihn dann erneut.',
  },
  notFound: { en: 'Rate plan not found.', it: 'Piano tariffario non trovato.', de: 'Ratenplan nicht gefunden.' },
  treatmentTwice: {
    en: 'Each treatment may be listed once.',
    it: 'Ogni cura può essere indicata una sola volta.',
    de: 'Jede Anwendung kann nur einmal angegeben werden.',
  },
  treatmentCount: {
    en: 'Enter a whole number between {min} and {max} per person.',
    it: 'Inserisci un numero intero tra {min} e {max} a persona.',
    de: 'Gib eine ganze Zahl zwischen {min} und {max} pro Person ein.',
  },
  treatmentUnknown: {
    en: 'This treatment does not exist or is no longer offered.',
    it: 'Questa cura non esiste o non è più offerta.',
    de: 'Diese Anwendung gibt es nicht oder sie wird nicht mehr angeboten.',
  },
  slugInvalid: {
    en: 'Use lowercase letters, digits and single hyphens (at most {max} characters), or leave it empty.',
    it: 'Usa lettere minuscole, cifre e trattini singoli (al massimo {max} caratteri), oppure lascialo vuoto.',
    de: 'Verwende Kleinbuchstaben, Ziffern und einzelne Bindestriche (höchstens {max} Zeichen) oder lass es leer.',
  },
  slugTaken: {
    en: 'Another rate plan already has this address name.',
    it: "Un altro piano tariffario ha già questo nome nell'indirizzo.",
    de: 'Ein anderer Ratenplan hat diesen Adressnamen schon.',
  },
  categoryUnknown: {
    en: 'This room category does not exist.',
    it: 'Questa categoria di camera non esiste.',
    de: 'Diese Zimmerkategorie gibt es nicht.',
  },
} satisfies Record<string, Translations>;
export type RatePlanMessageKey = keyof typeof messages;

export function ratePlanMessage(
  locale: Locale,
  key: RatePlanMessageKey,
  params: Record<string, string | number> = {},
): string {
  return interpolate(messages[key][locale], params);
}

const emptyToNull = (value: unknown, original: unknown) => (original === '' || original === null ? null : value);

/** A whole number between `min` and `max` with one message for every way it can be wrong. */
function wholeNumber(message: string, min: number, max: number) {
  return number().typeError(message).required(message).integer(message).min(min, message).max(max, message);
}

/**
 * A rate plan as staff save it (§12.13): the form and the server run this same schema. Names and
 * terms in every language; at least one board, each once; the free-cancellation deadline only on
 * refundable plans; the deposit percent only (and always) with the 'percentage' rule.
 */
export function ratePlanSchema(locale: Locale) {
  const f = fields(locale);
  const m = (key: RatePlanMessageKey, params?: Record<string, string | number>) => ratePlanMessage(locale, key, params);
  const localized = (max: number, required: RatePlanMessageKey | null) => {
    const text = () => {
      const plain = f
        .text(max, { multiline: max > SHORT_TEXT_MAX_LENGTH })
        .defined()
        .default('');
      return required ? plain.required(m(required)) : plain;
    };
    return object({ it: text(), en: text(), de: text() });
  };
  const supplement = m('supplementRange', { min: -MAX_SUPPLEMENT_CENTS, max: MAX_SUPPLEMENT_CENTS });
  const days = m('daysRange', { min: 0, max: 365 });
  return object({
    name: localized(SHORT_TEXT_MAX_LENGTH, 'nameRequired'),
    description: localized(TEXTAREA_MAX_LENGTH, null),
    boards: array(
      object({
        board: mixed<Board>()
          .oneOf([...BOARDS], f.m('valueInvalid'))
          .required(f.m('valueInvalid')),
        supplement_per_adult_night: wholeNumber(supplement, -MAX_SUPPLEMENT_CENTS, MAX_SUPPLEMENT_CENTS),
      }),
    )
      .typeError(m('boardsRequired'))
      .required(m('boardsRequired'))
      .min(1, m('boardsRequired'))
      .test('once', m('boardTwice'), (boards) => !boards || new Set(boards.map((b) => b.board)).size === boards.length),
    refundable: boolean().typeError(f.m('valueInvalid')).required(f.m('valueInvalid')),
    terms: localized(TEXTAREA_MAX_LENGTH, 'termsRequired'),
    free_cancellation_days: number()
      .transform(emptyToNull)
      .typeError(days)
      .nullable()
      .default(null)
      .integer(days)
      .min(0, days)
      .max(365, days)
      .test('refundable-only', m('noDeadlineWhenNonRefundable'), function (value) {
        return value == null || this.parent.refundable !== false;
      }),
    deposit_rule: mixed<DepositRule>()
      .oneOf([...DEPOSIT_RULES], m('ruleInvalid'))
      .required(m('ruleInvalid')),
    deposit_percent: number()
      .transform(emptyToNull)
      .typeError(m('percentRange', { min: 1, max: 100 }))
      .nullable()
      .default(null)
      .test('percentage-rule', m('percentRange', { min: 1, max: 100 }), function (value) {
        if (this.parent.deposit_rule !== 'percentage') return true;
        return value != null && Number.isInteger(value) && value >= 1 && value <= 100;
      }),
    discount_percent: wholeNumber(m('percentRange', { min: 0, max: 90 }), 0, 90).default(0),
    min_nights: wholeNumber(m('nightsRange', { min: 1, max: MAX_PLAN_NIGHTS }), 1, MAX_PLAN_NIGHTS).default(1),
    requires_promo_code: boolean().typeError(f.m('valueInvalid')).default(false),
    room_category_ids: array(f.id('valueInvalid').required(f.m('valueInvalid')))
      .typeError(f.m('valueInvalid'))
      .default([]),
    treatments: array(
      object({
        treatment_id: f.id('valueInvalid').required(f.m('valueInvalid')),
        per_person: wholeNumber(
          m('treatmentCount', { min: 1, max: MAX_TREATMENTS_PER_PERSON }),
          1,
          MAX_TREATMENTS_PER_PERSON,
        ),
      }),
    )
      .typeError(f.m('valueInvalid'))
      .default([])
      .test(
        'once',
        m('treatmentTwice'),
        (list) => !list || new Set(list.map((t) => t.treatment_id)).size === list.length,
      ),
  });
}
export type RatePlanValues = InferType<ReturnType<typeof ratePlanSchema>>;

export const MAX_SLUG_LENGTH = 60;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A new plan (§12.13) may name the slug its links use ('spa-weekend'); left empty, the server
 * makes one from the English name. Fixed once the plan exists: links and reservations name it.
 */
export function newRatePlanSchema(locale: Locale) {
  const invalid = ratePlanMessage(locale, 'slugInvalid', { max: MAX_SLUG_LENGTH });
  return ratePlanSchema(locale).shape({
    slug: string()
      .typeError(invalid)
      .trim()
      .default('')
      .max(MAX_SLUG_LENGTH, invalid)
      .test('slug', invalid, (value) => !value || SLUG.test(value)),
  });
}
export type NewRatePlanValues = InferType<ReturnType<typeof newRatePlanSchema>>;

/** What is stored for a valid draft: the percent only with its rule, the deadline only when refundable. */
export function normalizedDraft(values: RatePlanValues): RatePlanDraft {
  return {
    ...values,
    boards: values.boards.map((b) => ({ board: b.board, supplement_per_adult_night: b.supplement_per_adult_night })),
    deposit_percent: values.deposit_rule === 'percentage' ? (values.deposit_percent ?? null) : null,
    free_cancellation_days: values.refundable ? (values.free_cancellation_days ?? null) : null,
    room_category_ids: [...new Set(values.room_category_ids)].sort((a, b) => a - b),
    treatments: values.treatments
      .map((t) => ({ treatment_id: t.treatment_id, per_person: t.per_person }))
      .sort((a, b) => a.treatment_id - b.treatment_id),
  };
}
