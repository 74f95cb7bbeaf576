/**
 * Who waits for a cache's next change (tests do: a notification crosses connections, so they wait
 * until this process has heard it instead of guessing when). Shared by the caches of decisions 022
 * and 027.
 */
export class ChangeWaiters {
  private waiting: (() => void)[] = [];

  /** Resolves at the next change heard. */
  next(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Called by the cache once it has dropped what a change made wrong. */
  changed() {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}
