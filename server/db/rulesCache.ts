import { INVENTORY_TABLES, type ChangeFeed } from './changeFeed';

/**
 * What changes once a day at most (seasons, closed dates, prices, rate plans, promo codes), kept
 * per process between requests (issue 10). An entry is dropped on every change the feed hears,
 * and nothing is kept while the feed is not live: then every read goes to the database, as if
 * there were no cache. Entries are promises, so requests arriving together share one load.
 */
export class RulesCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  private generation = 0;

  constructor(private readonly feed: ChangeFeed | null) {
    // Rooms taken and freed change no rule: those changes are the answer cache's (answerCache.ts).
    feed?.onChange((what) => {
      if (!INVENTORY_TABLES.has(what)) this.clear();
    });
  }

  /** True while cached values are used. */
  get active(): boolean {
    return this.feed?.live ?? false;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.active) return load();
    const hit = this.entries.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const generation = this.generation;
    const loading = load();
    this.entries.set(key, loading);
    // A failed load is not kept; a load that raced a change is dropped by clear() already.
    loading.catch(() => {
      if (generation === this.generation && this.entries.get(key) === loading) this.entries.delete(key);
    });
    return loading;
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  /** Resolves once every change committed before the call has been heard and has dropped what it made wrong. */
  sync(): Promise<void> {
    return this.feed?.sync() ?? Promise.resolve();
  }
}
