import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { invitationAcceptanceMachine } from '../../machines/invitationAcceptance.machine';
import type { InvitationPreview } from '../../domain/daySpa';
import { planModel, type Walkers } from './support/paths';
import { walkEveryPath } from './support/walkEveryPath';

const PREVIEW: InvitationPreview = {
  inviter: 'Giulia Rossi',
  product_title: 'Thermal day',
  date: '2026-06-03',
  slot_title: null,
  reservation_number: 'DS-ABCD2345',
  first_name: 'Anna',
  last_name: 'Berg',
  email: 'anna@example.com',
  account_exists: false,
};
const USED = {
  status: 410,
  message: 'This invitation has already been accepted.',
  errors: { invitation: ['This invitation has already been accepted.'] },
};
const FOREIGN = {
  status: 422,
  message: 'This invitation was sent to anna@example.com.',
  errors: { email: ['This invitation was sent to anna@example.com.'] },
};

type Sample = EventObject & Record<string, unknown>;

function events(snapshot: AnyMachineSnapshot): Sample[] {
  const at = (state: string) => snapshot.matches(state as never);
  if (at('loading'))
    return [
      { type: 'xstate.done.actor.lookup', output: PREVIEW },
      { type: 'xstate.error.actor.lookup', error: USED },
    ];
  // The dialog stores the user before it calls back: user.change may come first.
  if (at('signingIn'))
    return [
      { type: 'auth.signedIn' },
      { type: 'auth.dismissed' },
      ...(snapshot.context.signedIn ? [] : [{ type: 'user.change', signedIn: true }]),
    ];
  if (at('waiting'))
    return [
      { type: 'auth.open', mode: 'login' },
      { type: 'user.change', signedIn: true },
    ];
  if (at('ready')) return [{ type: 'invitation.accept' }];
  if (at('accepting'))
    return [
      { type: 'xstate.done.actor.accept', output: { reservation_number: PREVIEW.reservation_number } },
      { type: 'xstate.error.actor.accept', error: FOREIGN },
    ];
  return [];
}

const plan = planModel({
  machine: invitationAcceptanceMachine,
  events,
  strategy: 'shortest',
  serializeState: (s) => JSON.stringify({ value: s.value, signedIn: s.context.signedIn }),
  inputs: [
    { label: 'a visitor', input: { token: 't0k3n', signedIn: false } },
    { label: 'signed in', input: { token: 't0k3n', signedIn: true } },
  ],
});

function harness(input: { token: string; signedIn: boolean }) {
  const pending: Record<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }> = {};
  const opened: { mode: string; preview: InvitationPreview }[] = [];
  const visited: string[] = [];
  const deferred = (name: string) =>
    fromPromise(() => new Promise((resolve, reject) => (pending[name] = { resolve, reject })));
  const machine = invitationAcceptanceMachine.provide({
    actors: { lookup: deferred('lookup') as never, accept: deferred('accept') as never },
    actions: {
      openAuth: (_, params) => void opened.push(params),
      goToReservation: (_, { number }) => void visited.push(number),
    },
  });
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    opened,
    visited,
    async answer(name: string, how: 'resolve' | 'reject', value: unknown) {
      pending[name][how](value);
      await vi.waitFor(() => expect(actor.getSnapshot().hasTag('loading')).toBe(false));
    },
  };
}
type Host = ReturnType<typeof harness>;

const same = (host: Host, snapshot: AnyMachineSnapshot) => {
  expect(host.actor.getSnapshot().value).toEqual(snapshot.value);
  expect(host.actor.getSnapshot().context).toEqual(snapshot.context);
};

const walkers: Walkers<Host> = {
  states: {
    loading: (host, { snapshot }) => same(host, snapshot),
    signingIn: (host, { snapshot }) => {
      same(host, snapshot);
      expect(host.opened.at(-1)?.preview).toEqual(PREVIEW);
    },
    waiting: (host, { snapshot }) => same(host, snapshot),
    ready: (host, { snapshot }) => same(host, snapshot),
    accepting: (host, { snapshot }) => same(host, snapshot),
    refused: (host, { snapshot }) => {
      same(host, snapshot);
      expect(snapshot.context.message).toBe(FOREIGN.message);
    },
    invalid: (host, { snapshot }) => {
      same(host, snapshot);
      expect(snapshot.context.message).toBe(USED.message);
      expect(host.opened).toEqual([]);
    },
    accepted: (host) => expect(host.visited).toEqual([PREVIEW.reservation_number]),
  },
  events: {
    'xstate.done.actor.lookup': (host, event) => host.answer('lookup', 'resolve', event.output),
    'xstate.error.actor.lookup': (host, event) => host.answer('lookup', 'reject', event.error),
    'xstate.done.actor.accept': (host, event) => host.answer('accept', 'resolve', event.output),
    'xstate.error.actor.accept': (host, event) => host.answer('accept', 'reject', event.error),
    ...Object.fromEntries(
      ['auth.signedIn', 'auth.dismissed', 'auth.open', 'user.change', 'invitation.accept'].map((type) => [
        type,
        (host: Host, event: EventObject) => void host.actor.send(event as never),
      ]),
    ),
  },
};

describe('invitation acceptance machine, every path of the model', () => {
  walkEveryPath(plan, (path) => harness(path.input!.input as never), walkers);
});

describe('invitation acceptance, from the issue', () => {
  it('opens the login for an address that has an account, the registration otherwise, and the chosen mode after a dismissal', async () => {
    const host = harness({ token: 't', signedIn: false });
    await host.answer('lookup', 'resolve', { ...PREVIEW, account_exists: true });
    expect(host.opened.map((o) => o.mode)).toEqual(['login']);
    host.actor.send({ type: 'auth.dismissed' });
    host.actor.send({ type: 'auth.open', mode: 'register' });
    expect(host.opened.map((o) => o.mode)).toEqual(['login', 'register']);
  });

  it('a signed-in person is not sent to the dialog: they accept with the button', async () => {
    const host = harness({ token: 't', signedIn: true });
    await host.answer('lookup', 'resolve', PREVIEW);
    expect(host.opened).toEqual([]);
    expect(host.actor.getSnapshot().value).toBe('ready');
  });
});
