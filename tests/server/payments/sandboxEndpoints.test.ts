import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';

describe('the payment sandbox endpoints', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    client = await new TestClient(t.app).start('/en/');
  });
  afterAll(() => t.close());

  const card = (extra: Record<string, unknown>) =>
    client.post(
      '/api/sandbox/payment-methods',
      { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123', ...extra },
      { 'x-locale': 'en' },
    );

  it('tells the SPA that the sandbox is the active gateway, without a publishable key', async () => {
    const response = await client.get('/api/payments/config');
    expect(response.json()).toEqual({ gateway: 'sandbox', publishableKey: null, currency: 'eur', country: 'IT' });
  });

  it('creates a card payment method and answers its brand and last four digits', async () => {
    const response = await card({ number: '5555 5555 5555 4444', exp_year: 40 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^pm_sandbox_/),
      card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2040 },
    });
  });

  it.each([
    [{ number: '4242 4242' }, 'number', 'Your card number is incomplete.'],
    [{ number: '4000000000000001' }, 'number', 'Your card number is invalid.'],
    [{ exp_month: 13 }, 'exp_month', "Your card's expiration month is invalid."],
    [{ exp_month: 1, exp_year: 2001 }, 'exp_year', "Your card's expiration date is in the past."],
    [{ cvc: '12' }, 'cvc', "Your card's security code is incomplete."],
  ])('refuses %o with 422 under %s', async (extra, field, message) => {
    const response = await card(extra);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it('answers 404 for an unknown client secret and 422 for an unknown outcome', async () => {
    const unknown = await client.post('/api/sandbox/payment-intents/authenticate', {
      client_secret: 'nope',
      outcome: 'succeed',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await client.post('/api/sandbox/payment-intents/authenticate', {
      client_secret: 'nope',
      outcome: 'maybe',
    });
    expect(bad.statusCode).toBe(422);
  });
});
