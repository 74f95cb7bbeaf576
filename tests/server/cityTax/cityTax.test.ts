import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { addDays, hotelToday } from '../../../domain/dates';
import { roomReservations, staffActions } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import {
  bookableStay,
  CARDS,
  GUEST,
  ADMIN,
  paymentMethod,
  ratesBody,
  type RatesEntry,
  type Stay,
} from '../booking/support';

// docs/product.md §12.10 (issue 33): the administrator sets the city tax's rules from a day on;
// new bookings follow them at once, reservations keep theirs, every change is in the staff log.

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

let t: TestApp;
let admin: TestClient;
let guest: TestClient;
const db = () => t.database.db;
const signedIn = async (account: { email: string; password: string }) => {
  const client = await new TestClient(t.app).start('/en/');
  await client.login(account.email, account.password);
  return client;
};
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(ADMIN);
  guest = await signedIn(GUEST);
});
afterAll(() => t.close());

/** Books `rooms` for `stay` with the demo guest's card; the reservation's row. */
async function book(stay: Stay, room: { adults: number; children?: number; children_ages?: number[] }) {
  const rates = await guest.post('/api/available/rates', ratesBody(stay, [room]));
  const entry = (rates.json() as RatesEntry[][])[0][0];
  const response = await guest.post('/my/room-reservations', {
    from_date: stay.from,
    to_date: stay.to,
    rooms: [
      {
        room_category_id: entry.room_category.id,
        rate_variation_id: entry.rates[0].rate_variations[0].id,
        adults: room.adults,
        children: room.children ?? 0,
        children_ages: room.children_ages ?? [],
      },
    ],
    cancellation_policy_consent: true,
    city_tax_policy_consent: true,
    payment_method_id: await paymentMethod(guest, CARDS.ok),
  });
  expect(response.statusCode).toBe(200);
  const id = response.json().reservation_id as number;
  const [row] = await db().select().from(roomReservations).where(eq(roomReservations.id, id));
  return row;
}

const rules = (extra: Record<string, unknown> = {}) => ({
  valid_from: hotelToday(),
  per_person_night: 250,
  max_nights_taxed: 4,
  exempt_under_age: 14,
  ...extra,
});

describe('the city tax', () => {
  it("is the administrator's: the front desk and the revenue manager get 403, a guest 403, a visitor 401", async () => {
    for (const [client, status] of [
      [await signedIn(DESK), 403],
      [await signedIn(REVENUE), 403],
      [guest, 403],
      [await new TestClient(t.app).start('/en/'), 401],
    ] as const) {
      expect((await client.get('/api/admin/city-tax')).statusCode).toBe(status);
      expect((await client.post('/api/admin/city-tax', rules())).statusCode).toBe(status);
    }
  });

  it('refuses bad rules under their field in the staff member’s language, and saves nothing', async () => {
    const cases = [
      { body: rules({ valid_from: addDays(hotelToday(), -1) }), field: 'valid_from', locale: 'en' },
      { body: rules({ per_person_night: -1 }), field: 'per_person_night', locale: 'it' },
      { body: rules({ per_person_night: 10_001 }), field: 'per_person_night', locale: 'de' },
      { body: rules({ max_nights_taxed: 0 }), field: 'max_nights_taxed', locale: 'en' },
      { body: rules({ exempt_under_age: 19 }), field: 'exempt_under_age', locale: 'en' },
      { body: rules({ exempt_under_age: 'twelve' }), field: 'exempt_under_age', locale: 'de' },
    ];
    for (const { body, field, locale } of cases) {
      const response = await admin.post('/api/admin/city-tax', body, { 'x-locale': locale });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const past = await admin.post('/api/admin/city-tax', cases[0].body, { 'x-locale': 'it' });
    expect(past.json().errors.valid_from).toEqual([
      'Le nuove regole valgono da oggi o da un giorno successivo: i soggiorni già iniziati mantengono le loro.',
    ]);
    const { versions } = (await admin.get('/api/admin/city-tax')).json();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ base: true, per_person_night: 150, max_nights_taxed: null, current: true });
  });

  it('2.50 € for the first 4 nights, under-14s exempt: a new 6-night booking of 2 adults and a child of 10 owes 20 €', async () => {
    const saved = await admin.post('/api/admin/city-tax', rules(), { 'x-locale': 'en' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().versions.find((v: { current: boolean }) => v.current)).toMatchObject({
      valid_from: hotelToday(),
      per_person_night: 250,
      max_nights_taxed: 4,
      exempt_under_age: 14,
    });
    const [logged] = await db().select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(logged).toMatchObject({
      userEmail: ADMIN.email,
      action: 'city_tax.save',
      subject: { before: '-', after: `${hotelToday()}: 250 cents · 4 nights · under 14` },
    });
    // The guest's calendar carries the rules of every arrival day.
    const calendar = (await guest.get('/api/booking/season')).json();
    expect(calendar.cityTax.at(-1)).toMatchObject({ validFrom: hotelToday(), perPersonNightCents: 250 });

    const stay = await bookableStay(db(), 6, 3);
    const row = await book(stay, { adults: 2, children: 1, children_ages: [10] });
    // 2 adults × 4 taxed nights × 2.50 €; the child is under 14.
    expect(row.cityTax).toBe(2 * 4 * 250);
    expect(row.cityTaxRules).toEqual({ perPersonNightCents: 250, maxNightsTaxed: 4, exemptUnderAge: 14 });

    const page = (await guest.get(`/api/my/room-reservations/${row.id}`, { 'x-locale': 'en' })).json();
    expect(page.city_tax).toMatchObject({
      total: 2000,
      per_person_per_night: 250,
      max_nights_taxed: 4,
      exempt_under_age: 14,
    });
    expect(page.city_tax_rate).toBe(250);

    // Later rules do not change a reservation already made.
    await admin.post('/api/admin/city-tax', rules({ per_person_night: 300, max_nights_taxed: null }));
    const again = (await guest.get(`/api/my/room-reservations/${row.id}`)).json();
    expect(again.city_tax.total).toBe(2000);
    const [log] = await db().select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(log.subject).toEqual({
      before: `${hotelToday()}: 250 cents · 4 nights · under 14`,
      after: `${hotelToday()}: 300 cents · all nights · under 14`,
    });
  });

  it('a version for later arrivals applies from its day; deleted before it begins, the earlier one stays', async () => {
    // Whatever the day of the run, a stay the calendar allows, and rules from the day after its arrival.
    const before = await bookableStay(db(), 3, 2);
    const later = addDays(before.from, 1);
    await admin.post(
      '/api/admin/city-tax',
      rules({ valid_from: hotelToday(), per_person_night: 200, max_nights_taxed: null, exempt_under_age: null }),
    );
    await admin.post(
      '/api/admin/city-tax',
      rules({ valid_from: later, per_person_night: 400, max_nights_taxed: 2, exempt_under_age: null }),
    );
    const list = (await admin.get('/api/admin/city-tax')).json();
    expect(list.versions.map((v: { valid_from: string; current: boolean }) => [v.valid_from, v.current])).toEqual([
      ['1970-01-01', false],
      [hotelToday(), true],
      [later, false],
    ]);

    expect((await book(before, { adults: 1 })).cityTax).toBe(3 * 200);

    const removed = await admin.send('DELETE', `/api/admin/city-tax/${later}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().versions).toHaveLength(2);
    // The version in force cannot be deleted: it has begun.
    expect((await admin.send('DELETE', `/api/admin/city-tax/${hotelToday()}`)).statusCode).toBe(404);
  });
});
