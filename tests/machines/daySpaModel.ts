import type { AnyMachineSnapshot, EventObject } from 'xstate';

/** A sample event with its payload. */
type Sample = EventObject & Record<string, unknown>;
import { daySpaMachine } from '../../machines/daySpa.machine';
import { planModel, type ModelPlan } from './support/paths';

/** The days a walk uses: an open day with slots, an empty one, and one outside the window. */
export interface DaySpaModelDays {
  today: string;
  open: string;
  empty: string;
  outside: string;
  slot: { id: number; date: string; sale_price: number; title: string | null };
}

export const PAID = {
  message: 'Grazie! La tua prenotazione DS-TEST0001 è confermata.',
  reservation_number: 'DS-TEST0001',
};
/** The seeded guest: 10 % off, 200 euro of bonus credit (server/db/seed). */
export const GUEST_CUSTOMER = { discountPercent: 10, bonusCredit: 20000 };
/** The consents of the payment form, as Pay sends them. */
export const CONSENTS = { cancellation_policy_consent: true, rules_consent: true };

/**
 * The sample events of the day-spa journey, per state, so the paths stay few and meaningful:
 * a normal day, an empty day, an invalid date, guest then login, paying (and failing) by card.
 */
export function daySpaEvents(days: DaySpaModelDays) {
  return (snapshot: AnyMachineSnapshot): Sample[] => {
    const at = (state: string) => snapshot.matches(state as never);
    if (at('start'))
      return [
        { type: 'people.change', people: 2 },
        { type: 'date.choose', date: days.open },
        { type: 'date.choose', date: days.empty },
        { type: 'route.availability', date: days.outside },
        { type: 'route.payment', date: days.open },
        { type: 'route.start' },
      ];
    if (at('availability.loading')) {
      const date = snapshot.context.date as string;
      return date === days.open
        ? [
            { type: 'xstate.done.actor.loadSlots', output: [{ ...days.slot, available: true }] },
            { type: 'xstate.error.actor.loadSlots', error: new Error('offline') },
          ]
        : [{ type: 'xstate.done.actor.loadSlots', output: [] }];
    }
    if (at('availability.listed'))
      return [
        { type: 'slot.choose', slot: days.slot },
        // The address echoes the day shown (ignored), or names another day (its slots load).
        { type: 'route.availability', date: snapshot.context.date, people: snapshot.context.people },
        { type: 'route.availability', date: days.empty },
        { type: 'user.change', customer: snapshot.context.customer ? null : GUEST_CUSTOMER },
      ];
    if (at('availability.loginGate'))
      return [{ type: 'auth.signedIn', customer: GUEST_CUSTOMER }, { type: 'auth.dismissed' }];
    if (at('availability.empty')) return [{ type: 'edit' }];
    if (at('availability.failed')) return [{ type: 'slots.retry' }];
    if (at('payment.form'))
      return [
        { type: 'voucher.toggle', use: !snapshot.context.useVoucher },
        // Pay hands the consents to the card step (a self-loop here); the card step's own paths are
        // walked with cardPayment's model. Its end, the paid reservation, moves the journey on.
        { type: 'pay.submit', values: CONSENTS },
        { type: 'xstate.done.actor.cardPayment', output: { result: PAID } },
        { type: 'payment.back' },
        { type: 'user.change', customer: null },
        { type: 'user.change', customer: GUEST_CUSTOMER },
        { type: 'route.payment', date: snapshot.context.date },
        { type: 'route.payment', date: days.empty },
      ];
    if (at('payment.paid')) return [{ type: 'xstate.after.redirect.daySpa.payment.paid' }];
    return [];
  };
}

/** Two starts: a guest (meets the login gate) and a signed-in customer. */
export function daySpaPlan(
  days: DaySpaModelDays,
  options: { name?: string; exclude?: Record<string, string> } = {},
): ModelPlan {
  return planModel({
    machine: daySpaMachine,
    name: options.name,
    events: daySpaEvents(days),
    inputs: [
      { label: 'guest', input: { today: days.today, customer: null } },
      { label: 'signed in', input: { today: days.today, customer: GUEST_CUSTOMER } },
    ],
    exclude: options.exclude,
    // One shortest path to each state; the planner adds walks for any transition they miss.
    strategy: 'shortest',
    // The number of people does not make another screen state.
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        signedIn: s.context.customer !== null,
        date: s.context.date,
        slot: s.context.slot !== null,
        voucher: s.context.useVoucher,
      }),
    filter: (path) => !path.steps.some((s) => s.event.type === 'people.change') || path.steps.length <= 2,
  });
}
