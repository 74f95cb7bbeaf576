import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_NAME } from '../../../server/db/changeFeed';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { addDays } from '../../../domain/dates';
import { bookableStay, categoryBySlug, ratesBody, type RatesEntry, type Stay } from './support';

/**
 * The season rules and prices are cached per process (decision 022): a change made by anyone
 * else (another app process, a person in psql) must be seen by the next search. On PostgreSQL
 * the change is made through a connection of its own; on PGlite (one process, one connection)
 * with plain SQL, outside any app code.
 */
describe('the cache of season rules and prices', () => {
  let t: TestApp;
  let client: TestClient;
  let other: pg.Client | null = null;
  let stay: Stay;
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const rates = (body: unknown) => client.post('/api/available/rates', body);

  /** Runs `statements` in one transaction of another connection, and waits until this process heard of it. */
  async function changeElsewhere(statements: string) {
    if (other) await other.query(`begin; ${statements}; commit`);
    else
      await (t.database.db as unknown as { $client: { exec(sql: string): Promise<unknown> } }).$client.exec(
        `begin; ${statements}; commit`,
      );
    // A notification crosses connections after the commit: on PostgreSQL the next search is the
    // first one after this process heard it. PGlite delivers it with the statement's result.
    await t.app.rulesCache.sync();
  }

  beforeAll(async () => {
    t = await createTestApp();
    client = await new TestClient(t.app).start('/en/');
    if (onPostgres) {
      other = new pg.Client({ connectionString: (t.database as { url?: string }).url });
      await other.connect();
    }
    stay = await bookableStay(t.database.db, 2);
  });
  afterAll(async () => {
    await other?.end();
    await t.close();
  });

  it('is in use once the process hears its own notifications', () => {
    expect(t.app.rulesCache.active).toBe(true);
  });

  it('prices the next search with prices changed in another connection', async () => {
    const single = await categoryBySlug(t.database.db, 'single');
    const before = (await rates(ratesBody(stay, [{ adults: 1 }]))).json() as RatesEntry[][];
    const flexibleBB = (entries: RatesEntry[][]) =>
      entries[0].find((e) => e.room_category.name === 'Single Room')!.rates[0].rate_variations[0];
    expect(flexibleBB(before).full_name).toBe('Flexible rate · Bed & Breakfast');
    // 200.00 € a night whatever the night, no weekday surcharge, no early-booking discount.
    await changeElsewhere(
      `update category_night_prices set adult_price = 20000 where room_category_id = ${single.id};
       delete from weekday_factors; delete from early_booking_discounts`,
    );
    const after = (await rates(ratesBody(stay, [{ adults: 1 }]))).json() as RatesEntry[][];
    expect(flexibleBB(after).total).toBe(40000);
    expect(flexibleBB(after).adult_total).toBe(40000);
  });

  it('refuses a stay over a date closed in another connection at the next search', async () => {
    expect((await rates(ratesBody(stay, [{ adults: 2 }]))).statusCode).toBe(200);
    await changeElsewhere(`insert into closed_dates (date) values ('${stay.from}')`);
    const refused = await rates(ratesBody(stay, [{ adults: 2 }]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.to_date).toEqual([
      'The hotel is closed on one of the chosen dates. Please choose other dates.',
    ]);
    await changeElsewhere(`delete from closed_dates where date = '${stay.from}'`);
    expect((await rates(ratesBody(stay, [{ adults: 2 }]))).statusCode).toBe(200);
  });

  it('stops honouring a promo code switched off in another connection', async () => {
    expect((await rates(ratesBody(stay, [{ adults: 2 }], { code: 'terme10' }))).statusCode).toBe(200);
    expect((await client.get('/en/offers-code/TERME10')).statusCode).toBe(200);
    await changeElsewhere(`update promo_codes set active = false where code = 'TERME10'`);
    const refused = await rates(ratesBody(stay, [{ adults: 2 }], { code: 'terme10' }));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['code']);
    expect((await client.get('/en/offers-code/TERME10')).statusCode).toBe(410);
  });

  it("tells the booking calendar about a season's new end at the next request", async () => {
    const { season } = (await client.get('/api/booking/season')).json() as { season: { end: string } };
    await changeElsewhere(`update seasons set ends_on = ends_on - 1 where ends_on = '${season.end}'`);
    const changed = (await client.get('/api/booking/season')).json() as { season: { end: string } };
    expect(changed.season.end).toBe(addDays(season.end, -1));
  });

  it.runIf(onPostgres)('waits in sync() until a change committed on another connection has been heard', async () => {
    const feed = await t.database.changeFeed();
    try {
      const heard: string[] = [];
      feed.onChange((what) => heard.push(what));
      // A statement trigger notifies even when no row matched.
      await other!.query(`delete from closed_dates where date = '1900-01-01'`);
      await feed.sync();
      expect(heard).toEqual(['closed_dates']);
    } finally {
      await feed.close();
    }
  });

  it.runIf(onPostgres)(
    'reads from the database while its listening connection is lost, and caches again once it hears',
    async () => {
      await other!.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`,
        [LISTENER_NAME],
      );
      await vi.waitFor(() => expect(t.app.rulesCache.active).toBe(false), { timeout: 10_000 });
      // Deaf, there is nothing to wait for: sync() does not hang on a notification that cannot come.
      await t.app.rulesCache.sync();
      // Deaf: a change nobody announces is still seen, the rules being read at every search.
      await other!.query(
        `set session_replication_role = replica; insert into closed_dates (date) values ('${stay.from}'); set session_replication_role = default`,
      );
      expect((await rates(ratesBody(stay, [{ adults: 2 }]))).statusCode).toBe(422);
      await vi.waitFor(() => expect(t.app.rulesCache.active).toBe(true), { timeout: 20_000, interval: 100 });
      await changeElsewhere(`delete from closed_dates where date = '${stay.from}'`);
      expect((await rates(ratesBody(stay, [{ adults: 2 }]))).statusCode).toBe(200);
    },
  );
});
