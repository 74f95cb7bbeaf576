import { array, number, object, string, type InferType } from 'yup';
import type { Locale } from '../locales';
import { fields, staffDay } from '../validation';
import { spaMessages, type SpaMessageKey } from './messages';

/** What staff type for the spa (docs/product.md §16): the form and the server share these schemas. */

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const WORD = /^[a-z][a-z0-9_-]{0,39}$/;

const say = (locale: Locale, key: SpaMessageKey) => spaMessages[key][locale];

/** A time of day at the hotel, 'HH:MM'. */
function clock(locale: Locale) {
  return string()
    .typeError(say(locale, 'timeInvalid'))
    .required(say(locale, 'timeInvalid'))
    .matches(CLOCK, say(locale, 'timeInvalid'));
}

/** An end after its start (same day, 'HH:MM' compares as text). */
function clockAfter(locale: Locale, startField: string) {
  return clock(locale).test('after-start', say(locale, 'endsBeforeStart'), function (end) {
    const start = this.parent[startField] as unknown;
    return typeof start !== 'string' || !CLOCK.test(start) || !end || end > start;
  });
}

/** A lower-case word naming a skill or a cabin kind ('mud', 'massage'). */
function word(locale: Locale) {
  return string()
    .typeError(say(locale, 'kindRequired'))
    .required(say(locale, 'kindRequired'))
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
    .matches(WORD, say(locale, 'kindRequired'));
}

function translated(locale: Locale, required: boolean) {
  const f = fields(locale);
  const one = () =>
    required ? f.text(100).required(say(locale, 'nameRequired')) : f.text(1000, { multiline: true }).default('');
  return object({ it: one(), en: one(), de: one() }).required(say(locale, 'nameRequired'));
}

export function treatmentSchema(locale: Locale) {
  return object({
    names: translated(locale, true),
    descriptions: translated(locale, false),
    duration_minutes: number()
      .typeError(say(locale, 'durationRange'))
      .required(say(locale, 'durationRange'))
      .integer(say(locale, 'durationRange'))
      .min(5, say(locale, 'durationRange'))
      .max(480, say(locale, 'durationRange'))
      .test('step', say(locale, 'durationRange'), (value) => value === undefined || value % 5 === 0),
    price_cents: number()
      .typeError(say(locale, 'priceInvalid'))
      .required(say(locale, 'priceInvalid'))
      .integer(say(locale, 'priceInvalid'))
      .min(0, say(locale, 'priceInvalid'))
      .max(10_000_000, say(locale, 'priceInvalid')),
    vat_rate: number()
      .typeError(say(locale, 'vatInvalid'))
      .integer(say(locale, 'vatInvalid'))
      .min(0, say(locale, 'vatInvalid'))
      .max(100, say(locale, 'vatInvalid'))
      .default(22),
    skill: word(locale),
    cabin_kind: word(locale),
    active: fields(locale).flag(true),
  });
}
export type TreatmentValues = InferType<ReturnType<typeof treatmentSchema>>;

export function therapistSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    name: f.text(100).required(say(locale, 'nameRequired')),
    skills: array()
      .typeError(say(locale, 'skillsRequired'))
      .of(word(locale))
      .required(say(locale, 'skillsRequired'))
      .min(1, say(locale, 'skillsRequired')),
    hours: array()
      .typeError(f.m('valueInvalid'))
      .of(
        object({
          weekday: number().typeError(f.m('valueInvalid')).required(f.m('valueInvalid')).integer().min(1).max(7),
          starts: clock(locale),
          ends: clockAfter(locale, 'starts'),
        }),
      )
      .default([])
      .test(
        'one-per-day',
        f.m('valueInvalid'),
        (hours) => new Set(hours?.map((h) => h.weekday)).size === hours?.length,
      ),
    active: f.flag(true),
  });
}
export type TherapistValues = InferType<ReturnType<typeof therapistSchema>>;

export function cabinSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    name: f.text(100).required(say(locale, 'nameRequired')),
    kind: word(locale),
    opens: clock(locale),
    closes: clockAfter(locale, 'opens'),
    active: f.flag(true),
  });
}
export type CabinValues = InferType<ReturnType<typeof cabinSchema>>;

/** A treatment booked from the desk for a guest's reservation, at a day and time. */
export function spaBookingSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    reservation_id: f.id('valueInvalid'),
    treatment_id: f.id('valueInvalid'),
    date: staffDay(locale),
    time: clock(locale),
  });
}
export type SpaBookingValues = InferType<ReturnType<typeof spaBookingSchema>>;

/** A booking moved to another day and time, with another therapist if the desk chooses one. */
export function spaMoveSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    date: staffDay(locale),
    time: clock(locale),
    therapist_id: f.optionalId('valueInvalid'),
  });
}
export type SpaMoveValues = InferType<ReturnType<typeof spaMoveSchema>>;

/** A therapist's hours blocked on a day (a break, an absence), with a reason. */
export function spaBlockSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    therapist_id: f.id('valueInvalid'),
    date: staffDay(locale),
    starts: clock(locale),
    ends: clockAfter(locale, 'starts'),
    reason: f.text(255).default(''),
  });
}
export type SpaBlockValues = InferType<ReturnType<typeof spaBlockSchema>>;

/** The free slots asked for: a treatment, for how many guests, from one day to another (at most 31). */
export function freeSlotsQuerySchema(locale: Locale) {
  const f = fields(locale);
  return object({
    treatment_id: f.id('valueInvalid'),
    guests: number()
      .typeError(f.m('numberInvalid'))
      .integer(f.m('numberInvalid'))
      .min(1, f.m('numberInvalid'))
      .max(8, f.m('numberInvalid'))
      .default(1),
    from: staffDay(locale),
    to: staffDay(locale).test('order', say(locale, 'endsBeforeStart'), function (to) {
      const from = this.parent.from as string;
      return !from || !to || (to >= from && Date.parse(to) - Date.parse(from) <= 31 * 86_400_000);
    }),
  });
}
export type FreeSlotsQuery = InferType<ReturnType<typeof freeSlotsQuerySchema>>;
