import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { checkoutMachine, type CartProblem } from '../../machines/checkout.machine';
import type { ShopTransaction } from '../../domain/shop';
import { cardPaymentStandIn, finishCardPayment } from './support/journeyStandIns';
import { BUYER, EMPTY, PERSONALISED, TRANSACTION, UNPERSONALISED } from './shopFixtures';

function harness() {
  const card = cardPaymentStandIn();
  const effects = { problems: [] as CartProblem[], confirmations: [] as ShopTransaction[], refreshed: 0 };
  const machine = checkoutMachine.provide({
    actors: { cardPayment: card.logic as never },
    actions: {
      backToPersonalisation: (_, params) => void effects.problems.push(params.problem),
      showConfirmation: (_, params) => void effects.confirmations.push(params.transaction),
      refreshCart: () => void effects.refreshed++,
    },
  });
  const actor = createActor(machine).start();
  return { actor, effects, payments: card.received };
}

describe('checkout payment (product.md §5.3: follows the cart; paid, the confirmation with the transaction after 1.2 s, the cart refreshed)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("hands the card step the cart's total and the buyer's form", () => {
    const host = harness();
    host.actor.send({ type: 'cart.updated', cart: PERSONALISED });
    expect(host.actor.getSnapshot().value).toBe('payment');
    host.actor.send({ type: 'pay.submit', values: BUYER, source: 'card' });
    expect(host.payments).toEqual([{ type: 'payment.submit', amountCents: 16000, purchase: BUYER, source: 'card' }]);
  });

  it("an emptied cart gives 'No item in the cart' and goes back to personalisation", () => {
    const host = harness();
    host.actor.send({ type: 'cart.updated', cart: PERSONALISED });
    host.actor.send({ type: 'cart.updated', cart: EMPTY });
    expect(host.effects.problems).toEqual(['cartEmpty']);
    expect(host.actor.getSnapshot().value).toBe('leaving');
  });

  it('a gift card without recipient email gives "The recipient\'s Email is missing" and goes back, also when opened that way', () => {
    const host = harness();
    host.actor.send({ type: 'cart.updated', cart: UNPERSONALISED });
    expect(host.effects.problems).toEqual(['recipientEmailMissing']);
    expect(host.actor.getSnapshot().value).toBe('leaving');
  });

  it("opened with an empty cart: 'No item in the cart' and back to personalisation, the journey over", () => {
    const host = harness();
    host.actor.send({ type: 'cart.updated', cart: EMPTY });
    expect(host.effects.problems).toEqual(['cartEmpty']);
    expect(host.actor.getSnapshot().status).toBe('done');
  });

  it('a gift card losing its recipient email during payment sends the buyer back, the journey over', () => {
    const host = harness();
    host.actor.send({ type: 'cart.updated', cart: PERSONALISED });
    host.actor.send({ type: 'cart.updated', cart: UNPERSONALISED });
    expect(host.effects.problems).toEqual(['recipientEmailMissing']);
    expect(host.actor.getSnapshot().value).toBe('leaving');
    expect(host.actor.getSnapshot().status).toBe('done');
  });

  it('a changed cart that is still payable updates the total the card step is handed', () => {
    const host = harness();
    host.actor.send({ type: 'cart.updated', cart: PERSONALISED });
    const one = { items: [PERSONALISED.items[0]], total: 8000 };
    host.actor.send({ type: 'cart.updated', cart: one });
    host.actor.send({ type: 'pay.submit', values: BUYER });
    expect(host.payments[0].amountCents).toBe(8000);
    expect(host.actor.getSnapshot().value).toBe('payment');
  });

  it('after success shows the checkmark for 1.2 s, then the confirmation with the transaction, and refreshes the cart', async () => {
    const host = harness();
    host.actor.send({ type: 'cart.updated', cart: PERSONALISED });
    finishCardPayment(host.actor, { result: TRANSACTION, purchase: BUYER });
    expect(host.actor.getSnapshot().hasTag('success')).toBe(true);
    // The cart is empty now: that is no reason to go back.
    host.actor.send({ type: 'cart.updated', cart: EMPTY });
    await vi.advanceTimersByTimeAsync(1199);
    expect(host.effects.confirmations).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.effects).toEqual({ problems: [], confirmations: [TRANSACTION], refreshed: 1 });
    expect(host.actor.getSnapshot().value).toBe('confirmed');
    // Gone to the confirmation screen: nothing more happens here.
    expect(host.actor.getSnapshot().status).toBe('done');
  });
});
