import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, hotelToday } from '../../../domain/dates';
import { rooms } from '../../../server/db/schema';
import { TestClient, type TestApp } from '../support/testApp';
import { withToken } from '../accessTokens/support';
import { freshIp } from '../accounts/support';
import { bookableStay } from '../booking/support';
import { ADMIN, calendarOnAFreshApp, cellOf, DESK, priceOf } from './support';

// docs/product.md §12.12: the revenue manager (and the administrator) reads and changes the
// calendar of prices and availability; each cell shows the model's value unless the calendar
// overrides it. Here: who may read and change it (staff roles, a token's scopes), and what a cell
// shows where the calendar sets nothing.
describe('the rates-and-availability calendar', () => {
  const calendar = calendarOnAFreshApp();
  const { db, signedIn, read, save } = calendar;
  let t: TestApp;
  let revenue: TestClient;
  let double: number;
  let flexible: number;
  // This test's app and its ids, once calendarOnAFreshApp's beforeEach has made them.
  beforeEach(() => {
    ({ t, revenue, double, flexible } = calendar);
  });

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
});
