import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, hotelToday, nightsBetween, type IsoDate } from '../../../domain/dates';
import { roomReservations, rooms, sandboxPaymentIntents } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { withToken } from '../accessTokens/support';
import { freshIp } from '../accounts/support';
import {
  bookableStay,
  CARDS,
  GUEST,
  paymentMethod,
  categoryBySlug,
  lastBookableStay,
  occupyCategory,
  ratesBody,
  type RatesEntry,
  type Stay,
} from '../booking/support';

// docs/product.md §12.12: the revenue manager (and the administrator) reads and changes the
// calendar of prices and availability; each cell shows the model's value unless the calendar
// overrides it; a change set is saved whole with the versions read, or refused (409 on a cell
// changed since, 422 per field on bad input); the guest search follows at once.
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

interface CategoryCell {
  room_category_id: number;
  date: IsoDate;
  version: number;
  rooms_in_service: number;
  rooms_to_sell: number;
  stop_sell: boolean;
  min_stay: number;
  max_stay: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
  overridden: string[];
}
interface PriceCell {
  rate_plan_id: number;
  room_category_id: number;
  date: IsoDate;
  version: number;
  price: number | null;
  overridden: boolean;
}
interface Calendar {
  categories: { id: number; name: string }[];
  rate_plans: { id: number; name: string }[];
  category_cells: CategoryCell[];
  price_cells: PriceCell[];
}

/** product.md §2: booking 30 days ahead earns 5 %, 60 days 10 %. */
const earlyPercent = (today: IsoDate, arrival: IsoDate) => {
  const lead = nightsBetween(today, arrival);
  return lead >= 60 ? 10 : lead >= 30 ? 5 : 0;
};

describe('the rates-and-availability calendar', () => {
  let t: TestApp;
  let revenue: TestClient;
  let double: number;
  let flexible: number;
  const db = () => t.database.db;

  beforeEach(async () => {
    t = await createTestApp();
    revenue = await signedIn(REVENUE);
    double = (await categoryBySlug(db(), 'double')).id;
    const cal = await read({ from: hotelToday(), to: hotelToday() });
    flexible = cal.rate_plans[0].id;
  });
  afterEach(async () => t.close());

  async function signedIn(account: { email: string; password: string }) {
    const client = await new TestClient(t.app).start('/en/');
    await client.login(account.email, account.password);
    return client;
  }
  async function read(stay: Stay, client = revenue): Promise<Calendar> {
    const response = await client.get(`/api/admin/calendar?from=${stay.from}&to=${stay.to}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  const save = (body: object, locale = 'en', client = revenue) =>
    client.post('/api/admin/calendar/changes', body, { 'x-locale': locale });
  const cellOf = (cal: Calendar, category: number, date: IsoDate) =>
    cal.category_cells.find((c) => c.room_category_id === category && c.date === date)!;
  const priceOf = (cal: Calendar, plan: number, category: number, date: IsoDate) =>
    cal.price_cells.find((c) => c.rate_plan_id === plan && c.room_category_id === category && c.date === date)!;
  const nightsOf = (stay: Stay) =>
    Array.from({ length: nightsBetween(stay.from, stay.to) }, (_, i) => addDays(stay.from, i));
  /** The same change for every category on `days`. */
  const everyCategory = (cal: Calendar, days: IsoDate[], set: object) =>
    cal.categories.flatMap((c) =>
      days.map((date) => ({ room_category_id: c.id, date, version: cellOf(cal, c.id, date).version, ...set })),
    );
  const search = async (stay: Stay, adults = 2, locale = 'en') => {
    const guest = await new TestClient(t.app).start(`/${locale}/`);
    return guest.post('/api/available/rates', { ...ratesBody(stay, [{ adults }]), locale }, { 'x-locale': locale });
  };

  it('lets the revenue manager and the administrator in, refuses the front desk (403) and visitors (401)', async () => {
    const day = hotelToday();
    const admin = await signedIn(ADMIN);
    expect((await admin.get(`/api/admin/calendar?from=${day}&to=${day}`)).statusCode).toBe(200);
    const desk = await signedIn(DESK);
    expect((await desk.get(`/api/admin/calendar?from=${day}&to=${day}`)).statusCode).toBe(403);
    expect((await save({ prices: [] }, 'en', desk)).statusCode).toBe(403);
    const visitor = await new TestClient(t.app).start();
    expect((await visitor.get(`/api/admin/calendar?from=${day}&to=${day}`)).statusCode).toBe(401);
  });

  it('opens to a revenue manager’s tokens by scope: reads with rates:read or inventory:read, availability changes need inventory:write', async () => {
    const token = async (scopes: string[]) => {
      const made = await revenue.post(
        '/oauth/personal-access-tokens',
        { name: 'Channel manager', scopes },
        { 'x-forwarded-for': freshIp() },
      );
      expect(made.statusCode).toBe(200);
      return made.json().accessToken as string;
    };
    const stay = await bookableStay(db(), 1, 2);
    const range = `from=${stay.from}&to=${stay.from}`;
    const reader = await token(['rates:read']);
    expect((await withToken(t, reader, 'GET', `/api/admin/calendar?${range}`)).statusCode).toBe(200);
    expect((await withToken(t, reader, 'GET', `/api/admin/calendar/availability?${range}`)).statusCode).toBe(403);
    const writer = await token(['rates:write']);
    const price = { rate_plan_id: flexible, room_category_id: double, date: stay.from, version: 0, price: 11000 };
    const day = { room_category_id: double, date: stay.from, version: 0, stop_sell: true };
    expect((await withToken(t, writer, 'POST', '/api/admin/calendar/changes', { categories: [day] })).statusCode).toBe(
      403,
    );
    expect((await withToken(t, writer, 'POST', '/api/admin/calendar/changes', { prices: [price] })).statusCode).toBe(
      200,
    );
    const both = await token(['rates:write', 'inventory:write']);
    expect((await withToken(t, both, 'POST', '/api/admin/calendar/changes', { categories: [day] })).statusCode).toBe(
      200,
    );
  });

  it('shows the model’s values where the calendar sets nothing, at most 62 days at a time', async () => {
    const stay = await bookableStay(db(), 1, 2);
    const cal = await read(stay);
    const activeDoubles = await db().select().from(rooms).where(eq(rooms.roomCategoryId, double));
    const cell = cellOf(cal, double, stay.from);
    expect(cell).toMatchObject({
      version: 0,
      rooms_in_service: activeDoubles.filter((r) => r.active).length,
      rooms_to_sell: activeDoubles.filter((r) => r.active).length,
      stop_sell: false,
      min_stay: 1,
      max_stay: null,
      overridden: [],
    });
    expect(priceOf(cal, flexible, double, stay.from)).toMatchObject({ version: 0, overridden: false });
    expect(priceOf(cal, flexible, double, stay.from).price).toBeGreaterThan(0);
    const tooLong = await revenue.get(`/api/admin/calendar?from=${stay.from}&to=${addDays(stay.from, 62)}`);
    expect(tooLong.statusCode).toBe(422);
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

  describe('the hold', () => {
    let guest: TestClient;
    beforeEach(async () => {
      guest = await new TestClient(t.app).start('/en/');
      await guest.login(GUEST.email, GUEST.password);
    });
    const form = (stay: Stay, room: object, extra: Record<string, unknown> = {}) => ({
      from_date: stay.from,
      to_date: stay.to,
      rooms: [room],
      special_requests: '',
      cancellation_policy_consent: true,
      city_tax_policy_consent: true,
      ...extra,
    });
    async function chosen(stay: Stay) {
      const offers = (
        await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]))
      ).json() as RatesEntry[][];
      const variation = offers[0].find((e) => e.room_category.id === double)!.rates[0].rate_variations[0];
      return {
        room_category_id: double,
        rate_variation_id: variation.id,
        adults: 2,
        children: 0,
        children_ages: [],
        quoted_total: variation.total,
      };
    }

    it('refuses a stay the calendar closes, with the reason, before any charge', async () => {
      const stay = await bookableStay(db(), 2, 2);
      const room = await chosen(stay);
      await save({ categories: [{ room_category_id: double, date: stay.from, version: 0, min_stay: 3 }] });
      const refused = await guest.post(
        '/my/room-reservations',
        form(stay, room, { payment_method_id: await paymentMethod(guest, CARDS.ok) }),
        { 'x-locale': 'en' },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.to_date[0]).toMatch(/need a stay of at least 3 nights/);
      expect(await db().select().from(roomReservations)).toHaveLength(0);
    });

    it('tells the guest a price changed since the search before charging anything (409 with the price now)', async () => {
      const stay = await bookableStay(db(), 2, 2);
      const room = await chosen(stay);
      const cal = await read(stay);
      await save({
        prices: nightsOf(stay).map((date) => ({
          rate_plan_id: flexible,
          room_category_id: double,
          date,
          version: priceOf(cal, flexible, double, date).version,
          price: 30000,
        })),
      });
      const intents = (await db().select().from(sandboxPaymentIntents)).length;
      const told = await guest.post(
        '/my/room-reservations',
        form(stay, room, { payment_method_id: await paymentMethod(guest, CARDS.ok) }),
        { 'x-locale': 'en' },
      );
      expect(told.statusCode).toBe(409);
      const early = earlyPercent(hotelToday(), stay.from);
      const now = Math.round(2 * 2 * 30000 * (1 - early / 100));
      expect(told.json().message).toContain(
        `it is now €${(now / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
      );
      expect((await db().select().from(sandboxPaymentIntents)).length).toBe(intents);
      expect(await db().select().from(roomReservations)).toHaveLength(0);
    });

    it('charges the held amount when the price changes while the guest holds (3-D Secure in between)', async () => {
      const stay = await bookableStay(db(), 2, 2);
      const room = await chosen(stay);
      const body = form(stay, room, { payment_method_id: await paymentMethod(guest, CARDS.authenticate) });
      const first = await guest.post('/my/room-reservations', body);
      expect(first.json()).toMatchObject({ requires_action: true });
      const [held] = await db().select().from(roomReservations);
      expect(held.subtotal).toBe(room.quoted_total);

      const cal = await read(stay);
      await save({
        prices: nightsOf(stay).map((date) => ({
          rate_plan_id: flexible,
          room_category_id: double,
          date,
          version: priceOf(cal, flexible, double, date).version,
          price: 50000,
        })),
      });

      const auth = await guest.post('/api/sandbox/payment-intents/authenticate', {
        client_secret: first.json().payment_intent_client_secret,
        outcome: 'succeed',
      });
      const second = await guest.post('/my/room-reservations', {
        ...body,
        payment_method_id: null,
        payment_intent_id: auth.json().payment_intent.id,
      });
      expect(second.statusCode).toBe(200);
      const [row] = await db()
        .select()
        .from(roomReservations)
        .where(eq(roomReservations.id, second.json().reservation_id));
      expect(row).toMatchObject({ status: 'confirmed', subtotal: room.quoted_total });
      const [intent] = await db().select().from(sandboxPaymentIntents);
      expect(intent.amount).toBe(held.deposit);
    });
  });
});
