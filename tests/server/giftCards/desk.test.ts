import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { addDays, hotelToday } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { giftCards, giftCardUses, staffActions } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { freshIp } from '../accounts/support';
import { sandboxCard } from '../payments/support';
import { ADMIN, GUEST } from '../booking/support';
import { issueGiftCard } from '../shop/giftCardFixture';
import { buyer, giftCardCatalogue } from '../shop/support';

// docs/product.md §12.11 (issue 33): the front desk finds an issued card, reads its uses, and
// changes it by hand with a reason: balance, validity, void; each in the card's history and the log.

const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };

let t: TestApp;
let desk: TestClient;
const db = () => t.database.db;
const signedIn = async (account: { email: string; password: string }) => {
  const client = await new TestClient(t.app).start('/en/');
  await client.login(account.email, account.password);
  return client;
};
beforeAll(async () => {
  t = await createTestApp();
  desk = await signedIn(DESK);
});
afterAll(() => t.close());

const card = (value: number, balance = value) =>
  issueGiftCard(db(), t.config.sessionSecret, { value, balance, expiresOn: addDays(hotelToday(), 200) });
const publicBalance = async (code: string) =>
  (await new TestClient(t.app).start('/en/')).get(`/api/gift-cards/balance?code=${encodeURIComponent(code)}`, {
    'x-forwarded-for': freshIp(),
  });

describe('issued gift cards at the front desk', () => {
  it("are the front desk's and the administrator's: the revenue manager and a guest get 403, a visitor 401", async () => {
    const { id } = await card(5000);
    for (const [client, status] of [
      [await signedIn(REVENUE), 403],
      [await signedIn(GUEST), 403],
      [await new TestClient(t.app).start('/en/'), 401],
      [await signedIn(ADMIN), 200],
    ] as const) {
      expect((await client.get('/api/admin/gift-cards')).statusCode).toBe(status);
      expect((await client.get(`/api/admin/gift-cards/${id}`)).statusCode).toBe(status);
    }
  });

  it('are found by the last four characters of the code, the buyer or the recipient', async () => {
    const gift = await card(7000);
    const lastFour = gift.code.slice(-4);
    const byCode = (await desk.get(`/api/admin/gift-cards?q=${lastFour.toLowerCase()}`)).json().cards;
    expect(byCode.map((c: { id: number }) => c.id)).toContain(gift.id);
    expect(byCode.every((c: { last_four: string; buyer: { email: string } }) => c.last_four === lastFour)).toBe(true);
    const found = byCode.find((c: { id: number }) => c.id === gift.id);
    expect(found).toMatchObject({
      value: 7000,
      balance: 7000,
      status: 'valid',
      buyer: { name: 'Anna Dono', email: 'anna@example.com' },
      recipient: { name: 'Bruno', email: 'bruno@example.com' },
    });
    for (const q of ['anna@example', 'Dono', 'bruno']) {
      const cards = (await desk.get(`/api/admin/gift-cards?q=${q}`)).json().cards;
      expect(
        cards.map((c: { id: number }) => c.id),
        q,
      ).toContain(gift.id);
    }
    expect((await desk.get('/api/admin/gift-cards?q=nobody-has-this')).json().cards).toEqual([]);
  });

  it('a balance change with a reason: the guest’s balance page shows it, the card and the log keep it', async () => {
    const gift = await card(8000);
    const changed = await desk.post(`/api/admin/gift-cards/${gift.id}/balance`, {
      amount: -1500,
      reason: 'Spa treatment paid at the desk',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ balance: 6500, value: 8000 });
    expect(changed.json().adjustments).toEqual([
      expect.objectContaining({ kind: 'balance', amount: -1500, reason: 'Spa treatment paid at the desk' }),
    ]);
    expect((await publicBalance(gift.code)).json()).toMatchObject({ balance: 6500, status: 'valid' });
    const [logged] = await db().select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(logged).toMatchObject({
      userEmail: DESK.email,
      action: 'gift_card.balance',
      subject: expect.objectContaining({ before: 8000, after: 6500, reason: 'Spa treatment paid at the desk' }),
    });
  });

  it('keeps the balance between 0 and the value, counting what a payment holds; errors by the field, nothing saved', async () => {
    const gift = await card(5000, 3000);
    // A payment in progress holds 1,000 of it: the balance is 2,000 and 1,000 may come back.
    await db().update(giftCards).set({ balance: 2000 }).where(eq(giftCards.id, gift.id));
    await db()
      .insert(giftCardUses)
      .values({ giftCardId: gift.id, purchaseKind: 'shop_order', purchaseId: 999999, amount: 1000 });
    const post = (body: Record<string, unknown>, locale = 'en') =>
      desk.post(`/api/admin/gift-cards/${gift.id}/balance`, body, { 'x-locale': locale });
    const below = await post({ amount: -2001, reason: 'x' }, 'it');
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({
      amount: [`Il saldo non può scendere sotto zero: si possono togliere al massimo ${formatMoney(2000, 'it')}.`],
    });
    const above = await post({ amount: 2001, reason: 'x' });
    expect(above.json().errors).toEqual({
      amount: ['The balance cannot exceed the card’s value: at most €20.00 can be added.'],
    });
    expect((await post({ amount: 2000, reason: 'Goodwill' })).statusCode).toBe(200);
    for (const [body, field] of [
      [{ amount: 0, reason: 'x' }, 'amount'],
      [{ amount: 100 }, 'reason'],
      [{ amount: 100, reason: '   ' }, 'reason'],
      [{ amount: 'ten', reason: 'x' }, 'amount'],
    ] as const) {
      const refused = await post(body, 'de');
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual([field]);
    }
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, gift.id));
    expect(row.balance).toBe(4000);
  });

  it('extends the validity only to a later day', async () => {
    const gift = await card(3000);
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, gift.id));
    const earlier = await desk.post(`/api/admin/gift-cards/${gift.id}/validity`, {
      expires_on: addDays(row.expiresOn, -1),
      reason: 'x',
    });
    expect(earlier.statusCode).toBe(422);
    expect(Object.keys(earlier.json().errors)).toEqual(['expires_on']);
    const later = addDays(row.expiresOn, 90);
    const extended = await desk.post(`/api/admin/gift-cards/${gift.id}/validity`, {
      expires_on: later,
      reason: 'Hotel closed for works',
    });
    expect(extended.json()).toMatchObject({ expires_on: later });
    expect((await publicBalance(gift.code)).json().expires_on).toBe(later);
  });

  it('voided, a card is refused at payment and the balance page says it is no longer valid', async () => {
    const gift = await card(4000);
    const voided = await desk.post(`/api/admin/gift-cards/${gift.id}/void`, { reason: 'Reported stolen' });
    expect(voided.json()).toMatchObject({ status: 'void' });
    expect((await publicBalance(gift.code)).json().status).toBe('void');

    const shopper = await new TestClient(t.app).start('/de/shop');
    const catalogue = await giftCardCatalogue(shopper);
    const { rowId } = (
      await shopper.post('/shop/cart', {
        id: catalogue.spa.id,
        variation: catalogue.spa.massage,
        people: 1,
        quantity: 1,
      })
    ).json();
    await shopper.send('PATCH', `/shop/cart/${rowId}`, { recipients: [{ name: 'Carla', email: 'carla@example.com' }] });
    const refused = await shopper.post(
      '/shop/checkout',
      buyer({ payment_method_id: await sandboxCard(shopper, '4242424242424242'), gift_card_code: gift.code }),
      { 'x-locale': 'de', 'x-forwarded-for': freshIp() },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      gift_card_code: ['Dieser Gutschein ist nicht mehr gültig. Bitte wende dich an die Rezeption.'],
    });
    expect(await db().select().from(giftCardUses).where(eq(giftCardUses.giftCardId, gift.id))).toEqual([]);
  });
});
