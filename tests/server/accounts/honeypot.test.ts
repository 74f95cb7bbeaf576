import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { decryptValidFrom, encryptValidFrom, passesHoneypot } from '../../../server/modules/accounts/honeypot';
import { countUsers, freshIp, registrationPayload } from './support';

describe('GET /api/honeypot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives stable field names and a fresh sealed timestamp on every call', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/honeypot' })).json();
    const second = (await t.app.inject({ method: 'GET', url: '/api/honeypot' })).json();
    expect(first).toMatchObject({ enabled: true, validFromFieldName: 'valid_from' });
    expect(first.nameFieldName).toMatch(/^my_name_[0-9a-f]{8}$/);
    expect(second.nameFieldName).toBe(first.nameFieldName);
    expect(first.encryptedValidFrom).toMatch(/^[\w-]+$/);
    expect(second.encryptedValidFrom).not.toBe(first.encryptedValidFrom);
    const sealed = decryptValidFrom(t.config.sessionSecret, first.encryptedValidFrom);
    expect(Math.abs((sealed ?? 0) - Date.now())).toBeLessThan(5_000);
  });

  it('derives different field names and keys for a different secret', async () => {
    const other = await createTestApp({ sessionSecret: 'another-secret-abcdefabcdefabcdefabcdef' });
    try {
      const mine = (await t.app.inject({ method: 'GET', url: '/api/honeypot' })).json();
      const theirs = (await other.app.inject({ method: 'GET', url: '/api/honeypot' })).json();
      expect(theirs.nameFieldName).not.toBe(mine.nameFieldName);
      expect(decryptValidFrom(t.config.sessionSecret, theirs.encryptedValidFrom)).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('refuses a sealed timestamp whose bytes were altered', () => {
    const secret = t.config.sessionSecret;
    const sealed = encryptValidFrom(secret, Date.now() - 10_000);
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(decryptValidFrom(secret, bytes.toString('base64url'))).toBeNull();
    expect(decryptValidFrom(secret, 'not-a-sealed-value')).toBeNull();
    expect(decryptValidFrom(secret, sealed)).not.toBeNull();
  });

  it('refuses a timestamp from the future', () => {
    const secret = t.config.sessionSecret;
    const fields = { valid_from: encryptValidFrom(secret, Date.now() + 60_000) };
    expect(passesHoneypot(secret, 0, fields)).toBe(false);
  });
});

describe('registration with the one-second honeypot of production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ honeypotMinAgeMs: 1000 });
  });
  afterAll(() => t.close());

  it('refuses a form sent less than a second after it was shown, and creates no account', async () => {
    const client = await new TestClient(t.app).start('/en/');
    const payload = await registrationPayload(client);
    const response = await client.post('/en/register', payload, { 'x-forwarded-for': freshIp() });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'We could not complete the registration. Please reload the page and try again.',
    );
    expect(await countUsers(t.database.db, payload.email)).toBe(0);
  });

  it('accepts a form shown more than a second ago', async () => {
    const client = await new TestClient(t.app).start('/en/');
    const shownEarlier = encryptValidFrom(t.config.sessionSecret, Date.now() - 1500);
    const payload = await registrationPayload(client, { valid_from: shownEarlier });
    const response = await client.post('/en/register', payload, { 'x-forwarded-for': freshIp() });
    expect(response.statusCode).toBe(201);
    expect(await countUsers(t.database.db, payload.email)).toBe(1);
  });

  it('refuses a stamp shown more than an hour ago', async () => {
    const client = await new TestClient(t.app).start('/en/');
    const stale = encryptValidFrom(t.config.sessionSecret, Date.now() - 61 * 60_000);
    const payload = await registrationPayload(client, { valid_from: stale });
    const response = await client.post('/en/register', payload, { 'x-forwarded-for': freshIp() });
    expect(response.statusCode).toBe(422);
    expect(await countUsers(t.database.db, payload.email)).toBe(0);
  });

  it('spends a stamp with the account it made: the same stamp cannot register a second one, but survives a refused try', async () => {
    const stamp = encryptValidFrom(t.config.sessionSecret, Date.now() - 1500);
    const first = await new TestClient(t.app).start('/en/');
    // A mistake the person corrects: the same form (and stamp) is sent again.
    const mismatch = await first.post(
      '/en/register',
      await registrationPayload(first, { valid_from: stamp, password_confirmation: 'something-else' }),
      { 'x-forwarded-for': freshIp() },
    );
    expect(mismatch.statusCode).toBe(422);
    const corrected = await registrationPayload(first, { valid_from: stamp });
    expect((await first.post('/en/register', corrected, { 'x-forwarded-for': freshIp() })).statusCode).toBe(201);

    const bot = await new TestClient(t.app).start('/en/');
    const again = await registrationPayload(bot, { valid_from: stamp });
    const refused = await bot.post('/en/register', again, { 'x-forwarded-for': freshIp() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'We could not complete the registration. Please reload the page and try again.',
    );
    expect(await countUsers(t.database.db, again.email as string)).toBe(0);
  });
});
