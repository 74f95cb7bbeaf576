import { AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS, AIRPORTS, type Airport } from '@domain/constants';
import { parseMoneyInput } from '@domain/money';
import { contactValues, type ContactValues } from '@src/shared/forms/contact';

/**
 * product.md §8.3: an `amount` in the page's query names the price shown. The price of a transfer is
 * its airport's price per person (the server recomputes it), so the amount picks the airport whose
 * price it is: `?amount=45` or `?amount=4500` (euros or cents, as links are written) shows Treviso.
 * Any other amount is ignored: the page never shows a price the hotel would not charge.
 */
export function airportForAmount(
  search: string,
  prices: Record<Airport, number> = AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS,
): Airport | null {
  const text = new URLSearchParams(search).get('amount');
  if (!text) return null;
  const asEuros = parseMoneyInput(text);
  const asCents = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return AIRPORTS.find((airport) => [asEuros, asCents].includes(prices[airport])) ?? null;
}

export interface AirportTransferFormValues extends ContactValues {
  airport: Airport;
  people: number;
  flight_number: string;
  return: boolean;
}

/** product.md §8.3: Venice unless the query says otherwise, one person, return trip ticked. */
export function airportInitialValues(search: string, prices?: Record<Airport, number>): AirportTransferFormValues {
  return {
    airport: airportForAmount(search, prices) ?? 'VCE',
    people: 1,
    flight_number: '',
    return: true,
    ...contactValues(),
  };
}
