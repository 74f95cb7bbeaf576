import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { addDays, hotelToday } from '../../../domain/dates';
import { staffActions } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { readOutbox } from '../accounts/support';
import { ADMIN } from '../booking/support';

// product.md §12.17 (issue 33): the administrator keeps the seasonal banner's own text in
// it/en/de with its days, and the airport transfer's price per person by airport. Guests get them
// at once: the banner's text with the seasons, a new airport request's price, total and mails.
// Bad input is refused next to its field, nothing saved; every save is logged before and after.

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const URL = '/api/admin/settings';
const today = hotelToday();

let t: TestApp;
let admin: TestClient;
const signedIn = async (account: { email: string; password: string }) => {
  const client = await new TestClient(t.app).start('/en/');
  await client.login(account.email, account.password);
  return client;
};
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(ADMIN);
});
afterAll(() => t.close());

const banner = {
  it: 'Il 24 dicembre la piscina chiude alle 16.',
  en: 'On 24 December the pool closes at 4 pm.',
  de: 'Am 24. Dezember schließt das Becken um 16 Uhr.',
};
const guest = () => new TestClient(t.app).start('/en/');
const notice = async () => (await (await guest()).get('/api/seasons')).json().notice;

describe('the site settings', () => {
  it('are the administrator’s: the revenue manager and the front desk get 403, a visitor 401', async () => {
    for (const account of [REVENUE, DESK]) {
      const client = await signedIn(account);
      expect((await client.get(URL)).statusCode).toBe(403);
      expect((await client.send('PUT', URL, {})).statusCode).toBe(403);
    }
    expect((await (await guest()).get(URL)).statusCode).toBe(401);
  });

  it('start with no banner text of their own and the airport prices of product.md §8.3', async () => {
    expect((await admin.get(URL)).json()).toEqual({
      banner_text: { it: '', en: '', de: '' },
      banner_from: null,
      banner_to: null,
      airport_prices: { VCE: 3500, TSF: 4500 },
      treatment_notice_hours: 24,
    });
    expect(await notice()).toBeNull();
    expect((await (await guest()).get('/api/airport-transfer/prices')).json()).toEqual({ VCE: 3500, TSF: 4500 });
  });

  it('refuses bad input next to each field, in the administrator’s language, and saves nothing', async () => {
    const response = await admin.send(
      'PUT',
      URL,
      {
        banner_text: { it: '', en: 'Only English', de: '' },
        banner_from: addDays(today, 5),
        banner_to: addDays(today, 4),
        airport_prices: { VCE: 0, TSF: 4500 },
      },
      { 'x-locale': 'de' },
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors['banner_text.it']).toEqual([
      'Bitte gib den Text des Hinweises auch in dieser Sprache an, oder lass alle drei leer.',
    ]);
    expect(errors['banner_text.de']).toHaveLength(1);
    expect(errors.banner_to).toEqual(['Der letzte Tag des Hinweises darf nicht vor dem ersten liegen.']);
    expect(errors['airport_prices.VCE']).toEqual(['Der Preis pro Person liegt zwischen 1 und 1000 Euro.']);
    const noDays = await admin.send('PUT', URL, { banner_text: banner, airport_prices: { VCE: 3500, TSF: 4500 } });
    expect(Object.keys(noDays.json().errors).sort()).toEqual(['banner_from', 'banner_to']);
    expect((await admin.get(URL)).json().airport_prices).toEqual({ VCE: 3500, TSF: 4500 });
    expect(await notice()).toBeNull();
  });

  it('gives guests the banner’s text and days at once, and a new airport request the new price, in its answer and mails', async () => {
    const saved = await admin.send('PUT', URL, {
      banner_text: banner,
      banner_from: today,
      banner_to: addDays(today, 9),
      airport_prices: { VCE: 4000, TSF: 5250 },
    });
    expect(saved.statusCode).toBe(200);
    expect(await notice()).toEqual({ text: banner, from: today, to: addDays(today, 9) });
    expect((await (await guest()).get('/api/airport-transfer/prices')).json()).toEqual({ VCE: 4000, TSF: 5250 });

    const before = (await readOutbox(t)).length;
    const request = await (
      await guest()
    ).post(
      '/airport-transfer',
      {
        first_name: 'Anna',
        last_name: 'Rossi',
        email: 'anna.transfer@example.com',
        privacy: true,
        newsletter_consent: false,
        airport: 'TSF',
        people: 2,
        flight_number: 'FR 1234',
        price_per_person: 4500,
        total: 9000,
      },
      { 'x-locale': 'it' },
    );
    expect(request.statusCode).toBe(200);
    expect(request.json()).toMatchObject({ price_per_person: 5250, total: 10500 });
    const mails = (await readOutbox(t)).slice(before);
    const toGuest = mails.find((m) => m.to === 'anna.transfer@example.com')!;
    expect(toGuest.text).toContain('52,50');
    expect(toGuest.text).toContain('105,00');

    const [logged] = await t.database.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'settings.save'))
      .orderBy(desc(staffActions.id))
      .limit(1);
    expect(logged.userEmail).toBe(ADMIN.email);
    expect(JSON.parse(String(logged.subject.before)).airport_prices).toEqual({ VCE: 3500, TSF: 4500 });
    expect(JSON.parse(String(logged.subject.after))).toMatchObject({
      banner_text: banner,
      airport_prices: { VCE: 4000, TSF: 5250 },
    });
  });

  it('with the three texts emptied, shows only the season notice again (its days forgotten)', async () => {
    const cleared = await admin.send('PUT', URL, {
      banner_text: { it: '', en: '', de: '' },
      banner_from: today,
      banner_to: today,
      airport_prices: { VCE: 3500, TSF: 4500 },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ banner_from: null, banner_to: null });
    expect(await notice()).toBeNull();
  });
});
