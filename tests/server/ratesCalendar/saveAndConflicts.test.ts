import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, hotelToday, type IsoDate } from '../../../domain/dates';
import { bookableStay } from '../booking/support';
import { ADMIN, calendarOnAFreshApp, cellOf, priceOf, REVENUE } from './support';

// docs/product.md §12.12: a change set is saved whole with the versions read, or refused (409 on
// a cell changed since, 422 per field on bad input). Here: a save shown overridden and logged, its
// undo, a conflict listed and nothing saved, bad input refused per field in the staff's language.
describe('the rates-and-availability calendar', () => {
  const calendar = calendarOnAFreshApp();
  const { db, signedIn, read, save } = calendar;
  let double: number;
  let flexible: number;
  // This test's app and its ids, once calendarOnAFreshApp's beforeEach has made them.
  beforeEach(() => {
    ({ double, flexible } = calendar);
  });

  it('sets a price and a minimum stay, shows them overridden with a new version, and logs the change before and after', async () => {
    const stay = await bookableStay(db(), 2, 2);
    let cal = await read(stay);
    const price = priceOf(cal, flexible, double, stay.from);
    const saved = await save({
      categories: [{ room_category_id: double, date: stay.from, version: 0, min_stay: 3 }],
      prices: [
        { rate_plan_id: flexible, room_category_id: double, date: stay.from, version: price.version, price: 12345 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().cells).toBe(2);
    const undo = saved.json().undo;
    cal = await read(stay);
    expect(priceOf(cal, flexible, double, stay.from)).toMatchObject({ price: 12345, overridden: true, version: 1 });
    expect(cellOf(cal, double, stay.from)).toMatchObject({ min_stay: 3, overridden: ['min_stay'], version: 1 });

    const admin = await signedIn(ADMIN);
    const [entry] = (await admin.get('/api/admin/staff-actions')).json() as {
      action: string;
      user_email: string;
      subject: Record<string, string>;
    }[];
    expect(entry).toMatchObject({ action: 'calendar.change', user_email: REVENUE.email });
    expect(JSON.parse(entry.subject.before).prices[0].price).toBeNull();
    expect(JSON.parse(entry.subject.after).prices[0].price).toBe(12345);
    expect(JSON.parse(entry.subject.after).categories[0].minStay).toBe(3);

    // Undo puts the cells back, with the versions after the save; again, a cell changed since: 409.
    expect((await save(undo)).statusCode).toBe(200);
    cal = await read(stay);
    expect(priceOf(cal, flexible, double, stay.from)).toMatchObject({
      price: price.price,
      overridden: false,
      version: 2,
    });
    expect(cellOf(cal, double, stay.from)).toMatchObject({ min_stay: 1, overridden: [], version: 2 });
    expect((await save(undo)).statusCode).toBe(409);
    const redo = await save({
      prices: [{ rate_plan_id: flexible, room_category_id: double, date: stay.from, version: 2, price: 12345 }],
    });
    expect(redo.statusCode).toBe(200);

    // null goes back to the model.
    const back = await save({
      prices: [{ rate_plan_id: flexible, room_category_id: double, date: stay.from, version: 3, price: null }],
    });
    expect(back.statusCode).toBe(200);
    expect(priceOf(await read(stay), flexible, double, stay.from)).toMatchObject({
      price: price.price,
      overridden: false,
      version: 4,
    });
  });

  it('refuses a change set with a cell changed since it was read (409, listed) and saves none of it', async () => {
    const stay = await bookableStay(db(), 2, 2);
    const cal = await read(stay);
    const other = await signedIn(ADMIN);
    expect(
      (
        await save(
          { categories: [{ room_category_id: double, date: stay.from, version: 0, stop_sell: true }] },
          'en',
          other,
        )
      ).statusCode,
    ).toBe(200);
    const late = await save(
      {
        categories: [
          { room_category_id: double, date: stay.from, version: cellOf(cal, double, stay.from).version, min_stay: 4 },
          { room_category_id: double, date: addDays(stay.from, 1), version: 0, min_stay: 4 },
        ],
      },
      'it',
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Qualcun altro/);
    expect(late.json().conflicts).toEqual([
      { kind: 'category', room_category_id: double, rate_plan_id: null, date: stay.from, version: 1 },
    ]);
    const now = await read(stay);
    expect(cellOf(now, double, stay.from)).toMatchObject({ stop_sell: true, min_stay: 1 });
    expect(cellOf(now, double, addDays(stay.from, 1))).toMatchObject({ min_stay: 1, version: 0 });
  });

  it('refuses bad input per field in the staff member’s language, saving nothing', async () => {
    const stay = await bookableStay(db(), 2, 2);
    const cal = await read(stay);
    const inService = cellOf(cal, double, stay.from).rooms_in_service;
    const bad = await save(
      {
        categories: [
          { room_category_id: double, date: stay.from, version: 0, min_stay: 5, max_stay: 3 },
          { room_category_id: double, date: addDays(stay.from, 1), version: 0, rooms_to_sell: inService + 1 },
          { room_category_id: double, date: addDays(stay.from, 2), version: 0, rooms_to_sell: -1 },
        ],
        prices: [{ rate_plan_id: flexible, room_category_id: double, date: stay.from, version: 0, price: 10000 }],
      },
      'it',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'categories.0.min_stay': ['Il soggiorno minimo supera il massimo (3 notti).'],
      'categories.1.rooms_to_sell': [`Al massimo ${inService}: le camere in servizio quel giorno.`],
      'categories.2.rooms_to_sell': ['Le camere in vendita non possono essere meno di 0.'],
    });
    const negative = await save(
      { prices: [{ rate_plan_id: flexible, room_category_id: double, date: stay.from, version: 0, price: -1 }] },
      'de',
    );
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors['prices.0.price']).toEqual(['Ein Preis kann nicht negativ sein.']);
    const past = await save({
      prices: [
        { rate_plan_id: flexible, room_category_id: double, date: addDays(hotelToday(), -1), version: 0, price: 100 },
      ],
    });
    expect(past.json().errors['prices.0.date']).toEqual(['This day is past.']);
    const seasons = (await (await signedIn(ADMIN)).get('/api/admin/seasons')).json().seasons as { ends_on: IsoDate }[];
    const outside = addDays(seasons.at(-1)!.ends_on, 1);
    const gap = await save({
      prices: [{ rate_plan_id: flexible, room_category_id: double, date: outside, version: 0, price: 100 }],
    });
    expect(gap.json().errors['prices.0.date']).toEqual(['This day is in no season.']);
    const now = await read(stay);
    expect(now.category_cells.every((c) => c.version === 0)).toBe(true);
    expect(priceOf(now, flexible, double, stay.from).version).toBe(0);
  });
});
