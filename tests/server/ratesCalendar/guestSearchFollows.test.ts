import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, hotelToday, type IsoDate } from '../../../domain/dates';
import { TestClient, type TestApp } from '../support/testApp';
import { bookableStay, lastBookableStay, occupyCategory, type RatesEntry, type Stay } from '../booking/support';
import { calendarOnAFreshApp, cellOf, earlyPercent, everyCategory, nightsOf, priceOf } from './support';

// docs/product.md §12.12, "The guest side follows at once": the search prices each night with the
// calendar's price; a category stop-sold, closed to arrival or departure, or under the minimum /
// above the maximum stay is not offered (the search refused with the reason and what would work,
// in the guest's language); rooms to sell cap the rooms offered; the date picker is told the days
// closed to arrival in every category; no stale answer is kept.
describe('the rates-and-availability calendar', () => {
  const calendar = calendarOnAFreshApp();
  const { db, read, save, search } = calendar;
  let t: TestApp;
  let double: number;
  let flexible: number;
  // This test's app and its ids, once calendarOnAFreshApp's beforeEach has made them.
  beforeEach(() => {
    ({ t, double, flexible } = calendar);
  });

  it('prices the guest search and the hold with the calendar’s price', async () => {
    const stay = await bookableStay(db(), 2, 2);
    const cal = await read(stay);
    const prices = nightOfStay(stay).map((date, i) => ({
      rate_plan_id: flexible,
      room_category_id: double,
      date,
      version: priceOf(cal, flexible, double, date).version,
      price: 20000 + i * 1000,
    }));
    expect((await save({ prices })).statusCode).toBe(200);
    const offers = (await search(stay)).json() as RatesEntry[][];
    const entry = offers[0].find((e) => e.room_category.id === double)!;
    const bb = entry.rates[0].rate_variations[0];
    const early = earlyPercent(hotelToday(), stay.from);
    // Two adults, B&B (no supplement): the two nights' prices, less the early-booking discount.
    expect(bb.adult_total).toBe(Math.round(2 * (20000 + 21000) * (1 - early / 100)));
  });

  function nightOfStay(stay: Stay) {
    return nightsOf(stay);
  }

  it('does not offer a stop-sold category, and caps it by the rooms to sell', async () => {
    const stay = await bookableStay(db(), 2, 2);
    const cal = await read(stay);
    const [first, second] = nightsOf(stay);
    expect(
      (await save({ categories: [{ room_category_id: double, date: second, version: 0, stop_sell: true }] }))
        .statusCode,
    ).toBe(200);
    let offers = (await search(stay)).json() as RatesEntry[][];
    expect(offers[0].some((e) => e.room_category.id === double)).toBe(false);
    expect(offers[0].length).toBeGreaterThan(0);

    const cell = cellOf(cal, double, first);
    await save({
      categories: [
        { room_category_id: double, date: second, version: 1, stop_sell: false },
        { room_category_id: double, date: first, version: 0, rooms_to_sell: 2 },
      ],
    });
    await occupyCategory(db(), 'double', { from: first, to: second }, cell.rooms_in_service - 1);
    offers = (await search(stay)).json() as RatesEntry[][];
    expect(offers[0].find((e) => e.room_category.id === double)?.room_category.available_rooms_count).toBe(1);
  });

  it('refuses a stay under the minimum, saying why and what would work; closed to arrival or departure and the maximum likewise', async () => {
    const stay = await bookableStay(db(), 2, 2);
    const cal = await read({ from: stay.from, to: addDays(stay.from, 4) });
    expect((await save({ categories: everyCategory(cal, [stay.from], { min_stay: 3 }) })).statusCode).toBe(200);
    const refused = await search(stay, 2, 'en');
    expect(refused.statusCode).toBe(422);
    const day = (iso: IsoDate) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      );
    expect(refused.json().errors.to_date[0]).toBe(
      `Arrivals on ${day(stay.from)} need a stay of at least 3 nights: from ${day(stay.from)} to ${day(addDays(stay.from, 3))} would work.`,
    );
    expect((await search({ from: stay.from, to: addDays(stay.from, 3) })).statusCode).toBe(200);

    const next = await read({ from: stay.from, to: addDays(stay.from, 4) });
    await save({ categories: everyCategory(next, [stay.from], { min_stay: null, max_stay: 1 }) });
    expect((await search(stay, 2, 'it')).json().errors.to_date[0]).toMatch(
      /^Per arrivi il .+ il soggiorno massimo è di 1 notti/,
    );
    const third = await read({ from: stay.from, to: addDays(stay.from, 4) });
    await save({ categories: everyCategory(third, [stay.from], { max_stay: null, closed_to_arrival: true }) });
    expect((await search(stay, 2, 'de')).json().errors.to_date[0]).toMatch(/^Keine Anreise am /);
    const fourth = await read({ from: stay.from, to: addDays(stay.from, 4) });
    await save({
      categories: [
        ...everyCategory(fourth, [stay.from], { closed_to_arrival: false }),
        ...everyCategory(fourth, [stay.to], { closed_to_departure: true }),
      ],
    });
    expect((await search(stay)).json().errors.to_date[0]).toMatch(/^No departures on /);
  });

  it('tells the date picker the days closed to arrival in every category, not those closed in one', async () => {
    const stay = await bookableStay(db(), 2, 2);
    const cal = await read(stay);
    const second = addDays(stay.from, 1);
    await save({
      categories: [
        ...everyCategory(cal, [stay.from], { closed_to_arrival: true }),
        { room_category_id: double, date: second, version: 0, closed_to_arrival: true },
      ],
    });
    const visitor = await new TestClient(t.app).start('/en/');
    const season = (await visitor.get('/api/booking/season')).json();
    expect(season.closedToArrival).toContain(stay.from);
    expect(season.closedToArrival).not.toContain(second);
  });

  it('reaches the guest search at once after a change (no stale answer kept)', async () => {
    const stay = await lastBookableStay(db(), 1);
    const before = (await search(stay)).json() as RatesEntry[][];
    expect(before[0].some((e) => e.room_category.id === double)).toBe(true);
    await save({ categories: [{ room_category_id: double, date: stay.from, version: 0, stop_sell: true }] });
    const after = (await search(stay)).json() as RatesEntry[][];
    expect(after[0].some((e) => e.room_category.id === double)).toBe(false);
  });
});
