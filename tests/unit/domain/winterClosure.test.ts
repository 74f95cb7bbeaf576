// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSeasonDay, reopensOn, type SeasonDates } from '@domain/season';
import { calendarOpensOn } from '@domain/daySpa';

// The hotel's seasons as the seed makes them (server/db/seed/seasons.ts): open 1 March to
// 6 January, closed for the winter from 7 January to the end of February.
const seasons: SeasonDates[] = [
  { start: '2027-03-01', end: '2028-01-06' },
  { start: '2026-03-01', end: '2027-01-06' },
];

describe('the open days of the seasons', () => {
  it('counts the first and the last day of a season as open, the winter closure as closed', () => {
    expect(isSeasonDay(seasons, '2026-03-01')).toBe(true);
    expect(isSeasonDay(seasons, '2026-08-15')).toBe(true);
    expect(isSeasonDay(seasons, '2027-01-06')).toBe(true);
    expect(isSeasonDay(seasons, '2027-01-07')).toBe(false);
    expect(isSeasonDay(seasons, '2027-02-28')).toBe(false);
    expect(isSeasonDay(seasons, '2027-03-01')).toBe(true);
  });

  it('knows no open day without seasons, nor after the last one', () => {
    expect(isSeasonDay([], '2026-08-15')).toBe(false);
    expect(isSeasonDay(seasons, '2028-01-07')).toBe(false);
  });
});

describe('the day the hotel reopens after a closure', () => {
  it('is nothing to announce while a season is open, its last day included', () => {
    expect(reopensOn(seasons, '2026-03-01')).toBeNull();
    expect(reopensOn(seasons, '2026-12-20')).toBeNull();
    expect(reopensOn(seasons, '2027-01-06')).toBeNull();
  });

  it('is the next season start from the first closed day to the last, whatever the order of the seasons', () => {
    expect(reopensOn(seasons, '2027-01-07')).toBe('2027-03-01');
    expect(reopensOn(seasons, '2027-01-20')).toBe('2027-03-01');
    expect(reopensOn(seasons, '2027-02-28')).toBe('2027-03-01');
    expect(reopensOn(seasons, '2027-03-01')).toBeNull();
  });

  it('counts a leap day as closed, and announces the first season before it opens', () => {
    const leap: SeasonDates[] = [
      { start: '2028-03-01', end: '2029-01-06' },
      { start: '2029-03-01', end: '2030-01-06' },
    ];
    expect(reopensOn(leap, '2028-02-29')).toBe('2028-03-01');
    expect(reopensOn(leap, '2028-01-20')).toBe('2028-03-01');
  });

  it('is unknown after the last published season', () => {
    expect(reopensOn(seasons, '2028-01-20')).toBeNull();
    expect(reopensOn([], '2027-01-20')).toBeNull();
  });
});

describe('the month the day-spa calendar opens on', () => {
  it('is the first day with an availability record in the window', () => {
    const records = [{ date: '2027-03-02' }, { date: '2027-03-01' }, { date: '2027-03-03' }];
    expect(calendarOpensOn(records, '2027-01-20')).toBe('2027-03-01');
  });

  it('is the window start when today has slots, or when the window has none', () => {
    expect(calendarOpensOn([{ date: '2026-11-28' }, { date: '2026-11-29' }], '2026-11-28')).toBe('2026-11-28');
    expect(calendarOpensOn([], '2027-01-20')).toBe('2027-01-20');
  });

  it('ignores records before the window start', () => {
    expect(calendarOpensOn([{ date: '2027-01-05' }, { date: '2027-03-04' }], '2027-01-20')).toBe('2027-03-04');
  });
});
