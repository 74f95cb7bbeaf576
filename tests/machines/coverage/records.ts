import { resolve } from 'node:path';

// What each test runner leaves behind for the machine coverage report (reports/machines/raw/),
// written by the runner itself (vitest's global teardown, Playwright's fixture and global
// teardown), never by a reporter: a `--reporter` on the command line cannot drop it.

export type Runner = 'vitest' | 'playwright';
export const RUNNERS: readonly Runner[] = ['vitest', 'playwright'];

export const REPORT_DIR = resolve(import.meta.dirname, '..', '..', '..', 'reports', 'machines');
export const RAW_DIR = resolve(REPORT_DIR, 'raw');
/** The last run's record: only vitest's (its run is quick and repeatable). */
export const rawFile = (runner: Runner) => resolve(RAW_DIR, `${runner}.json`);
/**
 * Every browser run keeps its own record, named by when it finished, so that the report merges
 * all of them (a browser run takes long and is often partial: one run rarely walks everything).
 */
export const browserRunFile = (finishedAt: string) =>
  resolve(RAW_DIR, `playwright-${finishedAt.replace(/[:.]/g, '-')}.json`);
/** A browser run's record; `playwright.json` is the single record written before runs were kept. */
export const BROWSER_RUN_FILE = /^playwright(-[\dTZ-]+)?\.json$/;

/** States and transitions (ids as in machineGraph.ts) one test walked in one machine. */
export interface Walked {
  states: string[];
  transitions: string[];
}

/** A generated path test: which plan it belongs to (a plan is one use of one machine). */
export interface PathOfPlan {
  plan: string;
  machineId: string;
  /** Paths in the plan (the path tests of a filtered run are fewer). */
  pathCount: number;
  /** The plan's own exclusions (what this screen or harness cannot take) and why. */
  excluded: Record<string, string>;
  /** When other paths of the plan take the same steps: the data this one sends there. */
  differsBy?: string;
}

export interface TestRecord {
  title: string;
  /** Relative to the repository. */
  file: string;
  passed: boolean;
  /** By machine id. Only a passed test's walks count as walked. */
  walks: Record<string, Walked>;
  path?: PathOfPlan;
  /** When its run finished (set when several runs are merged). */
  ranAt?: string;
}

/** One of the runs merged into a runner's record: when, whether complete, at which commit. */
export interface RunInfo {
  finishedAt: string;
  partial: string | null;
  commit?: string;
  tests: number;
}

export interface RunnerRecord {
  runner: Runner;
  finishedAt: string;
  /** Why this run does not stand for the whole suite (a filter), or null when it does. */
  partial: string | null;
  tests: TestRecord[];
  /** The commit the run tested (git HEAD), when known. */
  commit?: string;
  /** The runs merged into this record, oldest first (browser runs: mergeRuns in runs.ts). */
  runs?: RunInfo[];
}

declare module '@vitest/runner' {
  /** What a vitest test carries to the global teardown (vitestRun.ts). */
  interface TaskMeta {
    /** A generated path test's plan, from its declaration (walkEveryPath.ts). */
    modelPath?: PathOfPlan;
    /** What the test's actors walked (walkRecorder.ts). */
    machineWalks?: Record<string, Walked>;
  }
}
