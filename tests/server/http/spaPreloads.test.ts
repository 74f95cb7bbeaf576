import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

// Issue 10 / decisions 028 and 031: the page names what the entry imports at once (the build
// lists it in dist/route-preloads.json), so the browser fetches it with the entry.
const preloads = {
  routes: {
    bookingRooms: {
      scripts: ['/assets/earlyRates-B2.js', '/assets/BookingRoutes-C3.js', '/assets/journey-D4.js'],
      styles: ['/assets/journey-E5.css'],
    },
    depositPayment: { scripts: ['/assets/DepositPaymentScreen-F6.js', '/assets/journey-D4.js'], styles: [] },
    account: { scripts: ['/assets/AccountScreen-G7.js'], styles: [] },
  },
  shellCatalogs: {
    it: { scripts: ['/assets/shell-it.js'], styles: [] },
    en: { scripts: ['/assets/shell-en.js'], styles: [] },
    de: { scripts: ['/assets/shell-de.js'], styles: [] },
  },
  fullCatalogs: {
    it: { scripts: ['/assets/full-it.js'], styles: [] },
    en: { scripts: ['/assets/full-en.js'], styles: [] },
    de: { scripts: ['/assets/full-de.js'], styles: [] },
  },
  // Decision 034: the deposit's screen awaits its own part of the catalog.
  screenCatalogs: {
    depositPayment: {
      it: { scripts: ['/assets/deposit-it.js'], styles: [] },
      de: { scripts: ['/assets/deposit-de.js'], styles: [] },
    },
  },
};

const links = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
    (match) => `${match[1]} ${match[2]}`,
  );

describe('route preloads in the page', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'terme-dist-'));
    copyFileSync(join(import.meta.dirname, '../support/dist/index.html'), join(dist, 'index.html'));
    writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(preloads));
    t = await createTestApp({ distDir: dist });
  });
  afterAll(() => t.close());

  const page = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': 'it' } })).body;

  it("names the shell catalog of the page's language, the route's screen with its styles and first requests, and its catalog", async () => {
    expect(
      links(await page('/en/booking/rooms-available?rooms=1&arrival=2031-06-01&departure=2031-06-03&adults1=2')),
    ).toEqual([
      'preload /assets/journey-E5.css',
      'modulepreload /assets/shell-en.js',
      'modulepreload /assets/earlyRates-B2.js',
      'modulepreload /assets/BookingRoutes-C3.js',
      'modulepreload /assets/journey-D4.js',
      'modulepreload /assets/full-en.js',
    ]);
    // The deposit's part of the catalog in German, not the full one; the full one where the build wrote no part.
    expect(links(await page('/de/deposit-payment?amount=25000'))).toEqual([
      'modulepreload /assets/shell-de.js',
      'modulepreload /assets/DepositPaymentScreen-F6.js',
      'modulepreload /assets/journey-D4.js',
      'modulepreload /assets/deposit-de.js',
    ]);
    expect(links(await page('/en/deposit-payment?amount=25000'))).toContain('modulepreload /assets/full-en.js');
    expect(links(await page('/it/my'))).toEqual([
      'modulepreload /assets/shell-it.js',
      'modulepreload /assets/AccountScreen-G7.js',
      'modulepreload /assets/full-it.js',
    ]);
    expect(await page('/it/booking/rooms-available?rooms=1')).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/journey-E5.css" />',
    );
  });

  it('names only the shell catalog on the home page, on a route the build lists nothing for and on a not-found page', async () => {
    expect(links(await page('/de/'))).toEqual(['modulepreload /assets/shell-de.js']);
    expect(links(await page('/it/shop'))).toEqual(['modulepreload /assets/shell-it.js']);
    expect(links(await page('/it/nowhere'))).toEqual(['modulepreload /assets/shell-it.js']);
  });
});
