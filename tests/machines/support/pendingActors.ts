import { fromPromise } from 'xstate';
import { vi } from 'vitest';

/**
 * Stand-ins for a machine's invoked actors that stay pending until the walk answers them:
 * `waiting(id, log)` records each input, `answer(id, 'resolve' | 'reject', value)` settles the
 * running one and lets the machine react (fake timers).
 */
export function pendingActors() {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const waiting = (id: string, log: unknown[]) =>
    fromPromise<never, unknown>(({ input }) => {
      log.push(input);
      return new Promise((resolve, reject) => pending.set(id, { resolve: resolve as never, reject }));
    });
  const answer = async (id: string, how: 'resolve' | 'reject', value: unknown) => {
    const p = pending.get(id);
    if (!p) throw new Error(`${id} is not running`);
    pending.delete(id);
    p[how](value);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { waiting, answer };
}
