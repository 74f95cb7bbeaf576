import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { roomReservations } from '../../../server/db/schema';
import { addDays } from '../../../domain/dates';
import { seasonsOverlap, type SeasonWire } from '../../../domain/seasonAdmin';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { freshDatabase, testConfig, TestClient } from '../support/testApp';
import { CARDS, GUEST, paymentMethod, ratesBody } from '../booking/support';

// docs/product.md §12.9: seasons never overlap, even when two staff save at once. Two app
// instances, each with its own connections to one PostgreSQL (as two processes would), get
// simultaneous changes that are each valid alone and overlap together: exactly one is saved.
// Only on a real PostgreSQL (CI's second server run sets TEST_DATABASE_URL): PGlite is one
// connection and serialises everything.
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const ROUNDS = 4;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two staff saving seasons at once (PostgreSQL)', () => {
  const databases: Database[] = [];
  let url = '';
  const apps: FastifyInstance[] = [];
  const staff: TestClient[] = [];

  beforeAll(async () => {
    const first = await freshDatabase();
    url = first.url!;
    databases.push(first, await openDatabase({ dataDir: ':memory:', databaseUrl: first.url! }));
    for (const [n, database] of databases.entries()) {
      const app = await buildApp(testConfig(), { database });
      await app.ready();
      apps.push(app);
      const client = await new TestClient(app).start();
      await client.login(n === 0 ? REVENUE.email : ADMIN.email, n === 0 ? REVENUE.password : ADMIN.password);
      staff.push(client);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
  });

  const seasons = async () => (await staff[0].get('/api/admin/seasons')).json().seasons as SeasonWire[];
  const overlapping = (list: SeasonWire[]) =>
    list.flatMap((a, i) =>
      list
        .slice(i + 1)
        .filter((b) => seasonsOverlap(a, b))
        .map((b) => [a.id, b.id]),
    );

  it('saves one of several new seasons that overlap each other; the others get 422 on the start', async () => {
    const last = (await seasons()).at(-1)!;
    for (let round = 0; round < ROUNDS; round++) {
      const base = addDays(last.ends_on, 30 + round * 400);
      // Each request a different season, all sharing the day base + 100.
      const answers = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((n) =>
          staff[n % 2].post(
            '/api/admin/seasons',
            { starts_on: addDays(base, n * 10), ends_on: addDays(base, 100 + n * 10) },
            { 'x-locale': 'en' },
          ),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([201, 422, 422, 422, 422, 422]);
      for (const refused of answers.filter((a) => a.statusCode === 422))
        expect(refused.json().errors.starts_on[0]).toMatch(/^This season overlaps/);
    }
    expect(overlapping(await seasons())).toEqual([]);
  });

  it('keeps apart two seasons moved towards each other at once: one move is saved, the other refused', async () => {
    const last = (await seasons()).at(-1)!;
    for (let round = 0; round < ROUNDS; round++) {
      const base = addDays(last.ends_on, 30 + round * 400);
      const a = (
        await staff[0].post('/api/admin/seasons', { starts_on: base, ends_on: addDays(base, 100) })
      ).json() as SeasonWire;
      const b = (
        await staff[0].post('/api/admin/seasons', { starts_on: addDays(base, 200), ends_on: addDays(base, 300) })
      ).json() as SeasonWire;
      const [longer, earlier] = await Promise.all([
        staff[0].send('PUT', `/api/admin/seasons/${a.id}`, { starts_on: a.starts_on, ends_on: addDays(base, 160) }),
        staff[1].send('PUT', `/api/admin/seasons/${b.id}`, { starts_on: addDays(base, 140), ends_on: b.ends_on }),
      ]);
      expect([longer.statusCode, earlier.statusCode].sort()).toEqual([200, 422]);
    }
    expect(overlapping(await seasons())).toEqual([]);
  });

  it('a change saved through one instance reaches the other one’s guest calendar once it has heard it', async () => {
    const visitor = await new TestClient(apps[1]).start();
    const calendar = async () => (await visitor.get('/api/booking/season')).json().season;
    const before = await calendar();
    const next = (await seasons()).find((s) => s.starts_on === before.next.start)!;
    // The other instance has answered (and kept) the calendar before the change.
    expect((await calendar()).next.bookableFrom ?? null).toBe(next.bookable_from);
    const today = (await visitor.get('/api/booking/season')).json().today as string;
    const saved = await staff[0].send('PUT', `/api/admin/seasons/${next.id}`, {
      starts_on: next.starts_on,
      ends_on: next.ends_on,
      bookable_from: today,
    });
    expect(saved.statusCode).toBe(200);
    await apps[1].rulesCache.sync();
    expect((await calendar()).next).toMatchObject({ bookableFrom: today });
  });

  it('a guest’s hold waits for a staff change of the season in flight, and is refused when it takes its days', async () => {
    const list = await seasons();
    const today = (await staff[0].get('/api/booking/season')).json().today as string;
    const next = list.filter((s) => s.ends_on >= today)[1];
    const dates = { starts_on: next.starts_on, ends_on: next.ends_on, bookable_to: null };
    expect(
      (await staff[0].send('PUT', `/api/admin/seasons/${next.id}`, { ...dates, bookable_from: today })).statusCode,
    ).toBe(200);
    await apps[1].rulesCache.sync();
    const stay = { from: addDays(next.starts_on, 70), to: addDays(next.starts_on, 72) };
    const guest = await new TestClient(apps[1]).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    const offers = (await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]))).json()[0] as {
      room_category: { id: number; available_rooms_count: number };
      rates: { rate_variations: { id: number }[] }[];
    }[];
    const offer = offers.find((o) => o.room_category.available_rooms_count > 0)!;
    const card = await paymentMethod(guest, CARDS.ok);

    // A colleague's change in flight: the season now starts the day after the arrival.
    const colleague = new pg.Client({ connectionString: url });
    await colleague.connect();
    try {
      await colleague.query('begin');
      await colleague.query('lock table seasons in share row exclusive mode');
      await colleague.query('update seasons set starts_on = $1 where id = $2', [addDays(stay.from, 1), next.id]);
      const booking = guest.post(
        '/my/room-reservations',
        {
          from_date: stay.from,
          to_date: stay.to,
          rooms: [
            {
              room_category_id: offer.room_category.id,
              rate_variation_id: offer.rates[0].rate_variations[0].id,
              adults: 2,
              children: 0,
              children_ages: [],
            },
          ],
          cancellation_policy_consent: true,
          city_tax_policy_consent: true,
          payment_method_id: card,
        },
        { 'x-locale': 'en' },
      );
      // The hold is waiting for the colleague's lock (a bounded wait: without it, it never does).
      const waiting = async () =>
        (
          await colleague.query(
            "select count(*)::int as n from pg_locks where relation = 'seasons'::regclass and not granted",
          )
        ).rows[0].n as number;
      for (let tries = 0; tries < 100 && (await waiting()) === 0; tries++) await new Promise((r) => setTimeout(r, 50));
      await colleague.query('commit');
      const answer = await booking;
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors.to_date).toBeDefined();
    } finally {
      await colleague.end();
    }
    const [held] = await databases[0].db
      .select({ n: sql<number>`count(*)::int` })
      .from(roomReservations)
      .where(and(eq(roomReservations.fromDate, stay.from), ne(roomReservations.status, 'released')));
    expect(held.n).toBe(0);
  });
});
