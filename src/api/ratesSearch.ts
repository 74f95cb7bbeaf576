import type { RoomsSearch } from '../../domain/bookingQuery';
import type { Locale } from '../../domain/locales';

export const RATES_SEARCH_URL = '/api/available/rates';

/** The body of POST /api/available/rates for every room of a search (the client's and the early request's). */
export function ratesSearchBody(search: RoomsSearch, locale: Locale) {
  return {
    from_date: search.arrival,
    to_date: search.departure,
    locale,
    code: search.code || undefined,
    rooms: search.rooms.map((room) => ({ adults: room.adults, children: room.children, children_ages: room.childrenAges })),
  };
}
