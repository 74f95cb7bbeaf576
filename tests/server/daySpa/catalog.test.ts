import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { addDays, addMonths, hotelToday } from '../../../domain/dates';
import {
  DAY_SPA_WEEKDAY_PRICE,
  DAY_SPA_WEEKEND_PRICE,
  isDaySpaClosedDay,
  isDaySpaGap,
  isWeekend,
} from '../../../server/db/seed/daySpa';
import { hotelSeasons } from '../../../server/db/seed/seasons';
import { isSeasonDay } from '../../../domain/season';
import { clockNow } from '../../../domain/clock';
import { seedDaySpa } from '../../../server/db/seed/daySpa';
import { productAvailabilities } from '../../../server/db/schema';
import { defaultSlot, openDay, setSlot, thermalDay } from './support';

describe('day-spa products and availability', () => {
  let t: TestApp;
  const get = (url: string, locale = 'it') =>
    t.app.inject({ method: 'GET', url, headers: { 'x-requested-with': 'XMLHttpRequest', 'x-locale': locale } });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the bookable day-spa products in the screen language, without gift cards', async () => {
    const response = await get('/api/products', 'de');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toEqual([
      { id: expect.any(Number), slug: 'thermal-day', title: 'Thermentag', image: expect.stringMatching(/^\/images\//) },
    ]);
  });

  it('lists gift cards with ?kind=gift_card and gives one product with its variations', async () => {
    const cards = (await get('/api/products?kind=gift_card', 'en')).json();
    expect(cards.map((c: { slug: string }) => c.slug)).toEqual(['gift-card-spa', 'gift-card-stay', 'gift-card-amount']);
    const one = await get('/api/products/gift-card-spa', 'en');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ slug: 'gift-card-spa', kind: 'gift_card', title: 'Spa gift card' });
    expect(one.json().product_variations[0]).toEqual({
      id: expect.any(Number),
      text: 'Thermal day entry',
      price: 4000,
      // A card worth what it costs (product.md §12.17: a value may differ from the price).
      value: 4000,
    });
  });

  it('tells how many people one reservation can take: what its largest time slot on sale holds (issue 16)', async () => {
    const product = await thermalDay(t.database.db);
    const maxPeople = async () => (await get('/api/products/thermal-day')).json().max_people;
    // The seed's daily slots hold 40 people (Saturday afternoons 20).
    expect(await maxPeople()).toBe(40);
    const slot = await defaultSlot(t.database.db, openDay(5));
    await setSlot(t.database.db, slot.id, { capacity: 55 });
    expect(await maxPeople()).toBe(55);
    // A slot not on sale yet (after the two months) does not count.
    await t.database.db
      .insert(productAvailabilities)
      .values({ productId: product.id, date: addDays(addMonths(hotelToday(), 2), 3), salePrice: 3000, capacity: 90 });
    expect(await maxPeople()).toBe(55);
    await setSlot(t.database.db, slot.id, { capacity: 40 });
  });

  it('answers 404 for an unknown product slug', async () => {
    const response = await get('/api/products/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Questo prodotto non esiste.');
  });

  it("gives daily slots on the season's days of the next two months, dearer on weekends, with a few days without any record", async () => {
    const product = await thermalDay(t.database.db);
    const today = hotelToday();
    const to = addMonths(today, 2);
    const records = (await get(`/api/${product.id}/availability?people=2&from_date=${today}&to_date=${to}`)).json() as {
      id: number;
      date: string;
      available: boolean;
      sale_price: number;
      title: string | null;
    }[];
    // Every open day of a season in the window but the gap days and the days the spa closed; none
    // in the winter closure.
    const seasons = hotelSeasons(clockNow()).map((season) => ({ start: season.startsOn, end: season.endsOn }));
    const openDays = new Set<string>();
    for (let day = today; day <= to; day = addDays(day, 1))
      if (isSeasonDay(seasons, day) && !isDaySpaGap(day) && !isDaySpaClosedDay(day)) openDays.add(day);
    expect(new Set(records.map((r) => r.date))).toEqual(openDays);
    for (const record of records.filter((r) => r.title === null)) {
      expect(record.sale_price).toBe(isWeekend(record.date) ? DAY_SPA_WEEKEND_PRICE : DAY_SPA_WEEKDAY_PRICE);
    }
    expect(Object.keys(records[0]).sort()).toEqual(['available', 'date', 'id', 'sale_price', 'sales_end', 'title']);
  });

  it('marks a slot not available when it cannot take that many more people', async () => {
    const product = await thermalDay(t.database.db);
    const day = openDay(3);
    const slot = await defaultSlot(t.database.db, day);
    await setSlot(t.database.db, slot.id, { capacity: 10, booked: 7 });
    const ask = async (people: number) =>
      (
        (await get(`/api/${product.id}/availability?people=${people}&from_date=${day}&to_date=${day}`)).json() as {
          id: number;
          available: boolean;
        }[]
      ).find((r) => r.id === slot.id)!.available;
    expect(await ask(3)).toBe(true);
    expect(await ask(4)).toBe(false);
  });

  it('refuses a malformed or reversed period, and a product id that is not an id, with 422', async () => {
    const product = await thermalDay(t.database.db);
    const today = hotelToday();
    expect((await get(`/api/${product.id}/availability?from_date=2024-02-30&to_date=${today}`)).statusCode).toBe(422);
    expect(
      (await get(`/api/${product.id}/availability?from_date=${addDays(today, 2)}&to_date=${today}`)).statusCode,
    ).toBe(422);
    expect((await get(`/api/${product.id}/availability?people=0&from_date=${today}`)).statusCode).toBe(422);
    expect((await get(`/api/abc/availability?from_date=${today}`)).statusCode).toBe(422);
    expect(
      await get(`/api/${product.id}/availability?from_date=${today}&to_date=${addDays(today, 101)}`),
    ).toMatchObject({ statusCode: 422 });
  });

  it('seeds idempotently: a second run adds no slot', async () => {
    const count = async () => (await t.database.db.select().from(productAvailabilities)).length;
    const before = await count();
    await seedDaySpa(t.database.db);
    expect(await count()).toBe(before);
  });
});
