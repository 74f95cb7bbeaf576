import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, guestRequests, users } from '../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from './support/testApp';
import { freshIp, registrationPayload, uniqueEmail } from './accounts/support';

// Issue 9 (6): names and free texts are bounded in the forms' schemas and, by the same constants,
// in the database (decision 023). Figures typed from product.md §1.3, §4.1 and the issue: names 255, emails 254,
// a deposit's reference 150, a request's note 255.
const long = (n: number) => 'a'.repeat(n);

describe('length limits on what a person types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses an over-long name at registration with 422 under the field, in it, en and de', async () => {
    const expected = {
      it: 'Questo campo non può superare 255 caratteri.',
      en: 'This field may not be longer than 255 characters.',
      de: 'Dieses Feld darf höchstens 255 Zeichen lang sein.',
    };
    for (const lang of ['it', 'en', 'de'] as const) {
      const client = await new TestClient(t.app).start(`/${lang}/register`);
      const response = await client.post(
        `/${lang}/register`,
        await registrationPayload(client, { first_name: long(256) }),
        { 'x-forwarded-for': freshIp() },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.first_name).toEqual([expected[lang]]);
    }
    const client = await new TestClient(t.app).start('/en/register');
    const fits = await client.post('/en/register', await registrationPayload(client, { first_name: long(255) }), {
      'x-forwarded-for': freshIp(),
    });
    expect(fits.statusCode).toBe(201);
  });

  it('refuses an over-long deposit reference and last name, and a request note, under their fields', async () => {
    const client = await new TestClient(t.app).start('/de/deposit-payment');
    const deposit = await client.post(
      '/deposit-payment',
      {
        amount: 10000,
        note: long(151),
        first_name: 'Anna',
        last_name: long(256),
        email: 'anna@example.com',
        privacy: true,
        payment_method_id: 'pm_x',
      },
      { 'x-locale': 'de' },
    );
    expect(deposit.statusCode).toBe(422);
    expect(deposit.json().errors.note).toEqual(['Der Verwendungszweck darf höchstens 150 Zeichen lang sein.']);
    expect(deposit.json().errors.last_name).toEqual(['Dieses Feld darf höchstens 255 Zeichen lang sein.']);

    const request = await client.post(
      '/requests/change-booking',
      {
        checkin: '2031-05-01',
        checkout: '2031-05-03',
        new_checkin: '2031-05-02',
        new_checkout: '2031-05-04',
        note: long(256),
        first_name: 'Anna',
        last_name: 'Rossi',
        email: 'anna@example.com',
        privacy: true,
      },
      { 'x-locale': 'en', 'x-forwarded-for': freshIp() },
    );
    expect(request.statusCode).toBe(422);
    expect(request.json().errors.note).toEqual(['This field may not be longer than 255 characters.']);
  });

  it('has the database refuse an over-long value written past the schemas, and keep one at the limit', async () => {
    const { db } = t.database;
    const user = (firstName: string, email = uniqueEmail('limit')) =>
      db.insert(users).values({ firstName, lastName: 'Rossi', email, passwordHash: 'x' });
    await expect(user(long(256))).rejects.toThrow();
    await expect(user('Anna', `${long(250)}@example.com`)).rejects.toThrow();
    await expect(user(long(255))).resolves.toBeDefined();

    const deposit = (note: string) =>
      db.insert(deposits).values({
        amount: 100,
        note,
        firstName: 'Anna',
        lastName: 'Rossi',
        email: 'anna@example.com',
        locale: 'it',
        privacyConsentAt: new Date(),
      });
    await expect(deposit(long(151))).rejects.toThrow();
    await expect(deposit(long(150))).resolves.toBeDefined();

    const note = (text: string) =>
      db.insert(guestRequests).values({
        kind: 'refund',
        firstName: 'Anna',
        lastName: 'Rossi',
        email: 'anna@example.com',
        locale: 'it',
        note: text,
        privacyConsentAt: new Date(),
      });
    await expect(note(long(256))).rejects.toThrow();
    await expect(note(long(255))).resolves.toBeDefined();
  });
});
