import '../../support/testClock';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';
import { seedDemo } from '../../../server/db/seed';
import { setScryptCost } from '../../../server/modules/accounts/passwords';

/** The scrypt cost of every test app (testApp.ts), and of the demo accounts the template holds. */
export const TEST_SCRYPT_COST = 2 ** 10;

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data folder (a dump file) that every test file clones; '' on PostgreSQL. */
    pgliteTemplate: string;
    /** On PostgreSQL: the migrated and seeded database each test app's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Creates the embedded database once for the whole server run: creating, migrating and seeding a
 * PGlite costs seconds (a minute on a busy machine), loading a dump a fraction of that, and vitest
 * runs each test file in a fresh module graph. On PostgreSQL (TEST_DATABASE_URL) each test app
 * creates its own database instead.
 */
export default async function setup(project: TestProject) {
  // Seeded at the production cost, each demo login took seconds on a busy machine (N=2^17, 128 MiB).
  setScryptCost(TEST_SCRYPT_COST);
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', await createPostgresTemplate(process.env.TEST_DATABASE_URL));
    return;
  }
  project.provide('postgresTemplate', '');
  const database = await openDatabase({ dataDir: ':memory:' });
  await database.migrate();
  await seedDemo(database.db);
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const folder = mkdtempSync(join(tmpdir(), 'terme-pglite-template-'));
  const file = join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

/** A database migrated and seeded once, that `create database … template` copies in milliseconds. */
async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `terme_template_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: ':memory:', databaseUrl: url.toString() });
  await database.migrate();
  await seedDemo(database.db);
  // A template must have no connection open while it is copied.
  await database.close();
  return name;
}
