import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/unavailable';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * Issue 9: pg_terminate_backend on one idle connection used to kill the process that owned it
 * (the pool's 'error' had no listener), and connections lost while checked out were never given
 * back. An uncaught 'error' here fails the run; a leaked slot shows as requests that time out.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('connections PostgreSQL drops (PostgreSQL)', () => {
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = new pg.Client({ connectionString: (t.database as { url?: string }).url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  const pool = () => (t.database.db as unknown as { $client: pg.Pool }).$client;
  const terminateAll = async () => {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as gone from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.filter((r) => r.gone).length;
  };
  const categories = () =>
    t.app.inject({ method: 'GET', url: '/api/room-categories', headers: { 'x-requested-with': 'XMLHttpRequest' } });

  it('survives its idle connections being terminated and serves the next requests', async () => {
    const warm = await Promise.all(Array.from({ length: 12 }, categories));
    expect(warm.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(pool().idleCount).toBeGreaterThan(0);
    expect(await terminateAll()).toBeGreaterThan(0);
    await expect.poll(() => pool().idleCount, { timeout: 10_000 }).toBe(0);
    const after = await Promise.all(Array.from({ length: 12 }, categories));
    expect(after.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
  });

  it('gives back a connection lost in the middle of a transaction, as an outage, and the pool keeps all its slots', async () => {
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let resume!: () => void;
    const terminated = new Promise<void>((resolve) => (resume = resolve));
    const transaction = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      inside();
      await terminated;
      await tx.execute(sql`select 2`);
    });
    await entered;
    await terminateAll();
    resume();
    const error = await transaction.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);

    // Waves of transactions cut off while they start: none may keep a slot of the pool (10).
    for (let wave = 0; wave < 5; wave++) {
      const work = Array.from({ length: 15 }, () =>
        t.database.db.transaction((tx) => tx.execute(sql`select pg_sleep(0.01)`)).catch(() => 'lost'),
      );
      await terminateAll();
      await Promise.all(work);
    }
    const started = Date.now();
    const after = await Promise.all(
      Array.from({ length: 20 }, () => t.database.db.transaction((tx) => tx.execute(sql`select 1`))),
    );
    expect(after).toHaveLength(20);
    // A leaked slot would make these wait for the pool's 5 s connection timeout.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(pool().totalCount).toBeLessThanOrEqual(10);
    expect(pool().waitingCount).toBe(0);
  });
});
