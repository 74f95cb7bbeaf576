// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RoomsSearch } from '@domain/bookingQuery';
import {
  allReserved,
  applySearchChoices,
  findVariation,
  isReserved,
  nextEditingIndex,
  offersFor,
  paymentQuery,
  reservationRooms,
  reserveAt,
  roomsOfSearch,
  searchQuery,
  selectionTotals,
  unreserve,
  type ReservedRoom,
} from '@domain/bookingSelection';
import type { AvailableRatesEntry, RateVariation, RoomCategoryInfo } from '@domain/roomRates';

/** Hand-written fixtures: two categories, one rate each with two boards. */
const category = (id: number, name: string, available: number): RoomCategoryInfo => ({
  id,
  name,
  description: '',
  images: [],
  min_adults: 1,
  max_adults: 4,
  available_rooms_count: available,
});
const variation = (id: number, total: number): RateVariation => ({
  id,
  name: id % 2 ? 'Bed & Breakfast' : 'Half board',
  rate_name: 'Flexible rate',
  full_name: 'Flexible rate',
  refundable: true,
  total,
  adult_total: total,
  children_total: 0,
  children: [],
});
const junior = category(3, 'Junior Suite', 1);
const double = category(2, 'Double Room', 4);
const entry = (room: RoomCategoryInfo, ...variations: RateVariation[]): AvailableRatesEntry => ({
  room_category: room,
  rates: [{ name: 'Flexible rate', refundable: true, rate_variations: variations }],
});
const juniorEntry = entry(junior, variation(31, 60000), variation(32, 72000));
const doubleEntry = {
  room_category: double,
  rates: [
    { name: 'Non refundable', refundable: false, rate_variations: [variation(21, 40000)] },
    { name: 'Flexible rate', refundable: true, rate_variations: [variation(22, 45000)] },
  ],
};

const search: RoomsSearch = {
  arrival: '2027-05-03',
  departure: '2027-05-06',
  code: '',
  rooms: [
    { adults: 2, children: 1, childrenAges: [7] },
    { adults: 1, children: 0, childrenAges: [] },
  ],
};

describe('rooms chosen one after another (product.md §2.2)', () => {
  it('starts with one unchosen room per room of the search, with stable temp ids', () => {
    expect(roomsOfSearch(search)).toEqual([
      {
        temp_id: 'room-1',
        room_category_id: 0,
        rate_variation_id: 0,
        adults: 2,
        children: 1,
        children_ages: [7],
        room_category: null,
        rate_variation: null,
      },
      {
        temp_id: 'room-2',
        room_category_id: 0,
        rate_variation_id: 0,
        adults: 1,
        children: 0,
        children_ages: [],
        room_category: null,
        rate_variation: null,
      },
    ]);
  });

  it('counts a room as reserved only once its rate variation id is above 0', () => {
    const [first] = roomsOfSearch(search);
    expect(isReserved(first)).toBe(false);
    expect(isReserved({ ...first, rate_variation_id: 1 })).toBe(true);
    expect(isReserved({ ...first, rate_variation_id: -1 })).toBe(false);
  });

  it('stores a choice at the editing index and moves the index to the next room', () => {
    const rooms = roomsOfSearch(search);
    expect(nextEditingIndex(rooms)).toBe(0);
    const one = reserveAt(rooms, 0, junior, variation(32, 72000));
    expect(one[0]).toMatchObject({
      temp_id: 'room-1',
      room_category_id: 3,
      rate_variation_id: 32,
      room_category: junior,
    });
    expect(one[0].rate_variation?.total).toBe(72000);
    expect(one[1]).toEqual(rooms[1]);
    expect(nextEditingIndex(one)).toBe(1);
    expect(allReserved(one)).toBe(false);
    const both = reserveAt(one, 1, double, variation(21, 40000));
    expect(allReserved(both)).toBe(true);
    expect(nextEditingIndex(both)).toBe(1);
  });

  it('goes back to the first room without a rate when one is taken back', () => {
    const both = reserveAt(
      reserveAt(roomsOfSearch(search), 0, junior, variation(31, 60000)),
      1,
      double,
      variation(21, 40000),
    );
    const back = unreserve(both, 'room-1');
    expect(back[0]).toMatchObject({
      room_category_id: 0,
      rate_variation_id: 0,
      room_category: null,
      rate_variation: null,
      adults: 2,
    });
    expect(back[1]).toEqual(both[1]);
    expect(nextEditingIndex(back)).toBe(0);
    expect(unreserve(both, 'room-9')).toEqual(both);
  });

  it('never calls an empty list reserved, and edits index 0 of it', () => {
    expect(allReserved([])).toBe(false);
    expect(nextEditingIndex([])).toBe(0);
  });
});

describe('offersFor: the categories still free for room i', () => {
  const rates = [
    [juniorEntry, doubleEntry],
    [juniorEntry, doubleEntry],
  ];

  it('offers everything free before any choice', () => {
    expect(
      offersFor(rates, roomsOfSearch(search), 1).map((e) => [
        e.room_category.name,
        e.room_category.available_rooms_count,
      ]),
    ).toEqual([
      ['Junior Suite', 1],
      ['Double Room', 4],
    ]);
  });

  it('hides the last junior suite from room 2 once room 1 took it, and lowers the doubles left', () => {
    const rooms = reserveAt(roomsOfSearch(search), 0, junior, variation(31, 60000));
    expect(offersFor(rates, rooms, 1).map((e) => e.room_category.name)).toEqual(['Double Room']);
    const withDouble = reserveAt(roomsOfSearch(search), 0, double, variation(21, 40000));
    expect(offersFor(rates, withDouble, 1).map((e) => e.room_category.available_rooms_count)).toEqual([1, 3]);
  });

  it("does not count the room's own choice against itself", () => {
    const rooms = reserveAt(roomsOfSearch(search), 0, junior, variation(31, 60000));
    expect(offersFor(rates, rooms, 0).map((e) => e.room_category.name)).toEqual(['Junior Suite', 'Double Room']);
  });

  it('offers nothing for a room the rates do not cover', () => {
    expect(offersFor(rates, roomsOfSearch(search), 5)).toEqual([]);
  });
});

describe('findVariation', () => {
  it('looks through every rate of the category', () => {
    expect(findVariation(doubleEntry, 22)?.total).toBe(45000);
    expect(findVariation(doubleEntry, 21)?.total).toBe(40000);
    expect(findVariation(doubleEntry, 31)).toBeNull();
  });
});

describe('choices carried in the query (roomN and rateN)', () => {
  const rates = [
    [juniorEntry, doubleEntry],
    [juniorEntry, doubleEntry],
  ];

  it('applies the choices the rates still offer', () => {
    const chosen = {
      ...search,
      rooms: [
        { ...search.rooms[0], room: 3, rate: 32 },
        { ...search.rooms[1], room: 2, rate: 22 },
      ],
    };
    const rooms = applySearchChoices(chosen, rates, roomsOfSearch(chosen));
    expect(rooms.map((r) => [r.room_category_id, r.rate_variation_id])).toEqual([
      [3, 32],
      [2, 22],
    ]);
  });

  it('finds the chosen category wherever the rates list it', () => {
    const second = { ...search, rooms: [{ ...search.rooms[0], room: 2, rate: 22 }, search.rooms[1]] };
    expect(
      applySearchChoices(second, rates, roomsOfSearch(second)).map((r) => [r.room_category_id, r.rate_variation_id]),
    ).toEqual([
      [2, 22],
      [0, 0],
    ]);
  });

  it('drops a choice that is no longer on offer: the last junior suite twice, or an unknown rate', () => {
    const twice = {
      ...search,
      rooms: [
        { ...search.rooms[0], room: 3, rate: 31 },
        { ...search.rooms[1], room: 3, rate: 31 },
      ],
    };
    expect(applySearchChoices(twice, rates, roomsOfSearch(twice)).map((r) => r.rate_variation_id)).toEqual([31, 0]);
    const unknownRate = { ...search, rooms: [{ ...search.rooms[0], room: 3, rate: 99 }, search.rooms[1]] };
    expect(applySearchChoices(unknownRate, rates, roomsOfSearch(unknownRate)).map((r) => r.rate_variation_id)).toEqual([
      0, 0,
    ]);
    const rateOnly = { ...search, rooms: [{ ...search.rooms[0], rate: 31 }, search.rooms[1]] };
    expect(applySearchChoices(rateOnly, rates, roomsOfSearch(rateOnly)).map((r) => r.rate_variation_id)).toEqual([
      0, 0,
    ]);
    const roomOnly = { ...search, rooms: [{ ...search.rooms[0], room: 3 }, search.rooms[1]] };
    expect(applySearchChoices(roomOnly, rates, roomsOfSearch(roomOnly)).map((r) => r.room_category_id)).toEqual([0, 0]);
  });

  it("writes booking.payment's query with roomN and rateN, and the search back without them", () => {
    const rooms = reserveAt(
      reserveAt(roomsOfSearch(search), 0, junior, variation(32, 72000)),
      1,
      double,
      variation(22, 45000),
    );
    expect(paymentQuery({ ...search, code: 'SPRING' }, rooms)).toBe(
      'rooms=2&arrival=2027-05-03&departure=2027-05-06&adults1=2&children1=1&childrenAges1=7&rate1=32&room1=3&adults2=1&children2=0&childrenAges2=&rate2=22&room2=2&code=SPRING',
    );
    const chosen = { ...search, rooms: [{ ...search.rooms[0], room: 3, rate: 32 }, search.rooms[1]] };
    expect(searchQuery(chosen)).toBe(
      'rooms=2&arrival=2027-05-03&departure=2027-05-06&adults1=2&children1=1&childrenAges1=7&adults2=1&children2=0&childrenAges2=',
    );
  });

  it('writes the bare search when no room has been chosen at all', () => {
    expect(paymentQuery(search, [])).toBe(
      'rooms=2&arrival=2027-05-03&departure=2027-05-06&adults1=2&children1=1&childrenAges1=7&adults2=1&children2=0&childrenAges2=',
    );
  });

  it('leaves out roomN and rateN of rooms not chosen yet', () => {
    const rooms = reserveAt(roomsOfSearch(search), 0, junior, variation(31, 60000));
    expect(paymentQuery(search, rooms)).toBe(
      'rooms=2&arrival=2027-05-03&departure=2027-05-06&adults1=2&children1=1&childrenAges1=7&rate1=31&room1=3&adults2=1&children2=0&childrenAges2=',
    );
  });
});

describe('the order summary and the reservation post', () => {
  const rooms: ReservedRoom[] = reserveAt(
    reserveAt(roomsOfSearch(search), 0, junior, variation(32, 72000)),
    1,
    double,
    variation(21, 40000),
  );

  it('adds the rooms, takes the guest discount off, asks 75 euro per person as deposit (product.md §2.3)', () => {
    expect(selectionTotals(rooms, 10)).toEqual({
      subtotal: 112000,
      total: 100800,
      people: 4,
      deposit: 30000,
      balance: 70800,
    });
    expect(selectionTotals(rooms, null)).toEqual({
      subtotal: 112000,
      total: 112000,
      people: 4,
      deposit: 30000,
      balance: 82000,
    });
  });

  // §16.9, decision 056: the extras join the stay's total after the rooms' discount, and are paid
  // with the balance; the deposit is the rooms' alone. 66 € of extras on the 1,120 € rooms above.
  it('puts the chosen extras in the total of the stay and the balance, never in the deposit (product.md §16.9)', () => {
    expect(selectionTotals(rooms, null, 6600)).toEqual({
      subtotal: 118600,
      total: 118600,
      people: 4,
      deposit: 30000,
      balance: 88600,
    });
  });

  it('takes the personal discount off the rooms only, then adds the extras whole', () => {
    // 1,120 € less 10 % = 1,008 €, plus 66 € of extras = 1,074 €; the deposit is still 4 × 75 €.
    expect(selectionTotals(rooms, 10, 6600)).toEqual({
      subtotal: 118600,
      total: 107400,
      people: 4,
      deposit: 30000,
      balance: 77400,
    });
  });

  it('counts only the rooms that have a rate', () => {
    const one = unreserve(rooms, 'room-2');
    expect(selectionTotals(one, 0)).toEqual({
      subtotal: 72000,
      total: 72000,
      people: 3,
      deposit: 22500,
      balance: 49500,
    });
  });

  it('posts each room with its category, rate variation, people and the total the guest was shown (product.md §12.12)', () => {
    expect(reservationRooms(rooms)).toEqual([
      { room_category_id: 3, rate_variation_id: 32, adults: 2, children: 1, children_ages: [7], quoted_total: 72000 },
      { room_category_id: 2, rate_variation_id: 21, adults: 1, children: 0, children_ages: [], quoted_total: 40000 },
    ]);
  });
});
