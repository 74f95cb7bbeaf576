import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { childAgeBands } from '../../../server/db/schema';
import { addDays, hotelToday, type IsoDate } from '../../../domain/dates';
import type { PricingRulesWire } from '../../../domain/pricingRules';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import {
  bookableStay,
  categoryBySlug,
  GUEST,
  ratesBody,
  seededAdultPrice,
  weekdayNights,
  type RatesEntry,
  type Stay,
} from '../booking/support';

// docs/product.md §12.13: the revenue manager edits what children pay by age, the weekday
// percents, the early-booking and the long-stay discounts, saved whole over the rules read. Age
// bands share no age; a long stay earns its discount in the guest's search at once; a save over
// rules changed since they were read is refused; every save is in the staff log.
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

/** The early-booking percent of the seed (30 days ahead: 5 %, 60: 10 %), by hand. */
function earlyPercent(today: IsoDate, arrival: IsoDate): number {
  const lead = Math.round((Date.parse(arrival) - Date.parse(today)) / 86_400_000);
  return lead >= 60 ? 10 : lead >= 30 ? 5 : 0;
}

describe('pricing rules, as staff edit them', () => {
  let t: TestApp;
  let revenue: TestClient;
  let rules: PricingRulesWire;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    revenue = await signedIn(REVENUE);
    rules = (await revenue.get('/api/admin/pricing-rules')).json();
  });
  afterAll(() => t.close());

  async function signedIn(account: { email: string; password: string }) {
    const client = await new TestClient(t.app).start('/en/');
    await client.login(account.email, account.password);
    return client;
  }
  /** The rules as read, with `changes`: the body of a save. */
  const body = (changes: Record<string, unknown>) => ({ ...rules, ...changes });

  it('lets the revenue manager in and refuses the front desk (403)', async () => {
    // Each band with the name guests read, so staff see it before changing it (§12.13).
    expect(rules.age_bands[0]).toEqual({
      min_age: 0,
      max_age: 2,
      percent: 0,
      name: { en: 'Infants 0-2', it: 'Neonati 0-2', de: 'Kleinkinder 0-2' },
    });
    expect(rules.weekdays).toEqual([
      { iso_weekday: 5, percent: 110 },
      { iso_weekday: 6, percent: 120 },
    ]);
    expect(rules.long_stay).toEqual([]);
    const desk = await signedIn(DESK);
    expect((await desk.get('/api/admin/pricing-rules')).statusCode).toBe(403);
    expect((await desk.send('PUT', '/api/admin/pricing-rules', body({}))).statusCode).toBe(403);
  });

  it('refuses age bands that share an age, next to the later band, in German, saving nothing', async () => {
    const overlapping = [
      { min_age: 0, max_age: 5, percent: 0 },
      { min_age: 4, max_age: 12, percent: 50 },
    ];
    const response = await revenue.send('PUT', '/api/admin/pricing-rules', body({ age_bands: overlapping }), {
      'x-locale': 'de',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['age_bands[1].min_age']).toEqual([
      'Altersgruppen dürfen sich nicht überschneiden: Das Alter 4 bis 5 liegt in zwei Gruppen.',
    ]);
    const twice = await revenue.send(
      'PUT',
      '/api/admin/pricing-rules',
      body({
        long_stay: [
          { min_nights: 7, percent: 5 },
          { min_nights: 7, percent: 8 },
        ],
      }),
      { 'x-locale': 'en' },
    );
    expect(twice.json().errors.long_stay).toEqual(['Each threshold may appear once.']);
    expect((await revenue.get('/api/admin/pricing-rules')).json()).toEqual(rules);
  });

  it('gives a stay of at least the long stay’s nights its discount in the search at once; a shorter stay keeps its price', async () => {
    const guest = await signedIn(GUEST);
    const single = (await categoryBySlug(db(), 'single')).id;
    const price = async (stay: Stay) =>
      ((await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 1 }]))).json()[0] as RatesEntry[]).find(
        (e) => e.room_category.id === single,
      )!.rates[0].rate_variations[0].total;
    const long = await bookableStay(db(), 4, 3, weekdayNights);
    const short = await bookableStay(db(), 3, 3, weekdayNights);
    const shortBefore = await price(short);

    const saved = await revenue.send(
      'PUT',
      '/api/admin/pricing-rules',
      body({ long_stay: [{ min_nights: 4, percent: 10 }] }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    rules = saved.json();

    // The flexible rate's bed and breakfast for one adult: each night's price, less the early
    // booking's percent, less 10 % for four nights.
    let sum = 0;
    for (let night = long.from; night < long.to; night = addDays(night, 1))
      sum += await seededAdultPrice(db(), single, night);
    const factor = ((100 - earlyPercent(hotelToday(), long.from)) / 100) * (90 / 100);
    expect(await price(long)).toBe(Math.round(sum * factor));
    expect(await price(short)).toBe(shortBefore);
  });

  it('refuses a save over rules changed since they were read (409), and logs each save with before and after', async () => {
    const admin = await signedIn(ADMIN);
    const stale = rules.fingerprint;
    const first = await admin.send(
      'PUT',
      '/api/admin/pricing-rules',
      body({ early_booking: [{ min_days_before: 90, percent: 12 }] }),
    );
    expect(first.statusCode).toBe(200);
    const late = await revenue.send('PUT', '/api/admin/pricing-rules', body({ fingerprint: stale, weekdays: [] }), {
      'x-locale': 'en',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().current.early_booking).toEqual([{ min_days_before: 90, percent: 12 }]);
    const now = (await revenue.get('/api/admin/pricing-rules')).json();
    expect(now.weekdays).toHaveLength(2);

    const log = (await admin.get('/api/admin/staff-actions')).json() as {
      action: string;
      subject: Record<string, string>;
    }[];
    const saves = log.filter((a) => a.action === 'pricing_rules.update');
    expect(saves).toHaveLength(2);
    const latest = saves.find((a) => a.subject.what === 'early_booking')!;
    expect(JSON.parse(latest.subject.before).early_booking).toHaveLength(2);
    expect(JSON.parse(latest.subject.after).early_booking).toEqual([{ min_days_before: 90, percent: 12 }]);
  });

  it('names a band as staff typed it in every language, refuses a name in some languages only, and keeps a band’s name when none is typed', async () => {
    const read: PricingRulesWire = (await revenue.get('/api/admin/pricing-rules')).json();
    const save = (age_bands: unknown[], locale = 'en') =>
      revenue.send('PUT', '/api/admin/pricing-rules', { ...read, age_bands }, { 'x-locale': locale });
    const half = await save([{ min_age: 0, max_age: 1, percent: 0, name: { it: '', en: 'Babies', de: '' } }], 'de');
    expect(half.statusCode).toBe(422);
    expect(half.json().errors['age_bands[0].name']).toEqual([
      'Benenne die Altersgruppe in jeder Sprache (höchstens 255 Zeichen) oder lass alle drei leer.',
    ]);
    const babies = { it: 'Neonati', en: 'Babies', de: 'Babys' };
    const named = await save([
      { min_age: 0, max_age: 1, percent: 0, name: babies },
      // Typed by no one: the seed's name for these ages stays ("Teens 14-17").
      { min_age: 14, max_age: 17, percent: 80 },
      { min_age: 2, max_age: 5, percent: 20, name: { it: '', en: '', de: '' } },
    ]);
    expect(named.statusCode, named.body).toBe(200);
    const names = (await db().select().from(childAgeBands).orderBy(asc(childAgeBands.minAge))).map((b) => b.name);
    expect(names).toEqual([
      babies,
      { en: 'Children 2-5', it: 'Bambini 2-5', de: 'Kinder 2-5' },
      expect.objectContaining({ en: 'Teens 14-17' }),
    ]);
    // A renaming alone is a change: a colleague's save over the rules read before it is refused (409).
    const after = named.json() as PricingRulesWire;
    const little = { it: 'Piccoli', en: 'Little ones', de: 'Kleine' };
    const renamed = await revenue.send('PUT', '/api/admin/pricing-rules', {
      ...after,
      age_bands: after.age_bands.map((band, i) => (i === 0 ? { ...band, name: little } : band)),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as PricingRulesWire).age_bands[0].name).toEqual(little);
    expect((await revenue.send('PUT', '/api/admin/pricing-rules', after)).statusCode).toBe(409);
  });
});
