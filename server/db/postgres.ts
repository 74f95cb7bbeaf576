import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { survivingPool } from './pool';
import { PgChangeFeed } from './changeFeed';
import type { Database, DatabaseOptions, Db } from './client';

/** The advisory lock processes take to migrate and seed at start ('terme' in ASCII). */
const START_LOCK = 0x7465726d65;

/**
 * A PostgreSQL server (DATABASE_URL). Loaded only then: the embedded default never loads the
 * pg driver and Drizzle's adapter for it (issue 10, a faster start).
 */
export function openPostgres(opts: DatabaseOptions & { databaseUrl: string }, migrationsFolder: string): Database {
  // This process's own committed writes reach its change feed at once (pool.ts), the others' by NOTIFY.
  const feeds = new Set<PgChangeFeed>();
  const pool = survivingPool(opts.databaseUrl, opts.logPoolError, (table) =>
    feeds.forEach((feed) => feed.changedHere(table)),
  );
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrate(db as never, { migrationsFolder }),
    exclusive: async (task) => {
      // A session lock, so on one connection held for the whole task; the task uses the pool.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [START_LOCK]);
        try {
          return await task();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [START_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    changeFeed: async (options = {}) => {
      const feed = new PgChangeFeed(options.listenUrl ?? opts.databaseUrl, options);
      feeds.add(feed);
      feed.onClose(() => feeds.delete(feed));
      await feed.start();
      return feed;
    },
  };
}
