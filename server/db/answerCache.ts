import type { ChangeFeed } from './changeFeed';

/** An answer ready to send, and the moment it stops holding without any write (a hold's expiry). */
export interface CachedAnswer {
  body: Buffer;
  /** Epoch ms; Infinity when only a change can make it wrong. */
  validUntil: number;
}

interface Entry {
  body: Promise<Buffer>;
  validUntil: number;
}

/** Enough for every stay and party being searched at once; the oldest answer goes first beyond it. */
const MAX_ENTRIES = 256;

/**
 * Whole answers of the rates search, by their query, kept per process while nothing they counted
 * changes (decision 027): every change the feed hears (rooms, reservations, nights, rules; this
 * process's own writes at once, the others' by NOTIFY) drops them all, an answer that counted a
 * hold is dropped when the hold expires, and nothing is kept while the feed is not live.
 * Entries are promises, so searches arriving together share one load; a load that a change
 * overtook is no longer in the map, so no later search gets it.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** Answers served from the cache and loaded, and how often a change dropped them all (tests read them). */
  readonly counts = { hits: 0, loads: 0, drops: 0 };

  constructor(
    private readonly feed: ChangeFeed | null,
    private readonly maxEntries = MAX_ENTRIES,
  ) {
    feed?.onChange(() => this.clear());
  }

  get active(): boolean {
    return this.feed?.live ?? false;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, load: () => Promise<CachedAnswer>): Promise<Buffer> {
    this.counts.loads++;
    if (!this.active) return load().then((answer) => answer.body);
    const hit = this.entries.get(key);
    if (hit && hit.validUntil > Date.now()) {
      this.counts.loads--;
      this.counts.hits++;
      return hit.body;
    }
    const entry: Entry = { body: Promise.resolve(Buffer.alloc(0)), validUntil: Infinity };
    entry.body = load().then(
      (answer) => {
        entry.validUntil = answer.validUntil;
        return answer.body;
      },
      (error: unknown) => {
        // A refusal (a closed date, a code not valid) is not kept: it is answered again from the database.
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry.body;
  }

  clear() {
    this.entries.clear();
    this.counts.drops++;
  }

  /** Resolves once every change committed before the call has been heard and has dropped what it made wrong. */
  sync(): Promise<void> {
    return this.feed?.sync() ?? Promise.resolve();
  }
}
