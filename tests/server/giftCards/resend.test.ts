import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { addDays, hotelToday } from '../../../domain/dates';
import { giftCards, shopOrderItems, shopOrders, staffActions } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { freshIp, readOutbox } from '../accounts/support';
import { issueGiftCard } from '../shop/giftCardFixture';

// product.md §12.17 (issue 33): the front desk sends a card's mail to its recipient again. The
// code was never stored, so the card gets a new one: the recipient gets it once, in the order's
// language; the old code stops working; balance and expiry stay; the card's history and the staff
// log keep it. A void, used-up or expired card is not sent again.

const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const CODE = /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/;

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

/** A card of `value` cents (`balance` left), its order in `locale`. */
async function card(value: number, { balance = value, locale = 'it', expiresOn = addDays(hotelToday(), 200) } = {}) {
  const issued = await issueGiftCard(db(), t.config.sessionSecret, { value, balance, expiresOn });
  const [row] = await db()
    .select({ order: shopOrderItems.orderId })
    .from(giftCards)
    .innerJoin(shopOrderItems, eq(shopOrderItems.id, giftCards.orderItemId))
    .where(eq(giftCards.id, issued.id));
  await db().update(shopOrders).set({ locale }).where(eq(shopOrders.id, row.order));
  return issued;
}
const resend = (id: number, body: object = { reason: 'The recipient lost the mail' }, locale = 'en') =>
  desk.post(`/api/admin/gift-cards/${id}/resend`, body, { 'x-locale': locale });
const balanceOf = async (code: string) =>
  (await new TestClient(t.app).start('/en/')).get(`/api/gift-cards/balance?code=${encodeURIComponent(code)}`, {
    'x-forwarded-for': freshIp(),
  });
const mailsTo = async (to: string, since: number) => (await readOutbox(t)).slice(since).filter((m) => m.to === to);

describe("sending a gift card's mail again from the desk", () => {
  it('mails the recipient once, in German for a German order, a new code worth what is left; the old code no longer works', async () => {
    const gift = await card(9000, { balance: 6000, locale: 'de' });
    const before = (await readOutbox(t)).length;
    const response = await resend(gift.id);
    expect(response.statusCode).toBe(200);

    const mails = await mailsTo('bruno@example.com', before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Anna Dono hat dir einen Gutschein geschenkt');
    expect(mails[0].text).toContain('Hallo Bruno,');
    expect(mails[0].text).toContain('60,00');
    const code = CODE.exec(mails[0].text)![1];
    expect(code).not.toBe(gift.code);
    expect(response.json()).toMatchObject({ last_four: code.slice(-4), balance: 6000, value: 9000, status: 'valid' });

    expect((await balanceOf(code)).json()).toMatchObject({ balance: 6000, value: 9000 });
    expect((await balanceOf(gift.code)).statusCode).toBe(422);

    expect(response.json().adjustments[0]).toMatchObject({
      kind: 'resend',
      last_four_before: gift.code.slice(-4),
      last_four_after: code.slice(-4),
      reason: 'The recipient lost the mail',
      staff_email: DESK.email,
    });
    const [logged] = await db().select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(logged).toMatchObject({
      userEmail: DESK.email,
      action: 'gift_card.resend',
      subject: expect.objectContaining({
        before: gift.code.slice(-4),
        after: code.slice(-4),
        recipient: 'bruno@example.com',
        reason: 'The recipient lost the mail',
      }),
    });
  });

  it('writes the mail in Italian for an Italian order', async () => {
    const gift = await card(5000);
    const before = (await readOutbox(t)).length;
    expect((await resend(gift.id)).statusCode).toBe(200);
    const mails = await mailsTo('bruno@example.com', before);
    expect(mails.map((m) => m.subject)).toEqual(['Anna Dono ti ha regalato un buono']);
  });

  it('refuses a void, a used-up or an expired card with 409, sends nothing and keeps the code', async () => {
    const voided = await card(5000);
    expect((await desk.post(`/api/admin/gift-cards/${voided.id}/void`, { reason: 'Stolen' })).statusCode).toBe(200);
    const spent = await card(5000, { balance: 0 });
    const expired = await card(5000, { expiresOn: addDays(hotelToday(), -1) });
    const before = (await readOutbox(t)).length;
    const refusals = [
      [voided, 'This card is void: its mail cannot be sent again.'],
      [spent, 'This card has been used up: there is nothing left to send.'],
      [expired, /^This card expired on .+: extend its validity first\.$/],
    ] as const;
    for (const [gift, message] of refusals) {
      const refused = await resend(gift.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(message);
      const [row] = await db().select().from(giftCards).where(eq(giftCards.id, gift.id));
      expect(row.codeLast4).toBe(gift.code.slice(-4));
    }
    expect(await mailsTo('bruno@example.com', before)).toEqual([]);
  });

  it('asks for a reason next to its field, and is the front desk’s: the revenue manager gets 403', async () => {
    const gift = await card(5000);
    const noReason = await resend(gift.id, { reason: ' ' }, 'it');
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    const revenue = await signedIn(REVENUE);
    expect((await revenue.post(`/api/admin/gift-cards/${gift.id}/resend`, { reason: 'x' })).statusCode).toBe(403);
  });
});
