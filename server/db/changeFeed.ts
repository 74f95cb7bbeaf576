import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The channel the triggers of migrations `rules_change_notify` and `inventory_change_notify`
 * notify on, with the table's name.
 */
export const RULES_CHANNEL = 'terme_rules_changed';

/** The hotel's rules (decision 022): what the rules cache keeps. */
export const RULES_TABLES: ReadonlySet<string> = new Set([
  'seasons',
  'closed_dates',
  'season_periods',
  'category_night_prices',
  'weekday_factors',
  'child_age_bands',
  'rate_plans',
  'rate_variations',
  'early_booking_discounts',
  'long_stay_discounts',
  'promo_codes',
  'calendar_category_days',
  'calendar_rate_days',
]);

/** The rooms and what takes them (decision 027): a change here changes the rates search's answers, not the rules. */
export const INVENTORY_TABLES: ReadonlySet<string> = new Set([
  'room_categories',
  'rooms',
  'room_reservations',
  'room_nights',
  'room_out_of_order',
  // A category's photos are in the search's answers (docs/product.md §12.18).
  'photos',
]);

/** Every table whose changes the feed reports. */
export const WATCHED_TABLES: ReadonlySet<string> = new Set([...RULES_TABLES, ...INVENTORY_TABLES]);

/**
 * Tells a process when the hotel's rules (seasons, closed dates, prices, rate plans, promo codes)
 * change, whoever changed them: the tables' triggers NOTIFY, this LISTENs. `live` is true only
 * while notifications are known to arrive; a cache must not be used otherwise.
 */
export interface ChangeFeed {
  readonly live: boolean;
  /** Called on every change, and whenever `live` changes (changes may have been missed). */
  onChange(listener: (what: string) => void): void;
  /**
   * Resolves once every change committed before the call has been heard (or the feed is not
   * live, when nothing it heard is trusted anyway). Tests wait on it instead of guessing when a
   * notification arrives.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

type Listener = (what: string) => void;

/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'terme rules listener';

abstract class BaseFeed implements ChangeFeed {
  private readonly listeners: Listener[] = [];
  private isLive = false;

  get live() {
    return this.isLive;
  }

  onChange(listener: Listener) {
    this.listeners.push(listener);
  }

  protected changed(what: string) {
    for (const listener of this.listeners) listener(what);
  }

  /**
   * A change this process itself committed (server/db/pool.ts sees its writes): reported at once,
   * without waiting for its notification, so this process's next request never sees the old state.
   */
  changedHere(table: string) {
    this.changed(table);
  }

  protected setLive(live: boolean) {
    if (live === this.isLive) return;
    this.isLive = live;
    this.changed(live ? 'listening' : 'not listening');
  }

  abstract sync(): Promise<void>;

  abstract close(): Promise<void>;
}

/**
 * PGlite: one process holds the database, and its notifications are delivered in that process
 * as the changing statement's result comes back, so a change is seen by the next request.
 */
export class PgliteChangeFeed extends BaseFeed {
  private unlisten?: () => Promise<void>;

  static async start(client: PGlite): Promise<PgliteChangeFeed> {
    const feed = new PgliteChangeFeed();
    feed.unlisten = await client.listen(RULES_CHANNEL, (table) => feed.changed(table));
    feed.setLive(true);
    return feed;
  }

  /** Notifications came with the statements that caused them: every committed change is heard. */
  sync() {
    return Promise.resolve();
  }

  async close() {
    this.setLive(false);
    await this.unlisten?.().catch(() => undefined);
  }
}

export interface PgFeedOptions {
  /** How often the listening connection proves it still hears (its own NOTIFY comes back). */
  probeEveryMs?: number;
  /** How long a probe may take before the feed counts as deaf and reconnects. */
  probeTimeoutMs?: number;
  log?: (message: string) => void;
}

/**
 * PostgreSQL: one connection of its own LISTENs (not a pooled one: through PgBouncer in
 * transaction mode a LISTEN would be lost, hence DATABASE_LISTEN_URL, a direct address). It is
 * live only once it has heard its own probe NOTIFY, and it probes again every half minute: a
 * connection that stops hearing (lost, or a pooler in between) makes the feed not live and is
 * replaced, so no cache outlives a change it could not hear about.
 */
export class PgChangeFeed extends BaseFeed {
  private client: pg.Client | null = null;
  private closed = false;
  private probe: string | null = null;
  private probeSettled?: () => void;
  /** sync() calls waiting for their own notification, by its payload. */
  private readonly syncs = new Map<string, () => void>();
  private probeTimer?: NodeJS.Timeout;
  private deafTimer?: NodeJS.Timeout;
  private retryTimer?: NodeJS.Timeout;
  private readonly probeEveryMs: number;
  private readonly probeTimeoutMs: number;
  private readonly log: (message: string) => void;

  constructor(
    private readonly url: string,
    options: PgFeedOptions = {},
  ) {
    super();
    this.probeEveryMs = options.probeEveryMs ?? 30_000;
    this.probeTimeoutMs = options.probeTimeoutMs ?? 5_000;
    this.log = options.log ?? ((message) => console.error(`rules cache: ${message}`));
  }

  /** Starts listening; resolves once live or once the first attempt failed (it keeps retrying). */
  start(): Promise<void> {
    return this.connect();
  }

  private async connect(): Promise<void> {
    // The driver is loaded by the first connection: the embedded database never needs it (issue 10).
    const { default: driver } = await import('pg');
    if (this.closed) return;
    const client = new driver.Client({
      connectionString: this.url,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      application_name: LISTENER_NAME,
    });
    this.client = client;
    client.on('error', (error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    client.on('notification', (message) => {
      if (message.channel !== RULES_CHANNEL) return;
      if (message.payload && message.payload === this.probe) return this.heard();
      if (message.payload?.startsWith('sync:')) return this.synced(message.payload);
      if (!message.payload?.startsWith('probe:')) this.changed(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${RULES_CHANNEL}`);
      await this.sendProbe(client);
    } catch (error) {
      this.lost(client, (error as Error).message);
    }
  }

  /** Sends a probe; resolves when it comes back or the connection is given up. */
  private sendProbe(client: pg.Client): Promise<void> {
    const probe = `probe:${randomBytes(8).toString('hex')}`;
    this.probe = probe;
    clearTimeout(this.deafTimer);
    this.deafTimer = setTimeout(
      () => this.lost(client, 'its own notification did not come back'),
      this.probeTimeoutMs,
    ).unref();
    const answered = new Promise<void>((resolve) => (this.probeSettled = resolve));
    client
      .query('select pg_notify($1, $2)', [RULES_CHANNEL, probe])
      .catch((error: Error) => this.lost(client, error.message));
    return answered;
  }

  private heard() {
    this.probe = null;
    clearTimeout(this.deafTimer);
    this.setLive(true);
    this.settleProbe();
    clearTimeout(this.probeTimer);
    const client = this.client;
    if (client) this.probeTimer = setTimeout(() => void this.sendProbe(client), this.probeEveryMs).unref();
  }

  /**
   * PostgreSQL delivers notifications in the order their transactions committed, so once this
   * connection hears a notification sent after a change's commit, it has heard the change's.
   */
  sync(): Promise<void> {
    const client = this.client;
    if (!client || !this.live) return Promise.resolve();
    const payload = `sync:${randomBytes(8).toString('hex')}`;
    const heard = new Promise<void>((resolve) => this.syncs.set(payload, resolve));
    client
      .query('select pg_notify($1, $2)', [RULES_CHANNEL, payload])
      .catch((error: Error) => this.lost(client, error.message));
    return heard;
  }

  private synced(payload: string) {
    this.syncs.get(payload)?.();
    this.syncs.delete(payload);
  }

  /** A lost or closed connection hears nothing more: whoever waits is let go (the feed is not live). */
  private settleSyncs() {
    for (const resolve of this.syncs.values()) resolve();
    this.syncs.clear();
  }

  private settleProbe() {
    const settle = this.probeSettled;
    this.probeSettled = undefined;
    settle?.();
  }

  private lost(client: pg.Client, why: string) {
    if (this.client !== client) return;
    this.client = null;
    this.probe = null;
    clearTimeout(this.deafTimer);
    clearTimeout(this.probeTimer);
    this.setLive(false);
    this.settleProbe();
    this.settleSyncs();
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.log(`not listening (${why}); rules are read from the database until it listens again`);
    this.retryTimer = setTimeout(() => void this.connect(), 1_000).unref();
  }

  private readonly closeListeners: (() => void)[] = [];

  onClose(listener: () => void) {
    this.closeListeners.push(listener);
  }

  async close() {
    this.closed = true;
    for (const listener of this.closeListeners) listener();
    clearTimeout(this.retryTimer);
    clearTimeout(this.probeTimer);
    clearTimeout(this.deafTimer);
    const client = this.client;
    this.client = null;
    this.setLive(false);
    this.settleProbe();
    this.settleSyncs();
    if (client) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
