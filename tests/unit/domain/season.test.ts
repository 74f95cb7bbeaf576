// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bookingWindow,
  isDateDisabled,
  isOutOfSeason,
  seasonalBannerVisible,
  stayError,
  type SeasonInfo,
} from '@domain/season';

const season: SeasonInfo = {
  start: '2024-03-01',
  end: '2024-11-03',
  next: { start: '2025-03-01', end: '2025-11-02' },
};
const closed = ['2024-06-20'];

describe('bookingWindow', () => {
  it('starts at the season start when today is before it', () => {
    expect(bookingWindow(season, '2024-02-10')).toEqual({ min: '2024-03-01', max: '2024-11-03' });
  });

  it('starts today during the season and ends at the season end', () => {
    expect(bookingWindow(season, '2024-06-15')).toEqual({ min: '2024-06-15', max: '2024-11-03' });
  });

  it('keeps the season end as maximum until the month two months before the end is over', () => {
    expect(bookingWindow(season, '2024-09-30').max).toBe('2024-11-03');
  });

  it('reaches the next season end once today is in a month after two months before the end', () => {
    expect(bookingWindow(season, '2024-10-01')).toEqual({ min: '2024-10-01', max: '2025-11-02' });
  });

  it('compares months across a new year', () => {
    const winter: SeasonInfo = {
      start: '2024-12-01',
      end: '2025-01-31',
      next: { start: '2025-03-01', end: '2025-10-31' },
    };
    expect(bookingWindow(winter, '2024-12-15').max).toBe('2025-10-31');
    expect(bookingWindow(winter, '2024-11-15').max).toBe('2025-01-31');
  });

  it('starts at the next season start when today is past the season end', () => {
    expect(bookingWindow(season, '2024-11-10')).toEqual({ min: '2025-03-01', max: '2025-11-02' });
  });

  it('leaves an empty window past the end when no next season is known', () => {
    const { min, max } = bookingWindow({ ...season, next: null }, '2024-11-10');
    expect(min > max).toBe(true);
  });

  // docs/product.md §12.9: "bookable from" and "bookable to" are the days a season's sales open
  // and close (days of sale, compared with today), not days of stay.
  it('opens the next season on its bookable-from day, whatever the default rule says', () => {
    const opened: SeasonInfo = { ...season, next: { ...season.next!, bookableFrom: '2024-06-15' } };
    expect(bookingWindow(opened, '2024-06-14')).toEqual({ min: '2024-06-14', max: '2024-11-03' });
    expect(bookingWindow(opened, '2024-06-15')).toEqual({ min: '2024-06-15', max: '2025-11-02' });
  });

  it('keeps the next season closed until its bookable-from day even past the default opening', () => {
    const later: SeasonInfo = { ...season, next: { ...season.next!, bookableFrom: '2024-10-20' } };
    expect(bookingWindow(later, '2024-10-01').max).toBe('2024-11-03');
    expect(bookingWindow(later, '2024-10-20').max).toBe('2025-11-02');
  });

  it('stops selling a season after its bookable-to day', () => {
    const closing: SeasonInfo = { ...season, next: { ...season.next!, bookableTo: '2024-10-10' } };
    expect(bookingWindow(closing, '2024-10-10').max).toBe('2025-11-02');
    expect(bookingWindow(closing, '2024-10-11').max).toBe('2024-11-03');
    // The current season's sales closed and the next one's not open: nothing can be picked.
    const { min, max } = bookingWindow({ ...season, bookableTo: '2024-06-30' }, '2024-07-01');
    expect(min > max).toBe(true);
  });

  it('opens the next season alone when the current season’s sales have not opened', () => {
    const current: SeasonInfo = {
      ...season,
      bookableFrom: '2024-07-01',
      next: { ...season.next!, bookableFrom: '2024-06-01' },
    };
    expect(bookingWindow(current, '2024-06-15')).toEqual({ min: '2025-03-01', max: '2025-11-02' });
    expect(bookingWindow(current, '2024-07-01')).toEqual({ min: '2024-07-01', max: '2025-11-02' });
  });
});

describe('isDateDisabled', () => {
  const today = '2024-10-15';

  it('allows days inside the window up to the last open day', () => {
    expect(isDateDisabled('2024-10-15', season, closed, today)).toBe(false);
    expect(isDateDisabled('2024-11-03', season, closed, today)).toBe(false);
  });

  it('disables the days between the season end and the next start', () => {
    expect(isDateDisabled('2024-11-04', season, closed, today)).toBe(true);
    expect(isDateDisabled('2025-02-28', season, closed, today)).toBe(true);
    expect(isDateDisabled('2025-03-01', season, closed, today)).toBe(false);
  });

  it('disables days before the minimum and after the maximum', () => {
    expect(isDateDisabled('2024-10-14', season, closed, today)).toBe(true);
    expect(isDateDisabled('2025-11-03', season, closed, today)).toBe(true);
  });

  it('disables closed dates', () => {
    expect(isDateDisabled('2024-06-20', season, closed, '2024-06-01')).toBe(true);
    expect(isDateDisabled('2024-06-21', season, closed, '2024-06-01')).toBe(false);
  });
});

describe('isOutOfSeason', () => {
  it('is in season from the start day to the end day included', () => {
    expect(isOutOfSeason(season, '2024-02-29')).toBe(true);
    expect(isOutOfSeason(season, '2024-03-01')).toBe(false);
    expect(isOutOfSeason(season, '2024-11-03')).toBe(false);
    expect(isOutOfSeason(season, '2024-11-04')).toBe(true);
  });
});

describe('stayError', () => {
  const today = '2024-06-01';

  it('accepts a stay inside the season', () => {
    expect(stayError('2024-06-10', '2024-06-15', season, closed, today)).toBeNull();
  });

  it('needs at least one night', () => {
    expect(stayError('2024-06-10', '2024-06-10', season, closed, today)).toBe('departureAfterArrival');
    expect(stayError('2024-06-10', '2024-06-09', season, closed, today)).toBe('departureAfterArrival');
  });

  it('refuses dates that are not real dates', () => {
    expect(stayError('2024-06-31', '2024-07-02', season, closed, today)).toBe('dateInvalid');
  });

  it('refuses arrivals before today and departures after the maximum', () => {
    expect(stayError('2024-05-30', '2024-06-03', season, closed, today)).toBe('stayOutsideWindow');
    expect(stayError('2024-11-01', '2024-11-05', season, closed, today)).toBe('stayOutsideWindow');
  });

  it('allows checking out on the last open day', () => {
    expect(stayError('2024-11-01', '2024-11-03', season, closed, today)).toBeNull();
  });

  it('refuses a stay with a night on a closed date', () => {
    expect(stayError('2024-06-18', '2024-06-22', season, closed, today)).toBe('stayNightUnavailable');
  });

  it('refuses a departure on a closed date, as the calendar does', () => {
    expect(stayError('2024-06-18', '2024-06-20', season, closed, today)).toBe('stayNightUnavailable');
  });

  it('accepts arriving the day after a closed date', () => {
    expect(stayError('2024-06-21', '2024-06-23', season, closed, today)).toBeNull();
  });

  it('refuses a stay across the closed months between seasons', () => {
    expect(stayError('2024-11-01', '2025-03-03', season, closed, '2024-10-15')).toBe('stayNightUnavailable');
  });
});

describe('seasonalBannerVisible', () => {
  it('shows in the 20 days before the season start, not on opening day', () => {
    expect(seasonalBannerVisible(season, '2024-02-09')).toBe(false);
    expect(seasonalBannerVisible(season, '2024-02-10')).toBe(true);
    expect(seasonalBannerVisible(season, '2024-02-29')).toBe(true);
    expect(seasonalBannerVisible(season, '2024-03-01')).toBe(false);
  });

  it('stays hidden in the middle of the season', () => {
    expect(seasonalBannerVisible(season, '2024-07-01')).toBe(false);
  });

  it('shows in the 20 days before the season end, last open day included', () => {
    expect(seasonalBannerVisible(season, '2024-10-13')).toBe(false);
    expect(seasonalBannerVisible(season, '2024-10-14')).toBe(true);
    expect(seasonalBannerVisible(season, '2024-11-03')).toBe(true);
    expect(seasonalBannerVisible(season, '2024-11-04')).toBe(false);
  });

  it('hides the closing notice once the next season starts within 20 days', () => {
    const shortGap: SeasonInfo = { ...season, next: { start: '2024-11-20', end: '2025-11-02' } };
    expect(seasonalBannerVisible(shortGap, '2024-10-30')).toBe(true);
    expect(seasonalBannerVisible(shortGap, '2024-10-31')).toBe(false);
  });

  it('shows the closing notice when no next season is known', () => {
    expect(seasonalBannerVisible({ ...season, next: null }, '2024-10-20')).toBe(true);
  });
});

describe('season edges (product.md §2.1: which dates can be picked)', () => {
  it('counts a January after the December two months before the end as a later month', () => {
    const winter: SeasonInfo = {
      start: '2024-12-01',
      end: '2025-02-28',
      next: { start: '2025-04-01', end: '2025-10-31' },
    };
    expect(bookingWindow(winter, '2025-01-10').max).toBe('2025-10-31');
    expect(bookingWindow(winter, '2024-12-20').max).toBe('2025-02-28');
  });

  it('still opens today on the last open day of the season', () => {
    expect(bookingWindow(season, '2024-11-03').min).toBe('2024-11-03');
  });

  it('accepts an arrival today', () => {
    expect(stayError('2024-06-01', '2024-06-03', season, closed, '2024-06-01')).toBeNull();
  });
});
