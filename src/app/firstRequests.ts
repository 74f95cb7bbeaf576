import { matchRoute, type RouteName } from '../../domain/routes';
import { startEarly } from '../api/earlyRequests';

const DAY_SPA_JOURNEY: RouteName[] = ['daySpaStart', 'daySpaAvailability', 'daySpaPayment'];
/** Screens that show a skeleton until the user is known (their journey starts with the customer). */
const WAIT_FOR_USER: RouteName[] = ['bookingRooms', 'bookingPayment', ...DAY_SPA_JOURNEY];

/**
 * Starts, from the entry, what the first screen waits for before it can show anything
 * (decision 028), with the same address, headers and body as the screen's own request, which
 * adopts the answer (src/api/earlyRequests.ts):
 * - the booking and day-spa journeys: the signed-in user (elsewhere only the navigation's
 *   account control asks, after the first paint: an early request would share the first
 *   paint's bandwidth for nothing);
 * - the rooms screen: its rates search (its code is a chunk of its own, which the page names for
 *   the browser to fetch at once, so the home page's first paint carries none of it);
 * - a day-spa journey: its product; the deposit payment: the card gateway's settings.
 * Settles when every request has left.
 */
export async function startFirstRequests(pathname: string, query: string): Promise<void> {
  const route = matchRoute(pathname);
  if (!route) return;
  if (WAIT_FOR_USER.includes(route.name)) startEarly('GET', '/api/user', route.lang);
  // A slug as the server writes it; any other would be sent encoded differently by the screen.
  if (DAY_SPA_JOURNEY.includes(route.name) && /^[a-z0-9-]+$/.test(route.params.slug ?? '')) startEarly('GET', `/api/products/${route.params.slug}`, route.lang);
  if (route.name === 'depositPayment') startEarly('GET', '/api/payments/config', route.lang);
  if (route.name === 'bookingRooms') (await import('./earlyRates')).startRatesSearch(route.lang, query);
}
