// Plain JavaScript: scripts/test.mjs (run by node, no TypeScript) calls it before a run.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** A browser run's record (records.ts, BROWSER_RUN_FILE): kept from run to run, the report merges them. */
export const BROWSER_RUN = /^playwright(-[\dTZ-]+)?\.json$/;

/**
 * Empties reports/machines/ for a new `npm test`, but for every browser run's record: a failed
 * step must not leave vitest's last record standing for this run, while the browser runs, each
 * dated, are what the report merges.
 */
export function clearReport(dir) {
  for (const entry of existsSync(dir) ? readdirSync(dir) : []) {
    if (entry !== 'raw') rmSync(join(dir, entry), { recursive: true, force: true });
  }
  const raw = join(dir, 'raw');
  for (const entry of existsSync(raw) ? readdirSync(raw) : []) {
    if (!BROWSER_RUN.test(entry)) rmSync(join(raw, entry), { recursive: true, force: true });
  }
}
