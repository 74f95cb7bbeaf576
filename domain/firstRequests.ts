import type { RouteMatch, RouteName } from './routes';

// What a route's first screen reads before it can show anything (decision 028): the browser's
// entry starts these requests itself, and the server writes their answers into the page (decision
// 033), so that the screen does not wait for a round trip after its code has come. One definition
// for both, so an answer written in is the answer to the very same request.

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

const DAY_SPA_JOURNEY: RouteName[] = ['daySpaStart', 'daySpaAvailability', 'daySpaPayment'];
/** Screens that show a skeleton until the user is known (their journey starts with the customer; /my shows the person). */
const WAIT_FOR_USER: RouteName[] = ['bookingRooms', 'bookingPayment', ...DAY_SPA_JOURNEY, 'account'];

/**
 * The reads of the route's first screen:
 * - the booking and day-spa journeys and /my: the signed-in user (elsewhere only the navigation's
 *   account control asks, after the first paint: an early request would share the first paint's
 *   bandwidth for nothing);
 * - a day-spa journey: its product; the deposit payment: the card gateway's settings.
 * The rooms screen also starts its rates search, a POST (`startsRatesSearch`).
 */
export function firstReads(route: RouteMatch): string[] {
  const reads: string[] = [];
  if (WAIT_FOR_USER.includes(route.name)) reads.push('/api/user');
  // A slug as the server writes it; any other would be sent encoded differently by the screen.
  if (DAY_SPA_JOURNEY.includes(route.name) && /^[a-z0-9-]+$/.test(route.params.slug ?? ''))
    reads.push(`/api/products/${route.params.slug}`);
  if (route.name === 'depositPayment') reads.push('/api/payments/config');
  return reads;
}

/**
 * Reads the server writes into the page without the entry starting them: a signed-in person's
 * own data, which a visitor's browser would ask for in vain (the server's 401 is not written,
 * and the screen does not ask without a person). /my: whether the bonus-terme chooser shows,
 * which it placed above the reservations a moment after the first paint (CLS 0.23 on a phone).
 */
export function writtenOnlyReads(route: RouteMatch): string[] {
  return route.name === 'account' ? [BONUS_STATUS_URL] : [];
}
export const BONUS_STATUS_URL = '/api/my/bonus-terme/preference';

/**
 * The day-spa start also reads its calendar once its product is known (`startCalendarUrl` in
 * daySpa.ts): the server writes that answer in too; without it the screen asks when it shows.
 */
export const startsDaySpaCalendar = (route: RouteMatch) => route.name === 'daySpaStart';

/**
 * The rooms screen's rates search for the address's query (`ratesSearchBody` in bookingQuery.ts):
 * the booking statechart starts with it when it came with the page.
 */
export const startsRatesSearch = (route: RouteMatch) => route.name === 'bookingRooms';
