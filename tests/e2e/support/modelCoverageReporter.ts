import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { coverageOf, formatCoverage, isComplete, type Coverage, type ModelPath } from '../../machines/support/paths';
import { MODEL_ANNOTATION, type ModelAnnotation } from './modelHarness';

const OUTPUT = resolve(import.meta.dirname, '..', '..', '..', 'test-results', 'model-coverage.json');

interface MachineRun {
  plan: ModelAnnotation;
  scheduled: number;
  walked: ModelAnnotation['walks'][];
}

const readAnnotation = (test: TestCase): ModelAnnotation | null => {
  const a = test.annotations.find((x) => x.type === MODEL_ANNOTATION);
  return a?.description ? (JSON.parse(a.description) as ModelAnnotation) : null;
};

/**
 * Prints, per walked machine, states / transitions / paths walked against the machine's totals,
 * writes test-results/model-coverage.json, and fails the run when a machine whose paths all ran
 * leaves a state or transition unwalked (a new state without a walk breaks the tests).
 */
export default class ModelCoverageReporter implements Reporter {
  private machines = new Map<string, MachineRun>();

  onBegin(_config: unknown, suite: Suite) {
    for (const test of suite.allTests()) {
      const plan = readAnnotation(test);
      if (!plan) continue;
      const run = this.machines.get(plan.name) ?? { plan, scheduled: 0, walked: [] };
      run.scheduled += 1;
      this.machines.set(plan.name, run);
    }
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const plan = readAnnotation(test);
    if (!plan || result.status !== 'passed') return;
    this.machines.get(plan.name)?.walked.push(plan.walks);
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (!this.machines.size) return undefined;
    const rows: (Coverage & { partialRun: boolean })[] = [];
    for (const { plan, scheduled, walked } of this.machines.values()) {
      // Express each passed walk as a one-step path carrying its states and transitions.
      const paths: ModelPath[] = walked.map((w) => ({
        title: '',
        steps: [{ event: { type: 'walk' }, state: null as never, stateIds: w.states, visitedIds: w.states, transitionIds: w.transitions }],
      }));
      const coverage = coverageOf({ ...plan, paths: [] }, paths);
      rows.push({ ...coverage, paths: { total: plan.pathCount, walked: walked.length }, partialRun: scheduled < plan.pathCount });
    }
    mkdirSync(dirname(OUTPUT), { recursive: true });
    writeFileSync(OUTPUT, JSON.stringify({ status: result.status, machines: rows }, null, 2));

    console.log(`\nModel coverage (walked / total), also in ${OUTPUT}:\n${formatCoverage(rows)}`);
    const partial = rows.filter((r) => r.partialRun).map((r) => r.name);
    if (partial.length) console.log(`(not checked, only some of their paths were selected: ${partial.join(', ')})`);
    const incomplete = rows.filter((r) => !r.partialRun && !isComplete(r));
    if (!incomplete.length) return undefined;
    console.log(`\nModel coverage check FAILED for: ${incomplete.map((r) => r.name).join(', ')}`);
    return { status: 'failed' };
  }

  printsToStdio() {
    return false;
  }
}
