import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { seedDemo } from '../../../server/db/seed';

// Issue 36: a deploy starts several processes on one PostgreSQL at once; each migrates and seeds
// at start (server/serve.ts). Without a lock two of them ran the same migration and seeded the same
// demo rows together, and one died on a duplicate. docs/operations.md, "Upgrades".
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('processes started together (PostgreSQL)', () => {
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/postgres');
  const name = `terme_start_${process.pid}_${Date.now().toString(36)}`;
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it('migrate and seed an empty database one after the other: all start, the demo is there once', async () => {
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    for (let n = 0; n < 4; n++) opened.push(await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' }));

    const started = await Promise.allSettled(
      opened.map((database) =>
        database.exclusive(async () => {
          await database.migrate();
          return seedDemo(database.db);
        }),
      ),
    );
    expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows } = await check.query(`select count(*)::int as n from users where email = 'admin@terme.example'`);
    const { rows: migrations } = await check.query(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    await check.end();
    expect(rows[0].n).toBe(1);
    expect(migrations[0].n).toBeGreaterThan(20);
  }, 120_000);
});
