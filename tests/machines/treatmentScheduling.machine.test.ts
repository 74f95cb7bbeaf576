import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { hotelInstant } from '../../domain/dates';
import type { PackageStay } from '../../domain/packages/schedulingRules';
import { treatmentSchedulingMachine } from '../../machines/treatmentScheduling.machine';
import { pendingActors } from './support/pendingActors';
import { planModel } from './support/paths';
import { snapshotWalkers, type SnapshotHost } from './support/snapshotWalkers';
import { walkEveryPath } from './support/walkEveryPath';

// Every path of the model against the real machine, then the rules of product.md §16.6 by hand:
// each guest's count, inside the stay, never two at once for one guest, a time just taken dropped.
const MUD = 1;
const stay: PackageStay = {
  from: '2027-03-01',
  to: '2027-03-06',
  guests: 1,
  treatments: [{ treatmentId: MUD, perPerson: 1 }],
};
const slotAt = (day: string, time: string) => {
  const start = hotelInstant(day, time).getTime();
  return { start, end: start + 30 * 60_000 };
};
const TEN = slotAt('2027-03-02', '10:00');
const LOAD = 'xstate.done.actor.0.treatmentScheduling.loadingSlots';

const plan = planModel({
  machine: treatmentSchedulingMachine,
  strategy: 'shortest',
  input: { stay },
  events: [
    { type: 'day.choose', guest: 0, treatmentId: MUD, day: '2027-03-02' },
    { type: LOAD, output: [TEN] },
    { type: 'xstate.error.actor.0.treatmentScheduling.loadingSlots', error: new Error('offline') },
    { type: 'slots.retry' },
    { type: 'time.pick', slot: TEN },
    { type: 'time.remove', index: 0 },
    { type: 'picks.confirm' },
  ],
});

function harness(input: Parameters<typeof createActor<typeof treatmentSchedulingMachine>>[1] = { input: { stay } }) {
  const { waiting, answer } = pendingActors();
  const asked: unknown[] = [];
  const machine = treatmentSchedulingMachine.provide({ actors: { loadSlots: waiting('loadSlots', asked) as never } });
  return { actor: createActor(machine, input).start(), answer, asked };
}
type Host = ReturnType<typeof harness> & SnapshotHost;

const walkers = snapshotWalkers<Host>(plan, {
  actors: { '0.treatmentScheduling.loadingSlots': 'loadSlots' },
  states: {
    loadingSlots: (host) => expect(host.asked.at(-1)).toEqual({ guest: 0, treatmentId: MUD, day: '2027-03-02' }),
  },
});

describe('treatmentScheduling machine, every path of the model', () => {
  walkEveryPath(plan, () => harness() as Host, walkers, { fakeTimers: true });
});

describe('treatmentScheduling machine, the rules of product.md §16.6', () => {
  const two: PackageStay = { ...stay, guests: 2, treatments: [{ treatmentId: MUD, perPerson: 2 }] };
  const start = (input: Parameters<typeof createActor<typeof treatmentSchedulingMachine>>[1]['input']) =>
    createActor(treatmentSchedulingMachine, { input }).start();

  it('adds nothing before a guest’s treatment and day are chosen; the times failing to load are asked again', async () => {
    vi.useFakeTimers();
    try {
      const { actor, answer, asked } = harness({ input: { stay: two } });
      actor.send({ type: 'time.pick', slot: TEN });
      expect(actor.getSnapshot().context.picks).toEqual([]);
      actor.send({ type: 'day.choose', guest: 1, treatmentId: MUD, day: '2027-03-04' });
      await answer('loadSlots', 'reject', new Error('offline'));
      expect(actor.getSnapshot().value).toBe('slotsFailed');
      actor.send({ type: 'slots.retry' });
      expect(asked).toEqual([
        { guest: 1, treatmentId: MUD, day: '2027-03-04' },
        { guest: 1, treatmentId: MUD, day: '2027-03-04' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the pick the server refused and shows why, keeping the others', () => {
    const picks = [
      { guest: 0, treatmentId: MUD, ...TEN },
      { guest: 0, treatmentId: MUD, ...slotAt('2027-03-03', '10:00') },
    ];
    const actor = start({
      stay: two,
      picks,
      refusal: { index: 0, message: 'This time has just been taken: choose another one.' },
    } as never);
    expect(actor.getSnapshot().context.picks).toEqual([picks[1]]);
    expect(actor.getSnapshot().context.refusal).toBe('This time has just been taken: choose another one.');
    actor.send({ type: 'picks.confirm' });
    expect(actor.getSnapshot().value).toBe('picking');
  });

  it('refuses a second time at once and a time after departure; confirms with every count', async () => {
    const { actor, answer } = harness({ input: { stay: two } });
    const pickOn = async (guest: number, day: string, slots: { start: number; end: number }[]) => {
      actor.send({ type: 'day.choose', guest, treatmentId: MUD, day });
      await answer('loadSlots', 'resolve', slots);
    };
    vi.useFakeTimers();
    try {
      await pickOn(0, '2027-03-02', [TEN]);
      actor.send({ type: 'time.pick', slot: TEN });
      actor.send({ type: 'time.pick', slot: slotAt('2027-03-02', '10:15') }); // the same guest, at once
      actor.send({ type: 'time.pick', slot: slotAt('2027-03-07', '10:00') }); // the day after departure
      expect(actor.getSnapshot().context.picks).toHaveLength(1);
      actor.send({ type: 'time.pick', slot: slotAt('2027-03-06', '09:00') }); // departure day: fine
      actor.send({ type: 'time.pick', slot: slotAt('2027-03-05', '09:00') }); // a third: too many
      expect(actor.getSnapshot().context.picks).toHaveLength(2);
      actor.send({ type: 'picks.confirm' });
      expect(actor.getSnapshot().value).toBe('picking'); // guest 2 has none yet
      await pickOn(1, '2027-03-02', [TEN]);
      actor.send({ type: 'time.pick', slot: TEN }); // another guest, side by side: fine
      actor.send({ type: 'time.pick', slot: slotAt('2027-03-01', '17:00') });
      actor.send({ type: 'picks.confirm' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output?.picks).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
