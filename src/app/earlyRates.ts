import { firstOfferLookup, RATES_SEARCH_URL, ratesSearchText } from '@domain/bookingQuery';
import type { Locale } from '@domain/locales';
import { firstPhoto } from '@domain/bookingSelection';
import type { AvailableRatesResponse } from '@domain/roomRates';
import { startEarly } from '../api/earlyRequests';

/**
 * The rooms screen's rates search for the address's query, as the booking journey will send it,
 * and the lookup of its promo code. When the rates come, the photo the screen will show first
 * (`firstPhoto`) starts loading, so the screen's largest paint does not wait for a request after
 * its render (decision 031).
 */
export function startRatesSearch(locale: Locale, query: string) {
  const offer = firstOfferLookup(query, locale);
  if (offer) startEarly('GET', offer, locale);
  const answer = startEarly('POST', RATES_SEARCH_URL, locale, ratesSearchText(query, locale));
  // Registered before the screen adopts the answer, so the body is cloned before it is read.
  void answer
    .then((response) => (response.ok ? (response.clone().json() as Promise<AvailableRatesResponse>) : null))
    .then((rates) => {
      const photo = rates ? firstPhoto(rates) : undefined;
      if (photo) preloadImage(photo);
    })
    .catch(() => undefined);
}

function preloadImage(href: string) {
  // The server names it in the page when it wrote the rates in (decision 033).
  if (
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some(
      (link) => link.getAttribute('href') === href,
    )
  )
    return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
