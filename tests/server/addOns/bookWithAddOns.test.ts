import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AddOnWire } from '../../../domain/addOns';
import { outboxMails, roomReservationAddOns, roomReservations } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { applyDiscountPercent } from '../../../domain/money';
import {
  bookableStay,
  CARDS,
  GUEST,
  paymentMethod,
  ratesBody,
  userByEmail,
  type RatesEntry,
  type Stay,
} from '../booking/support';

// docs/product.md §16.9: a guest adds extras to a room on the payment step. The server prices
// them from the catalogue (unit price × nights and/or persons, children counted), keeps each line
// with the reservation, adds them to the total but not to the deposit (75 € a person, §2.3), and
// the receipt splits them at their own VAT rate. An extra not offered is refused next to its line.
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const family = [{ adults: 2, children: 1, children_ages: [8] }];

describe('booking a room with add-ons', () => {
  let t: TestApp;
  let guest: TestClient;
  let stay: Stay;
  let late: AddOnWire;
  let kit: AddOnWire;
  let hidden: AddOnWire;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    const revenue = await new TestClient(t.app).start('/en/');
    await revenue.login(REVENUE.email, REVENUE.password);
    const texts = (en: string) => ({ it: en, en, de: en });
    const make = async (name: string, unit: string, price: number, vat_rate: number, offered = true) =>
      (
        await revenue.post('/api/admin/add-ons', {
          name: texts(name),
          description: texts(''),
          unit,
          price,
          vat_rate,
          offered,
          version: 0,
        })
      ).json() as AddOnWire;
    late = ((await revenue.get('/api/admin/add-ons')).json().add_ons as AddOnWire[]).find(
      (a) => a.name.en === 'Late check-out',
    )!;
    kit = await make('Wellness kit', 'person_night', 1200, 22);
    hidden = await make('Not offered', 'stay', 500, 22, false);
    guest = await new TestClient(t.app).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    stay = await bookableStay(db(), 3, 10);
  });
  afterAll(() => t.close());

  async function familyRoom() {
    const entries = (await guest.post('/api/available/rates', ratesBody(stay, family))).json()[0] as RatesEntry[];
    for (const entry of entries) {
      const rate = entry.rates.find((r) => r.name !== 'Thermal stay with mud');
      if (rate) return { categoryId: entry.room_category.id, variation: rate.rate_variations[0] };
    }
    throw new Error('no room for the family');
  }
  const book = async (addOns: { room: number; add_on_id: number }[], locale = 'en') => {
    const room = await familyRoom();
    const response = await guest.send(
      'POST',
      '/my/room-reservations',
      {
        from_date: stay.from,
        to_date: stay.to,
        rooms: [
          {
            room_category_id: room.categoryId,
            rate_variation_id: room.variation.id,
            adults: 2,
            children: 1,
            children_ages: [8],
          },
        ],
        cancellation_policy_consent: true,
        city_tax_policy_consent: true,
        payment_method_id: await paymentMethod(guest, CARDS.ok),
        add_ons: addOns,
      },
      { 'x-locale': locale },
    );
    return { response, roomTotal: room.variation.total };
  };

  it('quotes each offered add-on for the room: 2 adults + 1 child, 3 nights, 12 € a person-night = 108 €', async () => {
    const offer = await guest.get('/api/add-ons?nights=3&persons=3', { 'x-locale': 'de' });
    expect(offer.statusCode, offer.body).toBe(200);
    const list = offer.json().add_ons as { id: number; name: string; amounts: number[] }[];
    expect(list.find((a) => a.id === kit.id)!.amounts).toEqual([10800]);
    expect(list.find((a) => a.id === late.id)).toMatchObject({ name: 'Später Check-out', amounts: [3000] });
    expect(list.some((a) => a.id === hidden.id)).toBe(false);
  });

  it('refuses an add-on not offered, or not existing, next to its line, translated; nothing is held', async () => {
    const before = await db().$count(roomReservations);
    const { response } = await book(
      [
        { room: 0, add_on_id: late.id },
        { room: 0, add_on_id: hidden.id },
      ],
      'de',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['add_ons[1].add_on_id']).toEqual([
      'Dieses Extra wird nicht mehr angeboten: Entferne es, um fortzufahren.',
    ]);
    const unknown = (await book([{ room: 0, add_on_id: 999_999 }], 'it')).response;
    expect(unknown.json().errors['add_ons[0].add_on_id']).toEqual([
      'Questo extra non è più disponibile: toglilo per proseguire.',
    ]);
    const elsewhere = (await book([{ room: 1, add_on_id: late.id }])).response;
    expect(elsewhere.statusCode).toBe(422);
    expect(await db().$count(roomReservations)).toBe(before);
  });

  it('keeps each line, adds them to the total, not the deposit, and splits them at their VAT rate', async () => {
    const { response, roomTotal } = await book([
      { room: 0, add_on_id: late.id },
      { room: 0, add_on_id: kit.id },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().reservation_id as number;
    const [row] = await db().select().from(roomReservations).where(eq(roomReservations.id, id));
    expect(row.status).toBe('confirmed');
    // The extras join the subtotal; the guest's personal discount is the rooms' alone (decision 056).
    expect(row.subtotal).toBe(roomTotal + 3000 + 10800);
    const discount = await userByEmail(db(), GUEST.email);
    expect(row.total).toBe(applyDiscountPercent(roomTotal, discount.discountPercent) + 3000 + 10800);
    expect(row.deposit).toBe(3 * 7500); // 75 € a person (§2.3): the extras are paid at the hotel
    const lines = await db()
      .select()
      .from(roomReservationAddOns)
      .where(eq(roomReservationAddOns.roomReservationId, id));
    expect(lines.map((l) => [l.names.en, l.unit, l.quantity, l.unitPrice, l.amount, l.vatRate])).toEqual([
      ['Late check-out', 'stay', 1, 3000, 3000, 10],
      ['Wellness kit', 'person_night', 9, 1200, 10800, 22],
    ]);

    const page = (await guest.get(`/api/my/room-reservations/${id}`)).json();
    expect(page.add_ons.map((a: { name: string; amount: number }) => [a.name, a.amount])).toEqual([
      ['Late check-out', 3000],
      ['Wellness kit', 10800],
    ]);
    expect(page.balance_due).toBe(row.total - row.deposit);
    const at22 = page.vat_split.find((l: { rate: number }) => l.rate === 22);
    expect(at22).toEqual({ rate: 22, gross: 10800, taxable: 8852, vat: 1948 }); // 10800 × 22 / 122 = 19.48 €
    const at10 = page.vat_split.find((l: { rate: number }) => l.rate === 10);
    expect(at10.gross).toBe(row.total - 10800);

    const mail = (await db().select().from(outboxMails)).find(
      (m) => m.subject.includes(page.number) && m.text.includes('VAT included'),
    );
    expect(mail?.text).toContain('Extra for room 1: Late check-out × 1');
    expect(mail?.text).toContain('Extra for room 1: Wellness kit × 9');
    expect(mail?.text).toContain('At 22 %: €88.52 taxable + €19.48 VAT = €108.00');
  });
});
