import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { sessions } from '../../../server/db/schema';
import { DEMO_GUEST, freshIp, registrationPayload } from './support';
import { giftCardCatalogue } from '../shop/support';

const COOKIE = 'terme_session';
const CSRF_COOKIE = 'terme_csrf';

// Decision 023: a visitor gets a database session only when something needs one (login, a cart
// line, a payment); until then the page's CSRF token is signed for its CSRF cookie.
describe('sessions, logout and CSRF', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const client = await new TestClient(t.app).start('/it/');
    await client.post(
      '/login',
      { email: DEMO_GUEST.email, password: DEMO_GUEST.password, remember: true },
      { 'x-forwarded-for': freshIp() },
    );
    return client;
  };
  const sessionRows = async () => (await t.database.db.select({ id: sessions.id }).from(sessions)).length;
  const firstGiftCard = async (client: TestClient) => {
    const { spa } = await giftCardCatalogue(client);
    return { id: spa.id, variation: spa.entry };
  };
  /** Who the server thinks a bare cookie belongs to. */
  const whoIs = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `${COOKIE}=${cookie}` } })).json().user;

  it('gives a page without a cookie no session, only an httpOnly SameSite=Lax CSRF cookie; login sets the session cookie alike', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/it/', headers: { accept: 'text/html' } });
    expect(page.cookies.find((c) => c.name === COOKIE)).toBeUndefined();
    expect(page.cookies.find((c) => c.name === CSRF_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    const client = await signedIn();
    expect(client.cookies.get(COOKIE)).toBeTruthy();
    const login = await client.post(
      '/login',
      { email: DEMO_GUEST.email, password: DEMO_GUEST.password, remember: true },
      { 'x-forwarded-for': freshIp() },
    );
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/terme_session=.*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
  });

  it('writes no session row for 200 page loads and public reads without a cookie', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 200; i++) {
      const url = ['/it/', '/en/booking/select-dates', '/de/shop', '/api/user', '/it/shop/cart'][i % 5];
      const answer = await t.app.inject({
        method: 'GET',
        url,
        headers:
          url.startsWith('/api') || url.includes('/cart')
            ? { 'x-requested-with': 'XMLHttpRequest' }
            : { accept: 'text/html' },
      });
      expect(answer.statusCode, url).toBe(200);
    }
    expect(await sessionRows()).toBe(before);
  });

  it('takes a first POST from a cookie-less page with the token of its page: a login, and a cart line that makes a guest session keeping that token', async () => {
    const visitor = await new TestClient(t.app).start('/en/shop');
    expect(visitor.cookies.has(COOKIE)).toBe(false);
    const pageToken = visitor.csrf;
    const before = await sessionRows();
    const { id, variation } = await firstGiftCard(visitor);
    const added = await visitor.post('/shop/cart', { id, variation, people: 1, quantity: 1 });
    expect(added.statusCode).toBe(200);
    expect(await sessionRows()).toBe(before + 1);
    expect(visitor.cookies.get(COOKIE)).toBeTruthy();
    // The page was not reloaded: its token is still the one to send, and the cart is the session's.
    expect(visitor.csrf).toBe(pageToken);
    expect((await visitor.post('/shop/cart', { id, variation, people: 2, quantity: 1 })).statusCode).toBe(200);
    expect((await visitor.get('/en/shop/cart')).json().items).toHaveLength(2);

    const guest = await new TestClient(t.app).start('/it/login');
    const login = await guest.post(
      '/login',
      { email: DEMO_GUEST.email, password: DEMO_GUEST.password },
      { 'x-forwarded-for': freshIp() },
    );
    expect(login.statusCode).toBe(200);
    expect((await guest.get('/api/user')).json().user.email).toBe(DEMO_GUEST.email);
  });

  it('refuses a POST from a cookie-less visitor with 419 when the token is missing, forged, signs another cookie, or comes without its cookie', async () => {
    const visitor = await new TestClient(t.app).start('/en/');
    const other = await new TestClient(t.app).start('/en/');
    const login = { email: DEMO_GUEST.email, password: DEMO_GUEST.password };
    const before = await sessionRows();
    const noToken = await visitor.inject({ method: 'POST', url: '/login', payload: login });
    const forged = await visitor.post('/login', login, { 'x-csrf-token': 'A'.repeat(43) });
    const othersToken = await visitor.post('/login', login, { 'x-csrf-token': other.csrf });
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: login,
      headers: { 'x-csrf-token': visitor.csrf },
    });
    const forgedCookie = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: login,
      headers: { 'x-csrf-token': visitor.csrf, cookie: `${CSRF_COOKIE}=${'B'.repeat(43)}` },
    });
    expect([noToken, forged, othersToken, noCookie, forgedCookie].map((r) => r.statusCode)).toEqual([
      419, 419, 419, 419, 419,
    ]);
    expect(await sessionRows()).toBe(before);
  });

  it('rotates the session id and the CSRF token at login: the old cookie signs nobody in', async () => {
    const client = await new TestClient(t.app).start('/en/shop');
    // A guest session: made by a cart line.
    const { id, variation } = await firstGiftCard(client);
    await client.post('/shop/cart', { id, variation, people: 1, quantity: 1 });
    const guestCookie = client.cookies.get(COOKIE) as string;
    expect(guestCookie).toBeTruthy();
    const guestCsrf = client.csrf;
    const response = await client.post(
      '/login',
      { email: DEMO_GUEST.email, password: DEMO_GUEST.password, remember: true },
      { 'x-forwarded-for': freshIp() },
    );
    expect(response.statusCode).toBe(200);
    const userCookie = client.cookies.get(COOKIE) as string;
    expect(userCookie).not.toBe(guestCookie);
    expect(response.headers['x-csrf-token']).not.toBe(guestCsrf);
    expect((await whoIs(userCookie)).email).toBe(DEMO_GUEST.email);
    expect(await whoIs(guestCookie)).toBeNull();

    // The old token no longer passes CSRF either.
    const stale = await client.post('/logout', {}, { 'x-csrf-token': guestCsrf });
    expect(stale.statusCode).toBe(419);
  });

  it('ends the session at logout without writing a guest row; the new token works for the next form', async () => {
    const client = await signedIn();
    const userCookie = client.cookies.get(COOKIE) as string;
    const userCsrf = client.csrf;
    const before = await sessionRows();
    const response = await client.post('/logout');
    expect(response.statusCode).toBe(204);
    expect(await sessionRows()).toBe(before - 1);
    expect(response.headers['x-csrf-token']).toBeTruthy();
    expect(response.headers['x-csrf-token']).not.toBe(userCsrf);
    expect(client.cookies.get(COOKIE) ?? '').toBe('');
    expect(await whoIs(userCookie)).toBeNull();
    expect((await client.get('/api/user')).json()).toEqual({ user: null });
    // The new guest token works for the next form.
    const again = await client.post(
      '/login',
      { email: DEMO_GUEST.email, password: DEMO_GUEST.password },
      { 'x-forwarded-for': freshIp() },
    );
    expect(again.statusCode).toBe(200);
  });

  it('treats an expired session as a guest', async () => {
    // An account of its own, so expiring its sessions touches no other test.
    const client = await new TestClient(t.app).start('/it/');
    const created = await client.post('/it/register', await registrationPayload(client), {
      'x-forwarded-for': freshIp(),
    });
    const { user } = created.json();
    expect((await client.get('/api/user')).json().user.id).toBe(user.id);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await client.get('/api/user')).json()).toEqual({ user: null });
  });

  it('refuses a POST without the token with 419 and a translated message', async () => {
    const client = await new TestClient(t.app).start('/de/');
    const response = await client.inject({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO_GUEST.email, password: DEMO_GUEST.password },
      headers: { 'x-locale': 'de' },
    });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'Sitzung abgelaufen, bitte lade die Seite neu' });
    expect((await client.get('/api/user')).json().user).toBeNull();
  });

  it('refuses the token of another session', async () => {
    const mine = await new TestClient(t.app).start('/it/');
    const theirs = await new TestClient(t.app).start('/it/');
    const response = await mine.post(
      '/login',
      { email: DEMO_GUEST.email, password: DEMO_GUEST.password },
      { 'x-csrf-token': theirs.csrf },
    );
    expect(response.statusCode).toBe(419);
  });

  it('accepts a url-encoded form post that carries the token as _token', async () => {
    const client = await new TestClient(t.app).start('/it/');
    const form = new URLSearchParams({
      _token: client.csrf,
      email: DEMO_GUEST.email,
      password: DEMO_GUEST.password,
      remember: 'true',
    });
    const response = await client.inject({
      method: 'POST',
      url: '/login',
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(DEMO_GUEST.email);
  });
});
