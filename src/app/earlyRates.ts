import { parseRoomsQuery } from '../../domain/bookingQuery';
import type { Locale } from '../../domain/locales';
import { startEarly } from '../api/earlyRequests';
import { RATES_SEARCH_URL, ratesSearchBody } from '../api/ratesSearch';

/** The rooms screen's rates search for the address's query, as the booking journey will send it. */
export function startRatesSearch(locale: Locale, query: string) {
  startEarly('POST', RATES_SEARCH_URL, locale, JSON.stringify(ratesSearchBody(parseRoomsQuery(query), locale)));
}
