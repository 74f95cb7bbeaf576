import type { AppModule } from '../../deps';
import { requestSchema } from '../../http/validation';
import { placeSearchSchema, type PlaceSearch } from '../../../domain/validation/places';
import { placeTimeOf, searchBoroughs, searchCountries, searchProvinces } from './service';
import { PUBLIC_READ } from '../../http/session';

const search = { querystring: requestSchema(placeSearchSchema), tags: ['Check-in'] };
const lookup = (summary: string) => ({ schema: { ...search, summary }, ...PUBLIC_READ });
type Lookup = { Querystring: PlaceSearch };

/**
 * The check-in lookups (product.md §9): GET /api/countries, /api/provinces, /api/boroughs with a
 * `search` text, found by word prefix without regard to accents; countries named in the
 * request's language; places that existed on `date` (a birth) or since `since` (a document).
 */
export const placesModule: AppModule = async (app, { db }) => {
  app.get<Lookup>('/api/countries', lookup('Countries, searched by name'), async ({ query, locale }) =>
    searchCountries(db, query.search, placeTimeOf(query), locale),
  );
  app.get<Lookup>('/api/provinces', lookup('Italian provinces, searched by name'), async ({ query }) =>
    searchProvinces(db, query.search, placeTimeOf(query)),
  );
  app.get<Lookup>('/api/boroughs', lookup('Italian municipalities, searched by name'), async ({ query }) =>
    searchBoroughs(db, query.search, placeTimeOf(query), query.province),
  );
};
