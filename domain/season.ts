import { NEXT_SEASON_OPENS_MONTHS_BEFORE_END, SEASONAL_BANNER_WINDOW_DAYS } from './constants';
import { addDays, addMonths, isIsoDate, maxDate, stayNights, type IsoDate } from './dates';
import type { ValidationMessageKey } from './validation/messages';

/**
 * When a season's days are on sale (docs/product.md §12.9, "Seasons and the booking window"):
 * from `bookableFrom` (a day of sale, not of stay) and until `bookableTo`, both included; unset,
 * the season's default rule of `bookingWindow` decides.
 */
export type SeasonSales = { bookableFrom?: IsoDate | null; bookableTo?: IsoDate | null };

/**
 * The hotel's season as the server sends it (product.md §2.1, "Which dates can be picked"). All dates 'YYYY-MM-DD',
 * `end` is the last open day. Closed dates (e.g. the one day in November 2021) are data, passed
 * separately as `closedDates: string[]`.
 */
export type SeasonInfo = {
  start: IsoDate;
  end: IsoDate;
  next: ({ start: IsoDate; end: IsoDate } & SeasonSales) | null;
} & SeasonSales;

export type BookingWindow = { min: IsoDate; max: IsoDate };

/** Message keys of `domain/validation/messages.ts` that `stayError` can answer. */
export type StayErrorKey = Extract<
  ValidationMessageKey,
  'dateInvalid' | 'departureAfterArrival' | 'stayOutsideWindow' | 'stayNightUnavailable'
>;

/** Months counted as year*12+month, so "after" also works across a new year. */
function monthIndex(iso: IsoDate): number {
  return Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
}

/**
 * Whether a season is on sale on `today` (product.md §12.9): never after its "bookable to"; from
 * its "bookable from" on when that is set, else as its default rule says.
 */
function onSale(sales: SeasonSales, today: IsoDate, byDefault: boolean): boolean {
  if (sales.bookableTo && today > sales.bookableTo) return false;
  if (sales.bookableFrom) return today >= sales.bookableFrom;
  return byDefault;
}

/**
 * First and last selectable dates of the booking calendar (product.md §2.1 "Which dates can be
 * picked", §12.9 for the sales dates staff set). The window runs over the seasons on sale today,
 * from the first open day not past to the last season's end.
 * Default rules (no sales dates set):
 * - the current season is on sale until it ends;
 * - the next one from the month after (season end - 2 months), calendar months (year and month)
 *   compared: with end 3 November, from 1 October on; on 30 September not yet. Past the current
 *   season's end the next one is on sale.
 * - With nothing on sale the window is empty (min > max): every date is disabled until the
 *   server publishes a season or its sales open.
 */
export function bookingWindow(season: SeasonInfo, today: IsoDate): BookingWindow {
  const current = today <= season.end && onSale(season, today, true);
  const next =
    season.next !== null &&
    onSale(
      season.next,
      today,
      today > season.end || monthIndex(today) > monthIndex(addMonths(season.end, -NEXT_SEASON_OPENS_MONTHS_BEFORE_END)),
    );
  const first = current ? season : next ? season.next : null;
  if (!first) return { min: today, max: addDays(today, -1) };
  const last = next && season.next ? season.next : season;
  return { min: maxDate(first.start, today), max: last.end };
}

/** True between the end of this season and the start of the next (both excluded). */
function isBetweenSeasons(date: IsoDate, season: SeasonInfo): boolean {
  return season.next !== null && date > season.end && date < season.next.start;
}

/** A calendar day the guest cannot pick: outside the window, between seasons, or closed. */
export function isDateDisabled(
  date: IsoDate,
  season: SeasonInfo,
  closedDates: readonly IsoDate[],
  today: IsoDate,
): boolean {
  return isDisabledIn(bookingWindow(season, today), date, season, closedDates);
}

/** `isDateDisabled` with the window already worked out (once per stay, not once per night). */
function isDisabledIn(
  window: BookingWindow,
  date: IsoDate,
  season: SeasonInfo,
  closedDates: readonly IsoDate[],
): boolean {
  return date < window.min || date > window.max || isBetweenSeasons(date, season) || closedDates.includes(date);
}

/** product.md §2.1: today is out of season when it is outside season start..end (inclusive). */
export function isOutOfSeason(season: SeasonInfo, today: IsoDate): boolean {
  return today < season.start || today > season.end;
}

/**
 * Why a stay cannot be searched/booked, or null when it can.
 * Interpretation: arrival and departure must both be days the calendar lets the guest pick
 * (inside the window, not between seasons, not closed), and no night in [from, to) may be a
 * disabled day. So the server and the picker agree on what is bookable.
 */
export function stayError(
  from: string,
  to: string,
  season: SeasonInfo,
  closedDates: readonly IsoDate[],
  today: IsoDate,
): StayErrorKey | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'dateInvalid';
  if (to <= from) return 'departureAfterArrival';
  const window = bookingWindow(season, today);
  if (from < window.min || to > window.max) return 'stayOutsideWindow';
  if (isDisabledIn(window, to, season, closedDates)) return 'stayNightUnavailable';
  const blocked = stayNights(from, to).some((night) => isDisabledIn(window, night, season, closedDates));
  return blocked ? 'stayNightUnavailable' : null;
}

/**
 * product.md §1.3 "Seasonal banner": the seasonal notice shows when today is within 20 days
 * before the season start, or
 * within 20 days before the season end while the next season starts more than 20 days later.
 * Interpretations: "within 20 days before X" is [X - 20 days, X) for the start (on opening day
 * the hotel is open, nothing to announce) and [X - 20 days, X] for the end (on the last open day
 * the closing is still news). "before 20 days before next season start" is today < next.start - 20;
 * with no next season that condition holds. The page's own "banner enabled" flag is the caller's.
 */
export function seasonalBannerVisible(season: SeasonInfo, today: IsoDate): boolean {
  const days = SEASONAL_BANNER_WINDOW_DAYS;
  const beforeStart = today >= addDays(season.start, -days) && today < season.start;
  const nextFarEnough = !season.next || today < addDays(season.next.start, -days);
  const beforeEnd = today >= addDays(season.end, -days) && today <= season.end && nextFarEnough;
  return beforeStart || beforeEnd;
}

/**
 * The new dates of a change-booking request: a stay (`stayError`'s rules), or a day visit to the
 * spa (check-out on the check-in day) on a day the calendar lets the guest pick.
 */
export function requestedStayError(
  from: string,
  to: string,
  season: SeasonInfo,
  closedDates: readonly IsoDate[],
  today: IsoDate,
): StayErrorKey | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'dateInvalid';
  if (to !== from) return stayError(from, to, season, closedDates, today);
  const { min, max } = bookingWindow(season, today);
  if (from < min || from > max) return 'stayOutsideWindow';
  return isDateDisabled(from, season, closedDates, today) ? 'stayNightUnavailable' : null;
}

/** A season as stored: first and last open day. */
export type SeasonDates = { start: IsoDate; end: IsoDate };

/**
 * The season of `today` among the hotel's seasons, as the server picks it for the booking
 * calendar (server/modules/booking/seasonRules.ts): the first whose end is not past, and the one
 * after it. Null when no season ends today or later.
 */
export function seasonAt(seasons: readonly SeasonDates[], today: IsoDate): SeasonInfo | null {
  const ahead = [...seasons].sort((a, b) => (a.end < b.end ? -1 : 1)).filter((s) => s.end >= today);
  const [current, next] = ahead;
  if (!current) return null;
  return { start: current.start, end: current.end, next: next ? { start: next.start, end: next.end } : null };
}

/** What the seasonal banner announces (product.md §1.3), or null outside its window. */
export type SeasonalNotice =
  { kind: 'opening'; opens: IsoDate } | { kind: 'closing'; closes: IsoDate; reopens: IsoDate | null };

export function seasonalNotice(seasons: readonly SeasonDates[], today: IsoDate): SeasonalNotice | null {
  const season = seasonAt(seasons, today);
  if (!season || !seasonalBannerVisible(season, today)) return null;
  if (today < season.start) return { kind: 'opening', opens: season.start };
  return { kind: 'closing', closes: season.end, reopens: season.next?.start ?? null };
}

/** True when `date` is an open day of one of the hotel's seasons (first and last day included). */
export function isSeasonDay(seasons: readonly SeasonDates[], date: IsoDate): boolean {
  return seasons.some((season) => date >= season.start && date <= season.end);
}

/**
 * The day the hotel reopens when `today` falls outside every season (the winter closure,
 * 7 January to the end of February; or before the first season): the start of the next season.
 * Null while a season is open, and when no later season is published (nothing to announce).
 */
export function reopensOn(seasons: readonly SeasonDates[], today: IsoDate): IsoDate | null {
  if (isSeasonDay(seasons, today)) return null;
  const starts = seasons
    .map((season) => season.start)
    .filter((start) => start > today)
    .sort();
  return starts[0] ?? null;
}
