import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { hotelToday, type IsoDate } from '../../../domain/dates';
import type { GiftCardProductWire } from '../../../domain/giftCardProducts';
import { giftCards, shopOrderItems, staffActions } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { sandboxCard } from '../payments/support';
import { ADMIN } from '../booking/support';
import { withToken } from '../accessTokens/support';
import { buyer } from '../shop/support';

// product.md §12.17 (issue 33): the revenue manager (and the administrator) keeps the gift-card
// products: names and descriptions in it/en/de, on sale or not, validity in months, variations
// and their prices. A save names the version it read (a stale one is refused), the shop follows at
// once, carts follow the catalogue (a payment step that showed another total is refused before
// any charge), cards bought keep the price and validity they were sold with; every change is logged.

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const URL = '/api/admin/gift-card-products';

let t: TestApp;
let revenue: TestClient;
const signedIn = async (account: { email: string; password: string }) => {
  const client = await new TestClient(t.app).start('/en/');
  await client.login(account.email, account.password);
  return client;
};
beforeAll(async () => {
  t = await createTestApp();
  revenue = await signedIn(REVENUE);
});
afterAll(() => t.close());

let made = 0;
/** A product of this test only, with two variations: 60 € and 90 €, valid `months`. */
const draft = (months = 12) => {
  made += 1;
  return {
    title: { it: `Buono prova ${made}`, en: `Test card ${made}`, de: `Testgutschein ${made}` },
    description: { it: 'Un buono di prova.', en: 'A test card.', de: 'Ein Testgutschein.' },
    on_sale: true,
    validity_months: months,
    version: 0,
    variations: [
      { text: { it: 'Massaggio', en: 'Massage', de: 'Massage' }, value: 6000, price: 6000 },
      { text: { it: 'Due massaggi', en: 'Two massages', de: 'Zwei Massagen' }, value: 9000, price: 9000 },
    ],
  };
};
const create = async (body = draft()) => {
  const response = await revenue.post(URL, body);
  expect(response.json().errors).toBeUndefined();
  expect(response.statusCode).toBe(201);
  return response.json() as GiftCardProductWire;
};
/** The product as the editor sends it back: every field, the variations with their ids. */
const asSaved = (p: GiftCardProductWire) => ({
  title: p.title,
  description: p.description,
  on_sale: p.on_sale,
  validity_months: p.validity_months,
  version: p.version,
  variations: p.variations.map(({ id, text, value, price }) => ({ id, text, value, price })),
});
const shopDetail = async (slug: string, locale = 'en') =>
  (await new TestClient(t.app).start('/en/shop')).get(`/api/products/${slug}`, { 'x-locale': locale });

/** `months` calendar months after `day`, the month's last day when shorter (written apart from the code). */
function monthsLater(day: IsoDate, months: number): IsoDate {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

describe('gift-card products in the back office', () => {
  it("are the revenue manager's and the administrator's: the front desk gets 403, a visitor 401", async () => {
    expect((await revenue.get(URL)).statusCode).toBe(200);
    expect((await (await signedIn(ADMIN)).get(URL)).statusCode).toBe(200);
    const desk = await signedIn(DESK);
    expect((await desk.get(URL)).statusCode).toBe(403);
    expect((await desk.post(URL, draft())).statusCode).toBe(403);
    expect((await (await new TestClient(t.app).start('/en/')).get(URL)).statusCode).toBe(401);
  });

  it('lists the seeded cards with their variations, prices and the default twelve months', async () => {
    const { products } = (await revenue.get(URL)).json() as { products: GiftCardProductWire[] };
    const spa = products.find((p) => p.slug === 'gift-card-spa')!;
    expect(spa.title).toEqual({ en: 'Spa gift card', it: 'Buono regalo terme', de: 'Thermen-Gutschein' });
    expect(spa.on_sale).toBe(true);
    expect(spa.validity_months).toBe(12);
    expect(spa.variations.map((v) => [v.text.en, v.price])).toEqual([
      ['Thermal day entry', 4000],
      ['Thermal day and 50-minute massage', 9500],
      ['Thermal day with lunch', 6500],
    ]);
  });

  it('opens to a channel manager’s token: rates:read lists, rates:write saves', async () => {
    const created = await revenue.post('/oauth/personal-access-tokens', {
      name: 'Channel manager',
      scopes: ['rates:read', 'rates:write'],
    });
    expect(created.statusCode).toBe(200);
    const token = created.json().accessToken as string;
    expect((await withToken(t, token, 'GET', URL)).statusCode).toBe(200);
    expect((await withToken(t, token, 'POST', URL, draft())).statusCode).toBe(201);
  });

  it('adds a product the shop sells at once, in each language, with its validity', async () => {
    const product = await create(draft(6));
    expect(product.version).toBe(1);
    const list = (await (await new TestClient(t.app).start('/en/shop')).get('/api/products?kind=gift_card')).json();
    expect(list.map((p: { id: number }) => p.id)).toContain(product.id);
    const detail = (await shopDetail(product.slug, 'de')).json();
    expect(detail.title).toBe(product.title.de);
    expect(detail.validity_months).toBe(6);
    expect(detail.product_variations.map((v: { text: string; price: number }) => [v.text, v.price])).toEqual([
      ['Massage', 6000],
      ['Zwei Massagen', 9000],
    ]);
  });

  it('lowers a price: the shop and a cart holding the card show the new one at once; the log keeps before and after', async () => {
    const product = await create();
    const shopper = await new TestClient(t.app).start('/en/shop');
    await shopper.post('/shop/cart', { id: product.id, variation: product.variations[0].id, people: 2, quantity: 1 });
    const body = asSaved(product);
    body.variations[0].price = 4500;
    const saved = await revenue.send('PUT', `${URL}/${product.id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(2);
    const detail = (await shopDetail(product.slug)).json();
    expect(detail.product_variations[0].price).toBe(4500);
    const cart = (await shopper.get('/en/shop/cart')).json();
    expect(cart.total).toBe(9000);

    const [line] = await t.database.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'gift_card_product.update'))
      .orderBy(desc(staffActions.id))
      .limit(1);
    expect(line.userEmail).toBe(REVENUE.email);
    expect(JSON.parse(String(line.subject.before)).variations[0].price).toBe(6000);
    expect(JSON.parse(String(line.subject.after)).variations[0].price).toBe(4500);
  });

  it('refuses a stale edit with 409 and saves nothing: the second of two editors who read the same version', async () => {
    const product = await create();
    const first = asSaved(product);
    first.variations[0].price = 5000;
    const second = asSaved(product);
    second.variations[1].price = 1000;
    expect((await revenue.send('PUT', `${URL}/${product.id}`, first)).statusCode).toBe(200);
    const refused = await (await signedIn(ADMIN)).send('PUT', `${URL}/${product.id}`, second, { 'x-locale': 'it' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Nel frattempo qualcun altro ha modificato questo prodotto/);
    expect(refused.json().version).toBe(2);
    const detail = (await shopDetail(product.slug)).json();
    expect(detail.product_variations.map((v: { price: number }) => v.price)).toEqual([5000, 9000]);
  });

  it('refuses bad input next to each field, in the staff member’s language, and saves nothing', async () => {
    const product = await create();
    const body = asSaved(product);
    const bad = {
      ...body,
      title: { ...body.title, de: ' ' },
      validity_months: 0,
      variations: [{ ...body.variations[0], price: 100 }, body.variations[1]],
    };
    const response = await revenue.send('PUT', `${URL}/${product.id}`, bad, { 'x-locale': 'it' });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors['title.de']).toEqual(['Indica il nome in questa lingua.']);
    expect(errors.validity_months).toEqual(['Un buono vale da 1 a 60 mesi.']);
    expect(errors['variations[0].price']).toEqual(['Il prezzo va da 5 a 5000 euro.']);
    const none = await revenue.post(URL, { ...draft(), variations: [] }, { 'x-locale': 'de' });
    expect(none.json().errors.variations).toEqual(['Ein Produkt hat 1 bis 10 Varianten.']);
    expect((await shopDetail(product.slug)).json().product_variations[0].price).toBe(6000);
  });

  it('removes a variation nobody holds, refuses to remove one in a cart, and takes a product off sale', async () => {
    const product = await create();
    const shopper = await new TestClient(t.app).start('/en/shop');
    await shopper.post('/shop/cart', { id: product.id, variation: product.variations[0].id, people: 1, quantity: 1 });
    const body = asSaved(product);
    const stuck = await revenue.send(
      'PUT',
      `${URL}/${product.id}`,
      { ...body, variations: [body.variations[1]] },
      { 'x-locale': 'en' },
    );
    expect(stuck.statusCode).toBe(422);
    expect(stuck.json().errors.variations[0]).toMatch(/“Massage” has been bought or is in a cart/);
    const trimmed = await revenue.send('PUT', `${URL}/${product.id}`, { ...body, variations: [body.variations[0]] });
    expect(trimmed.statusCode).toBe(200);
    expect(trimmed.json().variations).toHaveLength(1);

    const off = await revenue.send('PUT', `${URL}/${product.id}`, { ...asSaved(trimmed.json()), on_sale: false });
    expect(off.statusCode).toBe(200);
    expect((await shopDetail(product.slug)).statusCode).toBe(404);
    const add = await shopper.post('/shop/cart', {
      id: product.id,
      variation: product.variations[0].id,
      people: 1,
      quantity: 1,
    });
    expect(add.statusCode).toBe(422);
  });

  it('a card bought keeps the price and validity it was sold with; a payment step showing an old total is refused before any charge', async () => {
    const product = await create(draft(3));
    const shopper = await new TestClient(t.app).start('/en/shop');
    const { rowId } = (
      await shopper.post('/shop/cart', { id: product.id, variation: product.variations[0].id, people: 1, quantity: 1 })
    ).json();
    await shopper.send('PATCH', `/shop/cart/${rowId}`, {
      recipients: [{ name: 'Carla', email: 'carla@example.com', message: '' }],
    });
    // The revenue manager raises the price while the guest is on the payment step, which showed 60 €.
    const raised = asSaved(product);
    raised.variations[0].price = 7000;
    raised.variations[0].value = 7000;
    expect((await revenue.send('PUT', `${URL}/${product.id}`, raised)).statusCode).toBe(200);
    const refused = await shopper.post(
      '/shop/checkout',
      buyer({ payment_method_id: await sandboxCard(shopper, '4242424242424242'), expected_total: 6000 }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'price_changed', total: 7000 });
    expect(await t.database.db.select().from(shopOrderItems).where(eq(shopOrderItems.productId, product.id))).toEqual(
      [],
    );

    const paid = await shopper.post(
      '/shop/checkout',
      buyer({ payment_method_id: await sandboxCard(shopper, '4242424242424242'), expected_total: 7000 }),
    );
    expect(paid.statusCode).toBe(200);
    // Later the product changes: the card sold keeps 70 € and three months.
    const later = (await revenue.get(URL)).json().products.find((p: GiftCardProductWire) => p.id === product.id);
    expect(
      (
        await revenue.send('PUT', `${URL}/${product.id}`, {
          ...asSaved(later),
          validity_months: 24,
          variations: [{ ...asSaved(later).variations[0], price: 5000 }, asSaved(later).variations[1]],
        })
      ).statusCode,
    ).toBe(200);
    const [item] = await t.database.db.select().from(shopOrderItems).where(eq(shopOrderItems.productId, product.id));
    const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.orderItemId, item.id));
    expect([card.value, card.balance]).toEqual([7000, 7000]);
    expect(card.expiresOn).toBe(monthsLater(hotelToday(), 3));
  });
});
