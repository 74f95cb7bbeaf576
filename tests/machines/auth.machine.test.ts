import { describe, expect } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { authFormMachine, authMachine } from '../../machines/auth.machine';
import { pendingActors } from './support/pendingActors';
import { planModel } from './support/paths';
import { snapshotWalkers, type SnapshotHost } from './support/snapshotWalkers';
import { walkEveryPath } from './support/walkEveryPath';

// Every path of the model against the real dialog (product.md §6.1 is checked by
// auth.scenarios.test.ts), from its three starts: login, register, and a journey's login gate.
// 'auth.signedIn' is not sent by the walk: the open form is submitted and its request answered,
// so the form itself tells the dialog (sendParent), as on the site.

const USER = { user: { id: 7, fullName: 'Anna Rossi', email: 'guest@terme.example' } };
const VALUES = { email: 'guest@terme.example', password: 'terme-guest-2026' };

const plan = planModel({
  machine: authMachine,
  inputs: [
    { label: 'login', input: {} },
    { label: 'register', input: { mode: 'register' } },
    { label: 'login gate', input: { returnsToOpener: true } },
  ],
  events: [
    { type: 'mode.login' },
    { type: 'mode.register' },
    { type: 'auth.signedIn', result: USER },
    { type: 'xstate.after.800.auth.signedIn' },
  ],
});

function harness(input: unknown) {
  const { waiting, answer } = pendingActors();
  const requests: unknown[] = [];
  const effects = { stored: [] as unknown[], returned: 0, redirected: 0 };
  const form = authFormMachine.provide({ actors: { submit: waiting('submit', requests) as never } });
  const machine = authMachine.provide({
    actors: { loginForm: form, registerForm: form },
    actions: {
      storeUser: (_, { result }) => void effects.stored.push(result),
      returnToOpener: () => void effects.returned++,
      goToAccount: () => void effects.redirected++,
    },
  });
  return { actor: createActor(machine, { input: input as never }).start(), answer, requests, effects };
}
type Host = ReturnType<typeof harness> & SnapshotHost;

const openForm = (host: Host): AnyActorRef => {
  const { children } = host.actor.getSnapshot();
  return (children.loginForm ?? children.registerForm) as AnyActorRef;
};

const walkers = snapshotWalkers<Host>(plan, {
  states: {
    login: (host) => expect(Object.keys(host.actor.getSnapshot().children)).toEqual(['loginForm']),
    register: (host) => expect(Object.keys(host.actor.getSnapshot().children)).toEqual(['registerForm']),
    signedIn: (host) => expect(host.effects.stored).toEqual([USER]),
    returnedToOpener: (host) => expect(host.effects).toEqual({ stored: [USER], returned: 1, redirected: 0 }),
    redirected: (host) => expect(host.effects).toEqual({ stored: [USER], returned: 0, redirected: 1 }),
  },
  events: {
    'auth.signedIn': async (host, event) => {
      openForm(host).send({ type: 'form.submit', values: VALUES });
      expect(host.requests.at(-1)).toEqual(VALUES);
      await host.answer('submit', 'resolve', event.result);
    },
  },
});

describe('auth machine, every path of the model', () => {
  walkEveryPath(plan, (path) => harness(path.input?.input) as Host, walkers, { fakeTimers: true });
});
