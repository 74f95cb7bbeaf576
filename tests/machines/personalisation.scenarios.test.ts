import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { personalisationMachine, type CardSaved } from '../../machines/personalisation.machine';
import type { GiftCardDelivery } from '../../domain/shop';
import { cartOf, EMPTY, UNPERSONALISED } from './shopFixtures';

/** Two lines of two cards each: four cards, four recipients (keys `rowId#index`). */
const FORMS: Record<string, GiftCardDelivery> = {
  'row-a#0': { name: 'Carla', email: 'carla@example.com', message: 'Auguri' },
  'row-a#1': { name: 'Elena', email: 'elena@example.com', message: '' },
  'row-b#0': { name: 'Dario', email: 'dario@example.com', message: '' },
  'row-b#1': { name: 'Franco', email: 'franco@example.com', message: 'Per te' },
};

/** A host whose saves stay pending until the test answers them, recording when each started. */
function harness() {
  const started: {
    rowId: string;
    at: number;
    recipients: GiftCardDelivery[];
    answer: (saved: CardSaved) => void;
  }[] = [];
  const effects = { toPayment: 0, refreshed: 0 };
  const t0 = Date.now();
  const machine = personalisationMachine.provide({
    actors: {
      saveCard: fromPromise<CardSaved, { rowId: string; recipients: GiftCardDelivery[] }>(
        ({ input }) =>
          new Promise((resolve) =>
            started.push({ rowId: input.rowId, recipients: input.recipients, at: Date.now() - t0, answer: resolve }),
          ),
      ),
    },
    actions: { goToPayment: () => void effects.toPayment++, refreshCart: () => void effects.refreshed++ },
  });
  const actor = createActor(machine).start();
  return { actor, started, effects };
}

describe('personalisation (product.md §5.3: the lines saved 100 ms apart; when all are saved, the payment)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('saves the first card at once and the second 100 ms later, then goes to payment when both are saved', async () => {
    const host = harness();
    host.actor.send({ type: 'cart.updated', cart: UNPERSONALISED });
    expect(host.actor.getSnapshot().value).toBe('editing');
    host.actor.send({ type: 'personalisation.submit', forms: FORMS });
    expect(host.actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(99);
    expect(host.started.map((s) => s.rowId)).toEqual(['row-a']);
    expect(host.started[0].recipients).toEqual([FORMS['row-a#0'], FORMS['row-a#1']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.started.map((s) => [s.rowId, s.at])).toEqual([
      ['row-a', 0],
      ['row-b', 100],
    ]);
    host.started[0].answer({ rowId: 'row-a', errors: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(host.effects.toPayment).toBe(0);
    host.started[1].answer({ rowId: 'row-b', errors: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(host.actor.getSnapshot().value).toBe('leaving');
    expect(host.effects).toEqual({ toPayment: 1, refreshed: 1 });
  });

  it("keeps the guest on the forms with the server's errors under the refused card only; an edit clears that field's error", async () => {
    const host = harness();
    host.actor.send({ type: 'cart.updated', cart: UNPERSONALISED });
    host.actor.send({ type: 'personalisation.submit', forms: FORMS });
    await vi.advanceTimersByTimeAsync(100);
    host.started[0].answer({ rowId: 'row-a', errors: null });
    host.started[1].answer({
      rowId: 'row-b',
      errors: { email: ['Please enter a valid email address.'], name: ["The recipient's name is required."] },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(host.actor.getSnapshot().value).toBe('editing');
    expect(host.actor.getSnapshot().context.errors).toEqual({
      'row-b#0': { email: ['Please enter a valid email address.'], name: ["The recipient's name is required."] },
    });
    expect(host.effects.toPayment).toBe(0);
    host.actor.send({ type: 'field.edit', card: 'row-b#0', name: 'email' });
    expect(host.actor.getSnapshot().context.errors).toEqual({
      'row-b#0': { name: ["The recipient's name is required."] },
    });
    // Continue again: both cards are saved again, errors start afresh.
    host.actor.send({ type: 'personalisation.submit', forms: FORMS });
    expect(host.actor.getSnapshot().context.errors).toEqual({});
    await vi.advanceTimersByTimeAsync(100);
    expect(host.started).toHaveLength(4);
  });

  it('goes to payment 400 ms after a cart with items but no gift cards is shown (product.md §5.3)', async () => {
    const host = harness();
    const reservationOnly = cartOf({
      ...UNPERSONALISED.items[0],
      options: { ...UNPERSONALISED.items[0].options, type: 'reservation' as never },
    });
    host.actor.send({ type: 'cart.updated', cart: reservationOnly });
    expect(host.actor.getSnapshot().value).toBe('noGiftCards');
    await vi.advanceTimersByTimeAsync(399);
    expect(host.effects.toPayment).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.effects.toPayment).toBe(1);
  });

  it('shows the empty cart, and the forms once something is added', () => {
    const host = harness();
    expect(host.actor.getSnapshot().hasTag('loading')).toBe(true);
    host.actor.send({ type: 'cart.updated', cart: EMPTY });
    expect(host.actor.getSnapshot().value).toBe('empty');
    host.actor.send({ type: 'cart.updated', cart: UNPERSONALISED });
    expect(host.actor.getSnapshot().value).toBe('editing');
  });

  it('keeps each card of a line to its own recipient: errors by card, and the forms of the cards that remain when the quantity drops', async () => {
    const host = harness();
    host.actor.send({ type: 'cart.updated', cart: UNPERSONALISED });
    host.actor.send({ type: 'personalisation.submit', forms: FORMS });
    await vi.advanceTimersByTimeAsync(100);
    expect(host.started.map((s) => s.recipients.map((r) => r.email))).toEqual([
      ['carla@example.com', 'elena@example.com'],
      ['dario@example.com', 'franco@example.com'],
    ]);
    host.started[0].answer({ rowId: 'row-a', errors: null });
    host.started[1].answer({
      rowId: 'row-b',
      errors: { 'recipients[1].email': ['Please enter a valid email address.'] },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(host.actor.getSnapshot().value).toBe('editing');
    expect(host.actor.getSnapshot().context.errors).toEqual({
      'row-b#1': { email: ['Please enter a valid email address.'] },
    });
    // Elsewhere, line b drops to one card: card 1's recipient stays, card 2's goes.
    const [a, b] = UNPERSONALISED.items;
    host.actor.send({ type: 'cart.updated', cart: cartOf(a, { ...b, qty: 1, subtotal: b.price }) });
    expect(Object.keys(host.actor.getSnapshot().context.forms)).toEqual(['row-a#0', 'row-a#1', 'row-b#0']);
    expect(host.actor.getSnapshot().context.forms['row-b#0']).toEqual(FORMS['row-b#0']);
  });

  it('ignores a second Continue while saving (one save per card)', async () => {
    const host = harness();
    host.actor.send({ type: 'cart.updated', cart: UNPERSONALISED });
    host.actor.send({ type: 'personalisation.submit', forms: FORMS });
    host.actor.send({ type: 'personalisation.submit', forms: FORMS });
    await vi.advanceTimersByTimeAsync(200);
    expect(host.started).toHaveLength(2);
  });
});

describe('personalisation when saves fail (product.md §5.3, §1.3: errors under each card, cleared when edited)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('keeps a card whose save failed outright on the forms, with no field error, and leaves the other card as saved', async () => {
    const failing = personalisationMachine.provide({
      actors: {
        saveCard: fromPromise<CardSaved, { rowId: string; recipients: GiftCardDelivery[] }>(async ({ input }) => {
          if (input.rowId === 'row-a') throw new TypeError('Failed to fetch');
          return { rowId: input.rowId, errors: null };
        }),
      },
      actions: { goToPayment: () => void effects.toPayment++, refreshCart: () => void effects.refreshed++ },
    });
    const effects = { toPayment: 0, refreshed: 0 };
    const actor = createActor(failing).start();
    actor.send({ type: 'cart.updated', cart: UNPERSONALISED });
    actor.send({ type: 'personalisation.submit', forms: FORMS });
    await vi.advanceTimersByTimeAsync(100);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ 'row-a#0': {} });
    expect(actor.getSnapshot().context.answered).toEqual(['row-a', 'row-b']);
    expect(effects).toEqual({ toPayment: 0, refreshed: 1 });
  });

  it("clears one card's field error and keeps the other card's errors", async () => {
    const host = harness();
    host.actor.send({ type: 'cart.updated', cart: UNPERSONALISED });
    host.actor.send({ type: 'personalisation.submit', forms: FORMS });
    await vi.advanceTimersByTimeAsync(100);
    host.started[0].answer({ rowId: 'row-a', errors: { email: ['Please enter a valid email address.'] } });
    host.started[1].answer({ rowId: 'row-b', errors: { name: ["The recipient's name is required."] } });
    await vi.advanceTimersByTimeAsync(0);
    host.actor.send({ type: 'field.edit', card: 'row-a#0', name: 'email' });
    expect(host.actor.getSnapshot().context.errors).toEqual({
      'row-b#0': { name: ["The recipient's name is required."] },
    });
    host.actor.send({ type: 'field.edit', card: 'row-b#0', name: 'message' });
    expect(host.actor.getSnapshot().context.errors).toEqual({
      'row-b#0': { name: ["The recipient's name is required."] },
    });
  });
});
