import type { Page, TestInfo } from '@playwright/test';
import { test } from './fixtures';
import { holdRequests, interceptAll, type RequestGate, type RequestMatch } from './requestGate';
import {
  planModel,
  walkPath,
  type ModelPath,
  type ModelPlan,
  type PlanOptions,
  type Walkers,
} from '../../machines/support/paths';
import { coverPaths } from '../../machines/support/pathCover';
import { MODEL_ANNOTATION, type ModelAnnotation } from './modelCoverage';

export type { ModelPath, ModelPlan, PlanOptions } from '../../machines/support/paths';

/** What the browser walk adds to each step's context. */
export interface BrowserStep {
  baseURL: string;
  /** The server's DATA_DIR (its outbox is DATA_DIR/outbox). */
  dataDir: string;
  testInfo: TestInfo;
  /**
   * Holds the page's requests matching `match` until `release` (or ctx.release): lets a walk assert
   * a loading state before the real server's answer arrives. Await it before the click or key
   * press that sends: it resolves once the page routes the requests (one sent earlier goes
   * to the server unheld).
   */
  hold: (match: RequestMatch) => Promise<RequestGate>;
  /** Lets every held request through and waits for the answers. */
  release: () => Promise<void>;
}

export interface ModelWalk {
  /** The plan (planModel(...)) or the options to make it. */
  plan: ModelPlan | PlanOptions;
  /** Brings the page to the machine's initial state (navigate, open a dialog, sign in...); `ctx.path.input` is the path's start. */
  start: (page: Page, ctx: BrowserStep & { data: Record<string, unknown>; path: ModelPath }) => Promise<void>;
  /** Screen assertion per state: (page, ctx) => expectations. */
  states: Walkers<Page, BrowserStep>['states'];
  /** Driver per event type: (page, event, ctx) => clicks, typing, or a server answer. */
  events: Walkers<Page, BrowserStep>['events'];
  /**
   * Tags (Playwright's `tag`, e.g. '@dates' for `npm run test:dates`) for the first path that
   * `first` picks: one representative walk of the machine in a tagged subset, not every path.
   */
  tagFirst?: { tag: string; first: (path: ModelPath) => boolean };
}

/** True when the path goes through the event of type `type` (e.g. 'xstate.done.actor.submit'). */
export const pathSends = (path: ModelPath, type: string) => path.steps.some((step) => step.event.type === type);

function annotationFor(plan: ModelPlan, path: ModelPath): ModelAnnotation {
  return {
    name: plan.name,
    machineId: plan.machineId,
    states: plan.states,
    transitions: plan.transitions,
    excluded: plan.excluded,
    pathCount: plan.paths.length,
    walks: {
      states: [...new Set(path.steps.flatMap((s) => s.visitedIds))],
      transitions: [...new Set(path.steps.flatMap((s) => s.transitionIds))],
    },
    ...(path.differsBy ? { differsBy: path.differsBy } : {}),
  };
}

/**
 * Declares one Playwright test per path the browser walks (pathCover.ts: the fewest that walk every
 * state, transition, start and data variant of the plan; the machine tests replay every path): each
 * test starts the screen, then asserts the screen of every state on the path and drives every event
 * between them. Paths run in parallel; modelCoverage.ts fails a complete run when a state or
 * transition is not walked. Returns the plan of the paths walked.
 */
export function describeModel(walk: ModelWalk): ModelPlan {
  const planned = 'machine' in walk.plan ? planModel(walk.plan) : walk.plan;
  const tagged = walk.tagFirst ? planned.paths.find(walk.tagFirst.first) : undefined;
  const plan = { ...planned, paths: coverPaths(planned.paths, tagged ? [tagged] : []) };
  test.describe(`model ${plan.name}`, () => {
    test.describe.configure({ mode: 'parallel' });
    for (const path of plan.paths) {
      const annotation = { type: MODEL_ANNOTATION, description: JSON.stringify(annotationFor(plan, path)) };
      const tag = path === tagged ? walk.tagFirst!.tag : undefined;
      test(path.title, { annotation, ...(tag && { tag }) }, async ({ page, server }, testInfo) => {
        const gates: RequestGate[] = [];
        let intercepting: Promise<void> | null = null;
        const extra: BrowserStep = {
          baseURL: server.baseURL,
          dataDir: server.dataDir,
          testInfo,
          hold: async (match) => {
            // From the walk's first hold on, the page's requests always pass through the routes.
            await (intercepting ??= interceptAll(page, server.baseURL));
            const gate = holdRequests(page, match);
            gates.push(gate);
            await gate.ready();
            return gate;
          },
          release: async () => {
            for (const gate of gates.splice(0)) await gate.release();
          },
        };
        const data: Record<string, unknown> = {};
        await test.step('start', () => walk.start(page, { ...extra, data, path }));
        await walkPath(
          page,
          path,
          { states: walk.states, events: walk.events },
          {
            extra,
            data,
            step: (title, body) => test.step(title, body),
          },
        );
        for (const gate of gates.splice(0)) await gate.dispose();
      });
    }
  });
  return plan;
}
