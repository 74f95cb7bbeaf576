import { array, mixed, number, object, string, type InferType } from 'yup';
import { hotelToday } from '../dates';
import { PARTICIPANT_RULE_LIMITS } from '../daySpa';
import type { Locale } from '../locales';
import { formatMoney } from '../money';
import {
  daysOf,
  PRICE_CHANGE_MODES,
  rangeLength,
  SPA_LIMITS,
  SPA_MAX_LIST_DAYS,
  SPA_MAX_RANGE_DAYS,
  spaAdminMessage,
  type PriceChangeMode,
} from '../daySpaAdmin';
import { fields } from './fields';
import { staffDay } from './seasons';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const emptyToUndefined = (value: unknown, original: unknown) => (original === '' ? undefined : value);

/**
 * The fields every slot has (docs/product.md §12.16): title (empty: the default "whole day"
 * title), hours, places, price per person in cents.
 */
function slotFields(locale: Locale) {
  const f = fields(locale);
  const m = (key: Parameters<typeof spaAdminMessage>[1], params?: Record<string, string | number>) =>
    spaAdminMessage(locale, key, params);
  const capacity = m('capacityRange', { min: 1, max: SPA_LIMITS.maxCapacity });
  const price = m('priceRange', {
    min: formatMoney(0, locale),
    max: formatMoney(SPA_LIMITS.maxPriceCents, locale),
  });
  const time = () => string().typeError(m('timeInvalid')).required(m('timeInvalid')).matches(TIME, m('timeInvalid'));
  return {
    title: f.text(SPA_LIMITS.titleMax).default(''),
    starts_at: time(),
    ends_at: time().test('after-start', m('endsBeforeStart'), function (ends) {
      const starts = (this.parent as { starts_at?: unknown }).starts_at;
      return typeof starts !== 'string' || !TIME.test(starts) || !ends || ends > starts;
    }),
    capacity: number()
      .transform(emptyToUndefined)
      .typeError(capacity)
      .required(capacity)
      .integer(capacity)
      .min(1, capacity)
      .max(SPA_LIMITS.maxCapacity, capacity),
    price: number()
      .transform(emptyToUndefined)
      .typeError(price)
      .required(price)
      .integer(price)
      .min(0, price)
      .max(SPA_LIMITS.maxPriceCents, price),
  };
}

/** A range of days from today on, at most `max` long, on the weekdays chosen. */
function rangeFields(locale: Locale, today: string, max = SPA_MAX_RANGE_DAYS) {
  const m = (key: Parameters<typeof spaAdminMessage>[1], params?: Record<string, string | number>) =>
    spaAdminMessage(locale, key, params);
  const f = fields(locale);
  return {
    from: staffDay(locale).test('not-past', m('pastDay'), (day) => !day || day >= today),
    to: staffDay(locale)
      .test('order', m('toBeforeFrom'), function (to) {
        const from = (this.parent as { from?: string }).from;
        return !from || !to || to >= from;
      })
      .test('length', m('rangeTooLong', { max }), function (to) {
        const from = (this.parent as { from?: string }).from;
        return !from || !to || to < from || rangeLength(from, to) <= max;
      }),
    weekdays: array(number().typeError(f.m('valueInvalid')).required().integer(f.m('valueInvalid')).min(1).max(7))
      .typeError(m('weekdaysRequired'))
      .required(m('weekdaysRequired'))
      .min(1, m('weekdaysRequired'))
      .test('some-day', m('noDays'), function (weekdays) {
        const { from, to } = this.parent as { from?: string; to?: string };
        if (!from || !to || to < from || rangeLength(from, to) > max || !weekdays?.length) return true;
        return daysOf(from, to, weekdays).length > 0;
      }),
  };
}

/** A product's names and descriptions in every language, and whether it is on sale (docs/product.md §12.16). */
export function spaProductSchema(locale: Locale) {
  const f = fields(locale);
  const name = () => f.text(SPA_LIMITS.productTitleMax).required(spaAdminMessage(locale, 'productTitleRequired'));
  const description = () =>
    f.text(SPA_LIMITS.descriptionMax, { multiline: true }).required(spaAdminMessage(locale, 'descriptionRequired'));
  return object({
    title_it: name(),
    title_en: name(),
    title_de: name(),
    description_it: description(),
    description_en: description(),
    description_de: description(),
    active: f.flag(true),
    ...participantRuleFields(locale),
  });
}

/** A whole number from `min` to `max`, with one message for every way of missing it. */
function wholeNumber(message: string, min: number, max: number) {
  return number().transform(emptyToUndefined).typeError(message).integer(message).min(min, message).max(max, message);
}

/** The product's participant rules (docs/product.md §12.16, decision 053). */
function participantRuleFields(locale: Locale) {
  const f = fields(locale);
  const m = (key: Parameters<typeof spaAdminMessage>[1], range: { min: number; max: number }) =>
    spaAdminMessage(locale, key, range);
  const { freeInfantMaxAgeYears: age, infantsPerPlace: infants, people } = PARTICIPANT_RULE_LIMITS;
  return {
    free_infant_max_age_years: wholeNumber(m('infantAgeRange', age), age.min, age.max).required(
      m('infantAgeRange', age),
    ),
    infants_per_place: wholeNumber(m('infantsPerPlaceRange', infants), infants.min, infants.max).required(
      m('infantsPerPlaceRange', infants),
    ),
    minors_admitted: f.flag(true),
    min_people: wholeNumber(m('minPeopleRange', people), people.min, people.max).required(m('minPeopleRange', people)),
    max_people: wholeNumber(m('maxPeopleRange', people), people.min, people.max)
      .nullable()
      .default(null)
      .test('not-below-min', function (max) {
        const min = (this.parent as { min_people?: unknown }).min_people;
        if (max === null || max === undefined || typeof min !== 'number' || max >= min) return true;
        return this.createError({ message: spaAdminMessage(locale, 'maxBelowMin', { min }) });
      }),
  };
}
export type SpaProductValues = InferType<ReturnType<typeof spaProductSchema>>;

/** A slot's new title (empty: the default "whole day" title), hours, places or price (docs/product.md §12.16). */
export function spaSlotSchema(locale: Locale) {
  return object(slotFields(locale));
}
export type SpaSlotValues = InferType<ReturnType<typeof spaSlotSchema>>;

/**
 * New slots: the same slot on every chosen weekday from one day to another; an empty title is the
 * default "whole day" title, as on a changed slot.
 */
export function spaNewSlotsSchema(locale: Locale, options: { today?: string } = {}) {
  return object({
    ...slotFields(locale),
    ...rangeFields(locale, options.today ?? hotelToday()),
  });
}
export type SpaNewSlotsValues = InferType<ReturnType<typeof spaNewSlotsSchema>>;

/** A bulk price change: the days, set a price or raise/lower by an amount, and whether only to preview. */
export function spaPriceChangeSchema(locale: Locale, options: { today?: string } = {}) {
  const f = fields(locale);
  const amount = spaAdminMessage(locale, 'priceRange', {
    min: formatMoney(0, locale),
    max: formatMoney(SPA_LIMITS.maxPriceCents, locale),
  });
  return object({
    ...rangeFields(locale, options.today ?? hotelToday()),
    mode: mixed<PriceChangeMode>()
      .oneOf(PRICE_CHANGE_MODES, spaAdminMessage(locale, 'modeInvalid'))
      .required(spaAdminMessage(locale, 'modeInvalid')),
    amount: number()
      .transform(emptyToUndefined)
      .typeError(amount)
      .required(amount)
      .integer(amount)
      .min(0, amount)
      .max(SPA_LIMITS.maxPriceCents, amount),
    preview: f.flag(false),
  });
}
export type SpaPriceChangeValues = InferType<ReturnType<typeof spaPriceChangeSchema>>;

/** The days a listing covers (any days, past ones too: what was sold stays readable). */
export function spaDaysQuerySchema(locale: Locale) {
  const m = (key: Parameters<typeof spaAdminMessage>[1], params?: Record<string, string | number>) =>
    spaAdminMessage(locale, key, params);
  return object({
    from: staffDay(locale),
    to: staffDay(locale)
      .test('order', m('toBeforeFrom'), function (to) {
        const from = (this.parent as { from?: string }).from;
        return !from || !to || to >= from;
      })
      .test('length', m('rangeTooLong', { max: SPA_MAX_LIST_DAYS }), function (to) {
        const from = (this.parent as { from?: string }).from;
        return !from || !to || to < from || rangeLength(from, to) <= SPA_MAX_LIST_DAYS;
      }),
  });
}
export type SpaDaysQuery = InferType<ReturnType<typeof spaDaysQuerySchema>>;
