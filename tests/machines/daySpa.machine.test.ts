import { describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { daySpaMachine, type DaySpaStep } from '../../machines/daySpa.machine';
import { type Walkers } from './support/paths';
import { walkEveryPath } from './support/walkEveryPath';
import { pendingActors } from './support/pendingActors';
import { cardPaymentStandIn, finishCardPayment, loginStandIn } from './support/journeyStandIns';
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
  const card = cardPaymentStandIn();
  const login = loginStandIn();
  const effects = {
    navigations: [] as DaySpaStep[],
    dialogs: login.dialogs,
    loads: [] as unknown[],
    payments: card.received,
  };
  const machine = daySpaMachine.provide({
    actors: {
      loadSlots: waiting('loadSlots', effects.loads) as never,
      login: login.logic,
      cardPayment: card.logic as never,
    },
    actions: { navigate: (_, params) => void effects.navigations.push(params.to) },
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
      expect(host.effects.dialogs.opened - host.effects.dialogs.closed).toBe(1);
    },
    'availability.empty': (host, { snapshot }) => same(host, snapshot),
    'availability.failed': (host, { snapshot }) => same(host, snapshot),
    'payment.form': (host, { snapshot, path, index }) => {
      same(host, snapshot);
      const { people, useVoucher, price } = snapshot.context;
      // 35 euro a person; the voucher pays one entry; the seeded guest's 10 % comes off the rest.
      const subtotal = 3500 * people;
      const voucher = useVoucher ? 3500 : 0;
      expect(price).toEqual({
        subtotal,
        voucher,
        discount: (subtotal - voucher) / 10,
        total: ((subtotal - voucher) * 9) / 10,
        creditAfter: 20000 - voucher,
      });
      const event = path.steps[index].event as { type: string; values?: Record<string, unknown> };
      if (event.type === 'pay.submit')
        expect(host.effects.payments.at(-1)).toEqual({
          type: 'payment.submit',
          amountCents: price.total,
          purchase: {
            ...event.values,
            date: days.open,
            people,
            product_availability_id: 7,
            use_bonus_terme: useVoucher,
          },
        });
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
    'xstate.done.actor.cardPayment': (host, event) => finishCardPayment(host.actor, event.output),
    'xstate.after.redirect.daySpa.payment.paid': async () => {
      await vi.advanceTimersByTimeAsync(1199);
      await vi.advanceTimersByTimeAsync(1);
    },
    ...Object.fromEntries(
      [
        'people.change',
        'date.choose',
        'route.start',
        'route.availability',
        'route.payment',
        'user.change',
        'slot.choose',
        'auth.signedIn',
        'auth.dismissed',
        'slots.retry',
        'edit',
        'payment.back',
        'pay.submit',
        'voucher.toggle',
      ].map((type) => [type, (host: Host, event: { type: string }) => void host.actor.send(event as never)]),
    ),
  },
};

describe('daySpa machine, every path of the model', () => {
  walkEveryPath(plan, (path) => harness(path.input!.input) as Host, walkers, { fakeTimers: true });
});

describe('daySpa machine, the people counter (issue 16)', () => {
  it('stops at the most people one reservation can take, from the counter and from the address', () => {
    const host = harness({ today: days.today, people: 99, maxPeople: 40, customer: null });
    expect(host.actor.getSnapshot().context.people).toBe(40);
    host.actor.send({ type: 'people.change', people: 3 });
    expect(host.actor.getSnapshot().context.people).toBe(3);
    host.actor.send({ type: 'people.change', people: 41 });
    expect(host.actor.getSnapshot().context.people).toBe(40);
    host.actor.send({ type: 'route.availability', date: days.open, people: 60 });
    expect(host.actor.getSnapshot().context.people).toBe(40);
  });

  it('takes any number from 1 when nothing limits it', () => {
    const host = harness({ today: days.today, people: 99, customer: null });
    expect(host.actor.getSnapshot().context.people).toBe(99);
    host.actor.send({ type: 'people.change', people: 0 });
    expect(host.actor.getSnapshot().context.people).toBe(99);
  });
});
