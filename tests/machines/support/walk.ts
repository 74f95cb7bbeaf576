import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ModelPath } from './paths';

/** What every assertion and driver gets besides the host (a Playwright page, or an actor holder). */
export interface StepContext {
  path: ModelPath;
  /** Index of the current step in `path.steps` (0 is the initial state). */
  index: number;
  /** The snapshot the machine is expected to be in (for a driver: the one before its event). */
  snapshot: AnyMachineSnapshot;
  /** The event after this one, if any: lets a driver type what makes the server answer as the path needs. */
  next?: EventObject;
  /** Scratch space shared by the steps of one walk (a generated email, a held request, ...). */
  data: Record<string, unknown>;
}

export type StateAssertion<H, X = object> = (host: H, ctx: StepContext & X) => Promise<void> | void;
export type EventDriver<H, X = object> = (
  host: H,
  event: EventObject & Record<string, unknown>,
  ctx: StepContext & X,
) => Promise<void> | void;

export interface Walkers<H, X = object> {
  /**
   * Screen assertion per state, keyed by dotted state path ('editing', 'dialog.login').
   * Every assertion whose state is active runs, outer states first; each active leaf state
   * needs an assertion on itself or on one of its parents.
   */
  states: Record<string, StateAssertion<H, X>>;
  /** Driver per event type ('form.submit', 'xstate.done.actor.submit'). */
  events: Record<string, EventDriver<H, X>>;
}

export interface WalkOptions<X> {
  /** Extra fields merged into every step context. */
  extra?: X;
  /** The walk's scratch space, when the caller wants to fill it before the first step. */
  data?: Record<string, unknown>;
  /** Wraps each step (Playwright passes `test.step`). */
  step?: (title: string, body: () => Promise<void>) => Promise<void>;
}

function isLeaf(id: string, ids: string[]) {
  return !ids.some((other) => other.startsWith(`${id}.`));
}

/** Runs the assertions of every active state of a step, and fails when a leaf state has none. */
async function assertState<H, X>(host: H, walkers: Walkers<H, X>, stateIds: string[], ctx: StepContext & X) {
  for (const leaf of stateIds.filter((id) => isLeaf(id, stateIds))) {
    const parts = leaf.split('.');
    const covered = parts.some((_, i) => parts.slice(0, i + 1).join('.') in walkers.states);
    if (!covered) throw new Error(`No screen assertion for state '${leaf}' (add it to states)`);
  }
  for (const id of stateIds) await walkers.states[id]?.(host, ctx);
}

/** Replays one path: assert the initial state, then for each step drive its event and assert the state after it. */
export async function walkPath<H, X = object>(
  host: H,
  path: ModelPath,
  walkers: Walkers<H, X>,
  options: WalkOptions<X> = {},
) {
  const data = options.data ?? {};
  const run = options.step ?? ((_title: string, body: () => Promise<void>) => body());
  const context = (index: number, snapshot: AnyMachineSnapshot): StepContext & X =>
    ({ ...(options.extra as X), path, index, snapshot, next: path.steps[index + 1]?.event, data }) as StepContext & X;

  for (let i = 0; i < path.steps.length; i++) {
    const step = path.steps[i];
    if (i > 0) {
      const driver = walkers.events[step.event.type];
      if (!driver) throw new Error(`No driver for event '${step.event.type}' (add it to events)`);
      await run(`send ${step.event.type}`, async () => {
        await driver(host, step.event as EventObject & Record<string, unknown>, context(i, path.steps[i - 1].state));
      });
    }
    await run(`expect ${step.stateIds.filter((id) => isLeaf(id, step.stateIds)).join(', ')}`, async () => {
      await assertState(host, walkers, step.stateIds, context(i, step.state));
    });
  }
}
