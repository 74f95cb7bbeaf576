import { DateTime } from 'luxon';
import {
  DAY_SPA_WINDOW_MONTHS,
  DEFAULT_STAY_END_OFFSET_DAYS,
  DEFAULT_STAY_START_OFFSET_DAYS,
  HOTEL_TIME_ZONE,
} from './constants';
import type { Locale } from './locales';
import { INTL_LOCALE } from './money';

/**
 * Calendar dates travel as 'YYYY-MM-DD' strings. They are plain calendar days, so the helpers
 * below compute in UTC to stay clear of daylight-saving shifts; only `hotelToday` looks at a clock.
 * ISO date strings compare correctly with < and >.
 */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toDay(iso: IsoDate): DateTime {
  const day = DateTime.fromISO(iso, { zone: 'utc' });
  if (!ISO_DATE.test(iso) || !day.isValid) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return day;
}

function toIso(day: DateTime): IsoDate {
  const iso = day.toISODate();
  if (!iso) throw new RangeError('Invalid date');
  return iso;
}

/** Today's date at the hotel (Europe/Rome), whatever the zone of the machine running this. */
export function hotelToday(now: Date = new Date()): IsoDate {
  return toIso(DateTime.fromJSDate(now, { zone: HOTEL_TIME_ZONE }));
}

/** True only for a real calendar date written 'YYYY-MM-DD' ('2023-02-29' is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && ISO_DATE.test(value) && DateTime.fromISO(value, { zone: 'utc' }).isValid;
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  return toIso(toDay(iso).plus({ days }));
}

/** Adds calendar months; the 31st falls back to the month's last day. */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  return toIso(toDay(iso).plus({ months }));
}

/** Adds whole years; 29 February falls back to 28 February. */
export function addYears(iso: IsoDate, years: number): IsoDate {
  return toIso(toDay(iso).plus({ years }));
}

/** Nights of a stay from arrival to departure (negative when departure comes first). */
export function nightsBetween(from: IsoDate, to: IsoDate): number {
  return Math.round(toDay(to).diff(toDay(from), 'days').days);
}

/** Every night of a stay: the dates in [from, to). */
export function stayNights(from: IsoDate, to: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) nights.push(day);
  return nights;
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

/** SPEC 4: the default stay runs from tomorrow to five days from today. */
export function defaultStay(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(today, DEFAULT_STAY_START_OFFSET_DAYS), to: addDays(today, DEFAULT_STAY_END_OFFSET_DAYS) };
}

/** SPEC 5: day-spa dates can be picked from today to two months ahead. */
export function daySpaWindow(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: today, max: addMonths(today, DAY_SPA_WINDOW_MONTHS) };
}

/**
 * The display formats of SPEC 9, named as the SPEC writes them (moment-style tokens), plus the
 * full date that screen readers hear. The SPEC's tokens say which parts (a two-digit day for
 * 'DD'); Intl writes them the language's own way: Italian months in lower case ('05 marzo 2024'),
 * German days with their period ('05. März 2024'), English '05 March 2024'.
 */
export type DateDisplayStyle = 'D MMM Y' | 'DD MMM YYYY' | 'DD MMMM YYYY' | 'ddd DD MMM YYYY' | 'dddd D MMMM YYYY';

const SHORT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const TWO_DIGIT_DAY: Intl.DateTimeFormatOptions = { day: '2-digit' };
const DATE_OPTIONS: Record<DateDisplayStyle, Intl.DateTimeFormatOptions> = {
  'D MMM Y': SHORT,
  'DD MMM YYYY': { ...SHORT, ...TWO_DIGIT_DAY },
  'DD MMMM YYYY': { ...LONG, ...TWO_DIGIT_DAY },
  'ddd DD MMM YYYY': { ...SHORT, ...TWO_DIGIT_DAY, weekday: 'short' },
  'dddd D MMMM YYYY': { ...LONG, weekday: 'long' },
};

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** '2024-03-05' -> '5 Mar 2024' (en), '5 mar 2024' (it), '5. März 2024' (de). */
export function formatDate(iso: IsoDate, locale: Locale, style: DateDisplayStyle = 'D MMM Y'): string {
  const key = `${locale} ${style}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    // A calendar day: formatted in UTC, the zone `toDay` reads it in.
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...DATE_OPTIONS[style], timeZone: 'UTC' });
    dateFormatters.set(key, formatter);
  }
  return formatter.format(toDay(iso).toJSDate());
}
