// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seasonalNotice, type SeasonDates } from '@domain/season';

// The hotel's seasons as the demo database holds them (server/db/seed/seasons.ts): open 1 March to 6 January.
const seasons: SeasonDates[] = [
  { start: '2026-03-01', end: '2027-01-06' },
  { start: '2027-03-01', end: '2028-01-06' },
];

describe('the seasonal banner across its window (product.md §1.3: 20 days), with a fixed today', () => {
  it('announces the opening from 20 days before the season starts, until the day before', () => {
    expect(seasonalNotice(seasons, '2026-02-08')).toBeNull();
    expect(seasonalNotice(seasons, '2026-02-09')).toEqual({ kind: 'opening', opens: '2026-03-01' });
    expect(seasonalNotice(seasons, '2026-02-28')).toEqual({ kind: 'opening', opens: '2026-03-01' });
    expect(seasonalNotice(seasons, '2026-03-01')).toBeNull();
  });

  it('says nothing in the middle of the season', () => {
    expect(seasonalNotice(seasons, '2026-08-15')).toBeNull();
    expect(seasonalNotice(seasons, '2026-12-16')).toBeNull();
  });

  it('announces the closing and the reopening from 20 days before the last open day, that day included', () => {
    expect(seasonalNotice(seasons, '2026-12-17')).toEqual({
      kind: 'closing',
      closes: '2027-01-06',
      reopens: '2027-03-01',
    });
    expect(seasonalNotice(seasons, '2027-01-06')).toEqual({
      kind: 'closing',
      closes: '2027-01-06',
      reopens: '2027-03-01',
    });
  });

  it('says nothing between the seasons until 20 days before the next opening, then announces it', () => {
    expect(seasonalNotice(seasons, '2027-01-07')).toBeNull();
    expect(seasonalNotice(seasons, '2027-02-08')).toBeNull();
    expect(seasonalNotice(seasons, '2027-02-09')).toEqual({ kind: 'opening', opens: '2027-03-01' });
  });

  it('does not announce a closing when the next season opens within 20 days of today', () => {
    const shortBreak: SeasonDates[] = [
      { start: '2026-03-01', end: '2026-11-02' },
      { start: '2026-11-20', end: '2027-11-02' },
    ];
    expect(seasonalNotice(shortBreak, '2026-10-30')).toEqual({
      kind: 'closing',
      closes: '2026-11-02',
      reopens: '2026-11-20',
    });
    expect(seasonalNotice(shortBreak, '2026-10-31')).toBeNull();
  });

  it('announces a closing without a reopening date when none is published, and nothing after the last season', () => {
    expect(seasonalNotice(seasons.slice(1), '2027-12-20')).toEqual({
      kind: 'closing',
      closes: '2028-01-06',
      reopens: null,
    });
    expect(seasonalNotice(seasons, '2028-01-07')).toBeNull();
  });

  it('reads the seasons in any order', () => {
    expect(seasonalNotice([...seasons].reverse(), '2026-12-20')).toEqual({
      kind: 'closing',
      closes: '2027-01-06',
      reopens: '2027-03-01',
    });
  });
});
