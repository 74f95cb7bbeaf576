import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, payments } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { authenticate, sandboxCard } from './support';

const form = (extra: Record<string, unknown> = {}) => ({
  amount: 25000,
  note: 'Reservation Deposit',
  reservation_id: 4242,
  reservation_number: 'R-2031',
  first_name: 'Anna',
  last_name: 'Rossi',
  email: 'Anna.Rossi@example.com',
  privacy: true,
  newsletter_consent: true,
  ...extra,
});

describe('POST /deposit-payment', () => {
  let t: TestApp;
  let client: TestClient;
  /** Delivers what the outbox holds (a job, run here rather than on a timer), then reads the mails. */
  const outbox = async () => {
    await t.app.jobs.runDue();
    const dir = join(t.config.dataDir, 'outbox');
    return existsSync(dir) ? readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')) : [];
  };
  beforeAll(async () => {
    t = await createTestApp();
    client = await new TestClient(t.app).start('/de/deposit-payment');
  });
  afterAll(() => t.close());

  it('takes a deposit without login, records it against the reservation number and mails guest and front desk', async () => {
    const mailsBefore = (await outbox()).length;
    const pm = await sandboxCard(client, '4242424242424242');
    const response = await client.post('/deposit-payment', form({ payment_method_id: pm }), { 'x-locale': 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Vielen Dank, wir melden uns in Kürze bei dir!', amount: 25000 });
    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, response.json().deposit_id));
    // Reservation 4242 is not one of ours: the number is kept as given, the id is not.
    expect(row).toMatchObject({
      status: 'paid',
      amount: 25000,
      reservationNumber: 'R-2031',
      reservationId: null,
      email: 'anna.rossi@example.com',
      locale: 'de',
      newsletterConsent: true,
    });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, row.paymentId!));
    expect(payment).toMatchObject({ kind: 'deposit', purchaseId: row.id, amount: 25000, status: 'succeeded' });
    const mails = (await outbox()).slice(mailsBefore);
    expect(mails).toHaveLength(2);
    const receipt = mails.find((m) => m.includes('To: anna.rossi@example.com'))!;
    expect(receipt).toContain('Subject: Deine Anzahlung ist eingegangen');
    expect(receipt).toContain('R-2031');
    const notice = mails.find((m) => m.includes(`To: ${t.config.frontDeskEmail}`))!;
    expect(notice).toContain('Anna Rossi');
  });

  it('pays a deposit after 3-D Secure and answers the replay with the same result', async () => {
    const pm = await sandboxCard(client, '4000002500003155');
    const first = await client.post('/deposit-payment', form({ payment_method_id: pm }));
    expect(first.json().requires_action).toBe(true);
    const intent = await authenticate(client, first.json().payment_intent_client_secret, 'succeed');
    const paid = await client.post('/deposit-payment', form({ payment_intent_id: intent.id }));
    const again = await client.post('/deposit-payment', form({ payment_intent_id: intent.id }));
    expect(paid.statusCode).toBe(200);
    expect(again.json().deposit_id).toBe(paid.json().deposit_id);
  });

  it('answers the replay of a deposit only to the session that paid it', async () => {
    const pm = await sandboxCard(client, '4000002500003155');
    const first = await client.post('/deposit-payment', form({ payment_method_id: pm, note: 'replayed elsewhere' }));
    const intent = await authenticate(client, first.json().payment_intent_client_secret, 'succeed');
    // Someone else who learnt the payment's reference (a shared link, a log): neither completes nor reads it.
    const stranger = await new TestClient(t.app).start('/en/');
    const refused = [
      await stranger.post('/deposit-payment', form({ payment_intent_id: intent.id }), { 'x-locale': 'en' }),
      await stranger.post('/deposit-payment', form({ payment_method_id: pm }), { 'x-locale': 'en' }),
    ];
    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.note, 'replayed elsewhere'));
    expect(row.status).toBe('pending');

    const paid = await client.post('/deposit-payment', form({ payment_intent_id: intent.id }));
    expect(paid.statusCode).toBe(200);
    refused.push(await stranger.post('/deposit-payment', form({ payment_intent_id: intent.id }), { 'x-locale': 'en' }));
    for (const response of refused) {
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({
        message: 'This payment does not belong to this purchase. Please enter your card again.',
        error: 'This payment does not belong to this purchase. Please enter your card again.',
      });
    }
    expect((await client.post('/deposit-payment', form({ payment_intent_id: intent.id }))).json().deposit_id).toBe(
      paid.json().deposit_id,
    );
  });

  it('marks the deposit failed and answers 402 when the card is declined', async () => {
    const pm = await sandboxCard(client, '4000000000000002');
    const response = await client.post('/deposit-payment', form({ payment_method_id: pm, note: 'declined one' }), {
      'x-locale': 'en',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toBe('Your card was declined. Please try another card.');
    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.note, 'declined one'));
    expect(row.status).toBe('failed');
  });

  it('refuses amounts outside 1 to 10,000 euro and missing fields with 422 under each field', async () => {
    const response = await client.post(
      '/deposit-payment',
      {
        amount: 99,
        note: '',
        first_name: '',
        last_name: 'X',
        email: 'nope',
        privacy: false,
        payment_method_id: 'pm_x',
      },
      { 'x-locale': 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['amount', 'email', 'first_name', 'note', 'privacy']);
    const tooMuch = await client.post('/deposit-payment', form({ amount: 1_000_001, payment_method_id: 'pm_x' }));
    expect(Object.keys(tooMuch.json().errors)).toEqual(['amount']);
  });

  it('answers 422, not 500, to a payment method id no gateway would give (a NUL byte, found by the fuzz)', async () => {
    for (const id of ['\u0000', 'pm_\u0000x', 'pm_'.padEnd(300, 'x')]) {
      const response = await client.post('/deposit-payment', form({ payment_method_id: id }), { 'x-locale': 'it' });
      expect(response.statusCode, JSON.stringify(id)).toBe(422);
    }
  });

  it('needs the CSRF token like every post', async () => {
    const response = await client.inject({ method: 'POST', url: '/deposit-payment', payload: form() });
    expect(response.statusCode).toBe(419);
  });
});
