import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { promoCodes } from '../../../server/db/schema';
import { seedDemo } from '../../../server/db/seed';
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

