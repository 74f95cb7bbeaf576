import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { referenceData } from '../schema';
import { hotelToday, type IsoDate } from '../../../domain/dates';
import { DEMO_ACCOUNTS, seedCore, type DemoAccount } from './core';
import { seedDaySpa } from './daySpa';
import { seedBooking } from './booking';
import { seedPlaces } from './places';
import { seedSpaSchedule } from './spaSchedule';
import { seedPackages } from './packages';
import { seedAddOns } from './addOns';

/** Each seeder is idempotent: running the seed on an existing database changes nothing. */
export type Seeder = (db: Db) => Promise<void>;

/** Journey modules add their demo data here, after the core rows they refer to. */
const seeders: Seeder[] = [seedCore, (db) => seedDaySpa(db), seedBooking, seedSpaSchedule, seedPackages, seedAddOns];

/** The row of reference_data that says with what the demo seed last ran. */
export const DEMO_SEED_MARK = 'demo seed';

/**
 * What a run of the demo seed depends on: the day (the day spa's slots reach two months ahead
 * of it) and the code that seeds. Built (dist-server/), that is the whole server: main.js and
 * the chunks it loads, with every seeder and its data; run from source (tsx), the seed folder's files.
 * `here` is this file (a test names another).
 */
export function seedMark(today: IsoDate, here = fileURLToPath(import.meta.url)): string {
  const suffix = here.endsWith('.ts') ? '.ts' : '.js';
  const files = readdirSync(dirname(here))
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => join(dirname(here), name));
  const code = createHash('sha256');
  for (const file of files) code.update(readFileSync(file));
  return `${today} ${code.digest('hex')}`;
}

/**
 * Seeds the demo data, then the reference data (places, loaded when their files change). A start
 * on a database the same code already seeded today skips the demo seeders: they would find
 * everything in place, but their dozens of statements took most of a second of every restart
 * (issue 10). A new day or a new build runs them again.
 */
export async function seedDemo(db: Db, today: IsoDate = hotelToday()): Promise<DemoAccount[]> {
  const mark = seedMark(today);
  const [last] = await db
    .select({ checksum: referenceData.checksum })
    .from(referenceData)
    .where(eq(referenceData.name, DEMO_SEED_MARK));
  if (last?.checksum !== mark) {
    for (const seed of seeders) await seed(db);
    await db
      .insert(referenceData)
      .values({ name: DEMO_SEED_MARK, checksum: mark })
      .onConflictDoUpdate({ target: referenceData.name, set: { checksum: mark } });
  }
  await seedPlaces(db);
  return DEMO_ACCOUNTS;
}
