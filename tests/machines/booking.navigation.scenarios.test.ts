import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingDeposit } from '../../machines/bookingContext';
import type { RoomsSearch } from '../../domain/bookingQuery';
import { reserveAt, roomsOfSearch } from '../../domain/bookingSelection';
import type { AvailableRatesResponse, RateVariation, RoomCategoryInfo } from '../../domain/roomRates';
import { startBooking } from './support/bookingJourney';
import { finishCardPayment } from './support/journeyStandIns';
import { category, variation } from './bookingModel';

// Room booking's address, loading and sign-in changes (product.md §2, issue 8 §1), with
// expectations written by hand: a query that names every room's rate opens the payment, another
// search loads again, a refused search says why, a failed load is retried, whoever signs in
// prices the deposit, and the screens' tags (RoomsScreen reads loadingRates, offers, noOffers,
// adding, ratesFailed, searchRefused).

const DOUBLE = category(2, 'Double Room', 3, 1);
const JUNIOR = category(4, 'Junior Suite', 3, 1);
const BB = { double: variation(21, 30000), junior: variation(41, 42000) };
const entry = (c: RoomCategoryInfo, v: RateVariation) => ({
  room_category: c,
  rates: [{ name: 'Flexible rate', refundable: true, rate_variations: [v] }],
});
const OFFER = [entry(DOUBLE, BB.double), entry(JUNIOR, BB.junior)];

/** Two rooms of two adults. */
const TWO_ROOMS: RoomsSearch = {
  arrival: '2027-05-03',
  departure: '2027-05-05',
  code: '',
  rooms: [
    { adults: 2, children: 0, childrenAges: [] },
    { adults: 2, children: 0, childrenAges: [] },
  ],
};
const ONE_ROOM: RoomsSearch = {
  ...TWO_ROOMS,
  departure: '2027-05-04',
  rooms: [{ adults: 1, children: 0, childrenAges: [] }],
};
const RATES: AvailableRatesResponse = [OFFER, OFFER];
const ANNA = { discountPercent: 10, bonusCredit: 0 };
const LUCA = { discountPercent: 0, bonusCredit: 0 };

function start(
  search: RoomsSearch,
  customer: typeof ANNA | null,
  openedOn: 'rooms' | 'payment' = 'rooms',
  withThePage: Parameters<typeof startBooking>[3] = {},
) {
  const journey = startBooking(search, customer, openedOn, withThePage);
  const tags = () => [...journey.actor.getSnapshot().tags].sort();
  return { ...journey, tags };
}

describe('room booking: address, loading and sign-in', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows skeletons while the rates load, then the offers for the first room', async () => {
    const j = start(TWO_ROOMS, ANNA);
    expect(j.tags()).toEqual(['loading', 'loadingRates']);
    expect(j.seen.loads).toEqual([{ search: TWO_ROOMS }]);
    await j.answer('loadRates', 'resolve', RATES);
    expect(j.actor.getSnapshot().matches({ rooms: 'choosing' })).toBe(true);
    expect(j.tags()).toEqual(['offers']);
    j.actor.send({ type: 'rate.select', category: DOUBLE, variation: BB.double });
    expect(j.tags()).toEqual(['adding', 'loading', 'offers']);
  });

  it('keeps the offers on screen while the login dialog is open', async () => {
    const j = start(TWO_ROOMS, null);
    await j.answer('loadRates', 'resolve', RATES);
    j.actor.send({ type: 'rate.select', category: DOUBLE, variation: BB.double });
    expect(j.actor.getSnapshot().matches({ rooms: 'loginGate' })).toBe(true);
    expect(j.tags()).toEqual(['offers']);
  });

  it('says there are no rooms for the room being chosen when its list is empty', async () => {
    const j = start(ONE_ROOM, ANNA);
    await j.answer('loadRates', 'resolve', [[]]);
    expect(j.actor.getSnapshot().matches({ rooms: 'unavailable' })).toBe(true);
    expect(j.tags()).toEqual(['noOffers']);
  });

  it('opens the payment at once when the query names a rate for every room', async () => {
    const chosen = { ...TWO_ROOMS, rooms: TWO_ROOMS.rooms.map((room) => ({ ...room, room: 2, rate: 21 })) };
    const j = start(chosen, ANNA, 'payment');
    await j.answer('loadRates', 'resolve', RATES);
    expect(j.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
    expect(j.seen.navigations).toEqual(['payment']);
  });

  // product.md §2.3: no rooms, or no signed-in guest: 'Select Dates' and back to select-dates.
  it("flashes 'Select Dates' when the payment's query no longer names a rate for every room", async () => {
    const j = start(TWO_ROOMS, ANNA, 'payment');
    await j.answer('loadRates', 'resolve', RATES);
    expect(j.seen.flashes).toBe(1);
    expect(j.seen.navigations).toEqual(['dates']);
  });

  it('says why the server refused the search, with the way back to the dates', async () => {
    const j = start(TWO_ROOMS, ANNA);
    await j.answer('loadRates', 'reject', {
      status: 422,
      message: 'Invalid',
      errors: { departure: ['The hotel is closed on one of the chosen dates.'] },
    });
    expect(j.actor.getSnapshot().value).toBe('searchRefused');
    expect(j.tags()).toEqual(['searchRefused']);
    expect(j.actor.getSnapshot().context.searchProblems).toEqual(['The hotel is closed on one of the chosen dates.']);
  });

  // Issue 10: the page carries the server's answer to its own search, a refusal included.
  it('says why at once when the refusal came with the page, asking nothing; a corrected address searches', async () => {
    const closed = {
      status: 422,
      message: 'Invalid',
      errors: { to_date: ['These dates cannot be booked. Please choose dates within the booking period.'] },
    };
    const j = start(TWO_ROOMS, null, 'rooms', { pageRefusal: closed });
    expect(j.actor.getSnapshot().value).toBe('searchRefused');
    expect(j.tags()).toEqual(['searchRefused']);
    expect(j.actor.getSnapshot().context.searchProblems).toEqual([
      'These dates cannot be booked. Please choose dates within the booking period.',
    ]);
    expect(j.seen.loads).toEqual([]);
    j.actor.send({ type: 'route.rooms', search: ONE_ROOM });
    expect(j.tags()).toEqual(['loading', 'loadingRates']);
    expect(j.seen.loads).toEqual([{ search: ONE_ROOM }]);
    await j.answer('loadRates', 'resolve', [OFFER]);
    expect(j.tags()).toEqual(['offers']);
    expect(j.actor.getSnapshot().context.searchProblems).toEqual([]);
  });

  it('an address without rooms goes back to the dates even with a refusal from the page', () => {
    const j = start({ ...TWO_ROOMS, rooms: [] }, null, 'rooms', {
      pageRefusal: { status: 422, message: 'Invalid', errors: {} },
    });
    expect(j.actor.getSnapshot().status).toBe('done');
    expect(j.seen.flashes).toBe(1);
    expect(j.seen.navigations).toEqual(['dates']);
  });

  it('retries rates the network or the server failed to load', async () => {
    const j = start(TWO_ROOMS, ANNA);
    await j.answer('loadRates', 'reject', { status: 500, message: 'Server Error' });
    expect(j.actor.getSnapshot().value).toBe('loadFailed');
    expect(j.tags()).toEqual(['ratesFailed']);
    j.actor.send({ type: 'rates.retry' });
    expect(j.tags()).toEqual(['loading', 'loadingRates']);
    expect(j.seen.loads).toHaveLength(2);
  });

  it('loads the rates of another search when the address changes, forgetting the rooms chosen', async () => {
    const j = start(TWO_ROOMS, ANNA);
    await j.answer('loadRates', 'resolve', RATES);
    await j.choose(DOUBLE, BB.double);
    j.actor.send({ type: 'route.rooms', search: TWO_ROOMS });
    expect(j.seen.loads).toHaveLength(1);
    j.actor.send({ type: 'route.rooms', search: ONE_ROOM });
    expect(j.tags()).toEqual(['loading', 'loadingRates']);
    expect(j.seen.loads).toEqual([{ search: TWO_ROOMS }, { search: ONE_ROOM }]);
    expect(j.actor.getSnapshot().context).toMatchObject({
      search: ONE_ROOM,
      rates: null,
      editingIndex: 0,
      pending: null,
      searchProblems: [],
    });
    expect(j.actor.getSnapshot().context.rooms.map((room) => room.room_category_id)).toEqual([0]);
  });

  it('leaves the payment for another search the address names', async () => {
    const j = start(ONE_ROOM, ANNA);
    await j.answer('loadRates', 'resolve', [OFFER]);
    await j.choose(DOUBLE, BB.double);
    expect(j.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
    j.actor.send({ type: 'route.rooms', search: TWO_ROOMS });
    expect(j.actor.getSnapshot().value).toBe('loading');
    expect(j.seen.loads).toEqual([{ search: ONE_ROOM }, { search: TWO_ROOMS }]);
  });

  it('lets someone who signed in elsewhere choose without the login dialog', async () => {
    const j = start(TWO_ROOMS, null);
    await j.answer('loadRates', 'resolve', RATES);
    j.actor.send({ type: 'user.change', customer: ANNA });
    j.actor.send({ type: 'rate.select', category: DOUBLE, variation: BB.double });
    expect(j.actor.getSnapshot().matches({ rooms: 'adding' })).toBe(true);
    expect(j.login.dialogs.opened).toBe(0);
  });

  // product.md §2.3: 75 euro a person, no more than the stay costs after the customer's discount.
  it('charges the deposit of whoever is signed in at the payment', async () => {
    const j = start(ONE_ROOM, ANNA);
    await j.answer('loadRates', 'resolve', [[entry(DOUBLE, variation(11, 8000))]]);
    await j.choose(DOUBLE, variation(11, 8000));
    // Anna's 10 % brings the 80 euro stay to 72 euro, under the 75 euro deposit; Luca has no discount.
    expect(bookingDeposit(j.actor.getSnapshot().context)).toBe(7200);
    j.actor.send({ type: 'user.change', customer: LUCA });
    expect(j.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
    j.actor.send({ type: 'pay.submit', values: {} });
    expect(j.card.received[0].amountCents).toBe(7500);
    expect(j.card.received[0].source).toBeUndefined();
  });

  it('says it is paid while the thank-you shows', async () => {
    const j = start(ONE_ROOM, ANNA);
    await j.answer('loadRates', 'resolve', [OFFER]);
    await j.choose(DOUBLE, BB.double);
    finishCardPayment(j.actor, { result: { reservation_id: 5, redirect: '/en/my/room-reservations/5' } });
    expect(j.tags()).toEqual(['success']);
  });

  it('prices the deposit of a guest not signed in without a discount', () => {
    const rooms = reserveAt(roomsOfSearch(ONE_ROOM), 0, DOUBLE, variation(11, 10000));
    expect(bookingDeposit({ rooms, customer: null })).toBe(7500);
  });
});
