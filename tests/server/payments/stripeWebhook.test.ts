import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, payments, stripeEvents } from '../../../server/db/schema';
import { createStripeGateway } from '../../../server/payments/stripe/stripeGateway';
import { STRIPE_EVENT_QUEUE } from '../../../server/payments/stripe/webhook';
import { TestClient } from '../support/testApp';
import { DyingGateway } from './dyingGateway';
import { StripeStandIn } from './stripeStandIn';
import { createPaymentsTestApp, type PaymentsTestApp } from './support';

// Issue 9 item 4: Stripe's signed events decide a payment whose browser or process never came back.

const SECRET = 'whsec_test_standin';

describe('POST /stripe/webhook', () => {
  const stripe = new StripeStandIn();
  const gate = new DyingGateway();
  let t: PaymentsTestApp;
  let client: TestClient;
  let events = 0;
  beforeAll(async () => {
    const api = await stripe.start();
    const keys = { stripeSecretKey: 'sk_test_standin', stripePublishableKey: 'pk_test_standin', stripeApi: api };
    t = await createPaymentsTestApp(
      { ...keys, stripeWebhookSecret: SECRET },
      () => gate.wrap(createStripeGateway({ secretKey: keys.stripeSecretKey, api })),
      (store) => store.purchases,
    );
    client = await new TestClient(t.app).start('/en/');
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const db = () => t.database.db;
  const order = (payment: Record<string, unknown>) =>
    client.post('/test/orders', { variation_id: t.variationId, quantity: 1, ...payment }, { 'x-locale': 'en' });
  const paymentOf = async (pm: string) =>
    (await db().select().from(payments).where(eq(payments.paymentMethodId, pm)))[0];
  const intentOf = (pm: string) => [...stripe.intents.values()].find((i) => i.payment_method.id === pm)!;

  /** An event as Stripe sends it: the intent as it is now, signed with the endpoint's secret at `timestamp`. */
  function signedEvent(
    type: string,
    intent: object,
    options: { id?: string; secret?: string; timestamp?: number } = {},
  ) {
    const payload = JSON.stringify({
      id: options.id ?? `evt_test_${++events}`,
      object: 'event',
      type,
      created: 1,
      data: { object: intent },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? SECRET,
      timestamp: options.timestamp,
    });
    return { payload, signature };
  }
  // No cookie and no CSRF token: Stripe has neither.
  const deliver = ({ payload, signature }: { payload: string; signature?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/stripe/webhook',
      payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
    });

  it('confirms the purchase of a charge whose process died before saving it, as soon as Stripe says so', async () => {
    gate.mode = 'die-after';
    void order({ payment_method_id: 'pm_card_visa#webhook-1' });
    await expect.poll(() => stripe.intents.size, { timeout: 20_000, interval: 50 }).toBe(1);
    gate.mode = 'pass';
    // The intent id was never saved: the event finds the payment by the id in the intent's metadata.
    expect(await paymentOf('pm_card_visa#webhook-1')).toMatchObject({ status: 'pending', paymentIntentId: null });

    const response = await deliver(signedEvent('payment_intent.succeeded', intentOf('pm_card_visa#webhook-1')));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    await t.app.jobs.runDue();

    const payment = await paymentOf('pm_card_visa#webhook-1');
    expect(payment).toMatchObject({
      status: 'succeeded',
      paymentIntentId: intentOf('pm_card_visa#webhook-1').id,
      cardLast4: '4242',
    });
    expect(t.store.orders.get(payment.purchaseId)).toMatchObject({ status: 'paid', paymentId: payment.id });
    expect(stripe.refunds).toEqual([]);
  });

  it('releases the hold of a 3-D Secure payment that failed in a tab the guest then closed', async () => {
    const first = await order({ payment_method_id: 'pm_card_threeDSecure2Required#webhook-2' });
    expect(first.json()).toMatchObject({ requires_action: true });
    const intent = intentOf('pm_card_threeDSecure2Required#webhook-2');
    stripe.finishAction(intent.id, 'fail');

    expect((await deliver(signedEvent('payment_intent.payment_failed', intent))).statusCode).toBe(200);
    await t.app.jobs.runDue();

    const payment = await paymentOf('pm_card_threeDSecure2Required#webhook-2');
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
    expect(t.store.orders.get(payment.purchaseId)!.status).toBe('released');
    // The browser coming back late gets the same answer.
    const late = await order({ payment_intent_id: intent.id });
    expect(late.statusCode).toBe(402);
    expect(late.json().message).toBe('The card authentication failed. Please try again or use another card.');
  });

  it('acts on an event once: a replay answers 200 and queues nothing', async () => {
    gate.mode = 'die-after';
    void order({ payment_method_id: 'pm_card_visa#webhook-3' });
    await expect
      .poll(async () => intentOf('pm_card_visa#webhook-3') !== undefined, { timeout: 20_000, interval: 50 })
      .toBe(true);
    gate.mode = 'pass';
    const event = signedEvent('payment_intent.succeeded', intentOf('pm_card_visa#webhook-3'), {
      id: 'evt_test_replayed',
    });
    const confirmsBefore = t.store.confirmCalls;

    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    await t.app.jobs.runDue();
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    expect(
      (
        await deliver(
          signedEvent('payment_intent.succeeded', intentOf('pm_card_visa#webhook-3'), { id: 'evt_test_replayed' }),
        )
      ).statusCode,
    ).toBe(200);
    await t.app.jobs.runDue();

    expect(t.store.confirmCalls).toBe(confirmsBefore + 1);
    const queued = await db().select().from(jobs).where(eq(jobs.queue, STRIPE_EVENT_QUEUE));
    expect(
      queued.filter((j) => (j.payload as { intentId: string }).intentId === intentOf('pm_card_visa#webhook-3').id),
    ).toHaveLength(1);
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_test_replayed'))).toHaveLength(1);
  });

  it('keeps an event it does not act on, and queues nothing for it', async () => {
    const response = await deliver(
      signedEvent('charge.refunded', { id: 'ch_test_1', object: 'charge' }, { id: 'evt_test_other' }),
    );
    expect(response.statusCode).toBe(200);
    const [kept] = await db().select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_test_other'));
    expect(kept).toMatchObject({ type: 'charge.refunded', paymentIntentId: null });
  });

  it('refuses with 400, and keeps nothing, an event not signed by the endpoint secret, altered, or signed long ago', async () => {
    const intent = { id: 'pi_forged', object: 'payment_intent', status: 'succeeded', metadata: { payment_id: '1' } };
    const wrongSecret = signedEvent('payment_intent.succeeded', intent, {
      id: 'evt_forged_1',
      secret: 'whsec_someone_else',
    });
    const genuine = signedEvent('payment_intent.succeeded', intent, { id: 'evt_forged_2' });
    const altered = { payload: genuine.payload.replace('evt_forged_2', 'evt_forged_3'), signature: genuine.signature };
    const old = signedEvent('payment_intent.succeeded', intent, {
      id: 'evt_forged_4',
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const unsigned = { payload: genuine.payload.replace('evt_forged_2', 'evt_forged_5') };
    for (const attempt of [wrongSecret, altered, old, unsigned]) {
      const response = await deliver(attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The Stripe-Signature header does not sign this body with the endpoint secret.',
      );
    }
    const kept = await db().select().from(stripeEvents);
    expect(kept.map((e) => e.id).filter((id) => id.startsWith('evt_forged'))).toEqual([]);
  });
});
