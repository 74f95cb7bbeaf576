import { expect, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { ModelPlan, StateAssertion, Walkers } from './paths';

// Walkers that hold a running actor to its model at every step of a generated path: the same
// state value and the same context. Events go to the actor as they are; an invoked actor's result
// answers its stand-in (pendingActors.ts); a delay moves vitest's fake clock to just before it,
// where nothing may have moved yet, then to it.

export interface SnapshotHost {
  actor: AnyActorRef;
  answer: (id: string, how: 'resolve' | 'reject', value: unknown) => Promise<void>;
}

export interface SnapshotWalkOptions<H> {
  /** The stand-in's name for an invoke id without a name of its own ('0.accessTokens.deleting' → 'deleteToken'). */
  actors?: Record<string, string>;
  /** More checks per state (effects, what was sent): run after the snapshot's. */
  states?: Record<string, StateAssertion<H>>;
  /** Drivers for events that the actor should not simply be sent. */
  events?: Walkers<H>['events'];
}

const RESULT = /^xstate\.(done|error)\.actor\.(.+)$/;
const DELAY = /^xstate\.after\.(\d+)\./;

export function snapshotWalkers<H extends SnapshotHost>(
  plan: ModelPlan,
  options: SnapshotWalkOptions<H> = {},
): Walkers<H> {
  const states = Object.fromEntries(
    plan.states.map((id) => [
      id,
      async (host: H, ctx: Parameters<StateAssertion<H>>[1]) => {
        const snapshot = host.actor.getSnapshot();
        expect(snapshot.value).toEqual(ctx.snapshot.value);
        expect(snapshot.context).toEqual(ctx.snapshot.context);
        await options.states?.[id]?.(host, ctx);
      },
    ]),
  );
  const types = new Set(plan.paths.flatMap((p) => p.steps.slice(1).map((s) => s.event.type)));
  const events: Walkers<H>['events'] = {};
  for (const type of types) {
    const result = RESULT.exec(type);
    const delay = DELAY.exec(type);
    if (result) {
      const id = options.actors?.[result[2]] ?? result[2];
      events[type] = (host, event) =>
        host.answer(id, result[1] === 'done' ? 'resolve' : 'reject', result[1] === 'done' ? event.output : event.error);
    } else if (delay) {
      events[type] = async (host, _event, ctx) => {
        await vi.advanceTimersByTimeAsync(Number(delay[1]) - 1);
        expect(host.actor.getSnapshot().value).toEqual(ctx.snapshot.value);
        await vi.advanceTimersByTimeAsync(1);
      };
    } else events[type] = (host, event) => void host.actor.send(event);
  }
  return { states, events: { ...events, ...options.events } };
}
