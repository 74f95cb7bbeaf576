import pg from 'pg';

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
export function survivingPool(connectionString: string, log: PoolErrorLog = defaultLog): pg.Pool {
  const pool = new SurvivingPool({ connectionString, max: 10, connectionTimeoutMillis: 5_000, keepAlive: true });
  pool.on('error', (error) => log(error, 'an idle connection was lost'));
  // And on every connection for good: an error that arrives while pg-pool hands a client over
  // (its own listener already removed, ours not yet added) would otherwise be uncaught.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

class SurvivingPool extends pg.Pool {
  connect(): Promise<pg.PoolClient>;
  connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
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
