import { describe, expect, vi } from 'vitest';
import { createActor, type Actor, type AnyMachineSnapshot } from 'xstate';
import { personalisationMachine } from '../../machines/personalisation.machine';
import { planModel, type SampleEvent, type Walkers } from './support/paths';
import { walkEveryPath } from './support/walkEveryPath';
import { pendingActors } from './support/pendingActors';
import { cartOf, EMPTY, giftCardLine } from './shopFixtures';

const ONE_CARD = cartOf(giftCardLine('row-a'));
const RESERVATION_ONLY = cartOf({
  ...giftCardLine('row-r'),
  options: { ...giftCardLine('row-r').options, type: 'reservation' as never },
});
const FORMS = {
  'row-a#0': { name: 'Carla', email: 'carla@example.com', message: '' },
  'row-a#1': { name: 'Dario', email: 'dario@example.com', message: '' },
};
const REFUSED = { email: ['Please enter a valid email address.'] };

/** Sample events: carts (empty, one gift card, none to personalise), Continue, the save's start and answers, the 400 ms. */
function events(snapshot: AnyMachineSnapshot): SampleEvent[] {
  const carts = [EMPTY, ONE_CARD, RESERVATION_ONLY].map((cart) => ({ type: 'cart.updated', cart }));
  if (snapshot.matches('loading') || snapshot.matches('empty')) return carts;
  if (snapshot.matches('editing'))
    return [
      ...carts,
      { type: 'personalisation.submit', forms: FORMS },
      { type: 'field.edit', card: 'row-a#0', name: 'email' },
    ];
  if (snapshot.matches('noGiftCards')) return [{ type: 'xstate.after.noGiftCardRedirect.personalisation.noGiftCards' }];
  if (snapshot.matches('saving'))
    return [
      { type: 'card.save', rowId: 'row-a' },
      { type: 'xstate.done.actor.save-row-a', output: { rowId: 'row-a', errors: null }, actorId: 'save-row-a' },
      { type: 'xstate.done.actor.save-row-a', output: { rowId: 'row-a', errors: REFUSED }, actorId: 'save-row-a' },
      { type: 'xstate.error.actor.save-row-a', error: new Error('offline'), actorId: 'save-row-a' },
    ];
  return [];
}
const plan = planModel({
  machine: personalisationMachine,
  events,
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.cart.items.length,
      s.context.answered,
      Object.keys(s.context.errors),
      Object.keys(s.children),
    ]),
  // A save answers only after it started: the walk sends card.save first.
  filter: (path) =>
    path.steps.every(
      (step, i) =>
        !/^xstate\.(done|error)\.actor\.save/.test(step.event.type) || path.steps[i - 1]?.event.type === 'card.save',
    ),
});

function harness() {
  const { waiting, answer } = pendingActors();
  const effects = { saves: [] as unknown[], toPayment: 0, refreshed: 0 };
  const machine = personalisationMachine.provide({
    actors: { saveCard: waiting('save', effects.saves) as never },
    actions: { goToPayment: () => void effects.toPayment++, refreshCart: () => void effects.refreshed++ },
  });
  return { actor: createActor(machine).start(), effects, answer };
}
type Host = ReturnType<typeof harness> & { actor: Actor<typeof personalisationMachine> };

const walkers: Walkers<Host> = {
  states: {
    loading: (host) => expect(host.actor.getSnapshot().hasTag('loading')).toBe(true),
    empty: (host) => expect(host.actor.getSnapshot().context.cart.items).toEqual([]),
    noGiftCards: (host) => expect(host.effects.toPayment).toBe(0),
    editing: (host) => expect(host.effects.toPayment).toBe(0),
    saving: (host) => expect(host.actor.getSnapshot().hasTag('busy')).toBe(true),
    leaving: (host) => expect(host.effects.toPayment).toBe(1),
  },
  events: {
    'cart.updated': (host, event) => void host.actor.send(event as never),
    'personalisation.submit': (host, event) => void host.actor.send(event as never),
    'field.edit': (host, event) => void host.actor.send(event as never),
    // The first card's save starts at once (0 x 100 ms).
    'card.save': async (host) => {
      await vi.advanceTimersByTimeAsync(0);
      expect(host.effects.saves.at(-1)).toEqual({ rowId: 'row-a', recipients: [FORMS['row-a#0'], FORMS['row-a#1']] });
    },
    'xstate.done.actor.save-row-a': (host, event) => host.answer('save', 'resolve', event.output),
    'xstate.error.actor.save-row-a': (host, event) => host.answer('save', 'reject', event.error),
    'xstate.after.noGiftCardRedirect.personalisation.noGiftCards': async () => {
      await vi.advanceTimersByTimeAsync(400);
    },
  },
};

describe('personalisation machine, every path of the model', () => {
  walkEveryPath(plan, () => harness() as Host, walkers, { fakeTimers: true });
});
