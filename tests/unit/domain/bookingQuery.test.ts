// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRoomsQuery, hasAllAges, parseRoomsQuery, type RoomsSearch } from '@domain/bookingQuery';

const search: RoomsSearch = {
  arrival: '2024-06-10',
  departure: '2024-06-15',
  code: 'SPRING',
  rooms: [
    { adults: 2, children: 2, childrenAges: [4, 11] },
    { adults: 1, children: 0, childrenAges: [], rate: 12, room: 3 },
  ],
};

describe('buildRoomsQuery', () => {
  it('numbers room fields from 1 and joins ages with commas', () => {
    const query = buildRoomsQuery(search);
    expect(query.get('rooms')).toBe('2');
    expect(query.get('arrival')).toBe('2024-06-10');
    expect(query.get('adults1')).toBe('2');
    expect(query.get('children1')).toBe('2');
    expect(query.get('childrenAges1')).toBe('4,11');
    expect(query.get('rate2')).toBe('12');
    expect(query.get('room2')).toBe('3');
    expect(query.get('code')).toBe('SPRING');
  });

  it('leaves out rate, room and code when not set', () => {
    const query = buildRoomsQuery({ ...search, code: '', rooms: [search.rooms[0]] });
    expect(query.has('rate1')).toBe(false);
    expect(query.has('room1')).toBe(false);
    expect(query.has('code')).toBe(false);
  });
});

describe('parseRoomsQuery', () => {
  it('reads back what buildRoomsQuery wrote', () => {
    expect(parseRoomsQuery(buildRoomsQuery(search))).toEqual(search);
    expect(parseRoomsQuery(buildRoomsQuery(search).toString())).toEqual(search);
  });

  it('gives no rooms for a query without dates or rooms', () => {
    expect(parseRoomsQuery('').rooms).toEqual([]);
    expect(parseRoomsQuery('rooms=2&arrival=2024-06-10').rooms).toEqual([]);
    expect(parseRoomsQuery('arrival=2024-06-10&departure=2024-06-15&rooms=abc').rooms).toEqual([]);
    expect(parseRoomsQuery('arrival=2024-06-10&departure=2024-06-15&rooms=0').rooms).toEqual([]);
  });

  it('gives no rooms when the dates are not real or in the wrong order', () => {
    expect(parseRoomsQuery('arrival=2024-02-30&departure=2024-03-02&rooms=1')).toMatchObject({
      arrival: '',
      rooms: [],
    });
    expect(parseRoomsQuery('arrival=2024-06-15&departure=2024-06-15&rooms=1').rooms).toEqual([]);
  });

  it('cuts the number of rooms to five', () => {
    expect(parseRoomsQuery('arrival=2024-06-10&departure=2024-06-15&rooms=9').rooms).toHaveLength(5);
  });

  it('clamps adults to 1..3 and kids to 0..2, with defaults for missing values', () => {
    const parsed = parseRoomsQuery(
      'arrival=2024-06-10&departure=2024-06-15&rooms=3&adults1=7&children1=5&adults2=0&children2=-1&adults3=x',
    );
    expect(parsed.rooms.map(({ adults, children }) => [adults, children])).toEqual([
      [3, 2],
      [1, 0],
      [1, 0],
    ]);
  });

  it('drops ages outside 0..17 or not numbers, and extra ages beyond the kids', () => {
    const parsed = parseRoomsQuery(
      'arrival=2024-06-10&departure=2024-06-15&rooms=2&children1=2&childrenAges1=18,x,5,0&children2=1&childrenAges2=3,4',
    );
    expect(parsed.rooms[0].childrenAges).toEqual([5, 0]);
    expect(parsed.rooms[1].childrenAges).toEqual([3]);
  });

  it('keeps rate and room only when positive integers', () => {
    const parsed = parseRoomsQuery('arrival=2024-06-10&departure=2024-06-15&rooms=1&rate1=0&room1=abc');
    expect(parsed.rooms[0]).toEqual({ adults: 1, children: 0, childrenAges: [] });
  });

  it('accepts a plain object of query values', () => {
    expect(parseRoomsQuery({ arrival: '2024-06-10', departure: '2024-06-11', rooms: '1', adults1: '2' }).rooms).toEqual(
      [{ adults: 2, children: 0, childrenAges: [] }],
    );
  });
});

describe('hasAllAges', () => {
  it('is true when every room with kids has one age per kid', () => {
    expect(hasAllAges(search.rooms)).toBe(true);
    expect(hasAllAges([{ children: 0, childrenAges: [] }])).toBe(true);
  });

  it('ignores ages left over in a room whose kids were removed', () => {
    expect(hasAllAges([{ children: 0, childrenAges: [7] }])).toBe(true);
  });

  it('is false when an age is missing or not chosen yet', () => {
    expect(hasAllAges([{ children: 2, childrenAges: [4] }])).toBe(false);
    expect(hasAllAges([{ children: 1, children_ages: [null] }])).toBe(false);
    expect(hasAllAges([{ children: 1, children_ages: [''] }])).toBe(false);
  });
});
