import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BROWSER_RUN_FILE, RAW_DIR, type RunnerRecord } from './records';

// The browser runs kept under reports/machines/raw/ (one file per run), merged into one record:
// a path or state walked by any recorded run counts, and the report lists the runs with their dates.

/** Every kept browser run, oldest first. */
export function readBrowserRuns(dir = RAW_DIR): RunnerRecord[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => BROWSER_RUN_FILE.test(f))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as RunnerRecord)
    .sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
}

/**
 * One record for several runs of a runner: their tests, each with its run's date; complete when
 * one of them was (the others only add walks); finished when the last one did. Undefined for none.
 */
export function mergeRuns(records: RunnerRecord[]): RunnerRecord | undefined {
  if (!records.length) return undefined;
  const sorted = [...records].sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
  const complete = sorted.some((r) => !r.partial);
  const last = sorted[sorted.length - 1];
  return {
    runner: last.runner,
    finishedAt: last.finishedAt,
    partial: complete ? null : sorted.length === 1 ? last.partial : `none of the ${sorted.length} runs was complete`,
    tests: sorted.flatMap((r) => r.tests.map((t) => ({ ...t, ranAt: r.finishedAt }))),
    runs: sorted.map((r) => ({
      finishedAt: r.finishedAt,
      partial: r.partial,
      ...(r.commit ? { commit: r.commit } : {}),
      tests: r.tests.length,
    })),
  };
}
