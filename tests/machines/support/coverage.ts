import type { ModelPath, ModelPlan } from './paths';

export interface CoverageFigure {
  total: number;
  walked: number;
  /** Not walked and not excluded: these fail the coverage check. */
  missing: string[];
  /** Not walked on purpose (see PlanOptions.exclude). */
  excluded: string[];
}

export interface Coverage {
  name: string;
  states: CoverageFigure;
  transitions: CoverageFigure;
  paths: { total: number; walked: number };
}

/** How much of the machine the given (walked) paths cover. */
export function coverageOf(
  plan: Pick<ModelPlan, 'name' | 'states' | 'transitions' | 'paths' | 'excluded'>,
  walked: ModelPath[],
): Coverage {
  const states = new Set(walked.flatMap((p) => p.steps.flatMap((s) => s.visitedIds)));
  const transitions = new Set(walked.flatMap((p) => p.steps.flatMap((s) => s.transitionIds)));
  const figure = (all: string[], seen: Set<string>): CoverageFigure => {
    const unwalked = all.filter((x) => !seen.has(x));
    const missing = unwalked.filter((x) => !(x in plan.excluded));
    return {
      total: all.length,
      walked: all.length - unwalked.length,
      missing,
      excluded: unwalked.filter((x) => x in plan.excluded),
    };
  };
  return {
    name: plan.name,
    states: figure(plan.states, states),
    transitions: figure(plan.transitions, transitions),
    paths: { total: plan.paths.length, walked: walked.length },
  };
}

export const isComplete = (c: Coverage) => c.states.missing.length === 0 && c.transitions.missing.length === 0;

/** A table: a line per machine, then every state or transition not walked. */
export function formatCoverage(rows: Coverage[]): string {
  const head = ['machine', 'states', 'transitions', 'paths'];
  const figure = (f: CoverageFigure) =>
    `${f.walked}/${f.total}${f.excluded.length ? ` (${f.excluded.length} excluded)` : ''}`;
  const lines = rows.map((r) => [
    r.name,
    figure(r.states),
    figure(r.transitions),
    `${r.paths.walked}/${r.paths.total}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cols: string[]) => cols.map((c, i) => c.padEnd(widths[i])).join('  ');
  const notes = rows.flatMap((r) => [
    ...r.states.missing.map((s) => `  ${r.name}: state not walked: ${s}`),
    ...r.transitions.missing.map((t) => `  ${r.name}: transition not walked: ${t}`),
    ...[...r.states.excluded, ...r.transitions.excluded].map((x) => `  ${r.name}: excluded: ${x}`),
  ]);
  return [fmt(head), ...lines.map(fmt), ...notes].join('\n');
}
