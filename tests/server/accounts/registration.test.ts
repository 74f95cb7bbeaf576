import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { users } from '../../../server/db/schema';
import { encryptValidFrom } from '../../../server/modules/accounts/honeypot';
import { countUsers, freshIp, honeypot, pinClockMidMinute, registrationPayload } from './support';

describe('POST /{lang}/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const newClient = () => new TestClient(t.app).start('/de/');
  const register = (client: TestClient, lang: string, payload: Record<string, unknown>) =>
    client.post(`/${lang}/register`, payload, { 'x-forwarded-for': freshIp() });

  it('creates the account in the language of the path, signs it in and answers 201 {user}', async () => {
    const client = await newClient();
    const guestCsrf = client.csrf;
    const payload = await registrationPayload(client, { email: '  Anna.Weber@Example.COM ', newsletter_consent: true });
    const response = await register(client, 'de', payload);

    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      fullName: 'Anna Weber',
      email: 'anna.weber@example.com',
      bonus_terme_credit: 0,
      discount_percent: 0,
    });
    expect(response.headers['x-csrf-token']).toBeTruthy();
    expect(client.csrf).not.toBe(guestCsrf);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: 'anna.weber@example.com',
      locale: 'de',
      newsletterConsent: true,
      isAdmin: false,
    });
    expect(row.privacyConsentAt).toBeInstanceOf(Date);
    expect(row.passwordHash).toMatch(/^scrypt\$/);

    expect((await client.get('/api/user')).json().user).toMatchObject({ id: user.id, email: 'anna.weber@example.com' });
  });

  it.each([
    [
      'the hidden name field is filled',
      async (c: TestClient) => {
        const h = await honeypot(c);
        return { [h.nameFieldName]: 'Buy cheap pills' };
      },
    ],
    ['the valid-from field is missing', async () => ({ valid_from: undefined })],
    [
      'the valid-from field is forged',
      async () => ({ valid_from: Buffer.from(String(Date.now() - 60_000)).toString('base64url') }),
    ],
    [
      'the valid-from was sealed by another deployment',
      async () => ({ valid_from: encryptValidFrom('someone-elses-secret', Date.now() - 60_000) }),
    ],
  ])('refuses with a generic 422 and creates nothing when %s', async (_name, tamper) => {
    const client = await newClient();
    const payload = { ...(await registrationPayload(client)), ...(await tamper(client)) };
    const response = await register(client, 'it', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Non è stato possibile completare la registrazione. Ricarica la pagina e riprova.',
      errors: {},
    });
    expect(await countUsers(t.database.db, payload.email as string)).toBe(0);
    expect((await client.get('/api/user')).json().user).toBeNull();
  });

  it('answers field errors in German for /de/register', async () => {
    const client = await newClient();
    const payload = await registrationPayload(client, {
      first_name: '',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'different',
      privacy_consent: false,
    });
    const response = await register(client, 'de', payload);
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.first_name).toEqual(['Der Vorname ist erforderlich.']);
    expect(errors.email).toEqual(['Bitte gib eine gültige E-Mail-Adresse ein.']);
    expect(errors.password[0]).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(errors.password_confirmation).toEqual(['Die Passwörter stimmen nicht überein.']);
    expect(errors.privacy_consent).toEqual(['Bitte akzeptiere die Datenschutzerklärung.']);
    expect(errors.last_name).toBeUndefined();
    expect(await countUsers(t.database.db, 'not-an-email')).toBe(0);
  });

  it('puts a field error on email when the address is already registered, whatever its case', async () => {
    const client = await newClient();
    const response = await register(client, 'it', await registrationPayload(client, { email: 'GUEST@terme.example' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Esiste già un account con questo indirizzo email.'] });
    expect(await countUsers(t.database.db, 'guest@terme.example')).toBe(1);
  });

  it('creates one account when the same email is registered several times at once', async () => {
    const clients = await Promise.all([newClient(), newClient(), newClient()]);
    const email = `race.${Date.now()}@example.com`;
    const payloads = await Promise.all(clients.map((c) => registrationPayload(c, { email })));
    const responses = await Promise.all(clients.map((c, i) => register(c, 'en', payloads[i])));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 422, 422]);
    for (const r of responses.filter((x) => x.statusCode === 422)) {
      expect(r.json().errors).toEqual({ email: ['An account with this email address already exists.'] });
    }
    expect(await countUsers(t.database.db, email)).toBe(1);
  });

  it('accepts a plain HTML form post with _token and consent sent as "1"', async () => {
    const client = await newClient();
    const payload = await registrationPayload(client, { privacy_consent: '1', newsletter_consent: '0' });
    const form = new URLSearchParams({ ...(payload as Record<string, string>), _token: client.csrf }).toString();
    const response = await client.inject({
      method: 'POST',
      url: '/en/register',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
    });
    expect(response.statusCode).toBe(201);
  });

  it('allows ten registrations a minute from one address and answers the eleventh with 429', async () => {
    pinClockMidMinute();
    const ip = freshIp();
    const client = await newClient();
    for (let i = 0; i < 10; i++) {
      const response = await client.post('/en/register', await registrationPayload(client, { valid_from: undefined }), {
        'x-forwarded-for': ip,
      });
      expect(response.statusCode).toBe(422);
    }
    const payload = await registrationPayload(client);
    const eleventh = await client.post('/en/register', payload, { 'x-forwarded-for': ip });
    expect(eleventh.statusCode).toBe(429);
    // The minute is pinned at its middle: 30 seconds left, in the message and in Retry-After.
    expect(eleventh.json().message).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(eleventh.headers['retry-after']).toBe('30');
    expect(await countUsers(t.database.db, payload.email)).toBe(0);

    const elsewhere = await client.post('/en/register', payload, { 'x-forwarded-for': freshIp() });
    expect(elsewhere.statusCode).toBe(201);
  });
});
