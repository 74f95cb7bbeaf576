import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { depositMachine } from '../../machines/deposit.machine';
import type { Walkers } from './support/paths';
import { walkEveryPath } from './support/walkEveryPath';
import { cardPaymentStandIn, finishCardPayment } from './support/journeyStandIns';
import { depositPlan, FORM, PAID, TOO_LITTLE } from './depositModel';

function harness() {
  const card = cardPaymentStandIn();
  const effects = { payments: card.received, refused: 0 };
  const machine = depositMachine.provide({
    actors: { cardPayment: card.logic as never },
    actions: { notifyAmountRefused: () => void effects.refused++ },
  });
  const actor = createActor(machine).start();
  return { actor, effects };
}
type Host = ReturnType<typeof harness> & { actor: Actor<typeof depositMachine> };

const walkers: Walkers<Host> = {
  states: {
    form: (host, { path, index }) => {
      const snapshot = host.actor.getSnapshot();
      expect(snapshot.value).toBe('form');
      expect(snapshot.context.paid).toBeNull();
      expect(snapshot.children.cardPayment).toBeDefined();
      const event = path.steps[index].event as { type: string; values?: { amount: number } };
      if (event.type !== 'pay.submit') return;
      if (event.values?.amount === 50) {
        expect(host.effects.refused).toBe(1);
        expect(host.effects.payments).toEqual([]);
      } else {
        expect(host.effects.payments).toEqual([{ type: 'payment.submit', amountCents: 25000, purchase: FORM }]);
      }
    },
    receipt: (host) => {
      expect(host.actor.getSnapshot().value).toBe('receipt');
      expect(host.actor.getSnapshot().context.paid).toEqual({ result: PAID, purchase: FORM });
      expect(host.actor.getSnapshot().hasTag('success')).toBe(true);
    },
  },
  events: {
    'pay.submit': (host, event) => void host.actor.send(event as never),
    'payment.again': (host, event) => void host.actor.send(event as never),
    'xstate.done.actor.cardPayment': (host, event) => finishCardPayment(host.actor, event.output),
  },
};

describe('deposit machine, every path of the model', () => {
  walkEveryPath(depositPlan(), () => harness() as Host, walkers);
});

describe('deposit journey scenarios (product.md §4.1; issue 16 items 11 and 12)', () => {
  it('refuses 0.50 and 10,000.01 euro without starting a card payment, and pays 1 and 10,000 euro', () => {
    const host = harness() as Host;
    host.actor.send({ type: 'pay.submit', values: TOO_LITTLE });
    host.actor.send({ type: 'pay.submit', values: { ...FORM, amount: 1_000_001 } });
    expect(host.effects.refused).toBe(2);
    expect(host.effects.payments).toEqual([]);
    host.actor.send({ type: 'pay.submit', values: { ...FORM, amount: 100 } });
    host.actor.send({ type: 'pay.submit', values: { ...FORM, amount: 1_000_000 } });
    expect(host.effects.payments.map((p) => p.amountCents)).toEqual([100, 1_000_000]);
  });

  it('shows the receipt after paying, and another payment starts a fresh card step', () => {
    const host = harness() as Host;
    host.actor.send({ type: 'pay.submit', values: FORM });
    const first = host.actor.getSnapshot().children.cardPayment;
    finishCardPayment(host.actor, { result: PAID, purchase: FORM });
    expect(host.actor.getSnapshot().value).toBe('receipt');
    expect(host.actor.getSnapshot().context.paid?.result.amount).toBe(25000);
    // The receipt is not a form: paying again needs the guest's 'another payment'.
    host.actor.send({ type: 'pay.submit', values: FORM });
    expect(host.effects.payments).toHaveLength(1);
    host.actor.send({ type: 'payment.again' });
    expect(host.actor.getSnapshot().value).toBe('form');
    expect(host.actor.getSnapshot().context.paid).toBeNull();
    expect(host.actor.getSnapshot().children.cardPayment).not.toBe(first);
  });
});

describe('deposit: the wallet (product.md §4.2: Pay now or the wallet button)', () => {
  it('tells the card step the payment comes from the wallet sheet', () => {
    const host = harness() as Host;
    host.actor.send({ type: 'pay.submit', values: FORM, source: 'wallet' });
    expect(host.effects.payments).toEqual([
      { type: 'payment.submit', amountCents: 25000, purchase: FORM, source: 'wallet' },
    ]);
    expect(host.effects.payments[0].source).toBe('wallet');
  });
});
