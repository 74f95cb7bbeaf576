import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { rootDir } from '../config';
import type { PoolErrorLog } from './pool';
import { PgliteChangeFeed, type ChangeFeed, type PgFeedOptions } from './changeFeed';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `task` while no other process runs its own (a PostgreSQL advisory lock): processes
   * started together migrate and seed one after the other (docs/operations.md, "Upgrades").
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Starts hearing changes of the hotel's rules (server/db/changeFeed.ts). On PostgreSQL a
   * connection of its own, to `listenUrl` when given (DATABASE_LISTEN_URL: past a PgBouncer).
   */
  changeFeed(options?: PgFeedOptions & { listenUrl?: string }): Promise<ChangeFeed>;
}

const migrationsFolder = join(rootDir, 'server/db/migrations');
/** btree_gist lets the spa's schedule refuse overlaps in the database itself (decision 048). */
const extensions = { btree_gist };

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite, or ':memory:'. */
  dataDir: string;
  /** A PGlite data dump to start from (tests clone one migrated template). */
  loadDataDir?: Blob;
  /** Where a lost PostgreSQL connection is reported (it is survived, see pool.ts). */
  logPoolError?: PoolErrorLog;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres({ ...opts, databaseUrl: opts.databaseUrl }, migrationsFolder);
  }
  let client: PGlite;
  if (opts.dataDir === ':memory:') {
    client = new PGlite({ loadDataDir: opts.loadDataDir, extensions });
  } else {
    const dir = join(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process has the embedded database: nobody to wait for.
    exclusive: (task) => task(),
    close: () => client.close(),
    changeFeed: () => PgliteChangeFeed.start(client),
  };
}

/** The rows of `db.execute(sql...)`: both drivers answer `{ rows }`, which the shared Db type leaves unknown. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
