import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

// Issue 10 / decision 028: the page names what its first screen loads (the build lists it in
// dist/route-preloads.json), so the browser fetches the route's code with the entry.
const preloads = {
  routes: {
    bookingRooms: { scripts: ['/assets/BookingRoutes-A1.js', '/assets/earlyRates-B2.js'], styles: ['/assets/booking-C3.css'] },
    depositPayment: { scripts: ['/assets/DepositPaymentScreen-D4.js'], styles: [] },
  },
  catalogs: { it: { scripts: ['/assets/messages-it.js'], styles: [] }, en: { scripts: ['/assets/messages-en.js'], styles: [] }, de: { scripts: ['/assets/messages-de.js'], styles: [] } },
  shellCatalogs: { it: { scripts: ['/assets/shell-it.js'], styles: [] }, en: { scripts: ['/assets/shell-en.js'], styles: [] }, de: { scripts: ['/assets/shell-de.js'], styles: [] } },
};

const links = (html: string) => [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);

describe('route preloads in the page', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'terme-dist-'));
    copyFileSync(join(import.meta.dirname, '../support/dist/index.html'), join(dist, 'index.html'));
    writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(preloads));
    t = await createTestApp({ distDir: dist });
  });
  afterAll(() => t.close());

  const page = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': 'it' } })).body;

  it("names the rooms screen's styles, code and the language's catalogs", async () => {
    expect(links(await page('/en/booking/rooms-available?rooms=1&arrival=2031-06-01&departure=2031-06-03&adults1=2'))).toEqual([
      'preload /assets/booking-C3.css',
      'modulepreload /assets/shell-en.js',
      'modulepreload /assets/BookingRoutes-A1.js',
      'modulepreload /assets/earlyRates-B2.js',
      'modulepreload /assets/messages-en.js',
    ]);
    expect(await page('/it/deposit-payment?amount=25000')).toContain('<link rel="modulepreload" crossorigin href="/assets/DepositPaymentScreen-D4.js" />');
  });

  it("names only the shell catalog on the home page, on a route the build lists nothing for and on a not-found page", async () => {
    expect(links(await page('/de/'))).toEqual(['modulepreload /assets/shell-de.js']);
    expect(links(await page('/it/shop'))).toEqual(['modulepreload /assets/shell-it.js']);
    expect(links(await page('/it/nowhere'))).toEqual(['modulepreload /assets/shell-it.js']);
  });
});
