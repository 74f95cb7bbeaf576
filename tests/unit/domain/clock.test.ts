import { afterEach, describe, expect, it } from 'vitest';
import { applyTestClock, clockIsMoved, clockNow, instantOfSetting, setClockAt } from '@domain/clock';
import { hotelToday } from '@domain/dates';

// Decision 036: one clock for the hotel's now, moved only by a test run.
describe("the hotel's clock", () => {
  // Back to the run's own day (TERME_NOW) or the machine's clock.
  afterEach(() => applyTestClock({ ...process.env, NODE_ENV: 'test' }));

  it('reads a bare date as 10:00 in Rome, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(new Date(instantOfSetting('2027-01-20')).toISOString()).toBe('2027-01-20T09:00:00.000Z');
    expect(new Date(instantOfSetting('2027-06-16')).toISOString()).toBe('2027-06-16T08:00:00.000Z');
    expect(new Date(instantOfSetting('2028-02-29T23:30:00+01:00')).toISOString()).toBe('2028-02-29T22:30:00.000Z');
    expect(() => instantOfSetting('29/02/2028')).toThrow(RangeError);
  });

  it('moves to TERME_NOW in test mode, from the instant the run began, and time flows on', () => {
    const since = Date.now() - 60_000;
    applyTestClock({ NODE_ENV: 'test', TERME_NOW: '2028-02-29', TERME_NOW_SINCE: String(since) });
    expect(clockIsMoved()).toBe(true);
    expect(hotelToday()).toBe('2028-02-29');
    // A minute has passed since the run began: the hotel's clock says 10:01.
    expect(Math.round((clockNow().getTime() - Date.parse('2028-02-29T09:00:00Z')) / 1000)).toBeGreaterThanOrEqual(60);
    expect(clockNow().getTime() - Date.parse('2028-02-29T09:00:00Z')).toBeLessThan(70_000);
  });

  it('ignores TERME_NOW outside test mode: production keeps the machine clock', () => {
    for (const NODE_ENV of ['production', undefined, 'development']) {
      expect(applyTestClock({ NODE_ENV, TERME_NOW: '2028-02-29' })).toBe(0);
      expect(clockIsMoved()).toBe(false);
      expect(Math.abs(clockNow().getTime() - Date.now())).toBeLessThan(1000);
    }
  });

  it('lets a test set an hour of the day (setClockAt)', () => {
    setClockAt(Date.parse('2027-07-01T18:18:00+02:00'));
    expect(hotelToday()).toBe('2027-07-01');
    setClockAt(Date.parse('2027-07-01T23:59:59.500+02:00'));
    expect(hotelToday(new Date(Date.parse('2027-07-02T00:00:01+02:00')))).toBe('2027-07-02');
  });
});
