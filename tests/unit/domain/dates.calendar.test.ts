// @vitest-environment node
// The date code without a date library (issue 10): day numbers, months, leap years, weekdays and
// the hotel's clock across daylight-saving changes in Europe/Rome. Expected values are written by
// hand from the calendar, never computed with the code under test.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  dayNumber,
  hotelInstant,
  hotelToday,
  isIsoDate,
  isoOfDay,
  nightsBetween,
  stayNights,
  weekdayOfDay,
} from '@domain/dates';

describe('day numbers', () => {
  it('counts days from 1 January 1970', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayNumber('2000-01-01')).toBe(10957);
    expect(dayNumber('2026-11-26')).toBe(20783);
  });

  it('writes a day number back as its date, with four-digit years', () => {
    expect(isoOfDay(0)).toBe('1970-01-01');
    expect(isoOfDay(10957)).toBe('2000-01-01');
    expect(isoOfDay(20783)).toBe('2026-11-26');
    expect(isoOfDay(-1)).toBe('1969-12-31');
    expect(isoOfDay(-719162)).toBe('0001-01-01');
  });

  it('names the ISO weekday of a day (1 Monday .. 7 Sunday)', () => {
    expect(weekdayOfDay(dayNumber('1970-01-01'))).toBe(4); // a Thursday
    expect(weekdayOfDay(dayNumber('1969-12-28'))).toBe(7); // a Sunday
    expect(weekdayOfDay(dayNumber('2026-11-26'))).toBe(4); // a Thursday
    expect(weekdayOfDay(dayNumber('2026-11-30'))).toBe(1); // a Monday
    expect(weekdayOfDay(dayNumber('2024-02-29'))).toBe(4); // a Thursday
  });
});

describe('leap years and month ends', () => {
  it('knows which years have a 29 February', () => {
    expect(isIsoDate('2000-02-29')).toBe(true); // divisible by 400
    expect(isIsoDate('1900-02-29')).toBe(false); // by 100, not by 400
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
  });

  it('refuses days past the end of their month and month zero', () => {
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-04-30')).toBe(true);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-05-00')).toBe(false);
    expect(isIsoDate('2026-12-32')).toBe(false);
    expect(isIsoDate('２０２６-01-01')).toBe(false); // full-width digits
    expect(isIsoDate('2026-01-01\n')).toBe(false);
  });

  it('adds days across a century that is not a leap year', () => {
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(addDays('2028-01-01', 365)).toBe('2028-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months forwards and backwards across years, keeping to the month end', () => {
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-12-15', 2)).toBe('2027-02-15');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2027-01-31', -2)).toBe('2026-11-30');
    expect(addMonths('2026-03-15', -15)).toBe('2024-12-15');
    expect(addMonths('2026-11-03', -2)).toBe('2026-09-03');
    expect(addMonths('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('adds years, 29 February falling back to 28 February', () => {
    expect(addYears('2028-02-29', -4)).toBe('2024-02-29');
    expect(addYears('2028-02-29', 2)).toBe('2030-02-28');
    expect(addYears('2026-11-26', 1)).toBe('2027-11-26');
  });
});

describe('stays across daylight-saving changes (calendar days know no clocks)', () => {
  it('counts the night the clocks go forward and back as one night each', () => {
    // Europe/Rome: summer time starts 29 March 2026, ends 25 October 2026.
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(stayNights('2026-03-28', '2026-03-31')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(stayNights('2026-10-24', '2026-10-27')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('lists 28 nights across a month and a year end', () => {
    const nights = stayNights('2026-12-20', '2027-01-17');
    expect(nights).toHaveLength(28);
    expect(nights[11]).toBe('2026-12-31');
    expect(nights[12]).toBe('2027-01-01');
    expect(nights[27]).toBe('2027-01-16');
  });
});

describe("the hotel's clock (Europe/Rome)", () => {
  it('turns the date at midnight in Rome, in winter and in summer time', () => {
    expect(hotelToday(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15'); // 23:59:59 CET
    expect(hotelToday(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16'); // 00:00 CET
    expect(hotelToday(new Date('2026-07-15T21:59:59Z'))).toBe('2026-07-15'); // 23:59:59 CEST
    expect(hotelToday(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });

  it('turns the date right on the days the clocks change', () => {
    expect(hotelToday(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29'); // 00:00 CET, the night of the change
    expect(hotelToday(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29'); // 23:59 CEST
    expect(hotelToday(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(hotelToday(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25'); // 00:00 CEST
    expect(hotelToday(new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25'); // 23:59 CET
    expect(hotelToday(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('finds the instant of a time of day at the hotel', () => {
    expect(hotelInstant('2026-01-15', '18:30').toISOString()).toBe('2026-01-15T17:30:00.000Z');
    expect(hotelInstant('2026-07-15', '18:30:00').toISOString()).toBe('2026-07-15T16:30:00.000Z');
    expect(hotelInstant('2026-07-15', '00:00').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(hotelInstant('2026-12-31', '23:59:59').toISOString()).toBe('2026-12-31T22:59:59.000Z');
  });

  it('reads the times on either side of the change to summer time (29 March 2026, 02:00 -> 03:00)', () => {
    expect(hotelInstant('2026-03-29', '01:59').toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(hotelInstant('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // 02:30 never happens that night: read as 03:30 summer time.
    expect(hotelInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(hotelInstant('2026-03-29', '18:30').toISOString()).toBe('2026-03-29T16:30:00.000Z');
    expect(hotelInstant('2026-03-28', '18:30').toISOString()).toBe('2026-03-28T17:30:00.000Z');
  });

  it('reads the times on either side of the change to winter time (25 October 2026, 03:00 -> 02:00)', () => {
    expect(hotelInstant('2026-10-25', '01:30').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    // 02:30 happens twice: the first time, still in summer time.
    expect(hotelInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(hotelInstant('2026-10-25', '03:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(hotelInstant('2026-10-25', '18:30').toISOString()).toBe('2026-10-25T17:30:00.000Z');
    expect(hotelInstant('2026-10-24', '18:30').toISOString()).toBe('2026-10-24T16:30:00.000Z');
  });

  it('refuses what is not a time of day or a date', () => {
    expect(() => hotelInstant('2026-10-25', '24:00')).toThrow(RangeError);
    expect(() => hotelInstant('2026-10-25', '18:60')).toThrow(RangeError);
    expect(() => hotelInstant('2026-10-25', '6:30')).toThrow(RangeError);
    expect(() => hotelInstant('2026-02-30', '18:30')).toThrow(RangeError);
  });
});
