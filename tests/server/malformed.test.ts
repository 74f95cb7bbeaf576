import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpLayer } from '../../server/http';
import { createTestApp, TestClient, type TestApp } from './support/testApp';
import { GUEST, openDay, defaultSlot } from './daySpa/support';

/**
 * Issue 8: each of these answered 500 before route schemas (181 of 3,525 malformed requests).
 * Expected texts are the dictionaries' words, written out here by hand.
 */
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  client = await new TestClient(t.app).start();
});
afterAll(() => t.close());

const json = (body: string) => ({
  payload: body,
  headers: { 'content-type': 'application/json', 'x-csrf-token': client.csrf },
});

describe('malformed input gets a translated 422, never a 5xx', () => {
  it('refuses an array for the login email, in the request language', async () => {
    const response = await client.post('/login', { email: ['x'], password: 'terme-guest-2026' }, { 'x-locale': 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Dieser Wert ist ungültig.',
      errors: { email: ['Dieser Wert ist ungültig.'] },
    });
  });

  it('refuses an object for a password without printing it back', async () => {
    const response = await client.post(
      '/login',
      { email: 'guest@terme.example', password: { secret: 'sneaky-value' } },
      { 'x-locale': 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: ['This value is not valid.'] });
    expect(response.body).not.toContain('sneaky-value');
  });

  it('refuses a product id beyond a 32-bit integer', async () => {
    const response = await client.get(`/api/2147483648/availability?from_date=${openDay()}`, { 'x-locale': 'it' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ productId: ['Questo valore non è valido.'] });
  });

  it('refuses a NUL byte in a name and in a path', async () => {
    const deposit = {
      amount: 10000,
      note: 'Reservation Deposit',
      first_name: 'Anna\u0000',
      last_name: 'Rossi',
      email: 'anna@example.com',
      privacy: true,
      payment_method_id: 'pm_x',
    };
    const body = await client.post('/deposit-payment', deposit, { 'x-locale': 'en' });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors).toEqual({ first_name: ['This value is not valid.'] });
    const path = await client.get('/api/pages/priv%00acy', { 'x-locale': 'en' });
    expect(path.statusCode).toBe(422);
    expect(path.json().errors).toEqual({ slug: ['This value is not valid.'] });
  });

  it('refuses 4,000-character identifiers and emails, saying how long they may be', async () => {
    const long = 'x'.repeat(4000);
    const product = await client.get(`/api/products/${long}`, { 'x-locale': 'en' });
    expect(product.statusCode).toBe(422);
    expect(product.json().errors).toEqual({ slug: ['This field may not be longer than 255 characters.'] });
    const reset = await client.post('/password/email', { email: `${long}@example.com` }, { 'x-locale': 'it' });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors).toEqual({ email: ['Questo campo non può superare 254 caratteri.'] });
    expect(reset.body).not.toContain(long);
  });

  it('refuses JSON nested 100,000 deep, and JSON that is not JSON, under `body`', async () => {
    const deep = `{"email":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const unreadable = {
      message: 'The data sent could not be read. Please reload the page and try again.',
      errors: { body: ['The data sent could not be read. Please reload the page and try again.'] },
    };
    for (const payload of [deep, '{"email": "a@b.it"', '{"__proto__": {"is_admin": true}}']) {
      const response = await client.inject({
        method: 'POST',
        url: '/login',
        ...json(payload),
        headers: { ...json(payload).headers, 'x-locale': 'en' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(unreadable);
    }
  });

  it('drops unknown fields: a price or an owner sent by the client changes nothing', async () => {
    await client.login(GUEST.email, GUEST.password);
    const date = openDay();
    const slot = await defaultSlot(t.database.db, date);
    const response = await client.post('/my/product-reservations', {
      date,
      people: 1,
      product_availability_id: slot.id,
      cancellation_policy_consent: true,
      rules_consent: true,
      payment_method_id: 'pm_unknown',
      total: 1,
      user_id: 1,
    });
    // Unknown fields are not an error; the payment method is (it does not exist): the schema let the form through.
    expect(response.statusCode).toBe(402);
  });

  it('will not start a route that declares no schema', async () => {
    const app = Fastify();
    await app.register(httpLayer, { db: t.database.db, secret: 'x'.repeat(32) });
    expect(() => app.post('/unchecked', async () => ({}))).toThrow('POST /unchecked declares no querystring schema');
    await app.close();
  });
});
