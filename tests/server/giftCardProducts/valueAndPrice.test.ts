import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ZERO_TOTAL_PAYMENT_INTENT_ID } from '../../../domain/constants';
import type { GiftCardProductWire } from '../../../domain/giftCardProducts';
import { giftCards, giftCardUses, payments, shopOrderItems, staffActions } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { sandboxCard } from '../payments/support';
import { freshIp, readOutbox } from '../accounts/support';
import { buyer, giftCardCatalogue } from '../shop/support';

// product.md §12.17 (issue 33, decision 051): a variation has a value (what the card is worth,
// credited to its balance) apart from its price (what the buyer pays). The payment charges the
// price, decided by the server; the card issued is worth the value, and keeps the value and price
// of the moment it was bought; a redemption spends from the value.

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const URL = '/api/admin/gift-card-products';
const CODE = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/;

let t: TestApp;
let revenue: TestClient;
let product: GiftCardProductWire;
beforeAll(async () => {
  t = await createTestApp();
  revenue = await new TestClient(t.app).start('/en/');
  await revenue.login(REVENUE.email, REVENUE.password);
  const created = await revenue.post(URL, {
    title: { it: 'Buono valore', en: 'Value card', de: 'Wertgutschein' },
    description: { it: 'Vale più di quanto costa.', en: 'Worth more than it costs.', de: 'Mehr wert, als er kostet.' },
    on_sale: true,
    validity_months: 12,
    version: 0,
    variations: [{ text: { it: 'Cento euro', en: 'A hundred euro', de: 'Hundert Euro' }, value: 10000, price: 9000 }],
  });
  expect(created.statusCode).toBe(201);
  product = created.json() as GiftCardProductWire;
});
afterAll(() => t.close());

const asSaved = (p: GiftCardProductWire) => ({
  title: p.title,
  description: p.description,
  on_sale: p.on_sale,
  validity_months: p.validity_months,
  version: p.version,
  variations: p.variations.map(({ id, text, value, price }) => ({ id, text, value, price })),
});
const current = async () =>
  ((await revenue.get(URL)).json().products as GiftCardProductWire[]).find((p) => p.id === product.id)!;
/** A guest with one card of the product in the cart, for Carla. */
async function shopperWithCard(locale = 'en') {
  const shopper = await new TestClient(t.app).start(`/${locale}/shop`);
  const variation = (await current()).variations[0].id;
  const { rowId } = (await shopper.post('/shop/cart', { id: product.id, variation, people: 1, quantity: 1 })).json();
  await shopper.send('PATCH', `/shop/cart/${rowId}`, {
    recipients: [{ name: 'Carla', email: 'carla.value@example.com', message: '' }],
  });
  return shopper;
}

describe('a gift card’s value apart from its price', () => {
  it('keeps both on the variation, shows both in the shop and the cart, and logs both', async () => {
    expect(product.variations[0]).toMatchObject({ value: 10000, price: 9000 });
    const detail = (
      await (await new TestClient(t.app).start('/de/shop')).get(`/api/products/${product.slug}`, { 'x-locale': 'de' })
    ).json();
    expect(detail.product_variations).toEqual([
      expect.objectContaining({ text: 'Hundert Euro', value: 10000, price: 9000 }),
    ]);
    const cart = (await (await shopperWithCard()).get('/en/shop/cart')).json();
    expect(cart.items[0]).toMatchObject({ price: 9000, value: 10000, subtotal: 9000 });
    expect(cart.total).toBe(9000);
    const [line] = await t.database.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'gift_card_product.create'))
      .orderBy(desc(staffActions.id))
      .limit(1);
    expect(JSON.parse(String(line.subject.after)).variations[0]).toMatchObject({ value: 10000, price: 9000 });
  });

  it('refuses a value out of range next to its field, in the staff member’s language, and saves nothing', async () => {
    const body = asSaved(await current());
    body.variations[0].value = 0;
    const refused = await revenue.send('PUT', `${URL}/${product.id}`, body, { 'x-locale': 'de' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['variations[0].value']).toEqual(['Der Wert liegt zwischen 5 und 5000 Euro.']);
    expect((await current()).variations[0]).toMatchObject({ value: 10000, price: 9000 });
  });

  it('buys a 100 € card for 90 €: 90 € charged, 100 € on the card, its mail and balance page say 100 €', async () => {
    const shopper = await shopperWithCard('it');
    const mailsBefore = (await readOutbox(t)).length;
    const paid = await shopper.post(
      '/shop/checkout',
      // The client's claimed `total` is not trusted: the server prices the cart.
      buyer({ payment_method_id: await sandboxCard(shopper, '4242424242424242'), expected_total: 9000, total: 1 }),
      { 'x-locale': 'it' },
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ total: 9000 });
    const [payment] = await t.database.db.select().from(payments).orderBy(desc(payments.id)).limit(1);
    expect(payment).toMatchObject({ kind: 'shop_order', amount: 9000, status: 'succeeded' });

    const mails = (await readOutbox(t)).slice(mailsBefore);
    const toCarla = mails.find((m) => m.to === 'carla.value@example.com')!;
    expect(toCarla.text).toMatch(/Valore\s+100,00\s€/);
    const code = CODE.exec(toCarla.text)![1];
    const receipt = mails.find((m) => m.to === 'giulia.bianchi@example.com')!;
    expect(receipt.text).toMatch(/90,00\s€/);
    expect(receipt.text).toMatch(/Valore 100,00\s€/);

    const balance = await t.app.inject({
      method: 'GET',
      url: `/api/gift-cards/balance?code=${code}`,
      headers: { 'x-locale': 'en', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': freshIp() },
    });
    expect(balance.json()).toMatchObject({ value: 10000, balance: 10000, status: 'valid' });

    // The front desk finds it by its last four: worth 100 €, bought for 90 € (§12.11).
    const desk = await new TestClient(t.app).start('/en/');
    await desk.login('desk@terme.example', 'terme-desk-2026');
    const found = (await desk.get(`/api/admin/gift-cards?q=${code.slice(-4)}`)).json().cards;
    expect(found).toEqual([expect.objectContaining({ value: 10000, balance: 10000, price_paid: 9000 })]);

    // A redemption spends from the value: the seeded 95 € massage card, paid whole by this card, leaves 5 €.
    const catalogue = await giftCardCatalogue(shopper);
    const next = await new TestClient(t.app).start('/en/shop');
    const { rowId } = (
      await next.post('/shop/cart', { id: catalogue.spa.id, variation: catalogue.spa.massage, people: 1, quantity: 1 })
    ).json();
    await next.send('PATCH', `/shop/cart/${rowId}`, { recipients: [{ name: 'Dario', email: 'dario@example.com' }] });
    const spent = await next.post(
      '/shop/checkout',
      buyer({ payment_intent_id: ZERO_TOTAL_PAYMENT_INTENT_ID, gift_card_code: code }),
      { 'x-forwarded-for': freshIp() },
    );
    expect(spent.statusCode).toBe(200);
    const [card] = await t.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.codeLast4, code.slice(-4)));
    expect([card.value, card.balance]).toEqual([10000, 500]);
    const uses = await t.database.db.select().from(giftCardUses).where(eq(giftCardUses.giftCardId, card.id));
    expect(uses.map((u) => [u.amount, u.status])).toEqual([[9500, 'spent']]);
  });

  it('refuses a payment step showing a stale price before any charge; a card bought keeps its value and price', async () => {
    const shopper = await shopperWithCard();
    const lowered = asSaved(await current());
    lowered.variations[0].price = 8500;
    expect((await revenue.send('PUT', `${URL}/${product.id}`, lowered)).statusCode).toBe(200);
    const paymentsBefore = (await t.database.db.select().from(payments)).length;
    const refused = await shopper.post(
      '/shop/checkout',
      buyer({ payment_method_id: await sandboxCard(shopper, '4242424242424242'), expected_total: 9000 }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'price_changed', total: 8500 });
    expect((await t.database.db.select().from(payments)).length).toBe(paymentsBefore);

    // Now the value changes too: the card bought at 90 € for 100 € keeps both.
    const changed = asSaved(await current());
    changed.variations[0] = { ...changed.variations[0], value: 12000, price: 11000 };
    expect((await revenue.send('PUT', `${URL}/${product.id}`, changed)).statusCode).toBe(200);
    const [item] = await t.database.db.select().from(shopOrderItems).where(eq(shopOrderItems.productId, product.id));
    expect([item.unitPrice, item.unitValue]).toEqual([9000, 10000]);
    const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.orderItemId, item.id));
    expect(card.value).toBe(10000);
  });
});
