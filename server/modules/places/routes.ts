import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../types';
import { placeSearchSchema } from '../../../domain/validation/places';
import { placeTimeOf, searchBoroughs, searchCountries, searchProvinces } from './service';

const VALIDATE = { abortEarly: false, stripUnknown: true } as const;
const query = (request: FastifyRequest) => placeSearchSchema(request.locale).validate(request.query ?? {}, VALIDATE);

/**
 * The check-in lookups (SPEC 7): GET /api/countries, /api/provinces, /api/boroughs with a
 * `search` text, found by word prefix without regard to accents; countries named in the
 * request's language; places that existed on `date` (a birth) or since `since` (a document).
 */
export const placesModule: AppModule = async (app, deps) => {
  app.get('/api/countries', async (request) => {
    const q = await query(request);
    return searchCountries(deps.db, q.search, placeTimeOf(q), request.locale);
  });
  app.get('/api/provinces', async (request) => {
    const q = await query(request);
    return searchProvinces(deps.db, q.search, placeTimeOf(q));
  });
  app.get('/api/boroughs', async (request) => {
    const q = await query(request);
    return searchBoroughs(deps.db, q.search, placeTimeOf(q), q.province);
  });
};
