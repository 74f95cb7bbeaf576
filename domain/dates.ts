import {
  DAY_SPA_WINDOW_MONTHS,
  DEFAULT_STAY_END_OFFSET_DAYS,
  DEFAULT_STAY_START_OFFSET_DAYS,
  HOTEL_TIME_ZONE,
} from './constants';
import { clockNow } from './clock';
import { INTL_LOCALE, type Locale } from './locales';
import { daysInMonth, isIsoDate, isoDateParts as parts, type IsoDate } from './isoDate';

export { isIsoDate, type IsoDate };

/**
 * Calendar dates travel as 'YYYY-MM-DD' strings. They are plain calendar days, so the helpers
 * below count days as integers (days since 1970-01-01, proleptic Gregorian calendar) and never
 * meet a clock or a daylight-saving shift; only `hotelToday` looks at a clock (the hotel's, `domain/clock.ts`), through Intl.
 * No date library: this runs once per night of every rates search, and it keeps luxon out of
 * the browser's first paint (issue 10). ISO date strings compare correctly with < and >.
 */
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The year, month (1-12) and day of a day number (H. Hinnant's civil_from_days). */
function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function partsOf(iso: IsoDate): { year: number; month: number; day: number } {
  const found = parts(iso);
  if (!found) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return found;
}

/** Day number (days since 1970-01-01) of a 'YYYY-MM-DD' date; RangeError for anything else. */
export function dayNumber(iso: IsoDate): number {
  const { year, month, day } = partsOf(iso);
  return daysFromCivil(year, month, day);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function isoOf(year: number, month: number, day: number): IsoDate {
  if (year < 0 || year > 9999) throw new RangeError('Date out of range');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The 'YYYY-MM-DD' date of a day number. */
export function isoOfDay(days: number): IsoDate {
  const { year, month, day } = civilFromDays(days);
  return isoOf(year, month, day);
}

/** ISO weekday of a day number: 1 Monday .. 7 Sunday (1970-01-01 was a Thursday). */
export function weekdayOfDay(days: number): number {
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

let hotelDayFormat: Intl.DateTimeFormat | undefined;
/** The last second asked and its day: days change on whole seconds, and the server asks on every search. */
let lastSecond = NaN;
let lastDay = '' as IsoDate;

/** Today's date at the hotel (Europe/Rome), whatever the zone of the machine running this. */
export function hotelToday(now: Date = clockNow()): IsoDate {
  const second = Math.floor(now.getTime() / 1000);
  if (second === lastSecond) return lastDay;
  lastDay = hotelDayAt(now);
  lastSecond = second;
  return lastDay;
}

function hotelDayAt(now: Date): IsoDate {
  hotelDayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: HOTEL_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  let year = 0;
  let month = 0;
  let day = 0;
  for (const part of hotelDayFormat.formatToParts(now)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  return isoOf(year, month, day);
}

let hotelClockFormat: Intl.DateTimeFormat | undefined;

/** The hotel zone's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function hotelOffsetAt(ms: number): number {
  hotelClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: HOTEL_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const f: Record<string, number> = {};
  for (const part of hotelClockFormat.formatToParts(ms)) if (part.type !== 'literal') f[part.type] = Number(part.value);
  const wall = daysFromCivil(f.year, f.month, f.day) * DAY_MS + ((f.hour * 60 + f.minute) * 60 + f.second) * 1000;
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

const CLOCK_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant of a wall-clock time at the hotel (Europe/Rome) on a date; `time` is 'HH:mm' or
 * 'HH:mm:ss'. Daylight-saving edges: a time the clocks skip (02:30 on the last Sunday of March)
 * is read as the same time after the jump (03:30 summer time); a time that happens twice (02:30
 * on the last Sunday of October) is its first occurrence (summer time).
 */
export function hotelInstant(date: IsoDate, time: string): Date {
  const key = `${date} ${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= 4096) instants.clear();
    instant = findHotelInstant(date, time);
    instants.set(key, instant);
  }
  return new Date(instant);
}

/** Instants already found: a two-month availability asks for the same slot ends again and again. */
const instants = new Map<string, number>();

function findHotelInstant(date: IsoDate, time: string): number {
  const clock = CLOCK_TIME.exec(time);
  const [hours, minutes, seconds] = clock
    ? [Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0)]
    : [NaN, NaN, NaN];
  if (!clock || hours > 23 || minutes > 59 || seconds > 59) throw new RangeError(`Not a time of day: ${time}`);
  const wall = dayNumber(date) * DAY_MS + ((hours * 60 + minutes) * 60 + seconds) * 1000;
  // The offsets in force a day either side cover any change of the clocks in between.
  const before = hotelOffsetAt(wall - DAY_MS);
  const after = hotelOffsetAt(wall + DAY_MS);
  const fits = [wall - before, wall - after].filter((instant) => instant === wall - hotelOffsetAt(instant));
  return fits.length ? Math.min(...fits) : wall - before;
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  return isoOfDay(dayNumber(iso) + days);
}

/** Adds calendar months; the 31st falls back to the month's last day. */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const { year, month, day } = partsOf(iso);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  return isoOf(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
}

/** Adds whole years; 29 February falls back to 28 February. */
export function addYears(iso: IsoDate, years: number): IsoDate {
  return addMonths(iso, years * 12);
}

/** Nights of a stay from arrival to departure (negative when departure comes first). */
export function nightsBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** Every night of a stay: the dates in [from, to). */
export function stayNights(from: IsoDate, to: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  const end = dayNumber(to);
  for (let day = dayNumber(from); day < end; day++) nights.push(isoOfDay(day));
  return nights;
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

/** product.md §2.1: the default stay runs from tomorrow to five days from today. */
export function defaultStay(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(today, DEFAULT_STAY_START_OFFSET_DAYS), to: addDays(today, DEFAULT_STAY_END_OFFSET_DAYS) };
}

/** product.md §3.1: day-spa dates can be picked from today to two months ahead. */
export function daySpaWindow(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: today, max: addMonths(today, DAY_SPA_WINDOW_MONTHS) };
}

/**
 * The display formats of product.md §1.2, named by their moment-style tokens, plus the full
 * date that screen readers hear. The tokens say which parts (a two-digit day for 'DD'); Intl writes them the language's own way: Italian months in lower case ('05 marzo 2024'),
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
    // A calendar day: formatted in UTC, the zone its instant is made in below.
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...DATE_OPTIONS[style], timeZone: 'UTC' });
    dateFormatters.set(key, formatter);
  }
  return formatter.format(new Date(dayNumber(iso) * DAY_MS));
}
