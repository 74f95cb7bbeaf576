import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeGateway } from '../../../server/payments/stripe/stripeGateway';
import { TestClient } from '../support/testApp';
import { createPaymentsTestApp, paymentRows, type PaymentsTestApp } from './support';
import { StripeStandIn } from './stripeStandIn';

describe('the Stripe adapter against a local stand-in', () => {
  const stripe = new StripeStandIn();
  let api: Awaited<ReturnType<StripeStandIn['start']>>;
  let t: PaymentsTestApp;
  let client: TestClient;
  beforeAll(async () => {
    api = await stripe.start();
    t = await createPaymentsTestApp({
      stripeSecretKey: 'sk_test_standin',
      stripePublishableKey: 'pk_test_standin',
      stripeApi: api,
    });
    client = await new TestClient(t.app).start('/en/');
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const order = (payment: Record<string, unknown>) =>
    client.post(
      '/test/orders',
      { variation_id: t.variationId, quantity: 1, amount: 1, ...payment },
      { 'x-locale': 'en' },
    );

  it('creates and confirms a EUR PaymentIntent with manual confirmation and the stored idempotency key', async () => {
    const response = await order({ payment_method_id: 'pm_card_visa' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 2500 });
    const create = stripe.requests.at(-1)!;
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      authorization: 'Bearer sk_test_standin',
    });
    expect(create.params).toMatchObject({
      amount: '2500',
      currency: 'eur',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      confirmation_method: 'manual',
      'allowed_payment_method_types[0]': 'card',
      'metadata[kind]': 'shop_order',
    });
    const payment = (await paymentRows(t.database)).find((p) => p.paymentMethodId === 'pm_card_visa')!;
    expect(create.idempotencyKey).toBe(payment.idempotencyKey);
    expect(payment).toMatchObject({
      gateway: 'stripe',
      status: 'succeeded',
      cardLast4: '4242',
      paymentIntentId: expect.stringMatching(/^pi_standin_/),
    });
  });

  it('passes requires_action to the browser and confirms on the server after the card action', async () => {
    const first = await order({ payment_method_id: 'pm_card_threeDSecure2Required' });
    expect(first.json()).toEqual({
      requires_action: true,
      payment_intent_client_secret: expect.stringMatching(/_secret_standin$/),
    });
    const intentId = first.json().payment_intent_client_secret.replace(/_secret_standin$/, '');
    stripe.finishAction(intentId, 'succeed');
    const second = await order({ payment_intent_id: intentId });
    expect(second.statusCode).toBe(200);
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${intentId}/confirm` });
    expect(stripe.intents.get(intentId)!.status).toBe('succeeded');
  });

  it('reads a failed authentication from the intent and answers 402', async () => {
    const first = await order({ payment_method_id: 'pm_card_threeDSecure2Required#2' });
    const intentId = first.json().payment_intent_client_secret.replace(/_secret_standin$/, '');
    stripe.finishAction(intentId, 'fail');
    const second = await order({ payment_intent_id: intentId });
    expect(second.statusCode).toBe(402);
    expect(second.json().error).toBe('The card authentication failed. Please try again or use another card.');
  });

  it.each([
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      'insufficient_funds',
      'Your card has insufficient funds. Please try another card.',
    ],
    ['pm_card_chargeDeclined', 'card_declined', 'Your card was declined. Please try another card.'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'Your card has expired. Please use another card.'],
  ])('turns the card error of %s into 402 %s', async (pm, code, message) => {
    const response = await order({ payment_method_id: pm });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toBe(message);
    const payment = (await paymentRows(t.database)).find((p) => p.paymentMethodId === pm)!;
    expect(payment).toMatchObject({
      status: 'failed',
      failureCode: code,
      paymentIntentId: expect.stringMatching(/^pi_standin_/),
    });
  });

  it('answers 502 and releases the hold when Stripe is down, recording the attempt', async () => {
    stripe.failing = true;
    try {
      const response = await order({ payment_method_id: 'pm_card_mastercard' });
      expect(response.statusCode).toBe(502);
      const payment = (await paymentRows(t.database)).find((p) => p.paymentMethodId === 'pm_card_mastercard')!;
      expect(payment.status).toBe('error');
      expect(t.store.orders.get(payment.purchaseId)!.status).toBe('released');
    } finally {
      stripe.failing = false;
    }
  });

  it('exposes the publishable key and hides the sandbox endpoints while Stripe is configured', async () => {
    const config = await client.get('/api/payments/config');
    expect(config.json()).toMatchObject({ gateway: 'stripe', publishableKey: 'pk_test_standin' });
    const methods = await client.post('/api/sandbox/payment-methods', {
      number: '4242424242424242',
      exp_month: 1,
      exp_year: 2099,
      cvc: '123',
    });
    expect(methods.statusCode).toBe(404);
    const authenticate = await client.post('/api/sandbox/payment-intents/authenticate', {
      client_secret: 'x',
      outcome: 'succeed',
    });
    expect(authenticate.statusCode).toBe(404);
    // Without STRIPE_WEBHOOK_SECRET there is no webhook endpoint to forge events at.
    const webhook = await client.post('/stripe/webhook', { id: 'evt_1', type: 'payment_intent.succeeded' });
    expect(webhook.statusCode).toBe(404);
  });

  it('reuses the idempotency key when the adapter is asked twice for the same payment', async () => {
    const gateway = createStripeGateway({ secretKey: 'sk_test_standin', api });
    const input = {
      amountCents: 700,
      paymentMethodId: 'pm_card_visa',
      description: 'x',
      email: 'a@example.com',
      idempotencyKey: 'key-twice',
      metadata: {},
    };
    const [a, b] = [await gateway.createAndConfirm(input), await gateway.createAndConfirm(input)];
    expect(b).toEqual(a);
    expect(stripe.requests.filter((r) => r.idempotencyKey === 'key-twice')).toHaveLength(2);
    expect([...stripe.intents.values()].filter((i) => i.amount === 700)).toHaveLength(1);
  });

  it('finds the intent of a payment whose id was never saved by the payment id in its metadata, and refunds it once', async () => {
    const gateway = createStripeGateway({ secretKey: 'sk_test_standin', api });
    const input = {
      amountCents: 900,
      paymentMethodId: 'pm_card_visa',
      description: 'x',
      email: 'a@example.com',
      idempotencyKey: 'key-lost',
      metadata: { payment_id: '424242' },
    };
    const charged = await gateway.createAndConfirm(input);
    expect(charged.status).toBe('succeeded');
    expect(await gateway.find({ id: 424242, idempotencyKey: 'key-lost', intentId: null })).toMatchObject({
      status: 'succeeded',
      intentId: charged.intentId,
      amountCents: 900,
    });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/payment_intents/search',
      params: { query: "metadata['payment_id']:'424242'" },
    });
    expect(await gateway.find({ id: 515151, idempotencyKey: 'never-sent', intentId: null })).toBeNull();
    await gateway.refund(charged.intentId!, 'key-lost:refund');
    await gateway.refund(charged.intentId!, 'key-lost:refund-again');
    expect(stripe.refunds).toEqual([charged.intentId]);
  });
});
