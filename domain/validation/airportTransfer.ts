import { mixed, object, type InferType } from 'yup';
import {
  AIRPORT_TRANSFER_MAX_PEOPLE,
  AIRPORTS,
  COUNTER_MIN,
  FLIGHT_NUMBER_MAX_LENGTH,
  type Airport,
} from '../constants';
import type { Locale } from '../locales';
import { fields } from './fields';

/**
 * Airport transfer request (product.md §8.3): VCE or TSF, 1 to 50 people, a flight number (required, at
 * most 150 characters), the return trip (ticked unless the guest unticks it), who asks. The price
 * is not part of the form: the server computes it from the airport and the people.
 */
export function airportTransferSchema(locale: Locale) {
  const f = fields(locale);
  const { m } = f;
  return object({
    airport: mixed<Airport>().oneOf(AIRPORTS, m('airportRequired')).required(m('airportRequired')),
    people: f.count(COUNTER_MIN, AIRPORT_TRANSFER_MAX_PEOPLE, 'transferPeopleRange'),
    flight_number: f
      .text(FLIGHT_NUMBER_MAX_LENGTH)
      .required(m('flightNumberRequired'))
      .max(FLIGHT_NUMBER_MAX_LENGTH, m('flightNumberMax', { max: FLIGHT_NUMBER_MAX_LENGTH })),
    return: f.flag(true),
    ...f.contact(),
  });
}
export type AirportTransferValues = InferType<ReturnType<typeof airportTransferSchema>>;
