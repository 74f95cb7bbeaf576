import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZERO_TOTAL_PAYMENT_INTENT_ID } from '../../../domain/constants';
import { giftCards, giftCardUses, payments } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { freshIp, pinClockMidMinute, readOutbox } from '../accounts/support';
import { sandboxCard } from '../payments/support';
import { issueGiftCard } from './giftCardFixture';
import { moneyLines } from '../mail/moneyLines';
import { buyer, giftCardCatalogue } from './support';

// Issue 11, "Beyond the spec": a gift card pays all or part of any payment; its ledger says what paid what.
describe('gift cards at payment (issue 11: redemption, the ledger)', () => {
  let t: TestApp;
  let catalogue: Awaited<ReturnType<typeof giftCardCatalogue>>;
  const NEXT_YEAR = '2099-12-31';
  beforeAll(async () => {
    t = await createTestApp();
    catalogue = await giftCardCatalogue(await new TestClient(t.app).start('/en/shop'));
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const db = () => t.database.db;
  const card = (value: number, extra: { balance?: number; expiresOn?: string } = {}) =>
    issueGiftCard(db(), t.config.sessionSecret, { value, expiresOn: NEXT_YEAR, ...extra });
  const balanceOf = async (id: number) => (await db().select().from(giftCards).where(eq(giftCards.id, id)))[0].balance;
  const usesOf = (id: number) =>
    db()
      .select({ amount: giftCardUses.amount, status: giftCardUses.status, kind: giftCardUses.purchaseKind })
      .from(giftCardUses)
      .where(eq(giftCardUses.giftCardId, id))
      .orderBy(giftCardUses.id);

  /** A guest with one spa gift card (massage, 95.00 euro) in the cart, personalised. */
  async function cartOf95(locale = 'en') {
    const client = await new TestClient(t.app).start(`/${locale}/shop`);
    const { rowId } = (
      await client.post('/shop/cart', {
        id: catalogue.spa.id,
        variation: catalogue.spa.massage,
        people: 1,
        quantity: 1,
      })
    ).json();
    await client.send('PATCH', `/shop/cart/${rowId}`, { recipients: [{ name: 'Carla', email: 'carla@example.com' }] });
    return client;
  }
  const checkout = (client: TestClient, payment: Record<string, unknown>, locale = 'en') =>
    client.post('/shop/checkout', buyer(payment), { 'x-locale': locale, 'x-forwarded-for': freshIp() });

  it('pays part of a checkout: the card charges the rest, the gift card is spent in its ledger', async () => {
    const gift = await card(4000);
    const client = await cartOf95();
    const paid = await checkout(client, {
      payment_method_id: await sandboxCard(client, '4242424242424242'),
      gift_card_code: gift.code.toLowerCase(),
    });
    expect(paid.statusCode).toBe(200);
    // The order is worth 95.00; the card was charged 95.00 - 40.00.
    expect(paid.json()).toMatchObject({ total: 9500, card_last_four: '4242' });
    const [payment] = await db().select().from(payments).orderBy(desc(payments.id)).limit(1);
    expect(payment).toMatchObject({ kind: 'shop_order', amount: 5500, status: 'succeeded' });
    expect(await balanceOf(gift.id)).toBe(0);
    expect(await usesOf(gift.id)).toEqual([{ amount: 4000, status: 'spent', kind: 'shop_order' }]);

    // Used up: refused before anything is held or charged.
    const again = await cartOf95('it');
    const refused = await checkout(
      again,
      { payment_method_id: await sandboxCard(again, '4242424242424242'), gift_card_code: gift.code },
      'it',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ gift_card_code: ['Questo buono è stato interamente utilizzato.'] });
    expect((await again.get('/it/shop/cart')).json().total).toBe(9500);
  });

  it("shows the split in the answer, the buyer's receipt and the front desk's notice: the gift card's last four and amount, the card's", async () => {
    const gift = await card(4000);
    const client = await cartOf95('de');
    const mailsBefore = (await readOutbox(t)).length;
    const paid = await checkout(
      client,
      { payment_method_id: await sandboxCard(client, '4242424242424242'), gift_card_code: gift.code },
      'de',
    );
    expect(paid.statusCode).toBe(200);
    const last4 = gift.code.replace(/-/g, '').slice(-4);
    expect(paid.json().paid_with).toEqual({
      gift_cards: [{ last_four: last4, amount: 4000 }],
      card: { last_four: '4242', amount: 5500 },
    });

    const mails = (await readOutbox(t)).slice(mailsBefore);
    const receipt = mails.find((m) => m.subject.startsWith('Deine Gutscheine'))!;
    // 95.00 in all: 40.00 by the gift card, 55.00 by the card; never 'paid by card: 95.00'.
    expect(moneyLines(receipt.text, 'de')).toEqual([
      { label: '1 × Thermen-Gutschein, Thermentag und 50-Minuten-Massage für Carla', cents: 9500 },
      { label: 'Gesamt', cents: 9500 },
      { label: `Mit Gutschein …${last4} bezahlt`, cents: 4000 },
      { label: 'Mit Karte mit den Endziffern 4242 bezahlt', cents: 5500 },
    ]);
    expect(receipt.html).toContain(`Mit Gutschein …${last4} bezahlt`);
    const desk = mails.find((m) => m.to === 'reception@terme.example')!;
    expect(moneyLines(desk.text, 'it').slice(-3)).toEqual([
      { label: 'Totale', cents: 9500 },
      { label: `Pagato con buono regalo …${last4}`, cents: 4000 },
      { label: 'Pagato con carta che termina con 4242', cents: 5500 },
    ]);
  });

  it('pays a whole checkout by the zero-total path, and keeps the rest of the card for next time', async () => {
    const gift = await card(20000);
    const client = await cartOf95();
    const paid = await checkout(client, { payment_intent_id: ZERO_TOTAL_PAYMENT_INTENT_ID, gift_card_code: gift.code });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ total: 9500, card_last_four: null });
    expect(await balanceOf(gift.id)).toBe(10500);
    expect(await usesOf(gift.id)).toEqual([{ amount: 9500, status: 'spent', kind: 'shop_order' }]);
  });

  it('refuses the zero-total path when the card does not cover the amount, and takes nothing from it', async () => {
    const gift = await card(5000);
    const client = await cartOf95();
    const refused = await checkout(client, {
      payment_intent_id: ZERO_TOTAL_PAYMENT_INTENT_ID,
      gift_card_code: gift.code,
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('The total has changed and is no longer zero. Please reload the page.');
    expect(await balanceOf(gift.id)).toBe(5000);
    expect(await usesOf(gift.id)).toEqual([]);
  });

  it('gives the amount back to the card when the card payment is declined', async () => {
    const gift = await card(3000);
    const client = await cartOf95();
    const declined = await checkout(client, {
      payment_method_id: await sandboxCard(client, '4000000000000002'),
      gift_card_code: gift.code,
    });
    expect(declined.statusCode).toBe(402);
    expect(await balanceOf(gift.id)).toBe(3000);
    expect(await usesOf(gift.id)).toEqual([{ amount: 3000, status: 'returned', kind: 'shop_order' }]);
  });

  it("refuses a mistyped, an unknown and an expired code under the code field, in the guest's language", async () => {
    const client = await cartOf95('de');
    const pm = await sandboxCard(client, '4242424242424242');
    const gift = await card(5000);
    // One character changed: the check character catches it before any lookup.
    const typo = gift.code.slice(0, -2) + (gift.code.at(-2) === 'A' ? 'B' : 'A') + gift.code.at(-1);
    expect((await checkout(client, { payment_method_id: pm, gift_card_code: typo }, 'de')).json().errors).toEqual({
      gift_card_code: ['Das ist kein Gutscheincode: Bitte prüfe ihn auf Tippfehler.'],
    });
    const stranger = await issueGiftCard(db(), 'another-secret-of-another-hotel-000000', {
      value: 5000,
      expiresOn: NEXT_YEAR,
    });
    expect(
      (await checkout(client, { payment_method_id: pm, gift_card_code: stranger.code }, 'de')).json().errors,
    ).toEqual({
      gift_card_code: [
        'Kein Gutschein hat diesen Code. Bitte prüfe ihn oder frag die Person, die ihn dir geschenkt hat.',
      ],
    });
    const old = await card(5000, { expiresOn: '2025-03-31' });
    const expired = await checkout(client, { payment_method_id: pm, gift_card_code: old.code }, 'de');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ gift_card_code: ['Dieser Gutschein ist am 31. März 2025 abgelaufen.'] });
    expect(await balanceOf(old.id)).toBe(5000);
  });

  it('pays a deposit too (every journey pays through the same protocol)', async () => {
    const gift = await card(10000);
    const client = await new TestClient(t.app).start('/en/deposit-payment');
    const deposit = {
      amount: 2500,
      note: 'Room 12',
      first_name: 'Eve',
      last_name: 'Rossi',
      email: 'eve@example.com',
      privacy: true,
    };
    const paid = await client.post(
      '/deposit-payment',
      { ...deposit, payment_intent_id: ZERO_TOTAL_PAYMENT_INTENT_ID, gift_card_code: gift.code },
      { 'x-locale': 'en', 'x-forwarded-for': freshIp() },
    );
    expect(paid.statusCode).toBe(200);
    expect(await balanceOf(gift.id)).toBe(7500);
    expect(await usesOf(gift.id)).toEqual([{ amount: 2500, status: 'spent', kind: 'deposit' }]);
  });

  it("a deposit paid partly by a gift card: the guest's receipt and the desk's notice give each part", async () => {
    const gift = await card(1000);
    const client = await new TestClient(t.app).start('/it/deposit-payment');
    const mailsBefore = (await readOutbox(t)).length;
    const deposit = {
      amount: 2500,
      note: 'Camera 12',
      first_name: 'Eva',
      last_name: 'Split',
      email: 'eva.split@example.com',
      privacy: true,
    };
    const paid = await client.post(
      '/deposit-payment',
      { ...deposit, payment_method_id: await sandboxCard(client, '4242424242424242'), gift_card_code: gift.code },
      { 'x-locale': 'it', 'x-forwarded-for': freshIp() },
    );
    expect(paid.statusCode).toBe(200);
    const last4 = gift.code.replace(/-/g, '').slice(-4);
    const mails = (await readOutbox(t)).slice(mailsBefore);
    const receipt = mails.find((m) => m.to === 'eva.split@example.com')!;
    expect(moneyLines(receipt.text, 'it')).toEqual([
      { label: 'Totale pagato', cents: 2500 },
      { label: `Pagato con buono regalo …${last4}`, cents: 1000 },
      { label: 'Pagato con carta che termina con 4242', cents: 1500 },
    ]);
    const desk = mails.find((m) => m.to === 'reception@terme.example')!;
    expect(moneyLines(desk.text, 'it').slice(-2)).toEqual([
      { label: `Pagato con buono regalo …${last4}`, cents: 1000 },
      { label: 'Pagato con carta che termina con 4242', cents: 1500 },
    ]);
  });

  it('counts codes tried from one address: the 11th in a minute is refused (429)', async () => {
    // Limits count in fixed windows of a minute: the test must not straddle one.
    pinClockMidMinute();
    const client = await cartOf95();
    const address = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await client.post(
        '/shop/checkout',
        buyer({ payment_intent_id: ZERO_TOTAL_PAYMENT_INTENT_ID, gift_card_code: 'AAAA-AAAA-AAAA-AAAA' }),
        { 'x-locale': 'en', 'x-forwarded-for': address },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
