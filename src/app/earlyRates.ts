import { parseRoomsQuery } from '../../domain/bookingQuery';
import type { Locale } from '../../domain/locales';
import { offersFor } from '../../domain/bookingSelection';
import type { AvailableRatesResponse } from '../../domain/roomRates';
import { startEarly } from '../api/earlyRequests';
import { RATES_SEARCH_URL, ratesSearchBody } from '../api/ratesSearch';

/**
 * The rooms screen's rates search for the address's query, as the booking journey will send it.
 * When the answer comes, the photo the screen will show first (the first offer for the first
 * room, nothing chosen yet: the screen's own `offersFor`) starts loading, so the screen's
 * largest paint does not wait for a request after its render (decision 031).
 */
export function startRatesSearch(locale: Locale, query: string) {
  const answer = startEarly('POST', RATES_SEARCH_URL, locale, JSON.stringify(ratesSearchBody(parseRoomsQuery(query), locale)));
  // Registered before the screen adopts the answer, so the body is cloned before it is read.
  void answer
    .then((response) => (response.ok ? (response.clone().json() as Promise<AvailableRatesResponse>) : null))
    .then((rates) => {
      const photo = rates ? firstPhoto(rates) : undefined;
      if (photo) preloadImage(photo);
    })
    .catch(() => undefined);
}

export function firstPhoto(rates: AvailableRatesResponse): string | undefined {
  return offersFor(rates, [], 0)[0]?.room_category.images[0];
}

function preloadImage(href: string) {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
