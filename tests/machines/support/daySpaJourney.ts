import { createActor, type AnyActorRef } from 'xstate';
import { daySpaMachine, type ChosenSlot, type DaySpaStep } from '../../../machines/daySpa.machine';
import { pendingActors } from './pendingActors';
import { cardPaymentStandIn, loginStandIn } from './journeyStandIns';

type Customer = { discountPercent: number; bonusCredit: number } | null;

/**
 * The day-spa machine started with stand-ins for what the screens provide (the slots load, the
 * sign-in, the card payment), recording what it asked of them; for the hand-written scenarios.
 * `toPayment` chooses `slot`'s day, answers its load with the slot free and chooses it.
 */
export function startDaySpa({
  today,
  customer,
  people,
  slot,
}: {
  today: string;
  customer: Customer;
  people?: number;
  slot: ChosenSlot;
}) {
  const { waiting, answer } = pendingActors();
  const card = cardPaymentStandIn();
  const login = loginStandIn();
  const seen = { navigations: [] as DaySpaStep[], loads: [] as unknown[] };
  const actor = createActor(
    daySpaMachine.provide({
      actors: {
        loadSlots: waiting('loadSlots', seen.loads) as never,
        login: login.logic,
        cardPayment: card.logic as never,
      },
      actions: { navigate: (_, { to }) => void seen.navigations.push(to) },
    }),
    { input: { today, customer, people } },
  ).start();
  const toPayment = async (chosen = slot) => {
    actor.send({ type: 'date.choose', date: chosen.date });
    await answer('loadSlots', 'resolve', [{ ...chosen, available: true }]);
    actor.send({ type: 'slot.choose', slot: chosen });
  };
  const cardChild = () => (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>).cardPayment;
  return { actor, seen, card, login, answer, toPayment, cardChild };
}
