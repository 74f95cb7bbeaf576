import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { depositMachine } from '../../machines/deposit.machine';
import { planModel, type ModelPlan } from './support/paths';

/** A sample event with its payload. */
type Sample = EventObject & Record<string, unknown>;

/** The front desk's link asks 250 euro (25,000 cents, product.md §4.1); the guest's details. */
export const FORM = {
  amount: 25000,
  note: 'Reservation Deposit',
  reservation_id: null,
  reservation_number: 'R-2031',
  first_name: 'Anna',
  last_name: 'Walker',
  email: 'anna.walker@terme.example',
  privacy: true,
  newsletter_consent: false,
};
/** 50 cents: under the 1 euro a deposit must be at least. */
export const TOO_LITTLE = { ...FORM, amount: 50 };
export const PAID = { message: 'Thank you, We will get back to you shortly!', deposit_id: 7, amount: 25000 };

/** Sample events of the deposit journey: pay (an amount it takes, one it refuses), paid, another payment. */
export function depositEvents(snapshot: AnyMachineSnapshot): Sample[] {
  if (snapshot.matches('form'))
    return [
      { type: 'pay.submit', values: FORM },
      { type: 'pay.submit', values: TOO_LITTLE },
      { type: 'xstate.done.actor.cardPayment', output: { result: PAID, purchase: FORM } },
    ];
  if (snapshot.matches('receipt')) return [{ type: 'payment.again' }];
  return [];
}

export function depositPlan(options: { name?: string } = {}): ModelPlan {
  return planModel({
    machine: depositMachine,
    name: options.name,
    events: depositEvents,
    serializeState: (s) => JSON.stringify(s.value),
  });
}
