import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '../../../domain/dates';
import { productReservations, shopOrders } from '../../../server/db/schema';
import { readOutbox } from '../accounts/support';
import { defaultSlot, GUEST, openDay, setSlot, slotById, thermalDay } from '../daySpa/support';
import { sandboxCard } from '../payments/support';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { buyer, giftCardCatalogue } from './support';

const OK_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
/** The slot's price per person in these tests (set on the slot): 3 people cost 3 x 37.00 = 111.00. */
const PRICE = 3700;

describe('dated spa products in the cart (product.md §5.5, cart lines of type "reservation"; issue 11)', () => {
  let t: TestApp;
  let productId: number;
  let day: string;
  let slotId: number;
  let nextDay = 0;
  let client: TestClient;

  const reservation = (extra: Record<string, unknown> = {}) => ({
    type: 'reservation',
    id: productId,
    product_availability_id: slotId,
    date: day,
    people: 3,
    quantity: 1,
    ...extra,
  });
  const add = (extra: Record<string, unknown> = {}, as = client, locale = 'en') =>
    as.post('/shop/cart', reservation(extra), { 'x-locale': locale });
  const pay = async (card = OK_CARD, as = client, locale = 'en') =>
    as.post('/shop/checkout', buyer({ payment_method_id: await sandboxCard(as, card) }), { 'x-locale': locale });

  beforeAll(async () => {
    t = await createTestApp();
    productId = (await thermalDay(t.database.db)).id;
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    // A fresh slot per test: the next open day each time, priced and sized here.
    day = openDay(nextDay++);
    slotId = (await defaultSlot(t.database.db, day)).id;
    await setSlot(t.database.db, slotId, { capacity: 10, booked: 0, salePrice: PRICE });
    client = await new TestClient(t.app).start('/en/shop');
  });

  it("lists the line with its day, time slot and the server's price (slot price x people), ignoring a price sent by the client", async () => {
    const added = await add({ price: 1, total: 1, subtotal: 1 });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Product Added');
    const cart = (await client.get('/en/shop/cart')).json();
    expect(cart).toEqual({
      total: 11100,
      items: [
        {
          rowId: added.json().rowId,
          name: 'Thermal day',
          qty: 1,
          price: 11100,
          subtotal: 11100,
          // A spa day is worth what it costs; only gift cards may differ (product.md §12.17).
          value: 11100,
          options: {
            type: 'reservation',
            people: 3,
            variation: { id: slotId, text: 'Full day 9am-6:30pm' },
            delivery: { name: '', email: '', message: '' },
            recipients: [],
            date: day,
          },
        },
      ],
    });
    // Nothing is held while it sits in the cart.
    expect((await slotById(t.database.db, slotId)).booked).toBe(0);
  });

  it('refuses bad input with a translated message under its field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date: addDays(hotelToday(), -1) }, 'date', 'Bitte wähle ein Datum zwischen'],
      [{ date: addDays(day, 1) }, 'product_availability_id', 'Dieses Zeitfenster gibt es am gewählten Tag nicht.'],
      [{ people: 0 }, 'people', 'Bitte wähle mindestens eine Person.'],
      [{ people: 11 }, 'people', 'Eine Reservierung dieses Zeitfensters umfasst höchstens 10 Personen.'],
      [{ people: 99999999999 }, 'people', 'Bitte wähle mindestens eine Person.'],
      [{ quantity: 2 }, 'quantity', ''],
      [{ product_availability_id: undefined }, 'product_availability_id', 'Bitte wähle ein Zeitfenster.'],
      [{ id: 999999 }, 'product_availability_id', 'Dieses Zeitfenster gibt es am gewählten Tag nicht.'],
    ];
    for (const [extra, field, text] of cases) {
      const response = await add(extra, client, 'de');
      expect(response.statusCode, JSON.stringify(extra)).toBe(422);
      expect(response.json().errors[field]?.[0] ?? '', JSON.stringify(extra)).toContain(text);
    }
    expect((await client.get('/en/shop/cart')).json().items).toEqual([]);
  });

  it('says when the day has no places left for everyone (409, a toast) and when a slot was abandoned they count as free', async () => {
    await setSlot(t.database.db, slotId, { booked: 8 });
    const full = await add({}, client, 'it');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Non Disponibile, prova un altra data');
    expect((await add({ people: 2 })).statusCode).toBe(200);
  });

  it('does not take a recipient: personalising a reservation line is refused as not in the cart', async () => {
    const { rowId } = (await add()).json();
    const response = await client.send('PATCH', `/shop/cart/${rowId}`, {
      recipients: [{ name: 'Carla', email: 'carla@example.com', message: '' }],
    });
    expect(response.statusCode).toBe(404);
  });

  it("pays a gift card and a dated product together: places held and confirmed with the order, shown on the transaction, the receipt and the buyer's /my", async () => {
    const member = await new TestClient(t.app).start('/en/shop');
    await member.login(GUEST.email, GUEST.password);
    const catalogue = await giftCardCatalogue(member);
    const card = (
      await member.post('/shop/cart', { id: catalogue.spa.id, variation: catalogue.spa.entry, people: 1, quantity: 1 })
    ).json();
    await member.send('PATCH', `/shop/cart/${card.rowId}`, {
      recipients: [{ name: 'Carla', email: 'carla@example.com', message: '' }],
    });
    expect((await add({}, member)).statusCode).toBe(200);
    const mailsBefore = (await readOutbox(t)).length;

    const response = await pay(OK_CARD, member, 'it');
    expect(response.statusCode).toBe(200);
    const transaction = response.json();
    // 40.00 (the gift card) + 3 x 37.00
    expect(transaction.total).toBe(4000 + 11100);
    const dated = transaction.items.find((item: { type: string }) => item.type === 'reservation');
    expect(dated).toMatchObject({
      name: 'Giornata alle terme',
      variation: 'Giornaliero h.9-18:30',
      people: 3,
      qty: 1,
      subtotal: 11100,
      date: day,
      codes_last_four: [],
    });
    expect(dated.reservation_number).toMatch(/^DS-[A-Z2-9]{8}$/);

    expect((await slotById(t.database.db, slotId)).booked).toBe(3);
    const [row] = await t.database.db
      .select()
      .from(productReservations)
      .where(eq(productReservations.number, dated.reservation_number));
    expect(row).toMatchObject({ status: 'confirmed', people: 3, total: 11100 });
    const [order] = await t.database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.number, transaction.reservation_id));
    expect(row.shopOrderId).toBe(order.id);

    const receipt = (await readOutbox(t)).slice(mailsBefore).find((m) => m.to === 'giulia.bianchi@example.com')!;
    expect(receipt.subject).toBe(`Il tuo ordine ${transaction.reservation_id}`);
    expect(receipt.text).toContain(`Giornata alle terme il`);
    expect(receipt.text).toContain(`persone: 3 (prenotazione ${dated.reservation_number})`);

    const mine = (await member.get('/api/my/product-reservations', { 'x-locale': 'en' })).json();
    expect(mine).toContainEqual(
      expect.objectContaining({
        number: dated.reservation_number,
        date: day,
        people: 3,
        total: 11100,
        is_booker: true,
      }),
    );
    expect((await member.get('/en/shop/cart')).json().items).toEqual([]);
  });

  it("a guest without an account can buy it too; the reservation is nobody's in /my; no mail calls it a gift card", async () => {
    await add();
    const mailsBefore = (await readOutbox(t)).length;
    const response = await pay();
    expect(response.statusCode).toBe(200);
    const number = response.json().items[0].reservation_number;
    const order = response.json().reservation_id;
    // A spa day only: the mails are titled by what was bought, never 'Buoni regalo' (gift cards).
    const mails = (await readOutbox(t)).slice(mailsBefore);
    const desk = mails.find((m) => m.to === 'reception@terme.example')!;
    expect(desk.subject).toMatch(new RegExp(`^Prenotazioni terme dal negozio: ${order} - Giulia Bianchi`));
    expect(desk.text).toContain(number);
    expect(mails.map((m) => `${m.subject}\n${m.text}`).join('\n')).not.toMatch(
      /Buoni regalo|buoni regalo|Buoni emessi|gift card/i,
    );
    const [row] = await t.database.db.select().from(productReservations).where(eq(productReservations.number, number));
    expect(row).toMatchObject({ status: 'confirmed', userId: null });
  });

  it('gives the places back when the card is declined, and keeps the line in the cart', async () => {
    await add();
    const response = await pay(DECLINED_CARD);
    expect(response.statusCode).toBe(402);
    expect((await slotById(t.database.db, slotId)).booked).toBe(0);
    const rows = await t.database.db
      .select()
      .from(productReservations)
      .where(eq(productReservations.productAvailabilityId, slotId));
    expect(rows.map((r) => r.status)).toEqual(['released']);
    expect((await client.get('/en/shop/cart')).json().items).toHaveLength(1);
  });

  it('refuses the checkout before any charge when the places went meanwhile (409), and charges the price of the slot at payment time', async () => {
    await add();
    await setSlot(t.database.db, slotId, { booked: 9 });
    const refused = await pay();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Not available, try another date');
    await setSlot(t.database.db, slotId, { booked: 0, salePrice: 4100 });
    const paid = await pay();
    expect(paid.statusCode).toBe(200);
    expect(paid.json().total).toBe(3 * 4100);
  });

  it('a hold abandoned during card authentication gives its places back once it lapses', async () => {
    await setSlot(t.database.db, slotId, { capacity: 3 });
    await add();
    const pending = await pay('4000002500003155');
    expect(pending.json().requires_action).toBe(true);
    expect((await slotById(t.database.db, slotId)).booked).toBe(3);
    await t.database.db
      .update(productReservations)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(productReservations.productAvailabilityId, slotId));
    const other = await new TestClient(t.app).start('/en/shop');
    expect((await add({}, other)).statusCode).toBe(200);
    expect((await pay(OK_CARD, other)).statusCode).toBe(200);
    expect((await slotById(t.database.db, slotId)).booked).toBe(3);
  });
});
