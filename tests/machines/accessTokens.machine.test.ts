import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { accessTokensMachine } from '../../machines/accessTokens.machine';
import { pendingActors } from './support/pendingActors';
import { planModel } from './support/paths';
import { snapshotWalkers, type SnapshotHost } from './support/snapshotWalkers';
import { walkEveryPath } from './support/walkEveryPath';

// Every path of the model against the real machine (product.md §13 is checked by
// accessTokens.scenarios.test.ts): the snapshot is the model's at each step, the form's values and
// the token to delete reach the server, and the list is refreshed after each change.

const VALUES = { name: 'Calendar sync', scopes: ['reservations:read'] };
const CREATED = { accessToken: 'eyJ0eXAiOiJKV1Qi.token', token: { id: 5, name: 'Calendar sync' } };
const REFUSED = {
  status: 422,
  message: 'The given data was invalid.',
  errors: { name: ['The name field is required.'] },
};

const plan = planModel({
  machine: accessTokensMachine,
  strategy: 'shortest',
  events: [
    { type: 'create.open' },
    { type: 'create.close' },
    { type: 'form.submit', values: VALUES },
    { type: 'xstate.done.actor.0.accessTokens.creating.submitting', output: CREATED },
    { type: 'xstate.error.actor.0.accessTokens.creating.submitting', error: REFUSED },
    { type: 'reveal.close' },
    { type: 'token.delete', id: 5 },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'xstate.done.actor.0.accessTokens.deleting' },
    { type: 'xstate.error.actor.0.accessTokens.deleting', error: new Error('offline') },
  ],
});

function harness() {
  const { waiting, answer } = pendingActors();
  const created: unknown[] = [];
  const deleted: unknown[] = [];
  const effects: string[] = [];
  const machine = accessTokensMachine.provide({
    actors: {
      createToken: waiting('createToken', created) as never,
      deleteToken: waiting('deleteToken', deleted) as never,
    },
    actions: {
      tokensChanged: () => void effects.push('tokensChanged'),
      notifyDeleteFailed: () => void effects.push('notifyDeleteFailed'),
    },
  });
  return { actor: createActor(machine).start(), answer, created, deleted, effects };
}
type Host = ReturnType<typeof harness> & SnapshotHost;

const walkers = snapshotWalkers<Host>(plan, {
  actors: { '0.accessTokens.creating.submitting': 'createToken', '0.accessTokens.deleting': 'deleteToken' },
  states: {
    'creating.submitting': (host) => expect(host.created.at(-1)).toEqual(VALUES),
    revealing: (host) => expect(host.effects.at(-1)).toBe('tokensChanged'),
    deleting: (host) => expect(host.deleted.at(-1)).toEqual({ id: 5 }),
    listing: (host, { path, index }) => {
      const last = path.steps[index].event.type;
      if (last === 'xstate.done.actor.0.accessTokens.deleting') expect(host.effects.at(-1)).toBe('tokensChanged');
      if (last === 'xstate.error.actor.0.accessTokens.deleting') expect(host.effects.at(-1)).toBe('notifyDeleteFailed');
    },
  },
});

describe('accessTokens machine, every path of the model', () => {
  walkEveryPath(plan, () => harness() as Host, walkers, { fakeTimers: true });
});
