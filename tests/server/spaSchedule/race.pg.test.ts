import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { spaAppointments } from '../../../server/db/schema';
import { bookForReservation } from '../../../server/modules/spaSchedule/day';
import { HttpError } from '../../../server/http/errors';
import { freshDatabase } from '../support/testApp';
import { hotelInstant } from '../../../domain/dates';
import { spaMessages } from '../../../domain/spaSchedule/messages';
import { day, guestStay, tinySpa } from './support';

const RACERS = 12;

// docs/product.md §16 and decision 048, on a real PostgreSQL (PGlite runs one transaction at a
// time): guests at the desk race, each on a connection of its own, for the therapists' last free
// hour. The exclusion constraints decide: exactly as many win as there are therapists, the
// others are told in their language, and nobody is ever booked twice.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('racing for the last therapist hour on PostgreSQL', () => {
  let database: Database & { url?: string };
  const connections: Database[] = [];
  beforeAll(async () => {
    database = await freshDatabase();
    for (let i = 0; i < RACERS; i++)
      connections.push(await openDatabase({ dataDir: ':memory:', databaseUrl: database.url! }));
  });
  afterAll(async () => {
    for (const connection of connections) await connection.close();
    await database?.close();
  });

  async function race(tag: string, therapists: number) {
    const spa = await tinySpa(database.db, tag, therapists, therapists);
    const stay = await guestStay(database.db, 30, 3);
    // Every therapist's hour but 10:00–11:00 taken: their last free hour.
    for (const t of spa.therapists)
      await database.db.insert(spaAppointments).values({
        kind: 'block',
        therapistId: t.id,
        startsAt: hotelInstant(day(stay), '09:00'),
        endsAt: hotelInstant(day(stay), '10:00'),
      });
    const answers = await Promise.allSettled(
      connections.map((connection, i) =>
        bookForReservation(
          connection.db,
          null,
          { reservation_id: stay.id, treatment_id: spa.treatment.id, date: day(stay), time: '10:00' },
          (['it', 'en', 'de'] as const)[i % 3],
        ),
      ),
    );
    const rows = await database.db
      .select()
      .from(spaAppointments)
      .where(and(eq(spaAppointments.treatmentId, spa.treatment.id), isNull(spaAppointments.cancelledAt)));
    return { spa, answers, rows };
  }

  it('gives the last hour of the only therapist to exactly one; the others are told', async () => {
    const { answers, rows } = await race('race1', 1);
    const won = answers.filter((a) => a.status === 'fulfilled');
    const lost = answers.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(rows).toHaveLength(1);
    lost.forEach(({ reason }) => {
      expect(reason).toBeInstanceOf(HttpError);
      expect([409, 422]).toContain((reason as HttpError).statusCode);
      expect(Object.keys((reason as HttpError).errors!)).toEqual(['time']);
    });
    // Each told in their language (racers alternate it, en, de): the time was taken, or is no longer free.
    const told = answers.map((a, i) =>
      a.status === 'rejected' ? { i, text: (a.reason as HttpError).errors!.time[0] } : null,
    );
    for (const one of told.filter((x) => x !== null)) {
      const locale = (['it', 'en', 'de'] as const)[one.i % 3];
      expect([spaMessages.slotTaken[locale], spaMessages.slotNotFree[locale]]).toContain(one.text);
    }
  }, 60_000);

  it('fills three therapists and three cabins with exactly three guests, no one booked twice', async () => {
    const { answers, rows } = await race('race3', 3);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    expect(new Set(rows.map((r) => r.therapistId)).size).toBe(3);
    expect(new Set(rows.map((r) => r.cabinId)).size).toBe(3);
  }, 60_000);
});
