import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { checkIns } from '../../../server/db/schema';
import { purgeCheckInsAfterDeparture } from '../../../server/modules/checkIn/purge';
import { checkInApp, confirmedReservation, germanBooker, GUEST } from './support';

type App = Awaited<ReturnType<typeof checkInApp>>;
let t: App;

beforeAll(async () => {
  t = await checkInApp();
});
afterAll(() => t.close());

describe('purgeCheckInsAfterDeparture', () => {
  it('deletes the check-ins of stays that ended more than the given days ago, and only those', async () => {
    const db = t.database.db;
    // Departures on 1 June and 2 June 2031; they are checked in while the stays are open.
    const first = await confirmedReservation(db, {
      email: GUEST.email,
      from: '2031-05-30',
      to: '2031-06-01',
      rooms: [{ adults: 1 }],
    });
    const second = await confirmedReservation(db, {
      email: GUEST.email,
      from: '2031-05-30',
      to: '2031-06-02',
      rooms: [{ adults: 1 }],
    });
    for (const stay of [first, second])
      expect((await t.guest.post(`/my/room-reservations/${stay.id}/check-ins`, germanBooker)).statusCode).toBe(201);
    const left = async () =>
      (
        await db
          .select()
          .from(checkIns)
          .where(inArray(checkIns.roomReservationId, [first.id, second.id]))
      ).map((row) => row.roomReservationId);

    // 1 July 2031, noon in Rome: 30 days after 1 June is 1 July, kept until that day is over.
    expect(await purgeCheckInsAfterDeparture(db, new Date('2031-07-01T10:00:00Z'), 30)).toBe(0);
    expect(await left()).toEqual([first.id, second.id]);
    expect(await purgeCheckInsAfterDeparture(db, new Date('2031-07-02T10:00:00Z'), 30)).toBe(1);
    expect(await left()).toEqual([second.id]);
    // Running it again changes nothing: it is safe to repeat.
    expect(await purgeCheckInsAfterDeparture(db, new Date('2031-07-02T10:00:00Z'), 30)).toBe(0);
    expect(await purgeCheckInsAfterDeparture(db, new Date('2031-06-03T10:00:00Z'), 0)).toBe(1);
    expect(await left()).toEqual([]);
  });
});
