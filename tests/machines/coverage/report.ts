import type { AnyStateMachine } from 'xstate';
import { allNodes, pathOf, transitionTable } from '../support/machineGraph';
import { RUNNERS, type RunInfo, type Runner, type RunnerRecord } from './records';

// The machine coverage report as data: per machine of machines/, each state and transition with
// the tests that walked it in each runner, the generated paths of each plan, the exclusions, the
// figures per runner and together, and the verdict. html.ts draws it; scripts/machine-coverage.ts writes it.

export interface MachineEntry {
  id: string;
  file: string;
  machine: AnyStateMachine;
}

/** Reviewed exclusions: machine id → state or transition id → why nothing walks it. */
export type Exclusions = Record<string, Record<string, string>>;

export interface TestRef {
  title: string;
  file: string;
}

export interface ItemRow {
  id: string;
  /** A state's description, a transition's guard. */
  detail?: string;
  by: Record<Runner, TestRef[]>;
  /** The reason from the exclusions file. */
  excluded?: string;
}

export interface PlanRow {
  runner: Runner;
  name: string;
  pathCount: number;
  /** One row per path test, however many runs walked it; `walkedAt`: the dates of the runs it passed in. */
  paths: (TestRef & { passed: boolean; differsBy?: string; walkedAt: string[] })[];
  excluded: Record<string, string>;
}

export interface Figure {
  walked: number;
  total: number;
}
export interface Figures {
  states: Figure;
  transitions: Figure;
  paths: Figure;
}

export interface MachineReport {
  id: string;
  file: string;
  states: ItemRow[];
  transitions: ItemRow[];
  plans: PlanRow[];
  figures: Record<Runner | 'together', Figures>;
  /** Walked by no runner and not excluded. */
  notWalked: string[];
  /** Ids the tests reported that the machine does not have (a harness out of step with the machine). */
  unknownIds: string[];
}

export interface RunStatus {
  runner: Runner;
  state: 'complete' | 'partial' | 'not run';
  finishedAt?: string;
  why?: string;
  /** The runs merged into the figures, oldest first (browser runs). */
  runs?: RunInfo[];
}

export interface CoverageReport {
  generatedAt: string;
  runs: RunStatus[];
  /** Both runners ran the whole suite: only then does a gap fail. */
  complete: boolean;
  machines: MachineReport[];
  /** What fails the check: gaps of a complete run, exclusions naming nothing. */
  errors: string[];
}

const noTests = (): Record<Runner, TestRef[]> => ({ vitest: [], playwright: [] });

function itemsOf(machine: AnyStateMachine): { states: ItemRow[]; transitions: ItemRow[] } {
  const states = allNodes(machine)
    .filter((n) => n !== machine.root)
    .map((n) => ({ id: pathOf(n), ...(n.description ? { detail: n.description } : {}), by: noTests() }));
  const transitions = [...transitionTable(machine)].map(([t, id]) => {
    const guard = t.guard
      ? typeof t.guard === 'string'
        ? t.guard
        : ((t.guard as { type?: string }).type ?? 'inline guard')
      : undefined;
    return { id, ...(guard ? { detail: `guard: ${guard}` } : {}), by: noTests() };
  });
  return { states, transitions };
}

const figure = (rows: ItemRow[], walked: (row: ItemRow) => boolean): Figure => ({
  walked: rows.filter(walked).length,
  total: rows.length,
});

function machineReport(
  entry: MachineEntry,
  runs: Partial<Record<Runner, RunnerRecord>>,
  excluded: Record<string, string>,
): MachineReport {
  const { states, transitions } = itemsOf(entry.machine);
  const rows = new Map([...states, ...transitions].map((r) => [r.id, r]));
  const unknown = new Set<string>();
  const plans = new Map<string, PlanRow>();
  for (const runner of RUNNERS) {
    for (const test of runs[runner]?.tests ?? []) {
      const ref = { title: test.title, file: test.file };
      if (test.path?.machineId === entry.id) {
        const key = `${runner}|${test.path.plan}`;
        const plan = plans.get(key) ?? { runner, name: test.path.plan, pathCount: 0, paths: [], excluded: {} };
        // Runs come oldest first: the plan is as the latest run that used it planned it.
        Object.assign(plan, { pathCount: test.path.pathCount, excluded: test.path.excluded });
        let row = plan.paths.find((p) => p.title === ref.title && p.file === ref.file);
        if (!row) plan.paths.push((row = { ...ref, passed: false, walkedAt: [] }));
        row.passed ||= test.passed;
        if (test.passed && test.ranAt) row.walkedAt.push(test.ranAt);
        if (test.path.differsBy) row.differsBy = test.path.differsBy;
        plans.set(key, plan);
      }
      const walks = test.walks[entry.id];
      if (!walks || !test.passed) continue;
      for (const id of [...walks.states, ...walks.transitions]) {
        const row = rows.get(id);
        // The same test in several merged runs is named once.
        if (row && !row.by[runner].some((t) => t.title === ref.title && t.file === ref.file)) row.by[runner].push(ref);
        else if (!row) unknown.add(id);
      }
    }
  }
  for (const [id, reason] of Object.entries(excluded)) {
    const row = rows.get(id);
    if (row) row.excluded = reason;
  }
  const all = [...states, ...transitions];
  const walkedBy = (runner: Runner) => (row: ItemRow) => row.by[runner].length > 0;
  const together = (row: ItemRow) => RUNNERS.some((r) => walkedBy(r)(row));
  const planList = [...plans.values()];
  const paths = (runner?: Runner) => {
    const chosen = planList.filter((p) => !runner || p.runner === runner);
    return {
      walked: chosen.reduce((n, p) => n + p.paths.filter((x) => x.passed).length, 0),
      total: chosen.reduce((n, p) => n + p.pathCount, 0),
    };
  };
  const figures = (walked: (row: ItemRow) => boolean, runner?: Runner): Figures => ({
    states: figure(states, walked),
    transitions: figure(transitions, walked),
    paths: paths(runner),
  });
  return {
    id: entry.id,
    file: entry.file,
    states,
    transitions,
    plans: planList,
    figures: {
      vitest: figures(walkedBy('vitest'), 'vitest'),
      playwright: figures(walkedBy('playwright'), 'playwright'),
      together: figures(together),
    },
    notWalked: all.filter((row) => !together(row) && !row.excluded).map((row) => row.id),
    unknownIds: [...unknown],
  };
}

function runStatus(runner: Runner, record: RunnerRecord | undefined): RunStatus {
  if (!record) return { runner, state: 'not run' };
  const runs = record.runs ? { runs: record.runs } : {};
  return record.partial
    ? { runner, state: 'partial', finishedAt: record.finishedAt, why: record.partial, ...runs }
    : { runner, state: 'complete', finishedAt: record.finishedAt, ...runs };
}

/** Exclusions that name no machine, or no state or transition of it, or give no reason. */
function staleExclusions(machines: MachineReport[], exclusions: Exclusions): string[] {
  const errors: string[] = [];
  for (const [machineId, items] of Object.entries(exclusions)) {
    const machine = machines.find((m) => m.id === machineId);
    if (!machine) {
      errors.push(`exclusions name a machine that does not exist: ${machineId}`);
      continue;
    }
    const ids = new Set([...machine.states, ...machine.transitions].map((r) => r.id));
    for (const [id, reason] of Object.entries(items)) {
      if (!ids.has(id))
        errors.push(`${machineId}: the exclusion of '${id}' names no state or transition of the machine`);
      if (!reason.trim()) errors.push(`${machineId}: the exclusion of '${id}' gives no reason`);
    }
  }
  return errors;
}

export function buildReport(
  machines: MachineEntry[],
  runs: Partial<Record<Runner, RunnerRecord>>,
  exclusions: Exclusions,
  now = new Date(),
): CoverageReport {
  const reports = machines.map((m) => machineReport(m, runs, exclusions[m.id] ?? {}));
  const statuses = RUNNERS.map((r) => runStatus(r, runs[r]));
  const complete = statuses.every((s) => s.state === 'complete');
  const gaps = complete
    ? reports.flatMap((m) => m.notWalked.map((id) => `${m.id}: not walked and not excluded: ${id}`))
    : [];
  return {
    generatedAt: now.toISOString(),
    runs: statuses,
    complete,
    machines: reports,
    errors: [...staleExclusions(reports, exclusions), ...gaps],
  };
}

const pct = (f: Figure) => `${f.walked}/${f.total}`;

/** What the report says for a runner with no record (a fresh clone, before any browser run). */
export const NO_RUN: Record<Runner, string> = {
  vitest: 'no run recorded yet (npm test or npm run coverage:machines records one)',
  playwright: 'no browser run recorded yet (npm test records one; until then nothing is known, nothing failed)',
};

const day = (iso: string) => iso.slice(0, 16).replace('T', ' ');
/** ' (2 runs merged: 2026-11-23 09:10 UTC (complete), …)' when several runs make the figures. */
const merged = (s: RunStatus) =>
  s.runs && s.runs.length > 1
    ? ` (${s.runs.length} runs merged: ${s.runs.map((r) => `${day(r.finishedAt)} UTC (${r.partial ? 'partial' : 'complete'})`).join(', ')})`
    : '';

/** One line per runner and one for both: what `npm test` prints at its end. */
export function summaryLines(report: CoverageReport): string[] {
  const sum = (key: Runner | 'together', part: keyof Figures): Figure =>
    report.machines.reduce(
      (acc, m) => ({ walked: acc.walked + m.figures[key][part].walked, total: acc.total + m.figures[key][part].total }),
      { walked: 0, total: 0 },
    );
  const line = (key: Runner | 'together', label: string, status: string) =>
    `${label}: states ${pct(sum(key, 'states'))}, transitions ${pct(sum(key, 'transitions'))}, paths ${pct(sum(key, 'paths'))}${status}`;
  const status = (s: RunStatus) => (s.state === 'complete' ? '' : ` (${s.state}${s.why ? `: ${s.why}` : ''})`);
  const runLabel: Record<Runner, string> = {
    vitest: 'machine tests (vitest)',
    playwright: 'browser walks (Playwright)',
  };
  const gaps = report.machines.reduce((n, m) => n + m.notWalked.length, 0);
  // No record is not a run that walked nothing: say so instead of 0/total.
  const runnerLine = (s: RunStatus) =>
    s.state === 'not run'
      ? `${runLabel[s.runner]}: ${NO_RUN[s.runner]}`
      : line(s.runner, runLabel[s.runner], status(s) + merged(s));
  return [
    ...report.runs.map(runnerLine),
    line(
      'together',
      `together, ${report.machines.length} machines`,
      report.complete ? `, ${gaps} not walked` : ' (partial: not checked)',
    ),
  ];
}
