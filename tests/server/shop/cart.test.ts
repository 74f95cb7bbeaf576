import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { DEMO_GUEST } from '../accounts/support';
import { giftCardCatalogue } from './support';

describe('the gift-card cart (product.md §5.2)', () => {
  let t: TestApp;
  let catalogue: Awaited<ReturnType<typeof giftCardCatalogue>>;
  beforeAll(async () => {
    t = await createTestApp();
    catalogue = await giftCardCatalogue(await new TestClient(t.app).start('/en/shop'));
  });
  afterAll(() => t.close());

  it('adds a gift card and answers the cart with totals the server computed: quantity x price x people', async () => {
    const client = await new TestClient(t.app).start('/en/shop');
    const added = await client.post(
      '/shop/cart',
      {
        type: 'giftcard',
        id: catalogue.spa.id,
        variation: catalogue.spa.massage,
        people: 2,
        quantity: 3,
        message: 'Buon compleanno!',
      },
      { 'x-locale': 'en' },
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Product Added');
    await client.post('/shop/cart', {
      id: catalogue.stay.id,
      variation: catalogue.stay.halfBoard,
      people: 1,
      quantity: 1,
    });

    const cart = (await client.get('/en/shop/cart')).json();
    // 3 x 95.00 x 2 = 570.00; 1 x 120.00 x 1 = 120.00.
    expect(cart.total).toBe(69000);
    expect(cart.items).toMatchObject([
      {
        name: 'Spa gift card',
        qty: 3,
        price: 19000,
        subtotal: 57000,
        options: {
          type: 'giftcard',
          people: 2,
          variation: { text: 'Thermal day and 50-minute massage' },
          delivery: { name: '', email: '', message: 'Buon compleanno!' },
          // One recipient form per card: three cards, none named yet.
          recipients: [0, 1, 2].map(() => ({ name: '', email: '', message: 'Buon compleanno!' })),
        },
      },
      {
        name: 'Stay gift card',
        qty: 1,
        price: 12000,
        subtotal: 12000,
        options: { people: 1, variation: { text: 'One night, half board' } },
      },
    ]);
    expect((await client.get('/de/shop/cart')).json().items[0]).toMatchObject({
      name: 'Thermen-Gutschein',
      options: { variation: { text: 'Thermentag und 50-Minuten-Massage' } },
    });
  });

  it('never takes a price, title or total from the client', async () => {
    const client = await new TestClient(t.app).start('/en/shop');
    await client.post('/shop/cart', {
      id: catalogue.spa.id,
      variation: catalogue.spa.entry,
      people: 1,
      quantity: 1,
      price: 1,
      total: 1,
      title: 'Free',
      subtotal: 1,
    });
    const cart = (await client.get('/en/shop/cart')).json();
    expect(cart).toMatchObject({ total: 4000, items: [{ name: 'Spa gift card', price: 4000, subtotal: 4000 }] });
  });

  it('refuses bad input with translated messages under the fields, and adds nothing', async () => {
    const client = await new TestClient(t.app).start('/it/shop');
    const zero = await client.post(
      '/shop/cart',
      { id: catalogue.spa.id, variation: catalogue.spa.entry, people: 0, quantity: 1000, message: 'x'.repeat(141) },
      { 'x-locale': 'en' },
    );
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual({
      people: ['A gift card is for 1 to 10 people.'],
      quantity: ['The quantity must be between 1 and 20.'],
      message: ['The message may not be longer than 140 characters.'],
    });
    const otherVariation = await client.post(
      '/shop/cart',
      { id: catalogue.spa.id, variation: catalogue.stay.halfBoard, people: 1, quantity: 1 },
      { 'x-locale': 'it' },
    );
    expect(otherVariation.statusCode).toBe(422);
    expect(otherVariation.json().errors.variation).toEqual(['Scegli una delle opzioni di questo buono regalo.']);
    const unknown = await client.post(
      '/shop/cart',
      { id: 999999, variation: catalogue.spa.entry, people: 1, quantity: 1 },
      { 'x-locale': 'de' },
    );
    expect(unknown.json().errors.id).toEqual(['Dieser Gutschein ist nicht im Angebot.']);
    // The day-spa product is not a gift card.
    const daySpa = (await client.get('/api/products/thermal-day')).json();
    const notGift = await client.post(
      '/shop/cart',
      { id: daySpa.id, variation: catalogue.spa.entry, people: 1, quantity: 1 },
      { 'x-locale': 'en' },
    );
    expect(notGift.statusCode).toBe(422);
    expect((await client.get('/it/shop/cart')).json()).toEqual({ items: [], total: 0 });
  });

  it("personalises and deletes only its own lines: someone else's or a stale rowId is 404", async () => {
    const anna = await new TestClient(t.app).start('/en/shop');
    const ben = await new TestClient(t.app).start('/en/shop');
    const rowId = (
      await anna.post('/shop/cart', { id: catalogue.spa.id, variation: catalogue.spa.entry, people: 1, quantity: 1 })
    ).json().rowId;

    const missing = await anna.send(
      'PATCH',
      `/shop/cart/${rowId}`,
      { recipients: [{ name: '', email: 'not-an-email', message: '' }] },
      { 'x-locale': 'en' },
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      'recipients[0].name': ["The recipient's name is required."],
      'recipients[0].email': ['Please enter a valid email address.'],
    });

    const stolen = await ben.send(
      'PATCH',
      `/shop/cart/${rowId}`,
      { recipients: [{ name: 'Ben', email: 'ben@example.com' }] },
      { 'x-locale': 'en' },
    );
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('This item is no longer in your cart.');
    expect((await ben.send('DELETE', `/shop/cart/${rowId}`)).statusCode).toBe(404);

    const saved = await anna.send('PATCH', `/shop/cart/${rowId}`, {
      recipients: [{ name: 'Carla Verdi', email: 'Carla@Example.com', message: 'Auguri' }],
    });
    expect(saved.json().rowId).toBe(rowId);
    expect((await anna.get('/en/shop/cart')).json().items[0].options.delivery).toEqual({
      name: 'Carla Verdi',
      email: 'carla@example.com',
      message: 'Auguri',
    });

    const deleted = await anna.send('DELETE', `/shop/cart/${rowId}`, undefined, { 'x-locale': 'en' });
    expect(deleted.json().message).toBe('Deleted');
    expect((await anna.send('DELETE', `/shop/cart/${rowId}`)).statusCode).toBe(404);
    expect((await anna.get('/en/shop/cart')).json()).toEqual({ items: [], total: 0 });
  });

  it("keeps a guest's cart when they log in, and the old session's cookie no longer reaches it", async () => {
    const client = await new TestClient(t.app).start('/en/shop');
    await client.post('/shop/cart', {
      id: catalogue.stay.id,
      variation: catalogue.stay.halfBoard,
      people: 2,
      quantity: 1,
    });
    const guestCookies = new Map(client.cookies);
    await client.login(DEMO_GUEST.email, DEMO_GUEST.password);
    expect((await client.get('/en/shop/cart')).json()).toMatchObject({
      total: 24000,
      items: [{ name: 'Stay gift card' }],
    });

    const stale = new TestClient(t.app);
    stale.cookies = guestCookies;
    expect((await stale.get('/en/shop/cart')).json()).toEqual({ items: [], total: 0 });
  });

  it('refuses state changes without the CSRF token', async () => {
    const client = await new TestClient(t.app).start('/en/shop');
    const response = await client.inject({
      method: 'POST',
      url: '/shop/cart',
      payload: { id: catalogue.spa.id, variation: catalogue.spa.entry, people: 1, quantity: 1 },
    });
    expect(response.statusCode).toBe(419);
  });
});
