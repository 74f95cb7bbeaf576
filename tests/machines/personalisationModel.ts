import type { AnyMachineSnapshot } from 'xstate';
import { personalisationMachine } from '../../machines/personalisation.machine';
import { planModel, type ModelInput, type ModelPlan, type SampleEvent } from './support/paths';
import { cartOf, EMPTY, giftCardLine } from './shopFixtures';

/** One gift card to personalise; a dated spa product only (nothing to personalise). */
export const ONE_CARD = cartOf(giftCardLine('row-a'));
export const RESERVATION_ONLY = cartOf({
  ...giftCardLine('row-r'),
  options: { ...giftCardLine('row-r').options, type: 'reservation' },
});
/** The line's two cards, each to its own recipient (keys `rowId#index`). */
export const FORMS = {
  'row-a#0': { name: 'Carla Verdi', email: 'carla@example.com', message: 'Buon compleanno!' },
  'row-a#1': { name: 'Dario Verdi', email: 'dario@example.com', message: '' },
};

/**
 * Sample events of the browser walk: the cart as the server may hold it (empty, one card, a spa
 * day only), Continue, the card's save started, answered or cut off, and the 400 ms.
 */
export function personalisationEvents(snapshot: AnyMachineSnapshot): SampleEvent[] {
  const carts = [EMPTY, ONE_CARD, RESERVATION_ONLY].map((cart) => ({ type: 'cart.updated', cart }));
  if (snapshot.matches('loading') || snapshot.matches('empty')) return carts;
  if (snapshot.matches('editing')) return [...carts, { type: 'personalisation.submit', forms: FORMS }];
  if (snapshot.matches('noGiftCards')) return [{ type: 'xstate.after.noGiftCardRedirect.personalisation.noGiftCards' }];
  if (snapshot.matches('saving'))
    return [
      { type: 'card.save', rowId: 'row-a' },
      { type: 'xstate.done.actor.save-row-a', output: { rowId: 'row-a', errors: null }, actorId: 'save-row-a' },
      { type: 'xstate.error.actor.save-row-a', error: new Error('offline'), actorId: 'save-row-a' },
    ];
  return [];
}

export function personalisationPlan(options: { name?: string; turns?: ModelInput[] } = {}): ModelPlan {
  return planModel({
    machine: personalisationMachine,
    name: options.name,
    events: personalisationEvents,
    turns: options.turns,
    strategy: 'shortest',
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.cart.items.length,
        s.context.answered,
        Object.keys(s.context.errors),
        Object.keys(s.children),
      ]),
    // A save answers only after it started.
    filter: (path) =>
      path.steps.every(
        (step, i) =>
          !/^xstate\.(done|error)\.actor\.save/.test(step.event.type) || path.steps[i - 1]?.event.type === 'card.save',
      ),
    exclude: {
      'editing --field.edit--> (self)':
        "the real server refuses a card's fields only by the rules the browser checks first (the shared schema): a refused field to edit is walked in tests/machines (personalisation scenarios and model)",
    },
  });
}
