import { describe, expect, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { participantInvitationMachine } from '../../machines/participantInvitation.machine';
import { planModel, type Walkers } from './support/paths';
import { walkEveryPath } from './support/walkEveryPath';
import { participantInvitationEvents } from './participantInvitationModel';

const plan = planModel({
  machine: participantInvitationMachine,
  events: participantInvitationEvents,
  strategy: 'shortest',
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      type: s.context.type,
      full: s.context.full,
      failed: s.context.message !== null,
      refused: Object.keys(s.context.fieldErrors).length > 0,
    }),
  inputs: [
    { label: 'places left', input: { full: false } },
    { label: 'full', input: { full: true } },
  ],
});

function harness(input: unknown) {
  let pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | null = null;
  const sent: unknown[] = [];
  let done = 0;
  const machine = participantInvitationMachine.provide({
    actors: {
      invite: fromPromise(({ input }) => {
        sent.push(input);
        return new Promise((resolve, reject) => (pending = { resolve: resolve as never, reject }));
      }),
    },
    actions: { notifyDone: () => void done++ },
  });
  const actor = createActor(machine, { input: input as never }).start();
  return {
    actor,
    sent,
    done: () => done,
    async answer(how: 'resolve' | 'reject', value: unknown) {
      pending![how](value);
      pending = null;
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}
type Host = ReturnType<typeof harness> & { actor: Actor<typeof participantInvitationMachine> };
/** The same state and context; `added` counts the participants this walk added (the model's count depends on its route). */
const same = (host: Host, expected: { value: unknown; context: { added: number } }) => {
  expect(host.actor.getSnapshot().value).toEqual(expected.value);
  const { added, ...decided } = host.actor.getSnapshot().context;
  expect({ ...decided, added: 0 }).toEqual({ ...expected.context, added: 0 });
  expect(added).toBe(host.done());
};

const walkers: Walkers<Host> = {
  states: {
    choosingType: (host, { snapshot }) => same(host, snapshot),
    maximumReached: (host, { snapshot }) => {
      same(host, snapshot);
      expect(snapshot.context.full).toBe(true);
      expect(snapshot.context.type).not.toBe('infant');
    },
    filling: (host, { snapshot }) => {
      same(host, snapshot);
      expect(snapshot.context.type === 'infant' || !snapshot.context.full).toBe(true);
    },
    submitting: (host, { snapshot }) => {
      same(host, snapshot);
      expect(host.sent.at(-1)).toMatchObject({ type: snapshot.context.type });
    },
    succeeded: (host, { snapshot, path, index }) => {
      same(host, snapshot);
      // The page has heard of every participant added before this one, not of this one yet.
      const successes = path.steps
        .slice(0, index + 1)
        .filter((s) => s.event.type === 'xstate.done.actor.invite').length;
      expect(host.done()).toBe(successes - 1);
    },
  },
  events: {
    'xstate.done.actor.invite': (host, event) => host.answer('resolve', event.output),
    'xstate.error.actor.invite': (host, event) => host.answer('reject', event.error),
    'xstate.after.done.participantInvitation.succeeded': async (host) => {
      const before = host.done();
      await vi.advanceTimersByTimeAsync(999);
      expect(host.done()).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(host.done()).toBe(before + 1);
    },
    ...Object.fromEntries(
      ['type.choose', 'reservation.change', 'form.submit', 'field.edit'].map((type) => [
        type,
        (host: Host, event: { type: string }) => void host.actor.send(event as never),
      ]),
    ),
  },
};

describe('participant invitation machine, every path of the model', () => {
  walkEveryPath(plan, (path) => harness(path.input!.input) as Host, walkers, { fakeTimers: true });
});
