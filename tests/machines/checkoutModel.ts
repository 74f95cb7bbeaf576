import type { AnyMachineSnapshot } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.machine';
import { planModel, type ModelPlan, type SampleEvent } from './support/paths';
import { BUYER, EMPTY, PERSONALISED, TRANSACTION, UNPERSONALISED } from './shopFixtures';

/** Sample events: the cart as the server may answer (payable, emptied, a card without email), pay, paid, the 1.2 s. */
export function checkoutEvents(snapshot: AnyMachineSnapshot): SampleEvent[] {
  const carts = [PERSONALISED, EMPTY, UNPERSONALISED].map((cart) => ({ type: 'cart.updated', cart }));
  if (snapshot.matches('loading')) return carts;
  if (snapshot.matches('payment'))
    return [
      ...carts,
      { type: 'pay.submit', values: BUYER },
      { type: 'xstate.done.actor.cardPayment', output: { result: TRANSACTION, purchase: BUYER } },
    ];
  if (snapshot.matches('paid')) return [{ type: 'xstate.after.confirmation.checkout.paid' }];
  return [];
}

export function checkoutPlan(options: { name?: string } = {}): ModelPlan {
  return planModel({
    machine: checkoutMachine,
    name: options.name,
    events: checkoutEvents,
    serializeState: (s) => JSON.stringify([s.value, s.context.cart.items.length]),
  });
}
