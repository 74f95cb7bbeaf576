import { afterEach, beforeEach, expect } from 'vitest';
import { addDays, hotelToday, nightsBetween, type IsoDate } from '../../../domain/dates';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { categoryBySlug, ratesBody, type Stay } from '../booking/support';

// The staff accounts of the seed (docs/product.md §12.12: the revenue manager and the administrator
// change the calendar; the front desk may not).
export const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
export const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
export const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

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
/** The calendar as `GET /api/admin/calendar` answers it. */
export interface Calendar {
  categories: { id: number; name: string }[];
  rate_plans: { id: number; name: string }[];
  category_cells: CategoryCell[];
  price_cells: PriceCell[];
}

/** product.md §2: booking 30 days ahead earns 5 %, 60 days 10 %. */
export const earlyPercent = (today: IsoDate, arrival: IsoDate) => {
  const lead = nightsBetween(today, arrival);
  return lead >= 60 ? 10 : lead >= 30 ? 5 : 0;
};

export const cellOf = (cal: Calendar, category: number, date: IsoDate) =>
  cal.category_cells.find((c) => c.room_category_id === category && c.date === date)!;
export const priceOf = (cal: Calendar, plan: number, category: number, date: IsoDate) =>
  cal.price_cells.find((c) => c.rate_plan_id === plan && c.room_category_id === category && c.date === date)!;
export const nightsOf = (stay: Stay) =>
  Array.from({ length: nightsBetween(stay.from, stay.to) }, (_, i) => addDays(stay.from, i));
/** The same change for every category on `days`. */
export const everyCategory = (cal: Calendar, days: IsoDate[], set: object) =>
  cal.categories.flatMap((c) =>
    days.map((date) => ({ room_category_id: c.id, date, version: cellOf(cal, c.id, date).version, ...set })),
  );

/**
 * A fresh app for each test of the calling describe (its own beforeEach and afterEach), with the
 * revenue manager signed in, the double room's category and the first rate plan (the flexible
 * one). `t`, `revenue`, `double` and `flexible` are set anew before each test; the functions
 * read them when called.
 */
export function calendarOnAFreshApp() {
  const session = {
    t: undefined as unknown as TestApp,
    revenue: undefined as unknown as TestClient,
    double: 0,
    flexible: 0,
    db,
    signedIn,
    read,
    save,
    search,
  };

  beforeEach(async () => {
    session.t = await createTestApp();
    session.revenue = await signedIn(REVENUE);
    session.double = (await categoryBySlug(db(), 'double')).id;
    const cal = await read({ from: hotelToday(), to: hotelToday() });
    session.flexible = cal.rate_plans[0].id;
  });
  afterEach(async () => session.t.close());

  function db() {
    return session.t.database.db;
  }
  async function signedIn(account: { email: string; password: string }) {
    const client = await new TestClient(session.t.app).start('/en/');
    await client.login(account.email, account.password);
    return client;
  }
  async function read(stay: Stay, client = session.revenue): Promise<Calendar> {
    const response = await client.get(`/api/admin/calendar?from=${stay.from}&to=${stay.to}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  function save(body: object, locale = 'en', client = session.revenue) {
    return client.post('/api/admin/calendar/changes', body, { 'x-locale': locale });
  }
  async function search(stay: Stay, adults = 2, locale = 'en') {
    const guest = await new TestClient(session.t.app).start(`/${locale}/`);
    return guest.post('/api/available/rates', { ...ratesBody(stay, [{ adults }]), locale }, { 'x-locale': locale });
  }
  return session;
}
