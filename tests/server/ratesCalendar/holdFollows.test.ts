import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hotelToday } from '../../../domain/dates';
import { roomReservations, sandboxPaymentIntents } from '../../../server/db/schema';
import { TestClient, type TestApp } from '../support/testApp';
import { bookableStay, CARDS, GUEST, paymentMethod, ratesBody, type RatesEntry, type Stay } from '../booking/support';
import { calendarOnAFreshApp, earlyPercent, nightsOf, priceOf } from './support';

// docs/product.md §12.12, "The guest side follows at once" and "The price shown is the price
// charged": the hold checks the calendar again before any charge (422 with the reason); a price
// changed since the search is told to the guest before any charge (409 with the price now); a hold
// keeps the price it was made at, whatever staff change meanwhile.
describe('the rates-and-availability calendar', () => {
  const calendar = calendarOnAFreshApp();
  const { db, read, save } = calendar;
  let t: TestApp;
  let double: number;
  let flexible: number;
  // This test's app and its ids, once calendarOnAFreshApp's beforeEach has made them.
  beforeEach(() => {
    ({ t, double, flexible } = calendar);
  });

  describe('the hold', () => {
    let guest: TestClient;
    beforeEach(async () => {
      guest = await new TestClient(t.app).start('/en/');
      await guest.login(GUEST.email, GUEST.password);
    });
    const form = (stay: Stay, room: object, extra: Record<string, unknown> = {}) => ({
      from_date: stay.from,
      to_date: stay.to,
      rooms: [room],
      special_requests: '',
      cancellation_policy_consent: true,
      city_tax_policy_consent: true,
      ...extra,
    });
    async function chosen(stay: Stay) {
      const offers = (
        await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]))
      ).json() as RatesEntry[][];
      const variation = offers[0].find((e) => e.room_category.id === double)!.rates[0].rate_variations[0];
      return {
        room_category_id: double,
        rate_variation_id: variation.id,
        adults: 2,
        children: 0,
        children_ages: [],
        quoted_total: variation.total,
      };
    }

    it('refuses a stay the calendar closes, with the reason, before any charge', async () => {
      const stay = await bookableStay(db(), 2, 2);
      const room = await chosen(stay);
      await save({ categories: [{ room_category_id: double, date: stay.from, version: 0, min_stay: 3 }] });
      const refused = await guest.post(
        '/my/room-reservations',
        form(stay, room, { payment_method_id: await paymentMethod(guest, CARDS.ok) }),
        { 'x-locale': 'en' },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.to_date[0]).toMatch(/need a stay of at least 3 nights/);
      expect(await db().select().from(roomReservations)).toHaveLength(0);
    });

    it('tells the guest a price changed since the search before charging anything (409 with the price now)', async () => {
      const stay = await bookableStay(db(), 2, 2);
      const room = await chosen(stay);
      const cal = await read(stay);
      await save({
        prices: nightsOf(stay).map((date) => ({
          rate_plan_id: flexible,
          room_category_id: double,
          date,
          version: priceOf(cal, flexible, double, date).version,
          price: 30000,
        })),
      });
      const intents = (await db().select().from(sandboxPaymentIntents)).length;
      const told = await guest.post(
        '/my/room-reservations',
        form(stay, room, { payment_method_id: await paymentMethod(guest, CARDS.ok) }),
        { 'x-locale': 'en' },
      );
      expect(told.statusCode).toBe(409);
      const early = earlyPercent(hotelToday(), stay.from);
      const now = Math.round(2 * 2 * 30000 * (1 - early / 100));
      expect(told.json().message).toContain(
        `it is now €${(now / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
      );
      expect((await db().select().from(sandboxPaymentIntents)).length).toBe(intents);
      expect(await db().select().from(roomReservations)).toHaveLength(0);
    });

    it('charges the held amount when the price changes while the guest holds (3-D Secure in between)', async () => {
      const stay = await bookableStay(db(), 2, 2);
      const room = await chosen(stay);
      const body = form(stay, room, { payment_method_id: await paymentMethod(guest, CARDS.authenticate) });
      const first = await guest.post('/my/room-reservations', body);
      expect(first.json()).toMatchObject({ requires_action: true });
      const [held] = await db().select().from(roomReservations);
      expect(held.subtotal).toBe(room.quoted_total);

      const cal = await read(stay);
      await save({
        prices: nightsOf(stay).map((date) => ({
          rate_plan_id: flexible,
          room_category_id: double,
          date,
          version: priceOf(cal, flexible, double, date).version,
          price: 50000,
        })),
      });

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
      expect(row).toMatchObject({ status: 'confirmed', subtotal: room.quoted_total });
      const [intent] = await db().select().from(sandboxPaymentIntents);
      expect(intent.amount).toBe(held.deposit);
    });
  });
});
