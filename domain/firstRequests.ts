import { routeEntry, type FirstRequests, type RouteMatch } from './routes';

// What a route's first screen reads before it can show anything (decision 028): the browser's
// entry starts these requests itself, and the server writes their answers into the page (decision
// 033), so that the screen does not wait for a round trip after its code has come. Each route
// names its own in the route manifest (`first` in domain/routes.ts); this file reads them for
// both sides, so an answer written in is the answer to the very same request.

/** The id of the page's element that holds the answers the server wrote in (a JSON object by `firstRequestKey`). */
export const FIRST_ANSWERS_ID = 'first-answers';

/** How an early request and its answer are told apart: method, address, language, body. */
export const firstRequestKey = (method: string, url: string, locale: string, body?: string) =>
  `${method} ${url} ${locale} ${body ?? ''}`;

/**
 * The answers written into the page are 200s, keyed by their request, and refusals (422: the
 * screen shows why at once, such as the rooms' search for dates out of season), keyed by their
 * request after '422 ' (a request's key starts with its method, never with a digit).
 */
export const WRITTEN_STATUSES = [200, 422] as const;
export type WrittenStatus = (typeof WRITTEN_STATUSES)[number];
export const writtenKey = (status: WrittenStatus, key: string) => (status === 200 ? key : `${status} ${key}`);
export function readWrittenKey(written: string): { status: WrittenStatus; key: string } {
  return written.startsWith('422 ') ? { status: 422, key: written.slice(4) } : { status: 200, key: written };
}

/** The entry's first requests of a route (its `first` in domain/routes.ts). */
const firstOf = (route: RouteMatch): FirstRequests => routeEntry(route.name).first ?? {};

/**
 * The reads of the route's first screen (`first.reads`), with the address's parameters: the
 * entry starts them, and the server writes their answers. The rooms screen also starts its rates
 * search, a POST (`startsRatesSearch`).
 */
export function firstReads(route: RouteMatch): string[] {
  return (firstOf(route).reads ?? []).flatMap((read) => (typeof read === 'string' ? read : read(route.params)) ?? []);
}

/** Reads the server writes into the page without the entry starting them (`first.writtenOnly`). */
export const writtenOnlyReads = (route: RouteMatch): string[] => [...(firstOf(route).writtenOnly ?? [])];

/**
 * The day-spa start also reads its calendar once its product is known (`startCalendarUrl` in
 * daySpa.ts): the server writes that answer in too; without it the screen asks when it shows.
 */
export const startsDaySpaCalendar = (route: RouteMatch) => firstOf(route).daySpaCalendar === true;

/**
 * The rooms screen's rates search for the address's query (`ratesSearchBody` in bookingQuery.ts):
 * the booking statechart starts with it when it came with the page.
 */
export const startsRatesSearch = (route: RouteMatch) => firstOf(route).ratesSearch === true;
