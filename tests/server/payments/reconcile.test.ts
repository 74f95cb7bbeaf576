import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, payments, sandboxPaymentIntents } from '../../../server/db/schema';
import { HttpError } from '../../../server/http/errors';
import { enqueueJob } from '../../../server/jobs/queue';
import { RECONCILE_QUEUE } from '../../../server/payments/reconcile';
import { createSandboxGateway } from '../../../server/payments/sandbox/sandboxGateway';
import { TestClient } from '../support/testApp';
import { DyingGateway } from './dyingGateway';
import { authenticate, createPaymentsTestApp, sandboxCard, type PaymentsTestApp } from './support';

describe('reconciliation of payments whose request died', () => {
  let t: PaymentsTestApp;
  let client: TestClient;
  const gate = new DyingGateway();
  let holdLost = false;
  beforeAll(async () => {
    // What the shop would declare; `holdLost` plays a hold that lapsed and was taken by someone else.
    t = await createPaymentsTestApp(
      {},
      (db) => gate.wrap(createSandboxGateway(db)),
      (store) => ({
        ...store.purchases,
        confirm: (tx, id, paymentId) => {
          if (holdLost) throw new HttpError(409, 'sold out meanwhile');
          return store.purchases.confirm(tx, id, paymentId);
        },
      }),
    );
    client = await new TestClient(t.app).start('/en/');
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const order = (pm: string) =>
    client.post(
      '/test/orders',
      { variation_id: t.variationId, quantity: 2, payment_method_id: pm },
      { 'x-locale': 'en' },
    );
  const paymentOf = async (pm: string) =>
    (await db().select().from(payments).where(eq(payments.paymentMethodId, pm)))[0];
  const intentsOf = async (pm: string) =>
    db().select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.paymentMethodId, pm));
  /** Starts a purchase that dies; resolves once it got as far as the mode lets it. */
  const dyingOrder = async (pm: string, until: 'payment' | 'charge') => {
    void order(pm);
    await expect
      .poll(async () => (until === 'charge' ? (await intentsOf(pm)).length : (await paymentOf(pm)) ? 1 : 0), {
        timeout: 20_000,
        interval: 50,
      })
      .toBe(1);
  };
  /** Time passes: the payment is older than any live request (config.reconcileAfterMs). */
  const ageOf = (pm: string) =>
    db()
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(payments.paymentMethodId, pm));
  const reconcile = async () => {
    await enqueueJob(db(), RECONCILE_QUEUE, {});
    await t.app.jobs.runDue();
  };

  it('confirms the purchase of a charge whose outcome was never saved', async () => {
    const pm = await sandboxCard(client, '4242424242424242');
    gate.mode = 'die-after';
    await dyingOrder(pm, 'charge');
    expect(await paymentOf(pm)).toMatchObject({ status: 'pending' });
    await reconcile();
    expect((await paymentOf(pm)).status).toBe('pending');
    await ageOf(pm);
    await reconcile();
    const payment = await paymentOf(pm);
    expect(payment).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
    expect(t.store.orders.get(payment.purchaseId)).toMatchObject({ status: 'paid', paymentId: payment.id });
    expect((await intentsOf(pm)).map((i) => i.status)).toEqual(['succeeded']);
  });

  it('releases the hold of a payment that never reached the gateway, and charges nothing', async () => {
    const pm = await sandboxCard(client, '4242424242424242');
    gate.mode = 'die-before';
    await dyingOrder(pm, 'payment');
    await ageOf(pm);
    await reconcile();
    const payment = await paymentOf(pm);
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'processing_error' });
    expect(t.store.orders.get(payment.purchaseId)!.status).toBe('released');
    expect(await intentsOf(pm)).toEqual([]);
  });

  it('refunds a charge whose hold was lost meanwhile, and tells the guest', async () => {
    const pm = await sandboxCard(client, '4242424242424242');
    gate.mode = 'die-after';
    await dyingOrder(pm, 'charge');
    await ageOf(pm);
    holdLost = true;
    try {
      await reconcile();
    } finally {
      holdLost = false;
    }
    const payment = await paymentOf(pm);
    expect(payment).toMatchObject({ status: 'refunded', failureCode: 'hold_expired' });
    expect(t.store.orders.get(payment.purchaseId)!.status).toBe('released');
    expect((await intentsOf(pm)).map((i) => i.status)).toEqual(['refunded']);
    const mails = await db().select().from(outboxMails).where(eq(outboxMails.to, 'guest@example.com'));
    expect(mails.map((m) => m.subject)).toContain('Il tuo pagamento è stato rimborsato');
    expect(mails.find((m) => m.subject === 'Il tuo pagamento è stato rimborsato')!.text).toContain('50,00');
  });

  it('answers a retry after the crash with the reconciled purchase, not an endless "in progress"', async () => {
    const pm = await sandboxCard(client, '4242424242424242');
    gate.mode = 'die-after';
    await dyingOrder(pm, 'charge');
    gate.mode = 'pass';
    const tooSoon = await order(pm);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe('This payment is still being processed. Please wait a moment.');
    await ageOf(pm);
    const retry = await order(pm);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ total: 5000 });
    expect((await intentsOf(pm)).map((i) => i.status)).toEqual(['succeeded']);
    expect((await paymentOf(pm)).status).toBe('succeeded');
  });

  it('refunds the charge of a request slower than reconciliation, which had given the payment up', async () => {
    const pm = await sandboxCard(client, '4242424242424242');
    gate.mode = 'pause-before';
    const slow = order(pm);
    await expect.poll(async () => (await paymentOf(pm)) !== undefined, { timeout: 20_000, interval: 50 }).toBe(true);
    await ageOf(pm);
    await reconcile();
    expect(await paymentOf(pm)).toMatchObject({ status: 'failed', failureCode: 'processing_error' });
    gate.goOn();
    const answer = await slow;
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'We could not complete this booking, so your payment has been refunded in full. Please start again.',
    );
    expect((await intentsOf(pm)).map((i) => i.status)).toEqual(['refunded']);
    const payment = await paymentOf(pm);
    expect(payment.status).toBe('refunded');
    expect(t.store.orders.get(payment.purchaseId)!.status).toBe('released');
  });

  it('finishes a 3-D Secure payment whose guest authenticated and closed the tab: confirmed, charged once', async () => {
    gate.mode = 'pass';
    const pm = await sandboxCard(client, '4000002500003155');
    const first = await order(pm);
    expect(first.json()).toMatchObject({ requires_action: true });
    await authenticate(client, first.json().payment_intent_client_secret, 'succeed');
    await reconcile();
    // A browser may still come back: nothing happens before the reconciliation age.
    expect(await paymentOf(pm)).toMatchObject({ status: 'requires_action' });
    await ageOf(pm);
    await reconcile();
    const payment = await paymentOf(pm);
    expect(payment).toMatchObject({ status: 'succeeded' });
    expect(t.store.orders.get(payment.purchaseId)).toMatchObject({ status: 'paid', paymentId: payment.id });
    expect((await intentsOf(pm)).map((i) => i.status)).toEqual(['succeeded']);
    // The browser coming back late gets the purchase, and nothing is charged again.
    const late = await client.post(
      '/test/orders',
      { variation_id: t.variationId, quantity: 2, payment_intent_id: payment.paymentIntentId },
      { 'x-locale': 'en' },
    );
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ order_id: payment.purchaseId, total: 5000 });
  });

  it('leaves a guest still in 3-D Secure alone while the hold is good, and releases it once the hold runs out', async () => {
    gate.mode = 'pass';
    const pm = await sandboxCard(client, '4000002500003155');
    expect((await order(pm)).json()).toMatchObject({ requires_action: true });
    await ageOf(pm);
    await reconcile();
    expect(await paymentOf(pm)).toMatchObject({ status: 'requires_action' });
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 40 * 60_000) })
      .where(eq(payments.paymentMethodId, pm));
    await reconcile();
    const payment = await paymentOf(pm);
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'hold_expired' });
    expect(t.store.orders.get(payment.purchaseId)!.status).toBe('released');
    expect((await intentsOf(pm)).map((i) => i.status)).toEqual(['requires_action']);
  });
});
