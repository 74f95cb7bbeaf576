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
  const expiries = async () => (await t.database.db.select({ expiresAt: sessions.expiresAt }).from(sessions)).map((s) => s.expiresAt.getTime());
  const bringExpiryNear = async () => {
    const at = soon();
    await t.database.db.update(sessions).set({ expiresAt: at }).where(eq(sessions.expiresAt, sessions.expiresAt));
    return at.getTime();
  };

  it('files, the catalog, the calendar, seasons, pages, places, robots and health do not read the session', async () => {
    const near = await bringExpiryNear();
    for (const url of ['/assets/app-Ab12Cd34.js', '/api/room-categories', '/api/booking/season', '/api/seasons', '/api/products', '/api/pages/privacy', '/api/countries?search=ital', '/api/payments/config', '/robots.txt', '/sitemap.xml', '/healthz']) {
      const answer = await guest.get(url);
      expect(answer.statusCode, url).toBe(200);
    }
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
    const page = await t.app.inject({ method: 'GET', url: '/en/booking/select-dates', headers: { accept: 'text/html', cookie: `terme_session=${cookie}` } });
    expect(page.statusCode).toBe(200);
    expect(page.cookies.find((c) => c.name === 'terme_session')?.value ?? cookie).toBe(cookie);
    expect((await guest.get('/api/user')).json().user.email).toBe(DEMO_GUEST.email);
    expect(page.body).toContain(`<meta name="csrf-token" content="${guest.csrf}" />`);
  });

  it('refuses a state-changing route that would skip the session (it could not check the CSRF token)', async () => {
    const app = Fastify();
    await app.register(cookie, { secret: 'x'.repeat(32) });
    await app.register(sessionPlugin, { db: t.database.db, secret: 'x'.repeat(32) });
    expect(() => app.post('/change', { config: { session: false } }, async () => ({}))).toThrow(/only GET routes may skip the session/);
    await app.close();
  });
});
