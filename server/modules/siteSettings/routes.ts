import type { AppModule } from '../../deps';
import { requireAdmin, signedInUser } from '../../http/auth';
import { PUBLIC_READ } from '../../http/session';
import { nothing, requestSchema } from '../../http/validation';
import { answers, int, nullableStr, obj, str } from '../../http/answers';
import { siteSettingsSchema, type SiteSettingsValues } from '../../../domain/validation';
import { airportPrices, readSiteSettings, saveSiteSettings } from './service';

const prices = obj({ VCE: int, TSF: int });
const settings = obj({
  banner_text: obj({ it: str, en: str, de: str }),
  banner_from: nullableStr,
  banner_to: nullableStr,
  airport_prices: prices,
  treatment_notice_hours: int,
});
const example = {
  banner_text: {
    it: 'Il 24 dicembre la piscina chiude alle 16.',
    en: 'On 24 December the pool closes at 4 pm.',
    de: 'Am 24. Dezember schließt das Becken um 16 Uhr.',
  },
  banner_from: '2026-12-15',
  banner_to: '2026-12-24',
  airport_prices: { VCE: 3500, TSF: 4500 },
  treatment_notice_hours: 24,
};
const schemas = {
  read: {
    querystring: nothing,
    tags: ['Staff'],
    summary:
      'The site’s settings: the banner’s own text and days, the airport transfer’s prices, the treatment times’ notice (administrators)',
    response: answers(settings, { example }),
  },
  save: {
    querystring: nothing,
    body: requestSchema(siteSettingsSchema, { example }),
    tags: ['Staff'],
    summary: 'Save the site’s settings; guests see them at once',
    description:
      'The banner’s text in it, en and de, all three or none (none: the automatic season notice only), with its first and last day; prices per person in cents (1 € to 1,000 €); the hours before a package’s treatment time until which its guest may change or cancel it (0 to 168, 24 when left out). Bad fields: 422 next to the field.',
    response: answers(settings, { example }),
  },
  prices: {
    querystring: nothing,
    tags: ['Requests'],
    summary: 'The airport transfer’s price per person by airport, in cents',
    response: answers(prices, { example: example.airport_prices }),
  },
};

/**
 * The site's settings (product.md §12.17): the administrator reads and saves them; guests read the
 * airport transfer's prices here and the banner's text with the seasons (/api/seasons).
 */
export const siteSettingsModule: AppModule = async (app, { db }) => {
  app.get('/api/admin/settings', { schema: schemas.read, onRequest: [requireAdmin] }, async () => readSiteSettings(db));

  app.put<{ Body: SiteSettingsValues }>(
    '/api/admin/settings',
    { schema: schemas.save, onRequest: [requireAdmin] },
    async (request) => saveSiteSettings(db, signedInUser(request), request.body),
  );

  app.get('/api/airport-transfer/prices', { schema: schemas.prices, ...PUBLIC_READ }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return airportPrices(db);
  });
};
