import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../server/db/schema';
import { CONFIRM_MARGIN_MINUTES, HOLD_MINUTES } from '../../../server/payments/purchaseSpec';
import { TestClient } from '../support/testApp';
import {
  authenticate,
  createPaymentsTestApp,
  paymentRows,
  sandboxCard,
  sandboxIntents,
  type PaymentsTestApp,
} from './support';

describe('runPurchase through the sandbox', () => {
  let t: PaymentsTestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    client = await new TestClient(t.app).start('/en/');
  });
  afterAll(() => t.close());

  const order = (payment: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    client.post(
      '/test/orders',
      { variation_id: t.variationId, quantity: 2, ...payment, ...extra },
      { 'x-locale': 'en' },
    );

  it('charges the amount the server computes and ignores an amount sent by the client', async () => {
    const pm = await sandboxCard(client, '4242 4242 4242 4242');
    const response = await order({ payment_method_id: pm }, { amount: 1, total: 1, amount_cents: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 5000 });
    const payment = (await paymentRows(t.database)).find((p) => p.paymentMethodId === pm)!;
    expect(payment).toMatchObject({
      amount: 5000,
      status: 'succeeded',
      kind: 'shop_order',
      cardLast4: '4242',
      cardBrand: 'visa',
    });
    const intent = (await sandboxIntents(t.database)).find((i) => i.id === payment.paymentIntentId)!;
    expect(intent.amount).toBe(5000);
    expect(intent.idempotencyKey).toBe(payment.idempotencyKey);
    expect(t.store.orders.get(payment.purchaseId)).toMatchObject({ status: 'paid', paymentId: payment.id });
  });

  it('asks for the card action on 4000 0025 0000 3155 and pays once it is completed', async () => {
    const pm = await sandboxCard(client, '4000002500003155');
    const first = await order({ payment_method_id: pm });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      requires_action: true,
      payment_intent_client_secret: expect.stringMatching(/_secret_/),
    });
    const intent = await authenticate(client, first.json().payment_intent_client_secret, 'succeed');
    expect(intent.status).toBe('requires_confirmation');
    const second = await order({ payment_intent_id: intent.id });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ total: 5000 });
    const payment = (await paymentRows(t.database)).find((p) => p.paymentIntentId === intent.id)!;
    expect(payment.status).toBe('succeeded');
  });

  it('answers 402 "authentication failed" and gives the hold back when 3-D Secure fails', async () => {
    const pm = await sandboxCard(client, '4000002500003155');
    const first = await order({ payment_method_id: pm });
    const intent = await authenticate(client, first.json().payment_intent_client_secret, 'fail');
    const second = await order({ payment_intent_id: intent.id });
    expect(second.statusCode).toBe(402);
    expect(second.json().error).toBe('The card authentication failed. Please try again or use another card.');
    const payment = (await paymentRows(t.database)).find((p) => p.paymentIntentId === intent.id)!;
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
    expect(t.store.orders.get(payment.purchaseId)!.status).toBe('released');
  });

  it.each([
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds. Please try another card.'],
    ['4000000000000002', 'card_declined', 'Your card was declined. Please try another card.'],
    ['4000000000000069', 'expired_card', 'Your card has expired. Please use another card.'],
  ])('declines %s with 402 and a human message, recording %s', async (number, code, message) => {
    const pm = await sandboxCard(client, number);
    const response = await order({ payment_method_id: pm });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message, error: message });
    const payment = (await paymentRows(t.database)).find((p) => p.paymentMethodId === pm)!;
    expect(payment).toMatchObject({ status: 'failed', failureCode: code, amount: 5000 });
    expect(t.store.orders.get(payment.purchaseId)!.status).toBe('released');
  });

  it('translates the refusal into the language of the request', async () => {
    const pm = await sandboxCard(client, '4000000000009995');
    const response = await client.post(
      '/test/orders',
      { variation_id: t.variationId, quantity: 1, payment_method_id: pm },
      { 'x-locale': 'it' },
    );
    expect(response.json().error).toBe('La carta non ha fondi sufficienti. Prova con un’altra carta.');
  });

  it('refuses a card number that fails the Luhn check when the payment method is created', async () => {
    const response = await client.post(
      '/api/sandbox/payment-methods',
      { number: '4242424242424241', exp_month: 12, exp_year: 2099, cvc: '123' },
      { 'x-locale': 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ number: ['Your card number is invalid.'] });
  });

  it('answers a confirmed payment intent posted again with the first result, charging nothing more', async () => {
    const pm = await sandboxCard(client, '4000002500003155');
    const first = await order({ payment_method_id: pm });
    const intent = await authenticate(client, first.json().payment_intent_client_secret, 'succeed');
    const confirmsBefore = t.store.confirmCalls;
    const answers = [await order({ payment_intent_id: intent.id }), await order({ payment_intent_id: intent.id })];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[1].json()).toEqual(answers[0].json());
    expect(t.store.confirmCalls).toBe(confirmsBefore + 1);
    expect((await sandboxIntents(t.database)).filter((i) => i.id === intent.id)).toHaveLength(1);
  });

  it('answers the same payment method posted twice from the first payment (a double submit)', async () => {
    const pm = await sandboxCard(client, '4242424242424242');
    const ordersBefore = t.store.orders.size;
    const intentsBefore = (await sandboxIntents(t.database)).length;
    const [a, b] = [await order({ payment_method_id: pm }), await order({ payment_method_id: pm })];
    expect(b.json()).toEqual(a.json());
    expect(t.store.orders.size).toBe(ordersBefore + 1);
    expect((await sandboxIntents(t.database)).length).toBe(intentsBefore + 1);
  });

  it('refuses to reuse a payment intent for another kind of purchase', async () => {
    const pm = await sandboxCard(client, '4242424242424242');
    await order({ payment_method_id: pm });
    const payment = (await paymentRows(t.database)).find((p) => p.paymentMethodId === pm)!;
    const reuse = await client.post(
      '/deposit-payment',
      {
        amount: 100,
        note: 'x',
        first_name: 'A',
        last_name: 'B',
        email: 'a@example.com',
        privacy: true,
        payment_intent_id: payment.paymentIntentId,
      },
      { 'x-locale': 'en' },
    );
    expect(reuse.statusCode).toBe(402);
    expect(reuse.json().error).toBe('This payment does not belong to this purchase. Please enter your card again.');
  });

  it('refuses an unknown payment intent', async () => {
    const response = await order({ payment_intent_id: 'pi_sandbox_unknown' });
    expect(response.statusCode).toBe(402);
  });

  it('asks for a card when the post has neither a payment method nor a payment intent', async () => {
    const response = await order({});
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toBe('Please enter your card details.');
  });

  it('refuses the zero-total placeholder 9 for a purchase that costs something, holding nothing', async () => {
    const response = await order({ payment_intent_id: 9 });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toBe('The total has changed and is no longer zero. Please reload the page.');
    expect((await paymentRows(t.database)).filter((p) => p.gateway === 'none')).toHaveLength(0);
  });

  it('confirms a zero total posted with the placeholder 9 without calling the gateway', async () => {
    const intentsBefore = (await sandboxIntents(t.database)).length;
    const response = await order({ payment_intent_id: '9' }, { quantity: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 0 });
    expect((await sandboxIntents(t.database)).length).toBe(intentsBefore);
    const free = (await paymentRows(t.database)).filter((p) => p.gateway === 'none');
    expect(free).toEqual([expect.objectContaining({ amount: 0, status: 'succeeded' })]);
  });

  it('confirms a paid purchase once, however often it is posted again', async () => {
    const before = t.store.confirmCalls;
    const pm = await sandboxCard(client, '4242424242424242');
    await order({ payment_method_id: pm });
    await order({ payment_method_id: pm });
    expect(t.store.confirmCalls).toBe(before + 1);
  });

  it('never charges for a hold that lapsed while the guest was authenticating', async () => {
    const pm = await sandboxCard(client, '4000002500003155');
    const first = await order({ payment_method_id: pm });
    const intent = await authenticate(client, first.json().payment_intent_client_secret, 'succeed');
    const lapsed = new Date(Date.now() - (HOLD_MINUTES + 1) * 60_000);
    await t.database.db.update(payments).set({ createdAt: lapsed }).where(eq(payments.paymentMethodId, pm));
    const second = await order({ payment_intent_id: intent.id });
    expect(second.statusCode).toBe(409);
    const payment = (await paymentRows(t.database)).find((p) => p.paymentMethodId === pm)!;
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'hold_expired' });
    expect(t.store.orders.get(payment.purchaseId)!.status).toBe('released');
    expect((await sandboxIntents(t.database)).find((i) => i.id === intent.id)!.status).toBe('requires_confirmation');
  });

  it('does not charge in the last minutes of a hold, when it could lapse before the charge', async () => {
    const pm = await sandboxCard(client, '4000002500003155');
    const first = await order({ payment_method_id: pm });
    const intent = await authenticate(client, first.json().payment_intent_client_secret, 'succeed');
    const nearlyLapsed = new Date(Date.now() - (HOLD_MINUTES - CONFIRM_MARGIN_MINUTES + 1) * 60_000);
    await t.database.db.update(payments).set({ createdAt: nearlyLapsed }).where(eq(payments.paymentMethodId, pm));
    const second = await order({ payment_intent_id: intent.id });
    expect(second.statusCode).toBe(409);
    expect((await sandboxIntents(t.database)).find((i) => i.id === intent.id)!.status).toBe('requires_confirmation');
  });

  it('treats an intent posted back without authentication as a failed authentication', async () => {
    const pm = await sandboxCard(client, '4000002500003155');
    const first = await order({ payment_method_id: pm });
    const intentId = first.json().payment_intent_client_secret.split('_secret_')[0];
    const second = await order({ payment_intent_id: intentId });
    expect(second.statusCode).toBe(402);
    expect(second.json().error).toBe('The card authentication failed. Please try again or use another card.');
  });

  it('answers the same payment method posted again while it waits for 3-D Secure with the same card action', async () => {
    const pm = await sandboxCard(client, '4000002500003155');
    const [a, b] = [await order({ payment_method_id: pm }), await order({ payment_method_id: pm })];
    expect(b.json()).toEqual(a.json());
    expect(b.json().requires_action).toBe(true);
  });
});
