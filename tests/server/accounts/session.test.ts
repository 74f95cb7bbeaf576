import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { sessions } from '../../../server/db/schema';
import { DEMO_GUEST, freshIp, registrationPayload } from './support';

const COOKIE = 'terme_session';

describe('sessions, logout and CSRF', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const client = await new TestClient(t.app).start('/it/');
    await client.post('/login', { email: DEMO_GUEST.email, password: DEMO_GUEST.password, remember: true }, { 'x-forwarded-for': freshIp() });
    return client;
  };
  /** Who the server thinks a bare cookie belongs to. */
  const whoIs = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `${COOKIE}=${cookie}` } })).json().user;

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/it/', headers: { accept: 'text/html' } });
    const cookie = page.cookies.find((c) => c.name === COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const setCookie = String(page.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
  });

  it('rotates the session id and the CSRF token at login: the old cookie signs nobody in', async () => {
    const client = await new TestClient(t.app).start('/it/');
    const guestCookie = client.cookies.get(COOKIE) as string;
    const guestCsrf = client.csrf;
    const response = await client.post('/login', { email: DEMO_GUEST.email, password: DEMO_GUEST.password, remember: true }, { 'x-forwarded-for': freshIp() });
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

  it('ends the session at logout and hands out a fresh guest session with a new token', async () => {
    const client = await signedIn();
    const userCookie = client.cookies.get(COOKIE) as string;
    const userCsrf = client.csrf;
    const response = await client.post('/logout');
    expect(response.statusCode).toBe(204);
    expect(response.headers['x-csrf-token']).toBeTruthy();
    expect(response.headers['x-csrf-token']).not.toBe(userCsrf);
    expect(client.cookies.get(COOKIE)).not.toBe(userCookie);
    expect(await whoIs(userCookie)).toBeNull();
    expect((await client.get('/api/user')).json()).toEqual({ user: null });
    // The new guest token works for the next form.
    const again = await client.post('/login', { email: DEMO_GUEST.email, password: DEMO_GUEST.password }, { 'x-forwarded-for': freshIp() });
    expect(again.statusCode).toBe(200);
  });

  it('treats an expired session as a guest', async () => {
    // An account of its own, so expiring its sessions touches no other test.
    const client = await new TestClient(t.app).start('/it/');
    const created = await client.post('/it/register', await registrationPayload(client), { 'x-forwarded-for': freshIp() });
    const { user } = created.json();
    expect((await client.get('/api/user')).json().user.id).toBe(user.id);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect((await client.get('/api/user')).json()).toEqual({ user: null });
  });

  it('refuses a POST without the token with 419 and a translated message', async () => {
    const client = await new TestClient(t.app).start('/de/');
    const response = await client.inject({ method: 'POST', url: '/login', payload: { email: DEMO_GUEST.email, password: DEMO_GUEST.password }, headers: { 'x-locale': 'de' } });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'Sitzung abgelaufen, bitte lade die Seite neu' });
    expect((await client.get('/api/user')).json().user).toBeNull();
  });

  it('refuses the token of another session', async () => {
    const mine = await new TestClient(t.app).start('/it/');
    const theirs = await new TestClient(t.app).start('/it/');
    const response = await mine.post('/login', { email: DEMO_GUEST.email, password: DEMO_GUEST.password }, { 'x-csrf-token': theirs.csrf });
    expect(response.statusCode).toBe(419);
  });

  it('accepts a url-encoded form post that carries the token as _token', async () => {
    const client = await new TestClient(t.app).start('/it/');
    const form = new URLSearchParams({ _token: client.csrf, email: DEMO_GUEST.email, password: DEMO_GUEST.password, remember: 'true' });
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
