import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { GiftCardBalance } from '../../domain/shop';
import { giftCardCodeMachine } from '../../machines/giftCardCode.machine';
import { pendingActors } from './support/pendingActors';
import { planModel } from './support/paths';
import { snapshotWalkers, type SnapshotHost } from './support/snapshotWalkers';
import { walkEveryPath } from './support/walkEveryPath';

// Every path of the model against the real machine (the scenarios, giftCardCode.scenarios.test.ts,
// check it against issue 11): the snapshot is the model's at each step, each look-up asks for the
// normalised code, and the card payment hears of each card applied or removed.

// A well-formed code (its check character N) and the same code mistyped in its last character.
const CODE = '7K3M-9QXA-2F8D-1HZN';
const MISTYPED = '7K3M-9QXA-2F8D-1HZC';
/** The code as looked up and posted: without its dashes. */
const NORMAL = '7K3M9QXA2F8D1HZN';
const card = (status: GiftCardBalance['status']): GiftCardBalance => ({
  last_four: '1HZN',
  value: 9500,
  balance: 4000,
  expires_on: '2027-11-23',
  status,
});
const LOOKUP = 'xstate.done.actor.0.giftCardCode.checking';
const REFUSED = {
  status: 429,
  message: 'Too many attempts.',
  errors: { code: ['Too many attempts: try again in a minute.'] },
};

const plan = planModel({
  machine: giftCardCodeMachine,
  strategy: 'shortest',
  events: [
    { type: 'code.change', value: CODE },
    { type: 'code.change', value: MISTYPED },
    { type: 'code.apply' },
    { type: LOOKUP, output: card('valid') },
    { type: LOOKUP, output: card('expired') },
    { type: LOOKUP, output: card('used') },
    { type: LOOKUP, output: card('void') },
    { type: 'xstate.error.actor.0.giftCardCode.checking', error: REFUSED },
    { type: 'code.remove' },
  ],
});

function harness() {
  const { waiting, answer } = pendingActors();
  const lookups: unknown[] = [];
  const told: unknown[] = [];
  const machine = giftCardCodeMachine.provide({
    actors: { lookUpBalance: waiting('lookUpBalance', lookups) as never },
    actions: { notifyApplied: (_, { giftCard }) => void told.push(giftCard) },
  });
  return { actor: createActor(machine).start(), answer, lookups, told };
}
type Host = ReturnType<typeof harness> & SnapshotHost;

const walkers = snapshotWalkers<Host>(plan, {
  actors: { '0.giftCardCode.checking': 'lookUpBalance' },
  states: {
    checking: (host) => expect(host.lookups.at(-1)).toEqual({ code: NORMAL }),
    applied: (host) => expect(host.told.at(-1)).toEqual({ code: NORMAL, balance: 4000 }),
    editing: (host, { path, index }) => {
      // The card payment hears of the removal (null) once per 'code.remove' so far.
      const removals = path.steps.slice(1, index + 1).filter((s) => s.event.type === 'code.remove').length;
      expect(host.told.filter((t) => t === null)).toHaveLength(removals);
    },
  },
});

describe('giftCardCode machine, every path of the model', () => {
  walkEveryPath(plan, () => harness() as Host, walkers, { fakeTimers: true });
  it('says how the paths that differ only by the look-up’s answer differ', () => {
    expect(plan.paths.filter((p) => p.differsBy).map((p) => p.differsBy)).toEqual([
      'same steps as 2 other path(s); step 3 done:0.giftCardCode.checking: output.status "expired"',
      'same steps as 2 other path(s); step 3 done:0.giftCardCode.checking: output.status "used"',
      'same steps as 2 other path(s); step 3 done:0.giftCardCode.checking: output.status "void"',
    ]);
  });
});
