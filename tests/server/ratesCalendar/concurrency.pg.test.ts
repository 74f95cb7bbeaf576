import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '../../../domain/dates';
import { roomReservations } from '../../../server/db/schema';
import { TestClient } from '../support/testApp';
import {
  bookableStay,
  CARDS,
  categoryBySlug,
  GUEST,
  paymentMethod,
  ratesBody,
  type RatesEntry,
} from '../booking/support';
import { twoStaffOnPostgres, type PriceCell } from './twoStaff';

// docs/product.md §12.12, decision 042: two staff saving overlapping cells at once, through two
// app instances with their own connections to one PostgreSQL (as two processes would): exactly
// one change set is saved, the other gets 409 with the cells and nothing of it is written, so no
// change is overwritten unseen. And a price changed while a guest holds: the guest pays the hold's
// price. Only on a real PostgreSQL (TEST_DATABASE_URL): PGlite serialises everything.
const ROUNDS = 5;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two staff saving the calendar at once (PostgreSQL)', () => {
  const { staff, apps, db, prices } = twoStaffOnPostgres();

  it('saves exactly one of two change sets sharing cells; the other gets 409 and none of its cells is written', async () => {
    const stay = await bookableStay(db(), 4, 2);
    const double = (await categoryBySlug(db(), 'double')).id;
    const queen = (await categoryBySlug(db(), 'queen')).id;
    for (let round = 0; round < ROUNDS; round++) {
      const read = await prices(stay.from, addDays(stay.from, 3), double);
      const plan = read[0].rate_plan_id;
      const cells = read.filter((c) => c.rate_plan_id === plan);
      // A: days 0-2 at 10000 + round; B: days 1-3 at 20000 + round, and a queen cell only B touches.
      const setA = cells.slice(0, 3).map((c) => ({ ...c, price: 10000 + round }));
      const setB = cells.slice(1, 4).map((c) => ({ ...c, price: 20000 + round }));
      const queenCell = (await prices(stay.from, stay.from, queen)).find((c) => c.rate_plan_id === plan)!;
      const answers = await Promise.all([
        staff[0].post('/api/admin/calendar/changes', { prices: setA }, { 'x-locale': 'en' }),
        staff[1].post(
          '/api/admin/calendar/changes',
          { prices: [...setB, { ...queenCell, price: 30000 + round }] },
          { 'x-locale': 'en' },
        ),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers[0].statusCode === 200 ? 'A' : 'B';
      const refused = answers.find((a) => a.statusCode === 409)!.json();
      // The shared days, listed with their version now.
      expect(refused.conflicts.map((c: PriceCell) => c.date).sort()).toEqual([cells[1].date, cells[2].date]);

      const after = (await prices(stay.from, addDays(stay.from, 3), double)).filter((c) => c.rate_plan_id === plan);
      const queenAfter = (await prices(stay.from, stay.from, queen)).find((c) => c.rate_plan_id === plan)!;
      if (winner === 'A') {
        expect(after.map((c) => c.price)).toEqual([10000 + round, 10000 + round, 10000 + round, cells[3].price]);
        expect(queenAfter.price).toBe(queenCell.price);
      } else {
        expect(after.map((c) => c.price)).toEqual([cells[0].price, 20000 + round, 20000 + round, 20000 + round]);
        expect(queenAfter.price).toBe(30000 + round);
      }
    }
  });

  it('a price saved through one instance reaches the other one’s guest search once it has heard it', async () => {
    const stay = await bookableStay(db(), 1, 8);
    const double = (await categoryBySlug(db(), 'double')).id;
    const guest = await new TestClient(apps[1]).start('/en/');
    const total = async () =>
      ((await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]))).json() as RatesEntry[][])[0].find(
        (e) => e.room_category.id === double,
      )?.rates[0].rate_variations[0].total;
    const before = await total();
    expect(before).toBeGreaterThan(0);
    const [cell] = await prices(stay.from, stay.from, double);
    await staff[0].post('/api/admin/calendar/changes', { prices: [{ ...cell, price: (cell.price ?? 0) + 5000 }] });
    await apps[1].rulesCache.sync();
    expect(await total()).toBeGreaterThan(before!);
  });

  it('a guest holding through the card check pays the held price, whatever staff change meanwhile', async () => {
    const stay = await bookableStay(db(), 2, 12);
    const double = (await categoryBySlug(db(), 'double')).id;
    const guest = await new TestClient(apps[1]).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    const offers = (
      await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]))
    ).json() as RatesEntry[][];
    const variation = offers[0].find((e) => e.room_category.id === double)!.rates[0].rate_variations[0];
    const room = {
      room_category_id: double,
      rate_variation_id: variation.id,
      adults: 2,
      children: 0,
      children_ages: [],
      quoted_total: variation.total,
    };
    const body = {
      from_date: stay.from,
      to_date: stay.to,
      rooms: [room],
      cancellation_policy_consent: true,
      city_tax_policy_consent: true,
      payment_method_id: await paymentMethod(guest, CARDS.authenticate),
    };
    const first = await guest.post('/my/room-reservations', body);
    expect(first.json()).toMatchObject({ requires_action: true });
    // Staff raise every night's price on the other instance while the guest authenticates.
    const cells = await prices(stay.from, addDays(stay.to, -1), double);
    const raised = await staff[0].post('/api/admin/calendar/changes', {
      prices: cells.map((c) => ({ ...c, price: (c.price ?? 0) * 2 })),
    });
    expect(raised.statusCode).toBe(200);
    const auth = await guest.post('/api/sandbox/payment-intents/authenticate', {
      client_secret: first.json().payment_intent_client_secret,
      outcome: 'succeed',
    });
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
    expect(row).toMatchObject({ status: 'confirmed', subtotal: variation.total });
  });
});
