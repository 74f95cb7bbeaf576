import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { watchedTableWritten } from '../../../server/db/pool';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { bookableStay, occupyCategory, ratesBody, type RatesEntry, type Stay } from './support';

const names = (entries: RatesEntry[]) => entries.map((e) => e.room_category.name);

/**
 * The rates search's answers are kept per process while the rooms and rules they counted stay as
 * they were (decision 027). A kept answer must never offer a room taken since: by this process
 * (seen at once), by another process or a person in psql (seen when PostgreSQL's notification
 * arrives, a moment after the commit), or a room freed by a hold that ran out.
 */
describe('the cache of the rates search answers', () => {
  let t: TestApp;
  let client: TestClient;
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const search = async (stay: Stay) => {
    const answer = await client.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]));
    expect(answer.statusCode).toBe(200);
    return names((answer.json() as RatesEntry[][])[0]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    client = await new TestClient(t.app).start('/en/');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a repeated search from the cache, the same bytes as the first time', async () => {
    const stay = await bookableStay(t.database.db, 2, 3);
    const { hits } = t.app.answerCache.counts;
    const first = await client.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]));
    const second = await client.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]));
    expect(t.app.answerCache.counts.hits).toBe(hits + 1);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(names((second.json() as RatesEntry[][])[0])).toEqual(['Double Room', 'Queen Room', 'Junior Suite', 'Suite']);
  });

  it('does not offer a room this process has just taken, at once (no waiting for a notification)', async () => {
    const stay = await bookableStay(t.database.db, 2, 12);
    expect(await search(stay)).toContain('Suite');
    await occupyCategory(t.database.db, 'suite', stay);
    expect(await search(stay)).toEqual(['Double Room', 'Queen Room', 'Junior Suite']);
  });

  it('does not offer a room a hold took in this process, nor keeps a search that failed', async () => {
    const stay = await bookableStay(t.database.db, 2, 16);
    expect(await search(stay)).toContain('Junior Suite');
    await occupyCategory(t.database.db, 'junior-suite', stay, 0, new Date(Date.now() + 15 * 60_000));
    expect(await search(stay)).toEqual(['Double Room', 'Queen Room', 'Suite']);
    const refused = await client.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }], { code: 'NOPE' }));
    expect(refused.statusCode).toBe(422);
    // The same refused search again is answered from the database, not from the cache. (Not the
    // cache's size: on PostgreSQL the hold's notification may arrive now and empty it; CI saw that.)
    expect(t.app.answerCache.active).toBe(true);
    // The hold's own notifications heard first, so that a drop counted from here on is another one.
    await t.app.answerCache.sync();
    const { hits, loads, drops } = t.app.answerCache.counts;
    const again = await client.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }], { code: 'NOPE' }));
    expect(again.json().errors.code).toEqual(['This code does not exist. Please check it, or search without a code.']);
    expect(t.app.answerCache.counts).toEqual({ hits, loads: loads + 1, drops });
  });

  it('offers a room again once the hold on it has expired, with no write in between', async () => {
    const stay = await bookableStay(t.database.db, 2, 20);
    await occupyCategory(t.database.db, 'suite', stay, 0, new Date(Date.now() + 1_500));
    // The hold's own notifications heard first, so that a change heard from here on is another one.
    await t.app.answerCache.sync();
    expect(await search(stay)).toEqual(['Double Room', 'Queen Room', 'Junior Suite']);
    const { drops } = t.app.answerCache.counts;
    // Waits for the state (the suite offered again), polling the search itself.
    await vi.waitFor(async () => expect(await search(stay)).toContain('Suite'), { timeout: 20_000, interval: 200 });
    // No change dropped the answer: its hold's expiry did.
    await t.app.answerCache.sync();
    expect(t.app.answerCache.counts.drops).toBe(drops);
  });

  it('knows which statements write to a watched table', () => {
    expect(watchedTableWritten('insert into "room_nights" ("room_id", "night") values ($1, $2)')).toBe('room_nights');
    expect(watchedTableWritten('update "room_reservations" set "status" = $1 where "id" = $2')).toBe(
      'room_reservations',
    );
    expect(watchedTableWritten('delete from "promo_codes" where "code" = $1')).toBe('promo_codes');
    expect(watchedTableWritten('with x as (select 1) update rooms set active = false')).toBe('rooms');
    expect(watchedTableWritten('select "id" from "rooms" where "room_category_id" in ($1) for update')).toBeUndefined();
    expect(watchedTableWritten('update "sessions" set "expires_at" = $1 where "id" = $2')).toBeUndefined();
  });

  describe.runIf(onPostgres)('with a second app process on the same PostgreSQL database', () => {
    let other: Database;
    let otherApp: Awaited<ReturnType<typeof buildApp>>;

    beforeAll(async () => {
      other = await openDatabase({ dataDir: ':memory:', databaseUrl: (t.database as { url?: string }).url });
      otherApp = await buildApp(t.config, { database: other });
      await otherApp.ready();
    });
    afterAll(async () => {
      await otherApp.close();
      await other.close();
    });

    it('does not offer a room the other process took, once its notification arrived', async () => {
      const stay = await bookableStay(t.database.db, 2, 24);
      expect(await search(stay)).toContain('Suite');
      expect(await search(stay)).toContain('Suite');
      // The commit's notification reaches this process on its listening connection a moment later.
      await occupyCategory(other.db, 'suite', stay);
      await t.app.answerCache.sync();
      expect(await search(stay)).toEqual(['Double Room', 'Queen Room', 'Junior Suite']);
    });
  });
});
