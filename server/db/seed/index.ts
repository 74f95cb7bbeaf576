import type { Db } from '../client';
import { seedCore, type DemoAccount } from './core';
import { seedDaySpa } from './daySpa';
import { seedBooking } from './booking';
import { seedPlaces } from './places';

/** Each seeder is idempotent: running the seed on an existing database changes nothing. */
export type Seeder = (db: Db) => Promise<void>;

/** Journey modules add their demo data here, after the core rows they refer to. */
const seeders: Seeder[] = [(db) => seedDaySpa(db), seedBooking, seedPlaces];

export async function seedDemo(db: Db): Promise<DemoAccount[]> {
  const accounts = await seedCore(db);
  for (const seed of seeders) await seed(db);
  return accounts;
}
