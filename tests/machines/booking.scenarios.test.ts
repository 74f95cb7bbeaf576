import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomsSearch } from '../../domain/bookingQuery';
import type { AvailableRatesResponse, RateVariation, RoomCategoryInfo } from '../../domain/roomRates';
import { startBooking } from './support/bookingJourney';
import { finishCardPayment } from './support/journeyStandIns';
import { category, variation } from './bookingModel';

// Room booking as product.md §2.2 and §2.3 and the issues describe it, with expectations written by hand:
// rooms chosen one after another (adding takes 1 s), the login gate, the payment and its deposit,
// back from the payment, the 1.2 s thank-you.

// One to four guests, three rooms free each.
const DOUBLE = category(2, 'Double Room', 3, 1);
const JUNIOR = category(4, 'Junior Suite', 3, 1);
const SUITE = category(5, 'Suite', 3, 1);
const B_AND_B = { double: variation(21, 30000), junior: variation(41, 42000), suite: variation(51, 56000) };
const entry = (c: RoomCategoryInfo, v: RateVariation) => ({
  room_category: c,
  rates: [{ name: 'Flexible rate', refundable: true, rate_variations: [v] }],
});
const OFFER = [entry(DOUBLE, B_AND_B.double), entry(JUNIOR, B_AND_B.junior), entry(SUITE, B_AND_B.suite)];

/** Three rooms: two adults; two adults and a child of 6; one adult. Six guests. */
const THREE_ROOMS: RoomsSearch = {
  arrival: '2027-05-03',
  departure: '2027-05-05',
  code: '',
  rooms: [
    { adults: 2, children: 0, childrenAges: [] },
    { adults: 2, children: 1, childrenAges: [6] },
    { adults: 1, children: 0, childrenAges: [] },
  ],
};
const RATES: AvailableRatesResponse = [OFFER, OFFER, OFFER];
const ANNA = { discountPercent: 10, bonusCredit: 0 };
const PAID = { reservation_id: 77, redirect: '/it/my/room-reservations/77' };

function start(search: RoomsSearch, customer: typeof ANNA | null) {
  const journey = startBooking(search, customer);
  const chosen = () => journey.actor.getSnapshot().context.rooms.map((r) => r.room_category?.name ?? null);
  return { ...journey, chosen };
}

describe('room booking scenarios', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds a chosen room after exactly one second, then asks for the next room', async () => {
    const j = start(THREE_ROOMS, ANNA);
    await j.answer('loadRates', 'resolve', RATES);
    j.actor.send({ type: 'rate.select', category: DOUBLE, variation: B_AND_B.double });
    expect(j.actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(j.chosen()).toEqual([null, null, null]);
    expect(j.actor.getSnapshot().matches({ rooms: 'adding' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(j.chosen()).toEqual(['Double Room', null, null]);
    expect(j.actor.getSnapshot().matches({ rooms: 'choosing' })).toBe(true);
    expect(j.actor.getSnapshot().context.editingIndex).toBe(1);
  });

  it('goes to the payment once every room has a rate, and back from it reopens the last room only', async () => {
    const j = start(THREE_ROOMS, ANNA);
    await j.answer('loadRates', 'resolve', RATES);
    await j.choose(DOUBLE, B_AND_B.double);
    await j.choose(JUNIOR, B_AND_B.junior);
    await j.choose(SUITE, B_AND_B.suite);
    expect(j.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
    expect(j.seen.navigations).toEqual(['payment']);

    j.actor.send({ type: 'payment.back' });
    expect(j.actor.getSnapshot().matches({ rooms: 'choosing' })).toBe(true);
    expect(j.chosen()).toEqual(['Double Room', 'Junior Suite', null]);
    expect(j.actor.getSnapshot().context.editingIndex).toBe(2);
    expect(j.seen.navigations).toEqual(['payment', 'rooms']);

    // The browser's back button does the same.
    await j.choose(SUITE, B_AND_B.suite);
    j.actor.send({ type: 'route.rooms', search: THREE_ROOMS });
    expect(j.chosen()).toEqual(['Double Room', 'Junior Suite', null]);
    expect(j.actor.getSnapshot().context.editingIndex).toBe(2);
  });

  it('hands the card step the deposit, 75 euro for each of the six guests, and what is bought', async () => {
    const j = start(THREE_ROOMS, ANNA);
    await j.answer('loadRates', 'resolve', RATES);
    await j.choose(DOUBLE, B_AND_B.double);
    await j.choose(JUNIOR, B_AND_B.junior);
    await j.choose(SUITE, B_AND_B.suite);
    const values = {
      special_requests: 'Late arrival',
      cancellation_policy_consent: true,
      city_tax_policy_consent: true,
    };
    j.actor.send({ type: 'pay.submit', values, source: 'wallet' });
    expect(j.card.received).toHaveLength(1);
    const [submit] = j.card.received;
    expect(submit.amountCents).toBe(45000);
    expect(submit.source).toBe('wallet');
    const purchase = submit.purchase as {
      search: RoomsSearch;
      rooms: { rate_variation_id: number }[];
      values: unknown;
    };
    expect(purchase.search).toEqual(THREE_ROOMS);
    expect(purchase.rooms.map((r) => r.rate_variation_id)).toEqual([21, 41, 51]);
    expect(purchase.values).toEqual(values);
  });

  it('asks no more than the stay costs, after the discount, when that is less than 75 euro a guest', async () => {
    const cheap = variation(11, 5000);
    const j = start({ ...THREE_ROOMS, rooms: [{ adults: 2, children: 0, childrenAges: [] }] }, ANNA);
    await j.answer('loadRates', 'resolve', [[entry(DOUBLE, cheap)]]);
    await j.choose(DOUBLE, cheap);
    j.actor.send({ type: 'pay.submit', values: {} });
    // 50 euro less 10 %: 45 euro, under the 150 euro of two guests.
    expect(j.card.received[0].amountCents).toBe(4500);
  });

  it('shows the thank-you for 1.2 s, then opens the reservation the server names', async () => {
    const j = start({ ...THREE_ROOMS, rooms: [{ adults: 2, children: 0, childrenAges: [] }] }, ANNA);
    await j.answer('loadRates', 'resolve', [OFFER]);
    await j.choose(DOUBLE, B_AND_B.double);
    j.actor.send({ type: 'pay.submit', values: {} });
    finishCardPayment(j.actor, { result: PAID });
    expect(j.actor.getSnapshot().matches({ payment: 'paid' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1199);
    expect(j.seen.redirects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(j.seen.redirects).toEqual(['/it/my/room-reservations/77']);
    expect(j.actor.getSnapshot().status).toBe('done');
  });

  it("keeps a guest's choice through the login dialog and adds it once signed in", async () => {
    const j = start(THREE_ROOMS, null);
    await j.answer('loadRates', 'resolve', RATES);
    j.actor.send({ type: 'rate.select', category: JUNIOR, variation: B_AND_B.junior });
    expect(j.login.dialogs).toEqual({ opened: 1, closed: 0 });
    j.actor.send({ type: 'auth.signedIn', customer: ANNA });
    await vi.advanceTimersByTimeAsync(1000);
    expect(j.chosen()).toEqual(['Junior Suite', null, null]);
    expect(j.actor.getSnapshot().context.customer).toEqual(ANNA);
  });

  it('drops the choice when the login dialog is closed without signing in', async () => {
    const j = start(THREE_ROOMS, null);
    await j.answer('loadRates', 'resolve', RATES);
    j.actor.send({ type: 'rate.select', category: JUNIOR, variation: B_AND_B.junior });
    j.actor.send({ type: 'auth.dismissed' });
    expect(j.actor.getSnapshot().matches({ rooms: 'choosing' })).toBe(true);
    expect(j.actor.getSnapshot().context.pending).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(j.chosen()).toEqual([null, null, null]);
  });

  it("flashes 'Select Dates' and goes back to the dates when the guest signs out at the payment", async () => {
    const j = start({ ...THREE_ROOMS, rooms: [{ adults: 2, children: 0, childrenAges: [] }] }, ANNA);
    await j.answer('loadRates', 'resolve', [OFFER]);
    await j.choose(DOUBLE, B_AND_B.double);
    j.actor.send({ type: 'user.change', customer: null });
    expect(j.seen.flashes).toBe(1);
    expect(j.seen.navigations).toEqual(['payment', 'dates']);
    expect(j.actor.getSnapshot().status).toBe('done');
  });
});
