import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { survivingPool } from './pool';
import { PgChangeFeed } from './changeFeed';
import type { Database, DatabaseOptions, Db } from './client';

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
