import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, hotelToday, type IsoDate } from '../../../domain/dates';
import type { SeasonWire } from '../../../domain/seasonAdmin';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { occupyCategory, ratesBody } from '../booking/support';
import { freshIp } from '../accounts/support';

// docs/product.md §12.9: the revenue manager (and the administrator) edits the seasons, the days
// their sales open and close, and the closed days; the front desk is refused. A season ends after
// it starts and overlaps no other, sales never close before they open, no change takes away days
// reservations hold (they are listed), every change is in the staff actions log, and the guest
// side follows at once.
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

describe('seasons, closed days and the booking window, as staff edit them', () => {
  let t: TestApp;
  let revenue: TestClient;
  let seasons: SeasonWire[];
  /** The season after today's (the seed makes one: March to 6 January). */
  let next: SeasonWire;
  const today = hotelToday();

  beforeEach(async () => {
    t = await createTestApp();
    revenue = await signedIn(REVENUE);
    seasons = (await revenue.get('/api/admin/seasons')).json().seasons;
    const ahead = seasons.filter((s) => s.ends_on >= today);
    next = ahead[1];
  });
  afterEach(async () => t.close());

  async function signedIn(account: { email: string; password: string }) {
    const client = await new TestClient(t.app).start();
    await client.login(account.email, account.password);
    return client;
  }
  const put = (id: number, body: object, locale = 'en') =>
    revenue.send('PUT', `/api/admin/seasons/${id}`, body, { 'x-locale': locale });
  const draft = (s: SeasonWire) => ({
    starts_on: s.starts_on,
    ends_on: s.ends_on,
    bookable_from: s.bookable_from,
    bookable_to: s.bookable_to,
  });
  const log = async () => {
    const admin = await signedIn(ADMIN);
    return (await admin.get('/api/admin/staff-actions')).json() as {
      action: string;
      user_email: string;
      subject: Record<string, string | number>;
    }[];
  };

  it('lets the revenue manager and the administrator in, refuses the front desk (403) and visitors (401)', async () => {
    expect(seasons.length).toBeGreaterThanOrEqual(2);
    const admin = await signedIn(ADMIN);
    expect((await admin.get('/api/admin/seasons')).statusCode).toBe(200);
    const desk = await signedIn(DESK);
    expect((await desk.get('/api/admin/seasons')).statusCode).toBe(403);
    expect((await desk.send('PUT', `/api/admin/seasons/${next.id}`, draft(next))).statusCode).toBe(403);
    expect((await desk.post('/api/admin/seasons', draft(next))).statusCode).toBe(403);
    expect((await desk.send('DELETE', `/api/admin/seasons/${next.id}`)).statusCode).toBe(403);
    expect((await desk.post('/api/admin/seasons/closed-days', { date: today })).statusCode).toBe(403);
    const visitor = await new TestClient(t.app).start();
    expect((await visitor.get('/api/admin/seasons')).statusCode).toBe(401);
  });

  it('refuses a season that ends before it starts, next to the end, in the staff member’s language', async () => {
    const response = await put(next.id, { ...draft(next), ends_on: addDays(next.starts_on, -1) }, 'it');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.ends_on).toEqual(['Una stagione finisce dopo il giorno in cui inizia.']);
  });

  it('refuses sales that close before they open, next to the closing day', async () => {
    const response = await put(next.id, { ...draft(next), bookable_from: today, bookable_to: addDays(today, -1) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.bookable_to).toEqual(['Sales cannot close before they open.']);
  });

  it('refuses a season overlapping another, naming it, and saves nothing', async () => {
    const [first] = seasons.filter((s) => s.ends_on >= today);
    const created = await revenue.post(
      '/api/admin/seasons',
      { starts_on: first.ends_on, ends_on: addDays(next.starts_on, -1) },
      { 'x-locale': 'en' },
    );
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.starts_on[0]).toMatch(/^This season overlaps the season from .+ to .+\.$/);
    const moved = await put(next.id, { ...draft(next), starts_on: first.ends_on });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.starts_on).toHaveLength(1);
    expect((await revenue.get('/api/admin/seasons')).json().seasons).toEqual(seasons);
  });

  it('adds, changes and deletes a season, each change in the staff actions log with before and after', async () => {
    const last = seasons.at(-1)!;
    const body = { starts_on: addDays(last.ends_on, 60), ends_on: addDays(last.ends_on, 300), bookable_from: today };
    const created = await revenue.post('/api/admin/seasons', body);
    expect(created.statusCode).toBe(201);
    const season = created.json() as SeasonWire;
    expect(season).toMatchObject({ ...body, bookable_to: null });

    const changed = await put(season.id, { ...body, ends_on: addDays(last.ends_on, 290) });
    expect(changed.statusCode).toBe(200);
    expect((await revenue.send('DELETE', `/api/admin/seasons/${season.id}`)).statusCode).toBe(204);
    expect((await revenue.send('DELETE', `/api/admin/seasons/${season.id}`)).statusCode).toBe(404);

    const [deleted, updated, added] = await log();
    expect(added).toMatchObject({ action: 'season.create', user_email: REVENUE.email, subject: { before: '' } });
    expect(JSON.parse(String(added.subject.after))).toMatchObject(body);
    expect(updated).toMatchObject({ action: 'season.update', subject: { season_id: season.id } });
    expect(JSON.parse(String(updated.subject.before)).ends_on).toBe(body.ends_on);
    expect(JSON.parse(String(updated.subject.after)).ends_on).toBe(addDays(last.ends_on, 290));
    expect(deleted).toMatchObject({ action: 'season.delete', subject: { after: '' } });
  });

  it('protects reservations: no shrinking or deleting their season, no closing their days; they are listed', async () => {
    const stay = { from: addDays(next.starts_on, 70), to: addDays(next.starts_on, 73) };
    const { reservation } = await occupyCategory(t.database.db, 'suite', stay, 1);

    const shrunk = await put(next.id, { ...draft(next), starts_on: addDays(stay.from, 1) });
    expect(shrunk.statusCode).toBe(422);
    expect(shrunk.json().errors.starts_on).toBeDefined();
    expect(shrunk.json().reservations).toEqual([
      { id: reservation.id, from_date: stay.from, to_date: stay.to, status: 'confirmed', guest: expect.any(String) },
    ]);
    // Shrunk up to the arrival, it keeps the stay whole.
    expect((await put(next.id, { ...draft(next), starts_on: stay.from })).statusCode).toBe(200);

    const deleted = await revenue.send('DELETE', `/api/admin/seasons/${next.id}`);
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json().reservations.map((r: { id: number }) => r.id)).toEqual([reservation.id]);

    for (const date of [stay.from, addDays(stay.from, 1), stay.to]) {
      const closed = await revenue.post('/api/admin/seasons/closed-days', { date }, { 'x-locale': 'de' });
      expect(closed.statusCode).toBe(422);
      expect(closed.json().errors.date).toEqual([
        'Reservierungen umfassen diesen Tag: Verschiebe oder storniere sie zuerst.',
      ]);
      expect(closed.json().reservations).toHaveLength(1);
    }
  });

  it('closes a day with its reason and opens it again, both in the log; a day closed twice is refused', async () => {
    const date = addDays(next.starts_on, 40);
    const closed = await revenue.post('/api/admin/seasons/closed-days', { date, reason: 'Staff training' });
    expect(closed.statusCode).toBe(201);
    expect(closed.json()).toEqual({ date, reason: 'Staff training' });
    expect((await revenue.get('/api/admin/seasons')).json().closed_days).toContainEqual({
      date,
      reason: 'Staff training',
    });
    const twice = await revenue.post('/api/admin/seasons/closed-days', { date }, { 'x-locale': 'en' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.date).toEqual(['This day is already closed.']);
    expect((await revenue.send('DELETE', `/api/admin/seasons/closed-days/${date}`)).statusCode).toBe(204);
    const [opened, added] = await log();
    expect(added).toMatchObject({ action: 'closed_day.add', subject: { date } });
    expect(opened).toMatchObject({ action: 'closed_day.remove', subject: { date, after: '' } });
    expect(JSON.parse(String(opened.subject.before))).toEqual({ date, reason: 'Staff training' });
  });

  it('opens next season’s sales at once for the guests’ calendar and search', async () => {
    const guest = await new TestClient(t.app).start();
    const stay = { from: addDays(next.starts_on, 70), to: addDays(next.starts_on, 72) } as {
      from: IsoDate;
      to: IsoDate;
    };
    const search = () =>
      guest.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]), { 'x-forwarded-for': freshIp() });

    // Sales not open yet (a day far ahead): the next season cannot be searched.
    const later = addDays(today, 400);
    expect((await put(next.id, { ...draft(next), bookable_from: later })).statusCode).toBe(200);
    expect((await guest.get('/api/booking/season')).json().season.next).toMatchObject({ bookableFrom: later });
    expect((await search()).statusCode).toBe(422);

    // Opened today: the same search is answered, by this process's next request.
    expect((await put(next.id, { ...draft(next), bookable_from: today })).statusCode).toBe(200);
    expect((await guest.get('/api/booking/season')).json().season.next).toMatchObject({ bookableFrom: today });
    const answered = await search();
    expect(answered.statusCode).toBe(200);
  });

  it('answers hostile input from a signed-in revenue manager with 422 next to the field, never a 5xx', async () => {
    const good = draft(next);
    const bodies: [object, string][] = [
      [{ ...good, starts_on: '0000-01-01' }, 'starts_on'],
      [{ ...good, ends_on: '2027-02-30' }, 'ends_on'],
      [{ ...good, starts_on: { $gt: '' } }, 'starts_on'],
      [{ ...good, ends_on: ['2028-01-06'] }, 'ends_on'],
      [{ ...good, bookable_from: 20261128 }, 'bookable_from'],
      [{ ...good, bookable_to: '9999-12-31' }, 'bookable_to'],
      [{ ...good, starts_on: 'x'.repeat(5000) }, 'starts_on'],
    ];
    for (const [body, field] of bodies) {
      const response = await put(next.id, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    for (const date of ['0000-01-01', '2027-13-01', 'oggi']) {
      const closed = await revenue.post('/api/admin/seasons/closed-days', { date });
      expect(closed.statusCode, date).toBe(422);
      expect(closed.json().errors.date).toBeDefined();
      expect((await revenue.send('DELETE', `/api/admin/seasons/closed-days/${date}`)).statusCode, date).toBe(422);
    }
    const reason = await revenue.post('/api/admin/seasons/closed-days', {
      date: addDays(next.starts_on, 41),
      reason: 'a\u0000b',
    });
    expect(reason.statusCode).toBe(422);
    expect((await revenue.send('PUT', '/api/admin/seasons/99999999999', good)).statusCode).toBe(422);
    expect((await revenue.send('PUT', '/api/admin/seasons/999999', good)).statusCode).toBe(404);
    expect((await revenue.get('/api/admin/seasons')).json().seasons).toEqual(seasons);
  });
});
