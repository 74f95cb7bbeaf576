import { readOutbox } from '../accounts/support';
import { moneyLines } from '../mail/moneyLines';
import { issueGiftCard } from '../shop/giftCardFixture';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { payments, roomNights, roomReservations, sandboxPaymentIntents } from '../../../server/db/schema';
import {
  ADMIN,
  bookableStay,
  CARDS,
  GUEST,
  occupyCategory,
  paymentMethod,
  ratesBody,
  type RatesEntry,
  type Stay,
} from './support';

describe('room reservations: hold, pay the deposit, confirm', () => {
  let t: TestApp;
  let guest: TestClient;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    guest = await new TestClient(t.app).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
  });
  afterAll(() => t.close());

  /** The rate variation a guest would click: `category` by English name, `rate` index, `board` index. */
  async function choose(
    client: TestClient,
    stay: Stay,
    room: { adults: number; children?: number; children_ages?: number[] },
    category: string,
    rate = 0,
    board = 0,
    code?: string,
  ) {
    const response = await client.post('/api/available/rates', ratesBody(stay, [room], code ? { code } : {}));
    const entry = (response.json() as RatesEntry[][])[0].find((e) => e.room_category.name === category);
    if (!entry) throw new Error(`${category} not offered`);
    const variation = entry.rates[rate].rate_variations[board];
    return {
      room_category_id: entry.room_category.id,
      rate_variation_id: variation.id,
      adults: room.adults,
      children: room.children ?? 0,
      children_ages: room.children_ages ?? [],
      variation,
    };
  }

  const form = (stay: Stay, rooms: unknown[], extra: Record<string, unknown> = {}) => ({
    from_date: stay.from,
    to_date: stay.to,
    rooms,
    special_requests: 'A quiet room, please',
    cancellation_policy_consent: true,
    city_tax_policy_consent: true,
    ...extra,
  });

  /** Delivers what the outbox holds (a job, run here rather than on a timer), then reads the mails. */
  const outbox = async () => {
    await t.app.jobs.runDue();
    const dir = join(t.config.dataDir, 'outbox');
    return existsSync(dir) ? readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')) : [];
  };

  it('asks a guest who is not logged in to log in (401)', async () => {
    const anonymous = await new TestClient(t.app).start('/en/');
    const response = await anonymous.post('/my/room-reservations', {});
    expect(response.statusCode).toBe(401);
  });

  it('books two rooms, charges 75 euro per person as deposit, confirms and mails guest and front desk', async () => {
    const stay = await bookableStay(db(), 3, 2);
    const double = await choose(guest, stay, { adults: 2 }, 'Double Room', 0, 1);
    const family = await choose(guest, stay, { adults: 2, children: 1, children_ages: [6] }, 'Junior Suite', 1, 0);
    const { variation: v1, ...room1 } = double;
    const { variation: v2, ...room2 } = family;
    const before = (await outbox()).length;
    const response = await guest.post(
      '/my/room-reservations',
      form(stay, [room1, room2], { payment_method_id: await paymentMethod(guest, CARDS.ok), total: 1 }),
      { 'x-locale': 'de' },
    );
    expect(response.statusCode).toBe(200);
    const { reservation_id, redirect } = response.json();
    expect(redirect).toBe(`/de/my/room-reservations/${reservation_id}`);

    const [row] = await db().select().from(roomReservations).where(eq(roomReservations.id, reservation_id));
    expect(row.status).toBe('confirmed');
    expect(row.subtotal).toBe(v1.total + v2.total);
    // The demo guest has a 10% personal discount on the stay total; the deposit is per person.
    expect(row.total).toBe(row.subtotal - Math.round(row.subtotal / 10));
    expect(row.deposit).toBe(5 * 7500);
    const [payment] = await db().select().from(payments).where(eq(payments.purchaseId, reservation_id));
    expect(payment).toMatchObject({ kind: 'room_reservation', amount: 37500, status: 'succeeded' });
    const nights = await db().select().from(roomNights).where(eq(roomNights.reservationId, reservation_id));
    expect(nights).toHaveLength(2 * 3);

    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(2);
    const guestMail = mails.find((m) => m.includes('To: guest@terme.example'))!;
    expect(guestMail).toContain('Deine Buchung');
    expect(guestMail).toContain('Halbpension');
    // The figures of the mail add up to what the database holds (issue 16 item 15).
    const text = (await readOutbox(t)).find(
      (m) => m.to.includes('guest@terme.example') && m.subject.includes(`R-`) && m.text.includes('Halbpension'),
    )!.text;
    const [r1, r2, rooms, discount, total, deposit, balance] = moneyLines(text, 'de').map((l) => l.cents);
    expect([r1 + r2, rooms, rooms + discount, total, total + deposit, balance]).toEqual([
      row.subtotal,
      row.subtotal,
      row.total,
      row.total,
      row.total - row.deposit,
      row.total - row.deposit,
    ]);
    const deskMail = mails.find((m) => m.includes('To: reception@terme.example'))!;
    expect(deskMail).toContain('A quiet room, please');
  });

  it('shows the reservation page only to its owner and lists it on /my', async () => {
    const stay = await bookableStay(db(), 2, 5);
    const { variation, ...room } = await choose(guest, stay, { adults: 1 }, 'Single Room');
    const booked = await guest.post(
      '/my/room-reservations',
      form(stay, [room], { payment_method_id: await paymentMethod(guest, CARDS.ok) }),
    );
    const id = booked.json().reservation_id as number;

    const page = await guest.get(`/api/my/room-reservations/${id}`, { 'x-locale': 'en' });
    expect(page.statusCode).toBe(200);
    const details = page.json();
    expect(details).toMatchObject({
      id,
      number: expect.stringMatching(/^R-\d{5}$/),
      from_date: stay.from,
      to_date: stay.to,
      nights: 2,
      people: 1,
      deposit_paid: 7500,
      city_tax: { total: 2 * 150, people: 1, nights: 2, per_person_per_night: 150 },
      card: { brand: 'visa', last_four: '4242' },
      paid_with: { gift_cards: [], card: { last_four: '4242', amount: 7500 } },
    });
    expect(details.rooms[0]).toMatchObject({
      room_category: { name: 'Single Room' },
      rate_name: 'Flexible rate',
      board_name: 'Bed & Breakfast',
      total: variation.total,
    });
    expect(details.balance_due).toBe(details.total - 7500);
    expect(details.cancellation_terms[0].text).toContain('deposit is retained');
    expect(details).not.toHaveProperty('user_id');

    const list = (await guest.get('/api/my/room-reservations', { 'x-locale': 'en' })).json();
    expect(list.map((r: { id: number }) => r.id)).toContain(id);

    const other = await new TestClient(t.app).start('/en/');
    await other.login(ADMIN.email, ADMIN.password);
    expect((await other.get(`/api/my/room-reservations/${id}`)).statusCode).toBe(404);
    expect((await other.get('/api/my/room-reservations')).json()).toEqual([]);
  });

  it('mails a check-in link that opens the check-in of that reservation (issue 13)', async () => {
    const stay = await bookableStay(db(), 2, 6);
    const { variation: _variation, ...room } = await choose(guest, stay, { adults: 2 }, 'Double Room');
    const booked = await guest.post(
      '/my/room-reservations',
      form(stay, [room], { payment_method_id: await paymentMethod(guest, CARDS.ok) }),
      { 'x-locale': 'it' },
    );
    expect(booked.statusCode).toBe(200);
    const id = booked.json().reservation_id as number;
    const number = `R-${String(id).padStart(5, '0')}`;
    const mail = (await readOutbox(t)).find((m) => m.to.includes(GUEST.email) && m.subject.includes(number))!;
    const link = /Fai il check-in online prima dell'arrivo[^:]*: (\S+)/.exec(mail.text)?.[1];
    expect(link).toBe(`${t.config.appUrl}/it/my/room-reservations/${id}/check-in`);
    expect(mail.html).toContain(`href="${link}"`);

    // The link is the check-in page of the app, whose list is that reservation's guests.
    const path = new URL(link!).pathname;
    const page = await guest.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'text/html', 'x-requested-with': '' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Check-in online');
    const guests = await guest.get(`/api/my/room-reservations/${id}/check-ins`, { 'x-locale': 'it' });
    expect(guests.statusCode).toBe(200);
    expect(JSON.stringify(guests.json())).toContain(number);
  });

  it("a deposit paid partly by a gift card: the reservation and the guest's mail give each part", async () => {
    const gift = await issueGiftCard(db(), t.config.sessionSecret, { value: 3000, expiresOn: '2099-12-31' });
    const last4 = gift.code.replace(/-/g, '').slice(-4);
    const stay = await bookableStay(db(), 2, 12);
    const { variation: _variation, ...room } = await choose(guest, stay, { adults: 1 }, 'Single Room');
    const booked = await guest.post(
      '/my/room-reservations',
      form(stay, [room], { payment_method_id: await paymentMethod(guest, CARDS.ok), gift_card_code: gift.code }),
      { 'x-locale': 'en' },
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().reservation_id as number;
    const details = (await guest.get(`/api/my/room-reservations/${id}`, { 'x-locale': 'en' })).json();
    // The deposit is 75.00 for one person: 30.00 from the gift card, 45.00 from the card.
    expect(details.paid_with).toEqual({
      gift_cards: [{ last_four: last4, amount: 3000 }],
      card: { last_four: '4242', amount: 4500 },
    });
    const number = `R-${String(id).padStart(5, '0')}`;
    // "Manage my booking" counts the gift card's part as paid: the balance left is total - 75.00.
    const account = (await guest.get(`/api/my/reservations/${number}/account`, { 'x-locale': 'en' })).json();
    expect(account).toMatchObject({ paid: 7500, balance: details.total - 7500 });
    const parts = account.payments.map((p: { amount: number; card: unknown; gift_card: unknown }) => [
      p.amount,
      p.card,
      p.gift_card,
    ]);
    expect(parts).toHaveLength(2);
    expect(parts).toEqual(
      expect.arrayContaining([
        [4500, { brand: 'visa', last_four: '4242' }, null],
        [3000, null, { last_four: last4 }],
      ]),
    );
    const mail = (await readOutbox(t)).find((m) => m.to.includes(GUEST.email) && m.subject.includes(number))!;
    const lines = moneyLines(mail.text, 'en');
    expect(lines.slice(-3)).toEqual([
      { label: `Paid with gift card …${last4}`, cents: -3000 },
      { label: 'Paid by card ending in 4242', cents: -4500 },
      { label: 'Balance due at the hotel', cents: details.total - 7500 },
    ]);
  });

  it('answers 409 before any charge when the last room went, and keeps no hold', async () => {
    const stay = await bookableStay(db(), 2, 9);
    const { variation, ...room } = await choose(guest, stay, { adults: 2 }, 'Suite');
    await occupyCategory(db(), 'suite', stay);
    const intentsBefore = (await db().select().from(sandboxPaymentIntents)).length;
    const response = await guest.post(
      '/my/room-reservations',
      form(stay, [room], { payment_method_id: await paymentMethod(guest, CARDS.ok) }),
      { 'x-locale': 'en' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Suite is no longer available');
    expect((await db().select().from(sandboxPaymentIntents)).length).toBe(intentsBefore);
    expect(await db().select().from(roomReservations).where(eq(roomReservations.status, 'pending'))).toEqual([]);
  });

  it('releases the rooms when the card is declined', async () => {
    const stay = await bookableStay(db(), 2, 12);
    await occupyCategory(db(), 'junior-suite', stay, 1);
    const { variation, ...room } = await choose(guest, stay, { adults: 2 }, 'Junior Suite');
    const response = await guest.post(
      '/my/room-reservations',
      form(stay, [room], { payment_method_id: await paymentMethod(guest, CARDS.declined) }),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toBeTruthy();
    const again = (await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]))).json() as RatesEntry[][];
    expect(again[0].find((e) => e.room_category.name === 'Junior Suite')?.room_category.available_rooms_count).toBe(1);
    const [released] = await db().select().from(roomReservations).where(eq(roomReservations.status, 'released'));
    expect(released).toBeDefined();
  });

  it('holds the rooms through a 3-D Secure check and confirms on the second post', async () => {
    const stay = await bookableStay(db(), 2, 15);
    await occupyCategory(db(), 'queen', stay, 1);
    const { variation, ...room } = await choose(guest, stay, { adults: 2 }, 'Queen Room');
    const body = form(stay, [room], { payment_method_id: await paymentMethod(guest, CARDS.authenticate) });
    const first = await guest.post('/my/room-reservations', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ requires_action: true, payment_intent_client_secret: expect.any(String) });
    const held = (await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]))).json() as RatesEntry[][];
    expect(held[0].map((e) => e.room_category.name)).not.toContain('Queen Room');

    const secret = first.json().payment_intent_client_secret as string;
    const auth = await guest.post('/api/sandbox/payment-intents/authenticate', {
      client_secret: secret,
      outcome: 'succeed',
    });
    expect(auth.statusCode).toBe(200);
    const second = await guest.post('/my/room-reservations', {
      ...body,
      payment_method_id: null,
      payment_intent_id: auth.json().payment_intent.id,
    });
    expect(second.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(roomReservations)
      .where(eq(roomReservations.id, second.json().reservation_id));
    expect(row.status).toBe('confirmed');
  });

  it('refuses a rate that is not on offer, a room the people do not fit and missing consents (422)', async () => {
    const stay = await bookableStay(db(), 2, 20);
    const offer = await choose(guest, stay, { adults: 2 }, 'Double Room', 2, 0, 'SPAWEEKEND');
    const { variation, ...offerRoom } = offer;
    const withoutCode = await guest.post(
      '/my/room-reservations',
      form(stay, [offerRoom], { payment_method_id: 'pm_x' }),
      { 'x-locale': 'en' },
    );
    expect(withoutCode.statusCode).toBe(422);
    expect(withoutCode.json().errors['rooms.0.rate_variation_id'][0]).toContain('not offered');

    const crowded = await guest.post(
      '/my/room-reservations',
      form(stay, [{ ...offerRoom, adults: 3 }], { code: 'SPAWEEKEND', payment_method_id: 'pm_x' }),
      { 'x-locale': 'en' },
    );
    expect(crowded.statusCode).toBe(422);
    expect(crowded.json().message).toBe('The Double Room takes from 2 to 2 people.');

    const consents = await guest.post(
      '/my/room-reservations',
      form(stay, [offerRoom], { cancellation_policy_consent: false, city_tax_policy_consent: null }),
      { 'x-locale': 'en' },
    );
    expect(consents.statusCode).toBe(422);
    expect(Object.keys(consents.json().errors).sort()).toEqual([
      'cancellation_policy_consent',
      'city_tax_policy_consent',
    ]);
  });
});
