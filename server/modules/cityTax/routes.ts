import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireAdmin, signedInUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { nothing, requestSchema } from '../../http/validation';
import { answers, bool, day, int, list, nullableInt, obj } from '../../http/answers';
import { hotelToday } from '../../../domain/dates';
import { cityTaxVersionWire, type CityTaxVersion } from '../../../domain/cityTax';
import { cityTaxSettingSchema, fields, type CityTaxSettingValues } from '../../../domain/validation';
import { cityTaxVersions, deleteCityTaxVersion, saveCityTaxVersion } from './service';

const byDay = requestSchema((locale) => object({ validFrom: fields(locale).isoDate('dateRequired') }));
const tags = ['Staff'];
const version = obj({
  valid_from: day,
  per_person_night: int,
  max_nights_taxed: nullableInt,
  exempt_under_age: nullableInt,
  base: bool,
  current: bool,
});
const versions = answers(obj({ today: day, versions: list(version) }), {
  example: {
    today: '2026-11-28',
    versions: [
      {
        valid_from: '1970-01-01',
        per_person_night: 150,
        max_nights_taxed: null,
        exempt_under_age: null,
        base: true,
        current: false,
      },
      {
        valid_from: '2026-11-28',
        per_person_night: 250,
        max_nights_taxed: 4,
        exempt_under_age: 14,
        base: false,
        current: true,
      },
    ],
  },
});
const schemas = {
  list: {
    querystring: nothing,
    tags,
    summary: 'The city tax’s versions by the arrival day they start (administrators)',
    response: versions,
  },
  save: {
    querystring: nothing,
    body: requestSchema((locale) => cityTaxSettingSchema(locale), {
      example: { valid_from: '2027-03-01', per_person_night: 250, max_nights_taxed: 4, exempt_under_age: 14 },
    }),
    tags,
    summary: 'Save the city tax for arrivals from a day on, today or later (administrators)',
    response: versions,
  },
  remove: {
    querystring: nothing,
    params: byDay,
    body: nothing,
    tags,
    summary: 'Delete a city-tax version that has not begun (administrators)',
    response: versions,
  },
};

const notFound = {
  en: 'There is no city-tax version starting that day that has not begun yet.',
  it: 'Non esiste una versione dell’imposta di soggiorno che inizi quel giorno e non sia ancora in vigore.',
  de: 'Es gibt keine Kurtaxe-Version, die an diesem Tag beginnt und noch nicht gilt.',
};

/** The versions and which one today's arrivals fall under (the latest started). */
function answer(versions: CityTaxVersion[], today: string) {
  const current = versions.filter((v) => v.validFrom <= today).at(-1);
  return { today, versions: versions.map((v) => cityTaxVersionWire(v, v === current)) };
}

/**
 * The city tax (product.md §12.10), the administrator's: the versions by the day they start, saving
 * one (today or later), removing one not yet begun. New bookings take the version of their arrival
 * at once; reservations keep the rules they were booked with. Every change is in the staff log.
 */
export const cityTaxModule: AppModule = async (app, { db, config }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/api/admin/city-tax', { schema: schemas.list }, async () =>
    answer(await cityTaxVersions(db, config.cityTaxCents), hotelToday()),
  );

  app.post<{ Body: CityTaxSettingValues }>('/api/admin/city-tax', { schema: schemas.save }, async (request) => {
    await saveCityTaxVersion(db, signedInUser(request), request.body);
    return answer(await cityTaxVersions(db, config.cityTaxCents), hotelToday());
  });

  app.delete<{ Params: { validFrom: string } }>(
    '/api/admin/city-tax/:validFrom',
    { schema: schemas.remove },
    async (request) => {
      const today = hotelToday();
      if (!(await deleteCityTaxVersion(db, signedInUser(request), request.params.validFrom, today)))
        throw new HttpError(404, notFound);
      return answer(await cityTaxVersions(db, config.cityTaxCents), today);
    },
  );
};
