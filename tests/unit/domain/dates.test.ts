// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  daySpaWindow,
  defaultStay,
  formatDate,
  hotelToday,
  isIsoDate,
  maxDate,
  minDate,
  nightsBetween,
  stayNights,
} from '@domain/dates';

describe('hotelToday', () => {
  it('gives the date in Rome, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Rome (UTC+1 in winter).
    expect(hotelToday(new Date('2023-12-31T23:30:00Z'))).toBe('2024-01-01');
    // 21:30 UTC in summer is 23:30 in Rome (UTC+2): still the same day.
    expect(hotelToday(new Date('2024-07-10T21:30:00Z'))).toBe('2024-07-10');
  });

  it('turns at midnight in Rome, to the millisecond, however often it is asked within a second', () => {
    // Midnight of 2 January in Rome is 23:00 UTC on 1 January (UTC+1 in winter).
    expect(hotelToday(new Date('2024-01-01T22:59:59.000Z'))).toBe('2024-01-01');
    expect(hotelToday(new Date('2024-01-01T22:59:59.999Z'))).toBe('2024-01-01');
    expect(hotelToday(new Date('2024-01-01T23:00:00.000Z'))).toBe('2024-01-02');
    expect(hotelToday(new Date('2024-01-01T23:00:00.500Z'))).toBe('2024-01-02');
    expect(hotelToday(new Date('2024-01-01T22:59:59.500Z'))).toBe('2024-01-01');
    // Summer: midnight of 11 July in Rome is 22:00 UTC on 10 July (UTC+2).
    expect(hotelToday(new Date('2024-07-10T21:59:59.999Z'))).toBe('2024-07-10');
    expect(hotelToday(new Date('2024-07-10T22:00:00.000Z'))).toBe('2024-07-11');
  });
});

describe('date arithmetic', () => {
  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-31', -1)).toBe('2024-03-30');
    expect(addDays('2024-10-27', 1)).toBe('2024-10-28');
  });

  it('adds months keeping to the last day of short months', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('counts nights between arrival and departure', () => {
    expect(nightsBetween('2024-03-30', '2024-04-02')).toBe(3);
    expect(nightsBetween('2024-04-02', '2024-03-30')).toBe(-3);
    expect(stayNights('2024-03-30', '2024-04-01')).toEqual(['2024-03-30', '2024-03-31']);
  });
});

describe('isIsoDate', () => {
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate('2024-01-01T00:00')).toBe(false);
    expect(isIsoDate(20240101)).toBe(false);
    expect(isIsoDate({ toString: () => '2024-01-01' })).toBe(false);
  });
});

describe('windows', () => {
  it('proposes a stay from tomorrow to five days from today', () => {
    expect(defaultStay('2024-12-30')).toEqual({ from: '2024-12-31', to: '2025-01-04' });
  });

  it('opens the day spa from today to two months ahead', () => {
    expect(daySpaWindow('2024-12-31')).toEqual({ min: '2024-12-31', max: '2025-02-28' });
  });
});

describe('formatDate', () => {
  it("writes the display formats of product.md §1.2 the language's own way", () => {
    expect(formatDate('2024-03-05', 'en', 'D MMM Y')).toBe('5 Mar 2024');
    expect(formatDate('2024-03-05', 'en', 'DD MMM YYYY')).toBe('05 Mar 2024');
    expect(formatDate('2024-03-05', 'it', 'DD MMM YYYY')).toBe('05 mar 2024');
    expect(formatDate('2024-03-05', 'de', 'DD MMM YYYY')).toBe('05. März 2024');
    expect(formatDate('2024-03-05', 'it', 'DD MMMM YYYY')).toBe('05 marzo 2024');
    expect(formatDate('2024-03-05', 'de', 'DD MMMM YYYY')).toBe('05. März 2024');
    expect(formatDate('2024-03-05', 'en', 'ddd DD MMM YYYY')).toBe('Tue, 05 Mar 2024');
    expect(formatDate('2024-03-05', 'it', 'ddd DD MMM YYYY')).toBe('mar 05 mar 2024');
    expect(formatDate('2024-03-05', 'de', 'ddd DD MMM YYYY')).toBe('Di., 05. März 2024');
  });

  it('keeps Italian months in lower case and gives German days their period (issue 16)', () => {
    expect(formatDate('2025-12-12', 'it', 'DD MMMM YYYY')).toBe('12 dicembre 2025');
    expect(formatDate('2025-12-16', 'de', 'DD MMMM YYYY')).toBe('16. Dezember 2025');
    expect(formatDate('2025-12-16', 'en', 'DD MMMM YYYY')).toBe('16 December 2025');
    expect(formatDate('2025-12-16', 'de', 'D MMM Y')).toBe('16. Dez. 2025');
  });

  it('writes the full date a screen reader announces', () => {
    expect(formatDate('2024-03-05', 'it', 'dddd D MMMM YYYY')).toBe('martedì 5 marzo 2024');
    expect(formatDate('2024-03-05', 'en', 'dddd D MMMM YYYY')).toBe('Tuesday, 5 March 2024');
    expect(formatDate('2024-03-05', 'de', 'dddd D MMMM YYYY')).toBe('Dienstag, 5. März 2024');
  });
});

describe('date edges', () => {
  it('refuses to compute with what is not a calendar date', () => {
    expect(() => addDays('2023-02-29', 1)).toThrow(new RangeError('Not a YYYY-MM-DD date: 2023-02-29'));
    expect(() => addDays('2024-1-01', 1)).toThrow(RangeError);
    // The basic form '20240101' is ISO 8601 too; the site's dates are written with dashes.
    expect(() => addDays('20240101', 1)).toThrow(RangeError);
    expect(() => nightsBetween('tomorrow', '2024-01-02')).toThrow(RangeError);
  });

  it('adds years keeping 29 February to 28 February', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-03-05', -18)).toBe('2006-03-05');
  });

  it('has no nights when departure is not after arrival', () => {
    expect(stayNights('2024-04-01', '2024-04-01')).toEqual([]);
    expect(stayNights('2024-04-02', '2024-04-01')).toEqual([]);
  });

  it('picks the earlier and the later of two dates', () => {
    expect(minDate('2024-03-05', '2024-12-01')).toBe('2024-03-05');
    expect(minDate('2024-12-01', '2024-03-05')).toBe('2024-03-05');
    expect(maxDate('2024-03-05', '2024-12-01')).toBe('2024-12-01');
    expect(maxDate('2024-12-01', '2024-03-05')).toBe('2024-12-01');
  });

  it("writes 'D MMM Y' when no style is named", () => {
    expect(formatDate('2024-03-05', 'en')).toBe('5 Mar 2024');
    expect(formatDate('2024-03-05', 'it')).toBe('5 mar 2024');
  });
});
