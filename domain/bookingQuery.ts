import {
  MAX_ADULTS_PER_ROOM,
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_ROOM,
  MAX_ROOMS,
  MIN_ADULTS_PER_ROOM,
  MIN_CHILD_AGE,
  MIN_CHILDREN_PER_ROOM,
  MIN_ROOMS,
} from './constants';
import { isIsoDate } from './dates';
import type { Locale } from './locales';

/**
 * The booking widget's GET query (product.md §2.1): rooms, arrival, departure, and per room n (from 1)
 * adults{n}, children{n}, childrenAges{n} ('4,7'), rate{n}, room{n}; plus code.
 */
export type RoomQuery = {
  adults: number;
  children: number;
  childrenAges: number[];
  /** Offer / rate variation id, when chosen. */
  rate?: number;
  /** Room category id, when chosen (never set by the widget). */
  room?: number;
};

export type RoomsSearch = {
  arrival: string;
  departure: string;
  code: string;
  rooms: RoomQuery[];
};

/** Writes the query; empty code, rate and room are left out. */
export function buildRoomsQuery(search: RoomsSearch): URLSearchParams {
  const params = new URLSearchParams();
  params.set('rooms', String(search.rooms.length));
  params.set('arrival', search.arrival);
  params.set('departure', search.departure);
  search.rooms.forEach((room, index) => {
    const n = index + 1;
    params.set(`adults${n}`, String(room.adults));
    params.set(`children${n}`, String(room.children));
    params.set(`childrenAges${n}`, room.childrenAges.join(','));
    if (room.rate) params.set(`rate${n}`, String(room.rate));
    if (room.room) params.set(`room${n}`, String(room.room));
  });
  if (search.code) params.set('code', search.code);
  return params;
}

type QueryInput = URLSearchParams | string | Record<string, string | undefined>;

function toParams(input: QueryInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (typeof input === 'string') return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) params.set(key, value);
  return params;
}

function integer(value: string | null): number | null {
  if (value === null || !/^\s*-?\d+\s*$/.test(value)) return null;
  return Number(value);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function positiveId(value: string | null): number | undefined {
  const id = integer(value);
  return id !== null && id > 0 ? id : undefined;
}

/**
 * Reads the query back, forgiving what a hand-edited URL may hold:
 * - arrival/departure must be real dates with departure after arrival, and `rooms` an integer
 *   >= 1, otherwise nothing can be searched and `rooms` is [] (the screen flashes 'Select Dates');
 *   a date that is not valid comes back as ''.
 * - rooms above 5 are cut to 5; adults are clamped to 1..3 (missing: 1), children to 0..2
 *   (missing: 0); ages that are not integers in 0..17 are dropped and extra ages are cut to the
 *   number of children; rate/room are kept only when positive integers.
 */
export function parseRoomsQuery(input: QueryInput): RoomsSearch {
  const params = toParams(input);
  const arrivalText = params.get('arrival') ?? '';
  const departureText = params.get('departure') ?? '';
  const arrival = isIsoDate(arrivalText) ? arrivalText : '';
  const departure = isIsoDate(departureText) ? departureText : '';
  const code = (params.get('code') ?? '').trim();
  const count = integer(params.get('rooms'));
  if (!arrival || !departure || departure <= arrival || count === null || count < MIN_ROOMS) {
    return { arrival, departure, code, rooms: [] };
  }
  const rooms: RoomQuery[] = [];
  for (let n = 1; n <= Math.min(count, MAX_ROOMS); n++) rooms.push(parseRoom(params, n));
  return { arrival, departure, code, rooms };
}

function parseRoom(params: URLSearchParams, n: number): RoomQuery {
  const adults = clamp(
    integer(params.get(`adults${n}`)) ?? MIN_ADULTS_PER_ROOM,
    MIN_ADULTS_PER_ROOM,
    MAX_ADULTS_PER_ROOM,
  );
  const children = clamp(
    integer(params.get(`children${n}`)) ?? MIN_CHILDREN_PER_ROOM,
    MIN_CHILDREN_PER_ROOM,
    MAX_CHILDREN_PER_ROOM,
  );
  const childrenAges = (params.get(`childrenAges${n}`) ?? '')
    .split(',')
    .map((part) => integer(part))
    .filter((age): age is number => age !== null && age >= MIN_CHILD_AGE && age <= MAX_CHILD_AGE)
    .slice(0, children);
  const room: RoomQuery = { adults, children, childrenAges };
  const rate = positiveId(params.get(`rate${n}`));
  const category = positiveId(params.get(`room${n}`));
  if (rate !== undefined) room.rate = rate;
  if (category !== undefined) room.room = category;
  return room;
}

/** A room as the widget or a form holds it: ages may be camelCase or snake_case, unset ages null/''. */
export type RoomWithAges = {
  children: number;
  childrenAges?: ReadonlyArray<number | string | null | undefined>;
  children_ages?: ReadonlyArray<number | string | null | undefined>;
};

/** How many ages were actually chosen (null, undefined and '' are "not chosen yet"). */
export function chosenAgesCount(room: RoomWithAges): number {
  const ages = room.childrenAges ?? room.children_ages ?? [];
  return ages.filter((age) => age !== null && age !== undefined && age !== '').length;
}

/** product.md §2.1 "Age missing": every room with kids has exactly one chosen age per kid. */
export function hasAllAges(rooms: readonly RoomWithAges[]): boolean {
  return rooms.every((room) => room.children === 0 || chosenAgesCount(room) === room.children);
}

export const RATES_SEARCH_URL = '/api/available/rates';

/** The body of POST /api/available/rates for every room of a search (the client's, the early request's and the server's for the page). */
export function ratesSearchBody(search: RoomsSearch, locale: Locale) {
  return {
    from_date: search.arrival,
    to_date: search.departure,
    locale,
    code: search.code || undefined,
    rooms: search.rooms.map((room) => ({
      adults: room.adults,
      children: room.children,
      children_ages: room.childrenAges,
    })),
  };
}

/**
 * A promo code's offer (product.md §2.1, GET {lang}/offers-code/{code}): the widget's and the
 * rooms screen's lookup.
 */
export const offerLookupUrl = (code: string, locale: Locale, arrival = '') =>
  `/${locale}/offers-code/${encodeURIComponent(code.trim())}${arrival ? `?arrival=${arrival}` : ''}`;

/**
 * The rooms screen's lookup of the address's promo code, when it has one: started with the rates
 * search and written into the page with it (decision 033), so the header names the offer with the
 * first paint instead of moving the rooms down when the answer comes.
 */
export function firstOfferLookup(query: string, locale: Locale): string | null {
  const { code, arrival } = parseRoomsQuery(query);
  return code ? offerLookupUrl(code, locale, arrival) : null;
}

/**
 * The rates search's body for an address's query, as sent: the entry's early request, the
 * server's written answer (decision 033) and the booking statechart's first rates are matched by
 * this very text.
 */
export const ratesSearchText = (query: string, locale: Locale) =>
  JSON.stringify(ratesSearchBody(parseRoomsQuery(query), locale));
