import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/db/schema';
import { sessionPlugin } from '../../../server/http/session';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { DEMO_GUEST } from '../../../server/db/seed/core';
import { addDays } from '../../../domain/dates';

// Issue 10, cost per request: public reads (files, catalog, calendar) answer the same to everyone
// and skip the session lookup; what needs the session still has it. A looked-up session whose
// expiry is near gets it pushed back (the "touch"): an expiry left alone shows no lookup happened.
describe('public reads skip the session lookup', () => {
  let t: TestApp;
  let guest: TestClient;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'terme-dist-'));
    mkdirSync(join(dist, 'assets'));
    copyFileSync(join(import.meta.dirname, '../support/dist/index.html'), join(dist, 'index.html'));
    writeFileSync(join(dist, 'assets/app-Ab12Cd34.js'), 'export {};\n');
    t = await createTestApp({ distDir: dist });
    guest = await new TestClient(t.app).start();
    await guest.login(DEMO_GUEST.email, DEMO_GUEST.password);
  });
  afterAll(() => t.close());

  const soon = () => new Date(Date.now() + 10 * 60_000);
  const expiries = async () =>
    (await t.database.db.select({ expiresAt: sessions.expiresAt }).from(sessions)).map((s) => s.expiresAt.getTime());
  const bringExpiryNear = async () => {
    const at = soon();
    await t.database.db.update(sessions).set({ expiresAt: at }).where(eq(sessions.expiresAt, sessions.expiresAt));
    return at.getTime();
  };

  it('files, the catalog, the calendar, seasons, pages, places, robots and health do not read the session', async () => {
    const near = await bringExpiryNear();
    for (const url of [
      '/assets/app-Ab12Cd34.js',
      '/api/room-categories',
      '/api/booking/season',
      '/api/seasons',
      '/api/products',
      '/api/pages/privacy',
      '/api/countries?search=ital',
      '/api/payments/config',
      '/robots.txt',
      '/sitemap.xml',
      '/healthz',
    ]) {
      const answer = await guest.get(url);
      expect(answer.statusCode, url).toBe(200);
    }
    expect(new Set(await expiries())).toEqual(new Set([near]));
  });

  it('answers the rates search, a POST that only reads, without reading the session or asking for a CSRF token', async () => {
    const near = await bringExpiryNear();
    const { today } = (await guest.get('/api/booking/season')).json() as { today: string };
    const from = addDays(today, 7);
    const body = {
      from_date: from,
      to_date: addDays(from, 2),
      locale: 'en',
      rooms: [{ adults: 2, children: 0, children_ages: [] }],
    };
    const signedIn = await guest.post('/api/available/rates', body);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/available/rates',
      payload: body,
      headers: { 'x-locale': 'en' },
    });
    // Whatever the seeded season allows on that day: the same answer with and without a session.
    expect([200, 422]).toContain(signedIn.statusCode);
    expect(anonymous.statusCode).toBe(signedIn.statusCode);
    expect(anonymous.json()).toEqual(signedIn.json());
    expect(new Set(await expiries())).toEqual(new Set([near]));
  });

  it('who is signed in, pages and state-changing calls still do', async () => {
    const near = await bringExpiryNear();
    const me = await guest.get('/api/user');
    expect(me.json().user.email).toBe(DEMO_GUEST.email);
    expect(Math.max(...(await expiries()))).toBeGreaterThan(near + 60 * 60_000);
  });

  it('keeps the guest signed in on a page, which reaches the SPA through the file route that skipped the lookup', async () => {
    const cookie = guest.cookies.get('terme_session');
    const page = await t.app.inject({
      method: 'GET',
      url: '/en/booking/select-dates',
      headers: { accept: 'text/html', cookie: `terme_session=${cookie}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.cookies.find((c) => c.name === 'terme_session')?.value ?? cookie).toBe(cookie);
    expect((await guest.get('/api/user')).json().user.email).toBe(DEMO_GUEST.email);
    expect(page.body).toContain(`<meta name="csrf-token" content="${guest.csrf}" />`);
  });

  it('refuses a state-changing route that would skip the session (it could not check the CSRF token)', async () => {
    const app = Fastify();
    await app.register(cookie, { secret: 'x'.repeat(32) });
    await app.register(sessionPlugin, { db: t.database.db, secret: 'x'.repeat(32) });
    expect(() => app.post('/change', { config: { session: false } }, async () => ({}))).toThrow(
      /only GET routes may skip the session/,
    );
    expect(() => app.post('/search', { config: { session: false, readOnly: true } }, async () => ({}))).not.toThrow();
    await app.close();
  });
});
