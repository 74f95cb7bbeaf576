import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { FullConfig, TestInfo } from '@playwright/test';
import { coverageOf, formatCoverage, isComplete, type Coverage, type ModelPath } from '../../machines/support/paths';
import { browserRunFile, RAW_DIR, type RunnerRecord, type TestRecord } from '../../machines/coverage/records';
import { partialBecause } from './partialRun';

// Browser coverage of the machines, written without a reporter (a `--reporter` on the command line
// replaces the configured reporters): each model path test appends what it walked from a fixture
// (fixtures.ts), and the global teardown gathers it into reports/machines/raw/playwright-<date>.json
// (each run kept: the report merges them),
// prints states / transitions / paths per plan and fails a complete run when a plan leaves one unwalked.

const root = resolve(import.meta.dirname, '..', '..', '..');
const WALKS_DIR = join(RAW_DIR, 'playwright-walks');
const RUN_FILE = join(WALKS_DIR, 'run.json');

/** The annotation each generated path test carries: its plan and what it walks. */
export const MODEL_ANNOTATION = 'model-path';

export interface ModelAnnotation {
  name: string;
  machineId: string;
  states: string[];
  transitions: string[];
  excluded: Record<string, string>;
  pathCount: number;
  walks: { states: string[]; transitions: string[] };
  /** When other paths of the plan take the same steps: this one's data (paths.ts). */
  differsBy?: string;
}

/** Called by the global setup: forgets the last run's walks and notes whether this run is partial. */
export function startModelCoverage(config: FullConfig) {
  // A run at another day (npm run test:dates) walks a subset again: it leaves the report of `npm test` alone.
  if (process.env.MODEL_COVERAGE === 'off') return;
  rmSync(WALKS_DIR, { recursive: true, force: true });
  mkdirSync(WALKS_DIR, { recursive: true });
  writeFileSync(RUN_FILE, JSON.stringify({ partial: partialBecause(config.argv ?? process.argv) }));
}

const annotationOf = (testInfo: TestInfo): ModelAnnotation | null => {
  const a = testInfo.annotations.find((x) => x.type === MODEL_ANNOTATION);
  return a?.description ? (JSON.parse(a.description) as ModelAnnotation) : null;
};

/** Called by a fixture when a test is over (its status is final): one line per model path test. */
export function recordModelPath(testInfo: TestInfo) {
  const plan = annotationOf(testInfo);
  if (!plan || !existsSync(WALKS_DIR)) return;
  const line: TestRecord & { plan: ModelAnnotation } = {
    title: testInfo.titlePath.slice(1).join(' › '),
    // The spec file (titlePath[0], relative to testDir), not modelHarness.ts where test() is called.
    file: relative(root, join(testInfo.project.testDir, testInfo.titlePath[0])),
    passed: testInfo.status === 'passed',
    walks: { [plan.machineId]: plan.walks },
    path: {
      plan: plan.name,
      machineId: plan.machineId,
      pathCount: plan.pathCount,
      excluded: plan.excluded,
      ...(plan.differsBy ? { differsBy: plan.differsBy } : {}),
    },
    plan,
  };
  appendFileSync(join(WALKS_DIR, `${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
}

function readWalks(): (TestRecord & { plan: ModelAnnotation })[] {
  if (!existsSync(WALKS_DIR)) return [];
  return readdirSync(WALKS_DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => readFileSync(join(WALKS_DIR, f), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line));
}

/** Each plan's states / transitions / paths walked, as the walks of its passed tests. */
function planCoverage(lines: ReturnType<typeof readWalks>): Coverage[] {
  const plans = new Map<string, { plan: ModelAnnotation; walked: ModelPath[] }>();
  for (const line of lines) {
    const entry = plans.get(line.plan.name) ?? { plan: line.plan, walked: [] };
    plans.set(line.plan.name, entry);
    if (!line.passed) continue;
    const w = line.plan.walks;
    entry.walked.push({
      title: line.title,
      steps: [
        {
          event: { type: 'walk' },
          state: null as never,
          stateIds: w.states,
          visitedIds: w.states,
          transitionIds: w.transitions,
        },
      ],
    });
  }
  return [...plans.values()].map(({ plan, walked }) => ({
    ...coverageOf({ ...plan, paths: [] }, walked),
    paths: { total: plan.pathCount, walked: walked.length },
  }));
}

/** The commit under test, for the report's list of runs; nothing outside a git clone. */
function headCommit(): { commit?: string } {
  try {
    return {
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    };
  } catch {
    return {};
  }
}

export default async function modelCoverageTeardown() {
  if (!existsSync(RUN_FILE)) return;
  const { partial } = JSON.parse(readFileSync(RUN_FILE, 'utf8')) as { partial: string | null };
  const lines = readWalks();
  const record: RunnerRecord = {
    runner: 'playwright',
    finishedAt: new Date().toISOString(),
    partial,
    tests: lines.map(({ plan: _plan, ...test }) => test),
    ...headCommit(),
  };
  // Its own file, never overwritten: the report merges every kept run (runs.ts).
  writeFileSync(browserRunFile(record.finishedAt), JSON.stringify(record));
  rmSync(WALKS_DIR, { recursive: true, force: true });
  if (!lines.length) return;

  const rows = planCoverage(lines);
  console.log(`\nModel coverage of the browser walks (walked / total), per plan:\n${formatCoverage(rows)}`);
  if (partial) {
    console.log(`(not checked: ${partial}; the report says partial)`);
    return;
  }
  const incomplete = rows.filter((r) => !isComplete(r)).map((r) => r.name);
  if (incomplete.length)
    throw new Error(
      `Model coverage check FAILED for: ${incomplete.join(', ')} (a state or transition no path walked; see above)`,
    );
}
