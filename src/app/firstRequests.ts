import { matchRoute } from '@domain/routes';
import { firstReads, startsRatesSearch } from '@domain/firstRequests';
import { startEarly } from '../api/earlyRequests';

/**
 * Starts, from the entry, what the first screen waits for before it can show anything
 * (domain/firstRequests.ts, decision 028), with the same address, headers and body as the
 * screen's own request, which adopts the answer (src/api/earlyRequests.ts); an answer the server
 * wrote into the page (decision 033) is taken instead of asking. The rooms screen's rates search
 * comes with a chunk of its own, which the page names for the browser to fetch at once, so the
 * home page's first paint carries none of its code.
 * Settles when every request has left.
 */
export async function startFirstRequests(pathname: string, query: string): Promise<void> {
  const route = matchRoute(pathname);
  if (!route) return;
  for (const url of firstReads(route)) startEarly('GET', url, route.lang);
  if (startsRatesSearch(route)) (await import('./earlyRates')).startRatesSearch(route.lang, query);
}
