import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

// Issue 16 item 8: the server knows the SPA's screens (product.md §1.2: every screen listed once, in domain/routes.ts) and answers 404,
// with the SPA's not-found screen, for every other path; the API keeps its JSON 404.
const pages = [
  '/',
  '/it/',
  '/en',
  '/de/',
  '/it/my',
  '/en/my/',
  '/it/password/reset',
  '/it/password/reset/abc123token',
  '/de/privacy',
  '/it/register?invitation=abc',
  '/en/deposit-payment?amount=10000&id=4&number=R-1',
  '/it/booking',
  '/it/booking/select-dates',
  '/en/booking/rooms-available?rooms=1&arrival=2031-06-01&departure=2031-06-03&adults1=2',
  '/de/booking/payment?rooms=1',
  '/it/my/room-reservations/12',
  '/en/my/room-reservations/12/check-in',
  '/it/admin',
  '/de/admin/reservations/7',
  '/en/admin/police-report?date=2031-06-01',
  '/it/admin/actions',
  '/it/day-spa',
  '/it/day-spa/thermal-day',
  '/en/day-spa/thermal-day/2031-06-01?people=2',
  '/de/day-spa/thermal-day/2031-06-01/payment',
  '/it/my/product-reservations/DS-7K3M9QXA',
  '/it/shop',
  '/en/shop/checkout',
  '/de/shop/checkout/personalisation',
  '/it/shop/checkout/payment',
  '/en/shop/checkout/confirmation',
  '/de/gift-cards/balance',
];

const notPages = [
  '/404',
  '/it/404',
  '/xx/',
  '/fr/booking/select-dates',
  '/it/whatever',
  '/en/some/where/deep',
  '/it/booking/nowhere',
  '/it/booking/select-dates/more',
  '/it/my/room-reservations/abc',
  '/it/my/room-reservations/12/extra',
  '/it/my/room-reservations/abc/check-in',
  '/it/admin/reservations/abc',
  '/it/admin/somewhere',
  '/it/day-spa/thermal-day/not-a-date',
  '/it/day-spa/thermal-day/2031-02-30',
  '/it/day-spa/thermal-day/2031-06-01/pay',
  '/it/password/reset/abc/def',
  '/favicon.ico.missing',
];

describe('pages and not-found pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'it') =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': lang } });

  it.each(pages)('%s is a screen of the site: 200 with the SPA', async (url) => {
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
  });

  it.each(notPages)('%s is not: 404 with the SPA, which shows its not-found screen', async (url) => {
    const page = await get(url);
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
  });

  it("titles the page in the route's language, and the not-found page in the visitor's", async () => {
    expect((await get('/it/booking/select-dates', 'en')).body).toContain('<title>Scegli le date · Terme Hotel</title>');
    expect((await get('/de/my')).body).toContain('<title>Mein Konto · Terme Hotel</title>');
    expect((await get('/it/my/room-reservations/3/check-in')).body).toContain(
      '<title>Check-in online · Terme Hotel</title>',
    );
    expect((await get('/de/admin/police-report')).body).toContain(
      '<title>Rezeption: Polizeimeldung · Terme Hotel</title>',
    );
    expect((await get('/en/nowhere', 'de')).body).toContain('<title>Page not found · Terme Hotel</title>');
    expect((await get('/404', 'de-DE,de;q=0.9')).body).toContain('<title>Seite nicht gefunden · Terme Hotel</title>');
  });

  it('keeps JSON 404s for the API and for XHR', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/nothing-here' },
      { method: 'GET' as const, url: '/it/nowhere', headers: { 'x-requested-with': 'XMLHttpRequest' } },
    ]) {
      const answer = await t.app.inject(request);
      expect(answer.statusCode, request.url).toBe(404);
      expect(answer.json()).toHaveProperty('message');
    }
  });
});
