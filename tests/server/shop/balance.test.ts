import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { giftCards } from '../../../server/db/schema';
import { windowLeftMs } from '../../../server/http/rateLimit';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { readOutbox } from '../accounts/support';
import { sandboxCard } from '../payments/support';
import { buyer, giftCardCatalogue } from './support';

describe('GET /api/gift-cards/balance (issue 11: the public balance page, rate-limited)', () => {
  let t: TestApp;
  let code: string;
  let address = 0;
  const lookup = (typed: string, locale = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/gift-cards/balance?code=${encodeURIComponent(typed)}`,
      headers: { 'x-locale': locale, 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': `10.77.0.${++address}` },
    });

  beforeAll(async () => {
    t = await createTestApp();
    const client = await new TestClient(t.app).start('/en/shop');
    const catalogue = await giftCardCatalogue(client);
    const { rowId } = (
      await client.post('/shop/cart', {
        id: catalogue.stay.id,
        variation: catalogue.stay.halfBoard,
        people: 2,
        quantity: 1,
      })
    ).json();
    await client.send('PATCH', `/shop/cart/${rowId}`, { recipients: [{ name: 'Elena', email: 'elena@example.com' }] });
    const paid = await client.post(
      '/shop/checkout',
      buyer({ payment_method_id: await sandboxCard(client, '4242424242424242') }),
    );
    expect(paid.statusCode).toBe(200);
    code = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(
      (await readOutbox(t)).find((m) => m.to === 'elena@example.com')!.text,
    )![1];
  });
  afterAll(() => t.close());

  it("shows a new card's balance and expiry, read however the code is typed", async () => {
    for (const typed of [code, code.toLowerCase(), code.replace(/-/g, ' '), code.replace(/-/g, '')]) {
      const response = await lookup(typed);
      expect(response.statusCode).toBe(200);
      // One night half board for two: 120.00 x 2.
      expect(response.json()).toMatchObject({
        last_four: code.slice(-4),
        value: 24000,
        balance: 24000,
        status: 'valid',
      });
    }
  });

  it('refuses a typo by the check character, and an unknown code, under the field in the language asked', async () => {
    const typo = code.slice(0, 3) + (code[3] === 'A' ? 'B' : 'A') + code.slice(4);
    const wrong = await lookup(typo, 'it');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      code: ['Questo non è un codice di buono: controlla che non ci siano errori di battitura.'],
    });
    // A well-formed code no card has: all zeros checks itself.
    const unknown = await lookup('0000-0000-0000-0000', 'de');
    expect(unknown.json().errors).toEqual({
      code: ['Kein Gutschein hat diesen Code. Bitte prüfe ihn oder frag die Person, die ihn dir geschenkt hat.'],
    });
  });

  it('says when a card has expired or is used up', async () => {
    const last4 = code.slice(-4);
    await t.database.db.update(giftCards).set({ expiresOn: '2020-01-01' }).where(eq(giftCards.codeLast4, last4));
    expect((await lookup(code)).json().status).toBe('expired');
    await t.database.db
      .update(giftCards)
      .set({ expiresOn: '2099-01-01', balance: 0 })
      .where(eq(giftCards.codeLast4, last4));
    expect((await lookup(code)).json()).toMatchObject({ status: 'used', balance: 0 });
  });

  it('stops one address after 10 look-ups a minute, typos included', async () => {
    const from = (typed: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/gift-cards/balance?code=${typed}`,
        headers: { 'x-locale': 'en', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': '10.78.0.1' },
      });
    // The limit counts in fixed one-minute windows (server/http/rateLimit.ts): the eleven look-ups
    // start with at least 15 s of a window left, so a window's end cannot split them.
    await vi.waitFor(() => expect(windowLeftMs()).toBeGreaterThan(15_000), { timeout: 20_000, interval: 250 });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await from(i % 2 ? '0000-0000-0000-0000' : 'nonsense')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    const eleventh = await from('0000-0000-0000-0000');
    expect(eleventh.statusCode).toBe(429);
  });
});
