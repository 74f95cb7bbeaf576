import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { authenticate, paymentRows, sandboxCard } from '../payments/support';
import { readOutbox } from '../accounts/support';
import { bonusCreditMovements, productReservations } from '../../../server/db/schema';
import { addDays, addMonths, hotelToday } from '../../../domain/dates';
import { defaultSlot, GUEST, openDay, setSlot, setUser, slotById, userByEmail } from './support';

const OK_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
const AUTH_CARD = '4000002500003155';

describe('POST /my/product-reservations', () => {
  let t: TestApp;
  let client: TestClient;
  let day: string;
  let slotId: number;
  const PRICE = 4000;
  let nextDay = 0;

  const payload = (extra: Record<string, unknown> = {}) => ({
    date: day,
    people: 2,
    product_availability_id: slotId,
    cancellation_policy_consent: true,
    rules_consent: true,
    use_bonus_terme: false,
    ...extra,
  });
  const reserve = async (extra: Record<string, unknown> = {}, card = OK_CARD, locale = 'it') =>
    client.post('/my/product-reservations', payload({ payment_method_id: await sandboxCard(client, card), ...extra }), {
      'x-locale': locale,
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    // A fresh slot per test: the next open day each time, priced and sized here.
    day = openDay(nextDay++);
    const slot = await defaultSlot(t.database.db, day);
    slotId = slot.id;
    await setSlot(t.database.db, slotId, { capacity: 10, booked: 0, salePrice: PRICE });
    await setUser(t.database.db, GUEST.email, { bonusTermeCredit: 20000, discountPercent: 10 });
    client = await new TestClient(t.app).start();
    await client.login(GUEST.email, GUEST.password);
  });

  it('asks a guest who is not signed in to log in (401)', async () => {
    const anonymous = await new TestClient(t.app).start();
    const response = await anonymous.post('/my/product-reservations', payload({ payment_method_id: 'pm_x' }));
    expect(response.statusCode).toBe(401);
  });

  it('refuses missing consents with a message under each field', async () => {
    const response = await reserve({ cancellation_policy_consent: false, rules_consent: undefined });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['cancellation_policy_consent', 'rules_consent']);
  });

  it('refuses a date outside today..two months and a slot of another day', async () => {
    expect((await reserve({ date: addDays(addMonths(hotelToday(), 2), 1) })).statusCode).toBe(422);
    const other = await reserve({ date: addDays(day, 1) });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toHaveProperty('product_availability_id');
  });

  it('charges the server price with the bonus voucher and the discount, takes the places and the credit', async () => {
    const response = await reserve({ use_bonus_terme: true, price: 1, total: 1 });
    expect(response.statusCode).toBe(200);
    const { message, reservation_number } = response.json();
    expect(reservation_number).toMatch(/^DS-[A-Z2-9]{8}$/);
    expect(message).toContain(reservation_number);
    // 2 x 40 = 80 euro; the voucher pays one person (40); 10% off the remaining 40 -> 36 euro.
    const [payment] = (await paymentRows(t.database)).slice(-1);
    expect(payment.amount).toBe(3600);
    expect((await slotById(t.database.db, slotId)).booked).toBe(2);
    expect((await userByEmail(t.database.db, GUEST.email)).bonusTermeCredit).toBe(20000 - PRICE);
    const [reservation] = await t.database.db
      .select()
      .from(productReservations)
      .where(eq(productReservations.number, reservation_number));
    expect(reservation).toMatchObject({
      status: 'confirmed',
      subtotal: 8000,
      bonusDiscount: 4000,
      total: 3600,
      people: 2,
    });
    const movements = await t.database.db
      .select()
      .from(bonusCreditMovements)
      .where(eq(bonusCreditMovements.productReservationId, reservation.id));
    expect(movements.map((m) => m.amount)).toEqual([-PRICE]);
  });

  it('caps the voucher at the credit left', async () => {
    await setUser(t.database.db, GUEST.email, { bonusTermeCredit: 1500, discountPercent: 0 });
    expect((await reserve({ use_bonus_terme: true })).statusCode).toBe(200);
    expect((await paymentRows(t.database)).slice(-1)[0].amount).toBe(8000 - 1500);
    expect((await userByEmail(t.database.db, GUEST.email)).bonusTermeCredit).toBe(0);
  });

  it('keeps the credit when the voucher is not used', async () => {
    expect((await reserve({ use_bonus_terme: false })).statusCode).toBe(200);
    expect((await paymentRows(t.database)).slice(-1)[0].amount).toBe(7200);
    expect((await userByEmail(t.database.db, GUEST.email)).bonusTermeCredit).toBe(20000);
  });

  it('refuses more people than the time slot holds, on the people field and before any charge (issue 16)', async () => {
    await setSlot(t.database.db, slotId, { capacity: 10, booked: 0 });
    const paymentsBefore = (await paymentRows(t.database)).length;
    const response = await reserve({ people: 11 }, OK_CARD, 'de');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.people).toEqual([
      'Eine Reservierung dieses Zeitfensters umfasst höchstens 10 Personen.',
    ]);
    expect((await paymentRows(t.database)).length).toBe(paymentsBefore);
    expect((await slotById(t.database.db, slotId)).booked).toBe(0);
    expect((await reserve({ people: 10 })).statusCode).toBe(200);
  });

  it('answers 409 before any charge when the slot has too few places left', async () => {
    await setSlot(t.database.db, slotId, { capacity: 10, booked: 9 });
    const paymentsBefore = (await paymentRows(t.database)).length;
    const response = await reserve({ use_bonus_terme: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Non Disponibile, prova un altra data');
    expect((await paymentRows(t.database)).length).toBe(paymentsBefore);
    expect((await slotById(t.database.db, slotId)).booked).toBe(9);
    expect((await userByEmail(t.database.db, GUEST.email)).bonusTermeCredit).toBe(20000);
  });

  it('gives the places and the credit back when the card is declined', async () => {
    // In a season's last week the days wrap round: the slot may hold an earlier test's reservation.
    const slotRows = () =>
      t.database.db.select().from(productReservations).where(eq(productReservations.productAvailabilityId, slotId));
    const before = new Set((await slotRows()).map((r) => r.id));
    const response = await reserve({ use_bonus_terme: true }, DECLINED_CARD);
    expect(response.statusCode).toBe(402);
    expect((await slotById(t.database.db, slotId)).booked).toBe(0);
    expect((await userByEmail(t.database.db, GUEST.email)).bonusTermeCredit).toBe(20000);
    const rows = (await slotRows()).filter((r) => !before.has(r.id));
    expect(rows.map((r) => r.status)).toEqual(['released']);
  });

  it('holds the places during card authentication and confirms after it', async () => {
    const first = await reserve({}, AUTH_CARD);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ requires_action: true });
    expect((await slotById(t.database.db, slotId)).booked).toBe(2);
    const intent = await authenticate(client, first.json().payment_intent_client_secret, 'succeed');
    const second = await client.post('/my/product-reservations', payload({ payment_intent_id: intent.id }));
    expect(second.statusCode).toBe(200);
    expect(second.json().reservation_number).toMatch(/^DS-/);
    expect((await slotById(t.database.db, slotId)).booked).toBe(2);
  });

  it('mails the confirmation in the language of the screen', async () => {
    const response = await reserve({}, OK_CARD, 'de');
    const number = response.json().reservation_number as string;
    const mail = (await readOutbox(t)).find((m) => m.subject.includes(number))!;
    expect(mail.to).toContain(GUEST.email);
    expect(mail.subject).toBe(`Deine Day-Spa-Reservierung ${number}`);
    expect(mail.text).toContain(`/de/my/product-reservations/${number}`);
    expect(mail.text).toContain('Personen: 2');
  });

  it('shows the reservation to its owner only, and lists it on /my', async () => {
    const number = (await reserve({ use_bonus_terme: true })).json().reservation_number as string;
    const detail = await client.get(`/api/my/product-reservations/${number}`, { 'x-locale': 'en' });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      number,
      date: day,
      people: 2,
      total: 3600,
      bonus_discount: PRICE,
      discount_percent: 10,
      product_title: 'Thermal day',
      product_slug: 'thermal-day',
      is_full: false,
    });
    expect(detail.json().participants).toEqual([
      expect.objectContaining({ status: 'booker', type: 'adult', email: GUEST.email }),
    ]);
    const list = (await client.get('/api/my/product-reservations')).json() as { number: string }[];
    expect(list.map((r) => r.number)).toContain(number);

    const other = await new TestClient(t.app).start();
    await other.login('admin@terme.example', 'terme-admin-2026');
    expect((await other.get(`/api/my/product-reservations/${number}`)).statusCode).toBe(404);
    expect((await other.get('/api/my/product-reservations')).json()).toEqual([]);
  });
});
