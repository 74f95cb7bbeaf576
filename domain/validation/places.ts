import { object, type InferType } from 'yup';
import { isIsoDate } from '../dates';
import type { Locale } from '../locales';
import { fields } from './fields';

export const PLACE_SEARCH_MAX_LENGTH = 100;

/**
 * The query of GET /api/countries, /api/provinces and /api/boroughs: a search text, and the
 * day the place must have existed on (`date`, the date of birth) or existed at some time since
 * (`since`, a document's issue); without either, places that exist today. Boroughs may be
 * narrowed to a province.
 */
export function placeSearchSchema(locale: Locale) {
  const f = fields(locale);
  const { m } = f;
  const optionalDate = () =>
    f
      .text()
      .optional()
      .test('iso-date', m('dateInvalid'), (value) => !value || isIsoDate(value));
  return object({
    search: f.text(PLACE_SEARCH_MAX_LENGTH).default(''),
    date: optionalDate(),
    since: optionalDate(),
    province: f
      .text(2)
      .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
      .optional()
      .test('province', m('placeUnknown'), (value) => !value || /^[A-Z]{2}$/.test(value)),
  });
}
export type PlaceSearch = InferType<ReturnType<typeof placeSearchSchema>>;

/** One answer of a lookup, as the search-as-you-type field lists it. */
export interface PlaceOption {
  id: number | string;
  name: string;
}
