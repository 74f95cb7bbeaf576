import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { formSubmitMachine, type FormValues } from '../../machines/formSubmit.machine';
import {
  coverageOf,
  formatCoverage,
  isComplete,
  planModel,
  walkPath,
  type ModelPath,
  type Walkers,
} from './support/paths';
import { pathTestOptions } from './support/walkEveryPath';

const refusal = {
  message: 'The given data was invalid.',
  errors: { email: ['These credentials do not match our records.'] },
};

export const formSubmitEvents = [
  { type: 'form.submit', values: { email: 'guest@terme.example' } },
  { type: 'field.edit', name: 'email' },
  { type: 'xstate.done.actor.submit', output: { user: { id: 1 } } },
  { type: 'xstate.error.actor.submit', error: refusal },
] as const;

const plan = planModel({ machine: formSubmitMachine, events: formSubmitEvents });

/** A running machine whose submit actor waits until the walk says how the server answers. */
function harness() {
  let answer: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | null = null;
  const submitted: FormValues[] = [];
  const successes: unknown[] = [];
  const failures: unknown[] = [];
  const machine = formSubmitMachine.provide({
    actors: {
      submit: fromPromise<unknown, FormValues>(({ input }) => {
        submitted.push(input);
        return new Promise((resolve, reject) => (answer = { resolve, reject }));
      }),
    },
    actions: {
      notifySuccess: (_, params) => void successes.push(params.result),
      notifyFailure: (_, params) => void failures.push(params.failure),
    },
  });
  const actor = createActor(machine).start();
  const settle = () => waitFor(actor, (s) => !s.matches('submitting'), { timeout: 1000 });
  return {
    actor,
    submitted,
    successes,
    failures,
    async answer(how: 'resolve' | 'reject', value: unknown) {
      if (!answer) throw new Error('nothing was submitted');
      answer[how](value);
      answer = null;
      await settle();
    },
  };
}

type Host = ReturnType<typeof harness> & { actor: Actor<typeof formSubmitMachine> };

/** The machine's own snapshot must be the model's, context included. */
function sameAsModel(host: Host, expected: { value: unknown; context: unknown }) {
  const snapshot = host.actor.getSnapshot();
  expect(snapshot.value).toEqual(expected.value);
  expect(snapshot.context).toEqual(expected.context);
}

const walkers: Walkers<Host> = {
  states: {
    editing: (host, { snapshot }) => {
      sameAsModel(host, snapshot);
      expect(host.actor.getSnapshot().hasTag('loading')).toBe(false);
    },
    submitting: (host, { snapshot }) => {
      sameAsModel(host, snapshot);
      expect(host.actor.getSnapshot().hasTag('loading')).toBe(true);
    },
    succeeded: (host, { snapshot }) => {
      sameAsModel(host, snapshot);
      expect(host.actor.getSnapshot().context.fieldErrors).toEqual({});
      expect(host.successes.at(-1)).toEqual({ user: { id: 1 } });
    },
    failed: (host, { snapshot }) => {
      sameAsModel(host, snapshot);
      expect(host.failures.at(-1)).toEqual(refusal);
      // The refusal's message stays while a field it named is unfixed (here its one field, email).
      const { fieldErrors, message } = host.actor.getSnapshot().context;
      expect(message).toBe('email' in fieldErrors ? refusal.message : null);
    },
  },
  events: {
    'form.submit': (host, event) => {
      host.actor.send({ type: 'form.submit', values: event.values as FormValues });
      expect(host.submitted.at(-1)).toEqual(event.values);
    },
    'field.edit': (host, event) => host.actor.send({ type: 'field.edit', name: String(event.name) }),
    'xstate.done.actor.submit': (host, event) => host.answer('resolve', event.output),
    'xstate.error.actor.submit': (host, event) => host.answer('reject', event.error),
  },
};

describe('formSubmit machine, every path of the model', () => {
  const walked: ModelPath[] = [];

  for (const path of plan.paths) {
    it(path.title, pathTestOptions(plan, path), async () => {
      const host = harness() as Host;
      await walkPath(host, path, walkers);
      host.actor.stop();
      walked.push(path);
    });
  }

  it('walks every state and transition of the machine', () => {
    const coverage = coverageOf(plan, walked);
    expect(isComplete(coverage), formatCoverage([coverage])).toBe(true);
    expect(coverage.states.total).toBe(4);
    expect(coverage.paths.walked).toBe(plan.paths.length);
  });
});
