import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { coverageOf, formatCoverage, isComplete } from './coverage';
import type { ModelPath, ModelPlan } from './paths';
import { walkPath, type Walkers } from './walk';
import type { PathOfPlan } from '../coverage/records';

/** A path test's options: its plan, read by the machine coverage report (tests/machines/coverage/). */
export const pathTestOptions = (plan: ModelPlan, path?: ModelPath) => ({
  meta: {
    modelPath: {
      plan: plan.name,
      machineId: plan.machineId,
      pathCount: plan.paths.length,
      excluded: plan.excluded,
      ...(path?.differsBy ? { differsBy: path.differsBy } : {}),
    } satisfies PathOfPlan,
  },
});

/**
 * Declares, inside a describe, one test per path of the plan (each on a fresh host from `start`)
 * and a last test that fails when any state or transition of the machine was not walked.
 * `fakeTimers` puts the whole describe on vitest's fake clock (machines with `after` delays).
 */
export function walkEveryPath<H extends { actor: { stop(): void } }>(
  plan: ModelPlan,
  start: (path: ModelPath) => H,
  walkers: Walkers<H>,
  options: { fakeTimers?: boolean } = {},
) {
  const walked: ModelPath[] = [];
  if (options.fakeTimers) {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });
  }

  for (const path of plan.paths) {
    it(path.title, pathTestOptions(plan, path), async () => {
      const host = start(path);
      await walkPath(host, path, walkers);
      host.actor.stop();
      walked.push(path);
    });
  }

  it('walks every state and transition of the machine', () => {
    const coverage = coverageOf(plan, walked);
    expect(isComplete(coverage), formatCoverage([coverage])).toBe(true);
  });
}
