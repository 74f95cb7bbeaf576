import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { promoCodes } from '../../../server/db/schema';
import { seedDemo, seedMark } from '../../../server/db/seed';
import { freshDatabase } from '../support/testApp';

/**
 * A start on a database the same seeding code already seeded that day skips the demo seeders
 * (issue 10: they took most of a second of every restart); a new day runs them again.
 */
describe('the demo seed on a seeded database', () => {
  let database: Database;
  const promo = (db: Database) => db.db.select().from(promoCodes).where(eq(promoCodes.code, 'TERME10'));

  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('skips the demo seeders the same day, and runs them again on the next', async () => {
    await seedDemo(database.db, '2031-03-03');
    await database.db.delete(promoCodes).where(eq(promoCodes.code, 'TERME10'));
    await seedDemo(database.db, '2031-03-03');
    expect(await promo(database)).toEqual([]);
    await seedDemo(database.db, '2031-03-04');
    expect((await promo(database)).map((row) => row.discountPercent)).toEqual([10]);
  });
});

/**
 * Built, the server is main.js and the chunks it loads beside it (decision 030): a new build
 * that changed any of them seeds again, even when the chunk holding the seeders did not change.
 */
describe('the seed mark of the built server', () => {
  it('changes with any chunk of the build, and only with the day otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'terme-seed-mark-'));
    writeFileSync(join(dir, 'main.js'), 'await import("./serve-a1.js");');
    writeFileSync(join(dir, 'serve-a1.js'), 'export const seeders = [];');
    writeFileSync(join(dir, 'client-b2.js'), 'export const schema = 1;');
    writeFileSync(join(dir, 'serve-a1.js.map'), '{}');
    const here = join(dir, 'serve-a1.js');
    const first = seedMark('2031-03-03', here);
    expect(seedMark('2031-03-03', here)).toBe(first);
    writeFileSync(join(dir, 'serve-a1.js.map'), '{"changed":true}');
    expect(seedMark('2031-03-03', here)).toBe(first);
    expect(seedMark('2031-03-04', here)).not.toBe(first);
    writeFileSync(join(dir, 'client-b2.js'), 'export const schema = 2;');
    expect(seedMark('2031-03-03', here)).not.toBe(first);
  });
});
