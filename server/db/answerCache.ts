import type { ChangeFeed } from './changeFeed';
import { KeptAnswer } from './keptAnswer';

export { KeptAnswer };

/** An answer ready to send, and the moment it stops holding without any write (a hold's expiry). */
export interface CachedAnswer {
  body: Buffer;
  /** Epoch ms; Infinity when only a change can make it wrong. */
  validUntil: number;
}

interface Entry {
  answer: Promise<KeptAnswer>;
  /** The answer once its load has ended (what `peek` serves without waiting). */
  ready?: KeptAnswer;
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
 * overtook is no longer in the map, so no later search gets it. An answer may be kept under a
 * second key too (the request's raw text, decision 029), dropped with the first.
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

  /** The answer kept under `key` if it is ready and still holds, without waiting; else undefined. */
  peek(key: string): KeptAnswer | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(key);
    if (!entry?.ready || entry.validUntil <= Date.now()) return undefined;
    this.counts.hits++;
    return entry.ready;
  }

  /**
   * The answer kept under `key`, or `load`'s (kept, unless it fails). `alias`, when given, keeps
   * the same answer under that key too, once it is ready and only if no change dropped it meanwhile.
   */
  get(key: string, load: () => Promise<CachedAnswer>, alias?: string): Promise<KeptAnswer> {
    this.counts.loads++;
    if (!this.active) return load().then((answer) => new KeptAnswer(answer.body));
    const hit = this.entries.get(key);
    if (hit && hit.validUntil > Date.now()) {
      this.counts.loads--;
      this.counts.hits++;
      if (alias !== undefined)
        void hit.answer.then(
          () => this.keepAlias(key, hit, alias),
          () => undefined,
        );
      return hit.answer;
    }
    const entry: Entry = { answer: Promise.resolve(new KeptAnswer(Buffer.alloc(0))), validUntil: Infinity };
    entry.answer = load().then(
      (loaded) => {
        entry.validUntil = loaded.validUntil;
        entry.ready = new KeptAnswer(loaded.body);
        if (alias !== undefined) this.keepAlias(key, entry, alias);
        return entry.ready;
      },
      (error: unknown) => {
        // A refusal (a closed date, a code not valid) is not kept: it is answered again from the database.
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    this.put(key, entry);
    return entry.answer;
  }

  /** Keeps `entry` under `alias` too, unless a change dropped it from under `key` since. */
  private keepAlias(key: string, entry: Entry, alias: string) {
    if (this.entries.get(key) === entry && this.entries.get(alias) !== entry) this.put(alias, entry);
  }

  private put(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
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
