import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGiftCardCode, normalizeGiftCardCode } from '../../../domain/giftCardCode';
import { giftCards, outboxMails, shopOrderItems, shopOrders } from '../../../server/db/schema';
import type { CartItem } from '../../../domain/shop';
import { giftCardCodeHash } from '../../../server/modules/giftCards/codes';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { readOutbox } from '../accounts/support';
import { authenticate, sandboxCard } from '../payments/support';
import { buyer, giftCardCatalogue, pdfAttachmentText } from './support';

describe('POST /shop/checkout (product.md §5.3, §4.2; decision 003)', () => {
  let t: TestApp;
  let catalogue: Awaited<ReturnType<typeof giftCardCatalogue>>;
  beforeAll(async () => {
    t = await createTestApp();
    catalogue = await giftCardCatalogue(await new TestClient(t.app).start('/en/shop'));
  });
  afterAll(() => t.close());

  async function cartWith(
    client: TestClient,
    lines: {
      variation: number;
      id: number;
      people: number;
      quantity: number;
      /** Every card of the line to this one person, or `recipients` one per card. */
      recipient?: string;
      recipients?: string[];
    }[],
  ) {
    for (const line of lines) {
      const { rowId } = (
        await client.post('/shop/cart', {
          id: line.id,
          variation: line.variation,
          people: line.people,
          quantity: line.quantity,
        })
      ).json();
      const names =
        line.recipients ?? (line.recipient ? Array.from({ length: line.quantity }, () => line.recipient!) : []);
      if (names.length) {
        const saved = await client.send('PATCH', `/shop/cart/${rowId}`, {
          recipients: names.map((name) => ({
            name,
            email: `${name.toLowerCase()}@example.com`,
            message: `Per ${name}`,
          })),
        });
        expect(saved.statusCode).toBe(200);
      }
    }
  }

  it('charges what the cart holds, makes one card per unit with its own code, empties the cart and mails recipients, buyer and desk', async () => {
    const client = await new TestClient(t.app).start('/it/shop');
    await cartWith(client, [
      { id: catalogue.spa.id, variation: catalogue.spa.entry, people: 2, quantity: 2, recipient: 'Carla' },
      { id: catalogue.stay.id, variation: catalogue.stay.halfBoard, people: 1, quantity: 1, recipient: 'Dario' },
    ]);
    const mailsBefore = (await readOutbox(t)).length;
    const pm = await sandboxCard(client, '4242424242424242');
    const response = await client.post('/shop/checkout', buyer({ payment_method_id: pm, total: 1 }), {
      'x-locale': 'it',
    });
    expect(response.statusCode).toBe(200);
    // 2 x 40.00 x 2 + 1 x 120.00 x 1 = 280.00
    const transaction = response.json();
    expect(transaction).toMatchObject({
      total: 28000,
      card_last_four: '4242',
      redirect: '/it/shop/checkout/confirmation',
    });
    expect(transaction.reservation_id).toMatch(/^GC-[A-Z2-9]{8}$/);
    expect(transaction.items).toMatchObject([
      {
        name: 'Buono regalo terme',
        variation: 'Ingresso giornaliero',
        people: 2,
        qty: 2,
        subtotal: 16000,
        recipient: 'Carla',
      },
      { name: 'Buono regalo soggiorno', people: 1, qty: 1, subtotal: 12000, recipient: 'Dario' },
    ]);
    expect((await client.get('/it/shop/cart')).json()).toEqual({ items: [], total: 0 });

    const cards = await t.database.db.select().from(giftCards).orderBy(giftCards.id);
    expect(cards.map((c) => [c.value, c.balance])).toEqual([
      [8000, 8000],
      [8000, 8000],
      [12000, 12000],
    ]);

    const mails = (await readOutbox(t)).slice(mailsBefore);
    const toCarla = mails.filter((m) => m.to === 'carla@example.com');
    expect(toCarla).toHaveLength(2);
    const codes = toCarla.map((m) => /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(m.text)![1]);
    expect(new Set(codes).size).toBe(2);
    for (const code of codes) {
      expect(isGiftCardCode(normalizeGiftCardCode(code))).toBe(true);
      // Only a keyed hash and the last four are stored.
      const [stored] = await t.database.db
        .select()
        .from(giftCards)
        .where(eq(giftCards.codeHash, giftCardCodeHash(t.config.sessionSecret, normalizeGiftCardCode(code))));
      expect(stored).toMatchObject({ value: 8000, codeLast4: normalizeGiftCardCode(code).slice(-4) });
    }
    expect(toCarla[0].subject).toBe('Giulia Bianchi ti ha regalato un buono');
    expect(toCarla[0].text).toContain('Per Carla');
    expect(toCarla[0].text).toMatch(/Valore\s+80,00\s€/);
    // The printable card: opened, its code and value read back.
    const pdf = await pdfAttachmentText(toCarla[0].raw);
    // The code is printed spaced out: the text extraction may read a wider gap as a space.
    expect(pdf.replace(/ /g, '')).toContain(codes[0]);
    expect(pdf).toMatch(/Valore\s+80,00\s€/);
    expect(pdf).toContain('Per Carla da Giulia Bianchi');
    expect(pdf).toContain('“Per Carla”');
    expect(mails.filter((m) => m.to === 'dario@example.com')).toHaveLength(1);
    // Sent, the recipients' mails keep no code: body and PDF are forgotten (decision 013, sensitive).
    const kept = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, 'carla@example.com'));
    expect(kept.map((m) => [m.status, m.text, m.attachments])).toEqual([
      ['sent', '', null],
      ['sent', '', null],
    ]);
    const receipt = mails.find((m) => m.to === 'giulia.bianchi@example.com')!;
    expect(receipt.subject).toBe(`I tuoi buoni regalo ${transaction.reservation_id}`);
    expect(receipt.text).toMatch(/280,00\s€/);
    for (const code of codes) expect(receipt.text).not.toContain(code);
    // The front desk's own notice: the buyer, and each card by the last four characters of its code, never the code.
    const desk = mails.find((m) => m.to === t.config.frontDeskEmail && m.subject.includes(transaction.reservation_id))!;
    expect(desk.text).toContain('Buoni regalo venduti');
    expect(desk.text).toContain('Giulia Bianchi <giulia.bianchi@example.com>');
    for (const code of codes) {
      expect(desk.text).toMatch(new RegExp(`…${code.slice(-4)}: 80,00\\s€ per Carla <carla@example.com>`));
      expect(desk.text).not.toContain(code);
    }
  });

  it('issues each card of a line to its own recipient: two lines of two cards, four cards, four recipients, four mails (product.md §5.3)', async () => {
    const client = await new TestClient(t.app).start('/en/shop');
    await cartWith(client, [
      { id: catalogue.spa.id, variation: catalogue.spa.entry, people: 1, quantity: 2, recipients: ['Anna', 'Bruno'] },
      {
        id: catalogue.stay.id,
        variation: catalogue.stay.halfBoard,
        people: 1,
        quantity: 2,
        recipients: ['Carlo', 'Dora'],
      },
    ]);
    const cart = (await client.get('/en/shop/cart')).json();
    expect(cart.items.map((i: CartItem) => i.options.recipients.map((r) => r.email))).toEqual([
      ['anna@example.com', 'bruno@example.com'],
      ['carlo@example.com', 'dora@example.com'],
    ]);
    const mailsBefore = (await readOutbox(t)).length;
    const pm = await sandboxCard(client, '4242424242424242');
    const response = await client.post('/shop/checkout', buyer({ payment_method_id: pm }), { 'x-locale': 'en' });
    expect(response.statusCode).toBe(200);
    const orderItems = await t.database.db
      .select()
      .from(shopOrderItems)
      .where(
        inArray(
          shopOrderItems.cartRowId,
          cart.items.map((i: CartItem) => i.rowId),
        ),
      );
    const sold = await t.database.db
      .select()
      .from(giftCards)
      .where(
        inArray(
          giftCards.orderItemId,
          orderItems.map((i) => i.id),
        ),
      );
    expect(sold).toHaveLength(4);
    // The confirmation names every recipient of a line.
    expect(response.json().items.map((i: { recipient: string }) => i.recipient)).toEqual([
      'Anna, Bruno',
      'Carlo, Dora',
    ]);
    const mails = (await readOutbox(t)).slice(mailsBefore).filter((m) => m.subject.includes('gift card'));
    const cardMails = ['Anna', 'Bruno', 'Carlo', 'Dora'].map((name) => {
      const to = mails.filter((m) => m.to === `${name.toLowerCase()}@example.com`);
      expect(to, name).toHaveLength(1);
      // Each mail is that recipient's own card: greeted by name, with their own message.
      expect(to[0].text).toContain(name);
      expect(to[0].text).toContain(`Per ${name}`);
      return /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(to[0].text)![1];
    });
    // Four different codes, each one of the four cards sold.
    expect(new Set(cardMails).size).toBe(4);
    expect(cardMails.map((code) => normalizeGiftCardCode(code).slice(-4)).sort()).toEqual(
      sold.map((c) => c.codeLast4).sort(),
    );
  });

  it("refuses recipients that are not exactly one per card, under the recipients, in the guest's language", async () => {
    const client = await new TestClient(t.app).start('/de/shop');
    const { rowId } = (
      await client.post('/shop/cart', { id: catalogue.spa.id, variation: catalogue.spa.entry, people: 1, quantity: 2 })
    ).json();
    const one = { name: 'Anna', email: 'anna@example.com', message: '' };
    for (const recipients of [[one], [one, one, one]]) {
      const refused = await client.send('PATCH', `/shop/cart/${rowId}`, { recipients }, { 'x-locale': 'de' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        recipients: ['Bitte gib für jeden Gutschein dieser Zeile einen Empfänger an.'],
      });
    }
    const second = await client.send(
      'PATCH',
      `/shop/cart/${rowId}`,
      { recipients: [one, { name: 'Bruno', email: 'nope', message: '' }] },
      { 'x-locale': 'en' },
    );
    expect(second.json().errors).toEqual({ 'recipients[1].email': ['Please enter a valid email address.'] });
  });

  it("refuses an empty cart and a gift card without recipient email before any charge, in the guest's language", async () => {
    const client = await new TestClient(t.app).start('/en/shop');
    const empty = await client.post(
      '/shop/checkout',
      buyer({ payment_method_id: await sandboxCard(client, '4242424242424242') }),
      { 'x-locale': 'en' },
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ message: 'No item in the cart', reason: 'cart_empty' });

    await cartWith(client, [{ id: catalogue.spa.id, variation: catalogue.spa.entry, people: 1, quantity: 1 }]);
    const noEmail = await client.post(
      '/shop/checkout',
      buyer({ payment_method_id: await sandboxCard(client, '4242424242424242') }),
      { 'x-locale': 'en' },
    );
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json()).toMatchObject({
      message: "The recipient's Email is missing",
      reason: 'recipient_email_missing',
    });
    expect(
      await t.database.db
        .select()
        .from(shopOrders)
        .where(eq(shopOrders.email, 'giulia.bianchi@example.com'))
        .then((rows) => rows.filter((r) => r.status === 'pending')),
    ).toEqual([]);
  });

  it('refuses missing buyer details under their fields', async () => {
    const client = await new TestClient(t.app).start('/de/shop');
    const response = await client.post(
      '/shop/checkout',
      { first_name: '', last_name: '', email: 'x', privacy: false },
      { 'x-locale': 'de' },
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'first_name', 'last_name', 'privacy']);
    expect(response.json().errors.privacy).toEqual(['Bitte akzeptiere die Datenschutzerklärung.']);
  });

  it('charges what the cart holds at payment time: a line added while 3-D Secure waits is not in this order', async () => {
    const client = await new TestClient(t.app).start('/en/shop');
    await cartWith(client, [
      { id: catalogue.spa.id, variation: catalogue.spa.massage, people: 1, quantity: 1, recipient: 'Elena' },
    ]);
    const first = await client.post(
      '/shop/checkout',
      buyer({ payment_method_id: await sandboxCard(client, '4000002500003155') }),
    );
    expect(first.json().requires_action).toBe(true);
    await cartWith(client, [
      { id: catalogue.stay.id, variation: catalogue.stay.halfBoard, people: 1, quantity: 1, recipient: 'Fabio' },
    ]);
    const intent = await authenticate(client, first.json().payment_intent_client_secret, 'succeed');
    const paid = await client.post('/shop/checkout', buyer({ payment_intent_id: intent.id }), { 'x-locale': 'en' });
    expect(paid.json()).toMatchObject({ total: 9500, items: [{ recipient: 'Elena' }] });
    // The line added later stays in the cart for the next checkout.
    expect((await client.get('/en/shop/cart')).json()).toMatchObject({
      total: 12000,
      items: [{ options: { delivery: { name: 'Fabio' } } }],
    });
    const again = await client.post('/shop/checkout', buyer({ payment_intent_id: intent.id }));
    expect(again.json().reservation_id).toBe(paid.json().reservation_id);
  });

  it('keeps the cart and sells no card when the card is declined', async () => {
    const client = await new TestClient(t.app).start('/en/shop');
    await cartWith(client, [
      { id: catalogue.spa.id, variation: catalogue.spa.entry, people: 1, quantity: 1, recipient: 'Gino' },
    ]);
    const before = (await t.database.db.select().from(giftCards)).length;
    const response = await client.post(
      '/shop/checkout',
      buyer({ payment_method_id: await sandboxCard(client, '4000000000000002') }),
      { 'x-locale': 'en' },
    );
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toBe('Your card was declined. Please try another card.');
    expect((await client.get('/en/shop/cart')).json().total).toBe(4000);
    expect((await t.database.db.select().from(giftCards)).length).toBe(before);
  });
});
