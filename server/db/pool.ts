import pg from 'pg';
import { WATCHED_TABLES } from './changeFeed';

/** Where the pool reports a lost connection (the app's logger; console by default). */
export type PoolErrorLog = (error: Error, what: string) => void;

const defaultLog: PoolErrorLog = (error, what) => console.error(`database: ${what}:`, error.message);

/**
 * A `pg.Pool` that survives PostgreSQL going away (issue 9):
 * - an idle connection that dies (pg_terminate_backend, a restart) makes the pool emit 'error',
 *   which kills the process unless someone listens: we listen and log;
 * - a connection that dies while checked out emits 'error' on the client, which nobody listens
 *   to either (pg-pool removes its own listener while a client is out): we give the client back
 *   as broken at once. Drizzle never releases a client whose `begin` failed, so without this a
 *   few dead connections would hold the pool's slots for good and the site would not recover;
 *   a later release by Drizzle is then a no-op;
 * - connecting gives up after `connectionTimeoutMillis`, so a request while the server is down
 *   or unreachable fails in seconds (503) instead of hanging.
 */
export function survivingPool(
  connectionString: string,
  log: PoolErrorLog = defaultLog,
  onWrite?: WriteListener,
): pg.Pool {
  const pool = new SurvivingPool({ connectionString, max: 10, connectionTimeoutMillis: 5_000, keepAlive: true });
  pool.on('error', (error) => log(error, 'an idle connection was lost'));
  pool.on('connect', (client) => {
    // And on every connection for good: an error that arrives while pg-pool hands a client over
    // (its own listener already removed, ours not yet added) would otherwise be uncaught.
    client.on('error', () => undefined);
    if (onWrite) watchWrites(client, onWrite);
  });
  return pool;
}

/** Told the table a write of this process changed, once the change is committed (or rolled back). */
export type WriteListener = (table: string) => void;

const WRITE = /^\s*(?:with\b[\s\S]*\b)?(?:insert|update|delete|truncate)\b/i;
const TABLE_NAME = /"?([a-z_]+)"?/g;
const TRANSACTION_END = /^\s*(?:commit|rollback|end)\b/i;

/** The watched table (server/db/changeFeed.ts) a statement writes to, if any. */
export function watchedTableWritten(text: string): string | undefined {
  if (!WRITE.test(text)) return undefined;
  for (const [, name] of text.matchAll(TABLE_NAME)) if (WATCHED_TABLES.has(name)) return name;
  return undefined;
}

/**
 * Reports this process's own writes to the watched tables as they commit: after a write outside
 * a transaction, and at the COMMIT (or ROLLBACK) of a transaction that wrote one (reported at the
 * write too: one report too many is harmless, one too few would leave a stale answer). The
 * caches (decisions 022, 027) thus drop what this process changed before its next request,
 * without waiting for PostgreSQL's notification, which arrives on another connection.
 */
function watchWrites(client: pg.Client, onWrite: WriteListener) {
  const written = new Set<string>();
  const query = client.query as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = function watchedQuery(this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: unknown } | undefined;
    const text = typeof config === 'string' ? config : typeof config?.text === 'string' ? config.text : '';
    const table = watchedTableWritten(text);
    if (table) written.add(table);
    if (!table && !(written.size && TRANSACTION_END.test(text))) return query.apply(this, args);
    const report = () => {
      if (table) onWrite(table);
      if (TRANSACTION_END.test(text)) {
        for (const name of written) onWrite(name);
        written.clear();
      }
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = function reported(this: unknown, ...results: unknown[]) {
        report();
        return (callback as (...a: unknown[]) => unknown).apply(this, results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args) as { then?: (ok: () => void, failed: () => void) => unknown } | undefined;
    if (typeof result?.then === 'function') result.then(report, report);
    return result;
  };
}

class SurvivingPool extends pg.Pool {
  connect(): Promise<pg.PoolClient>;
  connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ) {
    // pool.query() passes a callback and guards its client itself; only checked-out clients need the guard.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenLost);
  }
}

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onLost);
    release(error);
  };
  const onLost = (error: Error) => releaseOnce(error);
  client.on('error', onLost);
  client.release = releaseOnce;
  return client;
}
