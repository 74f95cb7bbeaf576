import { describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { daySpaMachine, type DaySpaStep } from '../../machines/daySpa.machine';
import { type Walkers } from './support/paths';
import { walkEveryPath } from './support/walkEveryPath';
import { pendingActors } from './support/pendingActors';
import { daySpaPlan, PAID, type DaySpaModelDays } from './daySpaModel';

const days: DaySpaModelDays = {
  today: '2026-05-10',
  open: '2026-05-14',
  empty: '2026-05-15',
  outside: '2026-07-11',
  slot: { id: 7, date: '2026-05-14', sale_price: 3500, title: null },
};
const plan = daySpaPlan(days);

/** The machine with recording effects and actors that wait for the walk's answer. */
function harness(input: unknown) {
  const { waiting, answer } = pendingActors();
  const effects = { navigations: [] as DaySpaStep[], logins: 0, loads: [] as unknown[], payments: [] as unknown[] };
  const machine = daySpaMachine.provide({
    actors: { loadSlots: waiting('loadSlots', effects.loads) as never },
    actions: {
      navigate: (_, params) => void effects.navigations.push(params.to),
      openLogin: () => void effects.logins++,
      startCardPayment: (_, params) => void effects.payments.push(params.values),
    },
  });
  const actor = createActor(machine, { input: input as never }).start();
  return { actor, effects, answer };
}
type Host = ReturnType<typeof harness> & { actor: Actor<typeof daySpaMachine> };

const same = (host: Host, expected: { value: unknown; context: unknown }) => {
  expect(host.actor.getSnapshot().value).toEqual(expected.value);
  expect(host.actor.getSnapshot().context).toEqual(expected.context);
};

const walkers: Walkers<Host> = {
  states: {
    start: (host, { snapshot }) => same(host, snapshot),
    'availability.loading': (host, { snapshot }) => {
      same(host, snapshot);
      expect(host.actor.getSnapshot().hasTag('loading')).toBe(true);
      expect(host.effects.loads.at(-1)).toEqual({ date: snapshot.context.date, people: snapshot.context.people });
    },
    'availability.listed': (host, { snapshot }) => same(host, snapshot),
    'availability.loginGate': (host, { snapshot }) => {
      same(host, snapshot);
      expect(host.effects.logins).toBeGreaterThan(0);
    },
    'availability.empty': (host, { snapshot }) => same(host, snapshot),
    'availability.failed': (host, { snapshot }) => same(host, snapshot),
    'payment.form': (host, { snapshot }) => {
      same(host, snapshot);
      expect(snapshot.context.slot).not.toBeNull();
      expect(snapshot.context.total).toBe(snapshot.context.slot.sale_price * snapshot.context.people);
    },
    'payment.paying': (host, { snapshot }) => {
      same(host, snapshot);
      expect(host.effects.payments.length).toBeGreaterThan(0);
    },
    'payment.paid': (host, { snapshot }) => {
      same(host, snapshot);
      expect(snapshot.context.result).toEqual(PAID);
    },
    done: (host) => {
      expect(host.actor.getSnapshot().status).toBe('done');
      expect(host.effects.navigations.at(-1)).toBe('reservation');
    },
    notFound: (host) => {
      expect(host.actor.getSnapshot().status).toBe('done');
      expect(host.effects.navigations.at(-1)).toBe('notFound');
    },
  },
  events: {
    'xstate.done.actor.loadSlots': (host, event) => host.answer('loadSlots', 'resolve', event.output),
    'xstate.error.actor.loadSlots': (host, event) => host.answer('loadSlots', 'reject', event.error),
    'xstate.after.redirect.daySpa.payment.paid': async () => {
      await vi.advanceTimersByTimeAsync(1199);
      await vi.advanceTimersByTimeAsync(1);
    },
    ...Object.fromEntries(
      ['people.change', 'date.choose', 'route.start', 'route.availability', 'route.payment', 'user.change', 'slot.choose', 'auth.signedIn', 'auth.dismissed', 'slots.retry', 'edit', 'payment.back', 'pay.submit', 'payment.succeeded', 'payment.failed'].map(
        (type) => [type, (host: Host, event: { type: string }) => void host.actor.send(event as never)],
      ),
    ),
  },
};

describe('daySpa machine, every path of the model', () => {
  walkEveryPath(plan, (path) => harness(path.input!.input) as Host, walkers, { fakeTimers: true });

  it('waits 1200 ms on the success message before opening the reservation', async () => {
    const host = harness({ today: days.today, signedIn: true }) as Host;
    host.actor.send({ type: 'date.choose', date: days.open });
    await host.answer('loadSlots', 'resolve', [{ ...days.slot, available: true }]);
    host.actor.send({ type: 'slot.choose', slot: days.slot });
    host.actor.send({ type: 'pay.submit', values: {} });
    expect(host.effects.payments).toEqual([{}]);
    host.actor.send({ type: 'payment.succeeded', result: PAID });
    await vi.advanceTimersByTimeAsync(1199);
    expect(host.actor.getSnapshot().matches({ payment: 'paid' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.effects.navigations.at(-1)).toBe('reservation');
  });
});
