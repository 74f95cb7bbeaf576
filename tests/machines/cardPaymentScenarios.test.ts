import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  cardPaymentMachine,
  requiresAction,
  type PaymentPost,
  type PurchaseAnswer,
  type PurchasePost,
} from '../../machines/cardPayment.machine';

/**
 * The payments of product.md §4.2 as the guest lives them, with effects that answer at once like
 * the sandbox would: each scenario ends in the state it should, having posted what it should.
 */
function run(answers: {
  card?: () => Promise<{ id: string }>;
  post: (p: PaymentPost) => Promise<PurchaseAnswer>;
  action?: () => Promise<{ paymentIntentId: string }>;
}) {
  const posts: PaymentPost[] = [];
  const purchases: unknown[] = [];
  const sources: string[] = [];
  const failures: string[] = [];
  let cards = 0;
  const actor = createActor(
    cardPaymentMachine.provide({
      actors: {
        createPaymentMethod: fromPromise(async ({ input }) => {
          cards++;
          sources.push(input.source);
          return (answers.card ?? (async () => ({ id: `pm_${cards}` })))();
        }),
        postPurchase: fromPromise<PurchaseAnswer, PurchasePost>(async ({ input }) => {
          posts.push(input.payment);
          purchases.push(input.purchase);
          return answers.post(input.payment);
        }),
        handleCardAction: fromPromise(async () => (answers.action ?? (async () => ({ paymentIntentId: 'pi_1' })))()),
      },
      actions: { notifyFailure: (_, p) => void failures.push(p.failure.message), notifySuccess: () => {} },
    }),
  ).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 1000 });
  return { actor, posts, purchases, sources, failures, settled, cards: () => cards };
}

const declined = { message: 'Your card was declined.', errors: {} };

describe('cardPayment scenarios', () => {
  it('pays a zero total by posting the placeholder intent 9 without creating a card payment method', async () => {
    const m = run({ post: async () => ({ ok: true }) });
    m.actor.send({ type: 'payment.submit', amountCents: 0, purchase: {} });
    await m.settled();
    expect(m.actor.getSnapshot().value).toBe('succeeded');
    expect(m.posts).toEqual([{ payment_intent_id: '9' }]);
    expect(m.cards()).toBe(0);
  });

  it('lets an applied gift card that covers the amount take the zero-total path, its code posted (issue 11)', async () => {
    const m = run({ post: async () => ({ ok: true }) });
    m.actor.send({ type: 'giftCard.change', giftCard: { code: '7K3M-9QXA-2F8D-1HZN', balance: 9500 } });
    m.actor.send({ type: 'payment.submit', amountCents: 9500, purchase: {} });
    await m.settled();
    expect(m.actor.getSnapshot().value).toBe('succeeded');
    expect(m.posts).toEqual([{ payment_intent_id: '9', gift_card_code: '7K3M-9QXA-2F8D-1HZN' }]);
    expect(m.cards()).toBe(0);
  });

  it('charges the card for what a gift card leaves, and forgets a removed gift card', async () => {
    let attempt = 0;
    const m = run({ post: async () => (attempt++ === 0 ? Promise.reject(declined) : { ok: true }) });
    m.actor.send({ type: 'giftCard.change', giftCard: { code: '7K3M-9QXA-2F8D-1HZN', balance: 4000 } });
    m.actor.send({ type: 'payment.submit', amountCents: 9500, purchase: {} });
    await m.settled();
    expect(m.actor.getSnapshot().value).toBe('failed');
    m.actor.send({ type: 'giftCard.change', giftCard: null });
    m.actor.send({ type: 'payment.submit', amountCents: 9500, purchase: {} });
    await m.settled();
    expect(m.actor.getSnapshot().value).toBe('succeeded');
    expect(m.posts).toEqual([
      { payment_method_id: 'pm_1', gift_card_code: '7K3M-9QXA-2F8D-1HZN' },
      { payment_method_id: 'pm_2' },
    ]);
  });

  it('runs the card action when the server asks for it, then posts the payment intent', async () => {
    const m = run({
      post: async (p) =>
        'payment_method_id' in p ? { requires_action: true, payment_intent_client_secret: 's' } : { ok: true },
    });
    m.actor.send({ type: 'payment.submit', amountCents: 100, purchase: {} });
    await m.settled();
    expect(m.actor.getSnapshot().value).toBe('succeeded');
    expect(m.posts).toEqual([{ payment_method_id: 'pm_1' }, { payment_intent_id: 'pi_1' }]);
  });

  it('stays in the form after a decline and pays with another card on retry', async () => {
    let attempt = 0;
    const m = run({ post: async () => (attempt++ === 0 ? Promise.reject(declined) : { ok: true }) });
    m.actor.send({ type: 'payment.submit', amountCents: 100, purchase: {} });
    await m.settled();
    expect(m.actor.getSnapshot().value).toBe('failed');
    expect(m.failures).toEqual(['Your card was declined.']);
    m.actor.send({ type: 'payment.submit', amountCents: 100, purchase: {} });
    await m.settled();
    expect(m.actor.getSnapshot().value).toBe('succeeded');
    expect(m.posts).toEqual([{ payment_method_id: 'pm_1' }, { payment_method_id: 'pm_2' }]);
  });

  it('keeps the guest in the form with the card message when the card field refuses the card', async () => {
    const m = run({
      card: async () => Promise.reject({ message: 'Your card number is invalid.' }),
      post: async () => ({}),
    });
    m.actor.send({ type: 'payment.submit', amountCents: 100, purchase: {} });
    await m.settled();
    expect(m.actor.getSnapshot().value).toBe('cardInvalid');
    expect(m.actor.getSnapshot().context.cardError).toBe('Your card number is invalid.');
    expect(m.posts).toEqual([]);
    expect(m.failures).toEqual([]);
  });

  it('shows server field errors until their field is edited', async () => {
    const m = run({
      post: async () => Promise.reject({ message: 'Invalid', errors: { email: ['Bad email'], privacy: ['Accept'] } }),
    });
    m.actor.send({ type: 'payment.submit', amountCents: 100, purchase: {} });
    await m.settled();
    m.actor.send({ type: 'field.edit', name: 'email' });
    expect(m.actor.getSnapshot().context.failure?.errors).toEqual({ privacy: ['Accept'] });
  });

  it('never sends two payments on a double click', async () => {
    const m = run({ post: async () => ({ ok: true }) });
    m.actor.send({ type: 'payment.submit', amountCents: 100, purchase: {} });
    m.actor.send({ type: 'payment.submit', amountCents: 100, purchase: {} });
    await m.settled();
    m.actor.send({ type: 'payment.submit', amountCents: 100, purchase: {} });
    expect(m.cards()).toBe(1);
    expect(m.posts).toHaveLength(1);
  });

  it('fails without posting when the guest abandons the authentication', async () => {
    const m = run({
      post: async () => ({ requires_action: true, payment_intent_client_secret: 's' }),
      action: async () => Promise.reject({ message: 'The card authentication was not completed.' }),
    });
    m.actor.send({ type: 'payment.submit', amountCents: 100, purchase: {} });
    await m.settled();
    expect(m.actor.getSnapshot().value).toBe('failed');
    expect(m.posts).toHaveLength(1);
    expect(m.failures).toEqual(['The card authentication was not completed.']);
  });

  it('never lets two confirmations after 3-D Secure both go out', async () => {
    let authenticated: (value: { paymentIntentId: string }) => void = () => {};
    const m = run({
      post: async (p) =>
        'payment_method_id' in p
          ? { requires_action: true, payment_intent_client_secret: 'pi_7_secret' }
          : { reservation_number: 'DS-7' },
      action: () => new Promise((resolve) => (authenticated = resolve)),
    });
    m.actor.send({ type: 'payment.submit', amountCents: 3500, purchase: {} });
    await waitFor(m.actor, (s) => s.matches('authenticating'), { timeout: 1000 });
    // Impatient clicks while the bank's dialog is open, and again while confirming.
    m.actor.send({ type: 'payment.submit', amountCents: 3500, purchase: {} });
    m.actor.send({ type: 'payment.submit', amountCents: 3500, purchase: {} });
    authenticated({ paymentIntentId: 'pi_7' });
    await waitFor(m.actor, (s) => !s.matches('authenticating'), { timeout: 1000 });
    m.actor.send({ type: 'payment.submit', amountCents: 3500, purchase: {} });
    await m.settled();
    expect(m.actor.getSnapshot().value).toBe('succeeded');
    expect(m.posts).toEqual([{ payment_method_id: 'pm_1' }, { payment_intent_id: 'pi_7' }]);
    expect(m.cards()).toBe(1);
  });

  it('posts what the journey buys with every attempt, and pays a wallet as it pays a card', async () => {
    let attempt = 0;
    const m = run({ post: async () => (attempt++ === 0 ? Promise.reject(declined) : { ok: true }) });
    m.actor.send({
      type: 'payment.submit',
      amountCents: 7700,
      purchase: { note: 'Saldo', amount: 7700 },
      source: 'wallet',
    });
    await m.settled();
    m.actor.send({ type: 'payment.submit', amountCents: 7700, purchase: { note: 'Saldo camera 101', amount: 7700 } });
    await m.settled();
    expect(m.sources).toEqual(['wallet', 'card']);
    expect(m.purchases).toEqual([
      { note: 'Saldo', amount: 7700 },
      { note: 'Saldo camera 101', amount: 7700 },
    ]);
    expect(m.actor.getSnapshot().output).toEqual({
      result: { ok: true },
      purchase: { note: 'Saldo camera 101', amount: 7700 },
    });
  });
  // Issue 8 §1: "card number refused by the card field, corrected, paid (Pay is enabled again)".
  it('pays once the guest corrects a card the card field refused', async () => {
    let attempt = 0;
    const m = run({
      card: async () =>
        attempt++ === 0 ? Promise.reject({ message: 'Your card number is incomplete.' }) : { id: 'pm_2' },
      post: async () => ({ reservation_number: 'B-12' }),
    });
    m.actor.send({ type: 'payment.submit', amountCents: 15000, purchase: {} });
    await m.settled();
    expect(m.actor.getSnapshot().hasTag('cardError')).toBe(true);
    m.actor.send({ type: 'card.change', error: null });
    expect(m.actor.getSnapshot().context.cardError).toBeNull();
    m.actor.send({ type: 'payment.submit', amountCents: 15000, purchase: {} });
    await m.settled();
    expect(m.actor.getSnapshot().value).toBe('succeeded');
    expect(m.actor.getSnapshot().hasTag('success')).toBe(true);
    expect(m.posts).toEqual([{ payment_method_id: 'pm_2' }]);
  });

  // product.md §4.2: card field errors show live under the card field.
  it("shows the card field's live message in any state, and clears it when the field is fine", () => {
    const m = run({ post: async () => ({}) });
    expect(m.actor.getSnapshot().context).toEqual({
      cardError: null,
      failure: null,
      paymentMethodId: null,
      clientSecret: null,
      paymentIntentId: null,
      purchase: null,
      result: null,
      giftCard: null,
    });
    m.actor.send({ type: 'card.change', error: 'Your card number is incomplete.' });
    expect(m.actor.getSnapshot().context.cardError).toBe('Your card number is incomplete.');
    m.actor.send({ type: 'card.change', error: null });
    expect(m.actor.getSnapshot().context.cardError).toBeNull();
  });

  it('keeps the other field errors, and works with none shown, when a field is edited', async () => {
    const m = run({ post: async () => Promise.reject({ message: 'Invalid', errors: { email: ['Bad email'] } }) });
    m.actor.send({ type: 'field.edit', name: 'email' });
    expect(m.actor.getSnapshot().context.failure).toBeNull();
    m.actor.send({ type: 'payment.submit', amountCents: 100, purchase: {} });
    await m.settled();
    expect(m.actor.getSnapshot().hasTag('failure')).toBe(true);
    m.actor.send({ type: 'field.edit', name: 'privacy' });
    expect(m.actor.getSnapshot().context.failure).toEqual({ message: 'Invalid', errors: { email: ['Bad email'] } });
  });

  it('marks the bank dialog while it is open', async () => {
    const m = run({
      post: async () => ({ requires_action: true, payment_intent_client_secret: 'pi_3_secret' }),
      action: () => new Promise(() => {}),
    });
    m.actor.send({ type: 'payment.submit', amountCents: 100, purchase: {} });
    await waitFor(m.actor, (s) => s.matches('authenticating'), { timeout: 1000 });
    expect(m.actor.getSnapshot().hasTag('authenticating')).toBe(true);
  });

  it('treats only `requires_action: true` in an answer as the card action', () => {
    expect(requiresAction({ requires_action: true, payment_intent_client_secret: 's' })).toBe(true);
    expect(
      [null, undefined, 'requires_action', 1, { requires_action: 'true' }, { requires_action: false }, {}].map(
        requiresAction,
      ),
    ).toEqual([false, false, false, false, false, false, false]);
  });
});
