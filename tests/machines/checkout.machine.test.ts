import { describe, expect, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { checkoutMachine, type CartProblem } from '../../machines/checkout.machine';
import type { ShopTransaction } from '../../domain/shop';
import { type Walkers } from './support/paths';
import { checkoutPlan } from './checkoutModel';
import { walkEveryPath } from './support/walkEveryPath';
import { cardPaymentStandIn, finishCardPayment } from './support/journeyStandIns';
import { BUYER, TRANSACTION } from './shopFixtures';

function harness() {
  const card = cardPaymentStandIn();
  const effects = {
    problems: [] as CartProblem[],
    confirmations: [] as ShopTransaction[],
    refreshed: 0,
    payments: card.received,
  };
  const machine = checkoutMachine.provide({
    actors: { cardPayment: card.logic as never },
    actions: {
      backToPersonalisation: (_, params) => void effects.problems.push(params.problem),
      showConfirmation: (_, params) => void effects.confirmations.push(params.transaction),
      refreshCart: () => void effects.refreshed++,
    },
  });
  return { actor: createActor(machine).start(), effects };
}
type Host = ReturnType<typeof harness> & { actor: Actor<typeof checkoutMachine> };

const walkers: Walkers<Host> = {
  states: {
    loading: (host) => expect(host.actor.getSnapshot().hasTag('loading')).toBe(true),
    payment: (host) => {
      expect(host.actor.getSnapshot().children.cardPayment).toBeDefined();
      expect(host.effects.problems).toEqual([]);
    },
    paid: (host) => {
      expect(host.actor.getSnapshot().context.transaction).toEqual(TRANSACTION);
      expect(host.effects.confirmations).toEqual([]);
    },
    confirmed: (host) => expect(host.effects).toMatchObject({ confirmations: [TRANSACTION], refreshed: 1 }),
    leaving: (host) => {
      expect(host.effects.problems).toHaveLength(1);
      expect(host.effects.confirmations).toEqual([]);
    },
  },
  events: {
    'cart.updated': (host, event) => void host.actor.send(event as never),
    'pay.submit': (host, event) => {
      host.actor.send(event as never);
      expect(host.effects.payments.at(-1)).toMatchObject({ type: 'payment.submit', purchase: BUYER });
    },
    'xstate.done.actor.cardPayment': (host, event) => finishCardPayment(host.actor, event.output),
    'xstate.after.confirmation.checkout.paid': async () => {
      await vi.advanceTimersByTimeAsync(1200);
    },
  },
};

const plan = checkoutPlan();

describe('checkout machine, every path of the model', () => {
  walkEveryPath(plan, () => harness() as Host, walkers, { fakeTimers: true });
});
