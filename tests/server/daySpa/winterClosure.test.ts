import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, gte, lte } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { addDays, addMonths, hotelToday } from '../../../domain/dates';
import { reopensOn } from '../../../domain/season';
import { demoSlotDays, isDaySpaGap, seedDaySpa } from '../../../server/db/seed/daySpa';
import { productAvailabilities, seasons } from '../../../server/db/schema';
import { thermalDay } from './support';

// Issue 29: the day spa sells no entry while the hotel is closed for the winter (7 January to the
// end of February); the demo seed makes slots only on the seasons' days, gift cards all year.

describe('the day spa in the winter closure', () => {
  let t: TestApp;
  const get = (url: string, locale = 'it') =>
    t.app.inject({ method: 'GET', url, headers: { 'x-requested-with': 'XMLHttpRequest', 'x-locale': locale } });
  const hotelSeasons = async () =>
    t.database.db.select({ start: seasons.startsOn, end: seasons.endsOn }).from(seasons).orderBy(asc(seasons.startsOn));
  const slotDates = async (from: string, to: string) =>
    (
      await t.database.db
        .select({ date: productAvailabilities.date })
        .from(productAvailabilities)
        .where(and(gte(productAvailabilities.date, from), lte(productAvailabilities.date, to)))
    ).map((r) => r.date);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the demo slot days inside the seasons: none from 7 January to the end of February', () => {
    const seasonList = [
      { start: '2026-03-01', end: '2027-01-06' },
      { start: '2027-03-01', end: '2028-01-06' },
    ];
    const days = demoSlotDays('2027-01-20', seasonList);
    expect(days[0]).toBe('2027-03-01');
    expect(days.at(-1)).toBe('2027-03-20');
    expect(days).toHaveLength(20);
    expect(demoSlotDays('2026-12-20', seasonList)).toEqual(
      Array.from({ length: 18 }, (_, i) => addDays('2026-12-20', i)),
    );
    expect(demoSlotDays('2028-02-29', [{ start: '2028-03-01', end: '2029-01-06' }])[0]).toBe('2028-03-01');
    expect(demoSlotDays('2027-01-20', [])).toEqual([]);
  });

  it('seeds no slot between two seasons, and the next season from its first day, gift cards unchanged', async () => {
    const [first, next] = await hotelSeasons();
    expect(next, 'the seed publishes two seasons').toBeDefined();
    const today = addDays(first.end, 14);
    expect(reopensOn([first, next], today)).toBe(next.start);
    await seedDaySpa(t.database.db, today);
    expect(await slotDates(addDays(first.end, 1), addDays(next.start, -1))).toEqual([]);
    const reopened = new Set(await slotDates(next.start, addMonths(today, 2)));
    for (let day = next.start; day <= addMonths(today, 2); day = addDays(day, 1))
      expect(reopened.has(day), day).toBe(!isDaySpaGap(day));
    const cards = (await get('/api/products?kind=gift_card', 'en')).json() as { slug: string }[];
    expect(cards.map((c) => c.slug)).toEqual(['gift-card-spa', 'gift-card-stay', 'gift-card-amount']);
  });

  it('answers the closure with no record and the reopening with its slots, on the run day too', async () => {
    const product = await thermalDay(t.database.db);
    const list = await hotelSeasons();
    const today = hotelToday();
    const records = (
      await get(`/api/${product.id}/availability?people=1&from_date=${today}&to_date=${addMonths(today, 2)}`)
    ).json() as { date: string }[];
    expect(records.length).toBeGreaterThan(0);
    const reopening = reopensOn(list, today);
    // In the closure (TERME_NOW=2027-01-20) the first record is on the season's first day, or the one after a gap day.
    if (reopening) expect(records[0].date >= reopening && records[0].date <= addDays(reopening, 1)).toBe(true);
    else expect(records[0].date <= addDays(today, 1)).toBe(true);
    for (const { date } of records)
      expect(
        list.some((s) => date >= s.start && date <= s.end),
        date,
      ).toBe(true);
  });
});
