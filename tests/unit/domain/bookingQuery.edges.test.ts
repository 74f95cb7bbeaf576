// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasAllAges, parseRoomsQuery } from '@domain/bookingQuery';

// A hand-edited rooms query (product.md §2.1: rooms 1 to 5, adults 1 to 3, kids 0 to 2, ages 0 to 17):
// edges the first tests left open. Expected values written by hand.
const dates = 'arrival=2024-06-10&departure=2024-06-15';

describe('parseRoomsQuery edges', () => {
  it('reads a number only when the whole value is one, spaces around allowed', () => {
    expect(parseRoomsQuery(`${dates}&rooms=2x`).rooms).toEqual([]);
    expect(parseRoomsQuery(`${dates}&rooms=x2`).rooms).toEqual([]);
    expect(parseRoomsQuery(`${dates}&rooms=%202%20`).rooms).toHaveLength(2);
    expect(parseRoomsQuery(`${dates}&rooms=1&adults1=2x`).rooms[0].adults).toBe(1);
    expect(parseRoomsQuery(`${dates}&rooms=1&adults1=x3`).rooms[0].adults).toBe(1);
  });

  it('gives no rooms when the departure is before the arrival', () => {
    expect(parseRoomsQuery('arrival=2024-06-15&departure=2024-06-10&rooms=1').rooms).toEqual([]);
  });

  it('takes ages 0 and 17, drops -1', () => {
    const [room] = parseRoomsQuery(`${dates}&rooms=1&children1=2&childrenAges1=-1,17,0`).rooms;
    expect(room.childrenAges).toEqual([17, 0]);
  });

  it('trims the promo code and gives an empty one when none is in the query', () => {
    expect(parseRoomsQuery(`${dates}&rooms=1&code=%20SPRING%20`).code).toBe('SPRING');
    expect(parseRoomsQuery(`${dates}&rooms=1`).code).toBe('');
  });

  it('adds no rate or room key when the query has none', () => {
    const [room] = parseRoomsQuery(`${dates}&rooms=1&adults1=2`).rooms;
    expect(Object.keys(room).sort()).toEqual(['adults', 'children', 'childrenAges']);
    const [chosen] = parseRoomsQuery(`${dates}&rooms=1&rate1=12&room1=3`).rooms;
    expect(chosen).toMatchObject({ rate: 12, room: 3 });
  });

  it('skips the values of a plain object that are undefined', () => {
    expect(parseRoomsQuery({ arrival: '2024-06-10', departure: '2024-06-11', rooms: '1', code: undefined }).code).toBe(
      '',
    );
    expect(
      parseRoomsQuery({ arrival: '2024-06-10', departure: '2024-06-11', rooms: '1', adults1: undefined }).rooms,
    ).toEqual([{ adults: 1, children: 0, childrenAges: [] }]);
  });
});

describe('hasAllAges edges', () => {
  it('counts a room with kids but no ages at all as missing an age', () => {
    expect(hasAllAges([{ children: 1 }])).toBe(false);
    expect(hasAllAges([{ children: 0 }])).toBe(true);
  });
});
