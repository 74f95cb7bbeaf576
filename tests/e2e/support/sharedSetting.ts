import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/** The settings some walks change for a moment while others rely on them (docs/testing.md). */
export type SharedSetting = 'day-spa-minors';

/** Makes the lock's folder; false when another worker holds it (mkdir is atomic). */
function take(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Runs `body` while no other walk of the run holds `setting`: the two workers share one server,
 * so a walk that switches a setting every guest shares (the day spa's "minors admitted",
 * product.md §12.16) and a walk that adds a minor meanwhile would each see the other's moment.
 * The lock is a folder in the server's data folder, which lives as long as the run; a worker that
 * finds it taken waits until it is gone (the state, polled; never a fixed sleep).
 */
export async function holdingSetting<T>(setting: SharedSetting, body: () => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by the walks’ global setup');
  const lock = join(dataDir, `setting-${setting}.lock`);
  const waitFrom = Date.now();
  await expect
    .poll(() => take(lock), { message: `the lock of ${setting}`, timeout: 60_000, intervals: [100, 250, 500] })
    .toBe(true);
  // The time spent waiting for the other walk is not this walk's: its own limit starts again.
  test.info().setTimeout(test.info().timeout + (Date.now() - waitFrom));
  try {
    return await body();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
