import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

// Issue 10, search engines and sharing: a real robots.txt and sitemap.xml, and every page sent
// with its own title, description, canonical address, alternates in the three languages and <html lang>.
const APP = 'https://terme.example';

describe('robots.txt, sitemap.xml and the head of every page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ appUrl: APP });
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'it') =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': lang } });

  it('robots.txt keeps crawlers out of the API, accounts, the front desk and password links, and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).not.toContain('<div id="root">');
    const lines = robots.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/it/my',
      '/en/my',
      '/de/my',
      '/it/admin',
      '/en/admin',
      '/de/admin',
      '/it/password/reset/',
      '/de/password/reset/',
      '/it/dev',
      '/en/dev',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The journeys stay crawlable: Lighthouse and search engines refuse a page robots.txt blocks.
    expect(robots.body).not.toMatch(/Disallow: \/(it|en|de)?\/?(booking|day-spa|deposit-payment)?$/m);
    expect(lines).toContain(`Sitemap: ${APP}/sitemap.xml`);
  });

  it('sitemap.xml lists the public pages in the three languages, each with its alternates', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const lang of ['it', 'en', 'de']) {
      for (const path of [
        '/',
        '/booking/select-dates',
        '/day-spa',
        '/day-spa/thermal-day',
        '/airport-transfer',
        '/requests/change-booking',
        '/requests/refund',
        '/shop',
        '/gift-cards/balance',
        '/register',
        '/privacy',
        '/accessibility',
        '/requests/accessibility-barrier',
      ]) {
        expect(locs).toContain(`${APP}/${lang}${path}`);
      }
    }
    expect(locs).toHaveLength(39);
    expect(locs.some((loc) => /\/(my|admin|password)|rooms-available|payment|checkout/.test(loc))).toBe(false);
    const home = sitemap.body.slice(sitemap.body.indexOf(`<loc>${APP}/en/</loc>`)).split('</url>')[0];
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="it" href="${APP}/it/"/>`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${APP}/de/"/>`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${APP}/"/>`);
  });

  it("writes the title, description, canonical and alternates of the page in the route's language", async () => {
    const page = (await get('/de/booking/select-dates/?arrival=2031-06-01', 'en')).body;
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('<title>Reisedaten wählen · Terme Hotel</title>');
    expect(page).toContain(
      '<meta name="description" content="Wähle Reisedaten, Zimmer und Gäste und sieh sofort die Preise aller Zimmer und Tarife des Hotels." />',
    );
    expect(page).toContain(`<link rel="canonical" href="${APP}/de/booking/select-dates" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="it" href="${APP}/it/booking/select-dates" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="en" href="${APP}/en/booking/select-dates" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="x-default" href="${APP}/it/booking/select-dates" />`);
    expect(page).not.toContain('noindex');

    const home = (await get('/it')).body;
    expect(home).toContain('<html lang="it">');
    expect(home).toContain(`<link rel="canonical" href="${APP}/it/" />`);
    expect(home).toContain(`<link rel="alternate" hreflang="x-default" href="${APP}/" />`);
    expect(home).toContain(
      '<meta name="description" content="Hotel termale a Montegrotto Terme: camere con piscine termali, spa e trattamenti. Prenota online il soggiorno o un ingresso day spa." />',
    );
    expect(home).toContain('<meta property="og:locale" content="it_IT" />');

    const rooms = (await get('/en/booking/rooms-available?rooms=1&arrival=2031-06-01&departure=2031-06-03&adults1=2'))
      .body;
    expect(rooms).toContain(
      '<meta name="description" content="The rooms free on your dates, with their rates and what is included: pools, spa, breakfast, parking." />',
    );
    expect(rooms).toContain(`<link rel="canonical" href="${APP}/en/booking/rooms-available" />`);
  });

  it('keeps accounts, the front desk and not-found pages out of search results', async () => {
    for (const url of [
      '/it/my',
      '/en/my/room-reservations/4/check-in',
      '/de/admin/requests',
      '/it/password/reset/abc',
    ]) {
      const page = (await get(url)).body;
      expect(page, url).toContain('<meta name="robots" content="noindex" />');
    }
    const missing = await get('/en/nowhere', 'de');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    expect(missing.body).not.toContain('rel="canonical"');
    expect(missing.body).not.toContain('hreflang');
  });

  it('escapes what the address brings into the page', async () => {
    const page = (await get('/it/day-spa/%22%3E%3Cscript%3E$&')).body;
    expect(page).not.toMatch(/<script>/);
    expect(page).toContain(`<link rel="canonical" href="${APP}/it/day-spa/%22%3E%3Cscript%3E$&amp;" />`);
  });
});
