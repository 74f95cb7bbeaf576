import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { DEMO_GUEST, freshIp, pinClockMidMinute, uniqueEmail } from './support';

describe('POST /login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const newClient = () => new TestClient(t.app).start('/it/');
  /** `ip` becomes X-Forwarded-For (the app trusts the proxy); the rest are request headers. */
  const login = (
    client: TestClient,
    body: Record<string, unknown>,
    { ip = freshIp(), ...headers }: Record<string, string> = {},
  ) => client.post('/login', body, { 'x-forwarded-for': ip, ...headers });

  it('signs in with the right password, case-insensitively on the email, and answers {user}', async () => {
    const client = await newClient();
    const response = await login(client, {
      email: 'Guest@Terme.Example',
      password: DEMO_GUEST.password,
      remember: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: expect.any(Number),
        fullName: 'Giulia Rossi',
        email: DEMO_GUEST.email,
        bonus_terme_credit: 20000,
        discount_percent: 10,
        is_admin: false,
        role: null,
      },
    });
    expect((await client.get('/api/user')).json().user.email).toBe(DEMO_GUEST.email);
  });

  it('keeps the cookie for the idle lifetime with remember, and only for the browser session without', async () => {
    const remembered = await login(await newClient(), {
      email: DEMO_GUEST.email,
      password: DEMO_GUEST.password,
      remember: true,
    });
    expect(remembered.cookies.find((c) => c.name === 'terme_session')?.maxAge).toBe(120 * 60);
    const forgotten = await login(await newClient(), {
      email: DEMO_GUEST.email,
      password: DEMO_GUEST.password,
      remember: false,
    });
    expect(forgotten.statusCode).toBe(200);
    expect(forgotten.cookies.find((c) => c.name === 'terme_session')?.maxAge).toBeUndefined();
  });

  it('answers a wrong password with 422 and the error on email, in the language of the request', async () => {
    const client = await newClient();
    const wrong = { email: DEMO_GUEST.email, password: 'wrong-password' };
    const en = await login(client, wrong, { 'x-locale': 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    const it_ = await login(client, wrong, { 'x-locale': 'it' });
    expect(it_.json().errors.email).toEqual(['Le credenziali inserite non corrispondono ai nostri dati.']);
    const de = await login(client, wrong, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(de.json().errors.email).toEqual(['Diese Zugangsdaten stimmen nicht mit unseren Daten überein.']);
    expect((await client.get('/api/user')).json().user).toBeNull();
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const client = await newClient();
    const response = await login(
      client,
      { email: uniqueEmail('nobody'), password: 'whatever-it-is' },
      { 'x-locale': 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['These credentials do not match our records.'] });
  });

  it('validates the form with the shared schema', async () => {
    const client = await newClient();
    const response = await login(client, { email: 'nope', password: '' }, { 'x-locale': 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Bitte gib eine gültige E-Mail-Adresse ein.'],
      password: ['Das Passwort ist erforderlich.'],
    });
  });

  it('answers the sixth wrong password in a minute with 429, before even checking the password', async () => {
    pinClockMidMinute();
    const client = await newClient();
    const ip = freshIp();
    for (let i = 1; i <= 5; i++) {
      const response = await login(client, { email: DEMO_GUEST.email, password: `wrong-${i}` }, { ip });
      expect(response.statusCode, `attempt ${i}`).toBe(422);
    }
    const sixth = await login(client, { email: DEMO_GUEST.email, password: 'wrong-6' }, { ip, 'x-locale': 'it' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: 'Troppi tentativi. Riprova tra 1 minuto.' });
    expect(sixth.headers['retry-after']).toBe('60');

    const rightButLocked = await login(client, { email: DEMO_GUEST.email, password: DEMO_GUEST.password }, { ip });
    expect(rightButLocked.statusCode).toBe(429);
    expect((await client.get('/api/user')).json().user).toBeNull();

    // The lock is per email and address: the owner elsewhere, or another account here, still gets in.
    expect((await login(client, { email: DEMO_GUEST.email, password: DEMO_GUEST.password })).statusCode).toBe(200);
    expect(
      (await login(await newClient(), { email: 'admin@terme.example', password: 'terme-admin-2026' }, { ip }))
        .statusCode,
    ).toBe(200);
  });

  it('lets the lock go when the minute is over', async () => {
    const start = pinClockMidMinute();
    const client = await newClient();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(client, { email: DEMO_GUEST.email, password: 'wrong' }, { ip });
    expect((await login(client, { email: DEMO_GUEST.email, password: DEMO_GUEST.password }, { ip })).statusCode).toBe(
      429,
    );
    vi.spyOn(Date, 'now').mockReturnValue(start + 60_000);
    expect((await login(client, { email: DEMO_GUEST.email, password: DEMO_GUEST.password }, { ip })).statusCode).toBe(
      200,
    );
  });

  it('makes one address wait longer after each failure past the fifth, and says how long in the language of the request', async () => {
    const start = pinClockMidMinute();
    const client = await newClient();
    const ip = freshIp();
    const email = uniqueEmail('slow');
    for (let i = 0; i < 5; i++)
      expect((await login(client, { email, password: 'wrong' }, { ip })).statusCode).toBe(422);
    const first = await login(client, { email, password: 'wrong' }, { ip, 'x-locale': 'en' });
    expect(first.json().message).toBe('Too many attempts. Please try again in 1 minute.');
    // 20 seconds later, 40 are left.
    vi.spyOn(Date, 'now').mockReturnValue(start + 20_000);
    const later = await login(client, { email, password: 'wrong' }, { ip, 'x-locale': 'it' });
    expect(later.json().message).toBe('Troppi tentativi. Riprova tra 40 secondi.');
    expect(later.headers['retry-after']).toBe('40');
    // The minute over, a sixth failure: 2 minutes; then a seventh: 4.
    vi.spyOn(Date, 'now').mockReturnValue(start + 60_000);
    expect((await login(client, { email, password: 'wrong' }, { ip })).statusCode).toBe(422);
    expect((await login(client, { email, password: 'wrong' }, { ip, 'x-locale': 'de' })).json().message).toBe(
      'Zu viele Versuche. Bitte versuche es in 2 Minuten erneut.',
    );
    vi.spyOn(Date, 'now').mockReturnValue(start + 180_000);
    expect((await login(client, { email, password: 'wrong' }, { ip })).statusCode).toBe(422);
    expect((await login(client, { email, password: 'wrong' }, { ip, 'x-locale': 'en' })).json().message).toBe(
      'Too many attempts. Please try again in 4 minutes.',
    );
  });

  it('stops one address spraying many emails after 30 failures a minute', async () => {
    pinClockMidMinute();
    const client = await newClient();
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const response = await login(client, { email: uniqueEmail('spray'), password: 'guess' }, { ip });
      expect(response.statusCode).toBe(422);
    }
    const next = await login(
      client,
      { email: DEMO_GUEST.email, password: DEMO_GUEST.password },
      { ip, 'x-locale': 'en' },
    );
    expect(next.statusCode).toBe(429);
    // Counted in the current minute, pinned at its middle: 30 seconds left.
    expect(next.headers['retry-after']).toBe('30');
    expect(next.json().message).toBe('Too many attempts. Please try again in 30 seconds.');
    expect((await login(client, { email: DEMO_GUEST.email, password: DEMO_GUEST.password })).statusCode).toBe(200);
  });
});
