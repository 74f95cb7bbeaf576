import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelInstant, hotelToday } from '../../../domain/dates';
import { spaMessages } from '../../../domain/spaSchedule/messages';
import { openDatabase, type Database } from '../../../server/db/client';
import {
  ratePlans,
  ratePlanTreatments,
  rateVariations,
  roomReservations,
  spaAppointments,
  users,
} from '../../../server/db/schema';
import { HttpError } from '../../../server/http/errors';
import { holdTreatmentTimes } from '../../../server/modules/packages/holdTimes';
import { freshDatabase } from '../support/testApp';
import { tinySpa } from '../spaSchedule/support';

const RACERS = 9;
const LOCALES = ['it', 'en', 'de'] as const;

// docs/product.md §16.6 on a real PostgreSQL (PGlite runs one transaction at a time): guests
// booking a package, each on a connection of its own, hold their rooms with a treatment time in
// the therapist's last free hour. One gets it; every other is told in their language and holds
// nothing, so they pick again.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('racing for the last therapist hour of a package', () => {
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

  it('gives the hour to exactly one hold; the others are told and keep no time', async () => {
    const db = database.db;
    const spa = await tinySpa(db, 'pkgrace');
    const [plan] = await db
      .insert(ratePlans)
      .values({
        slug: 'race-package',
        name: { it: 'P', en: 'P', de: 'P' },
        terms: { it: '', en: '', de: '' },
        refundable: true,
      })
      .returning();
    const [variation] = await db
      .insert(rateVariations)
      .values({
        ratePlanId: plan.id,
        board: 'half_board',
        name: { it: 'M', en: 'H', de: 'H' },
        supplementPerAdultNight: 0,
      })
      .returning();
    await db.insert(ratePlanTreatments).values({ ratePlanId: plan.id, treatmentId: spa.treatment.id, perPerson: 1 });
    const from = addDays(hotelToday(), 30);
    const to = addDays(from, 5);
    const day = addDays(from, 1);
    // 09:00–10:00 blocked: 10:00–11:00 is the therapist's last free hour that day.
    await db.insert(spaAppointments).values({
      kind: 'block',
      therapistId: spa.therapists[0].id,
      startsAt: hotelInstant(day, '09:00'),
      endsAt: hotelInstant(day, '10:00'),
    });
    const [guest] = await db.select().from(users).where(eq(users.email, 'guest@terme.example'));
    const now = new Date();
    const holds = await db
      .insert(roomReservations)
      .values(
        connections.map(() => ({
          userId: guest.id,
          status: 'pending' as const,
          fromDate: from,
          toDate: to,
          locale: 'it',
          subtotal: 0,
          total: 0,
          deposit: 0,
          cityTax: 0,
          holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
          cancellationPolicyConsentAt: now,
          cityTaxPolicyConsentAt: now,
        })),
      )
      .returning({ id: roomReservations.id });
    const answers = await Promise.allSettled(
      connections.map((connection, i) =>
        connection.db.transaction((tx) =>
          holdTreatmentTimes(tx, {
            reservationId: holds[i].id,
            from,
            to,
            rooms: [{ rateVariationId: variation.id, adults: 1, children: 0 }],
            times: [{ room: 0, guest: 0, treatmentId: spa.treatment.id, start: hotelInstant(day, '10:00') }],
            locale: LOCALES[i % 3],
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const rows = await db
      .select()
      .from(spaAppointments)
      .where(and(eq(spaAppointments.treatmentId, spa.treatment.id), isNull(spaAppointments.cancelledAt)));
    expect(rows).toHaveLength(1);
    answers.forEach((answer, i) => {
      if (answer.status === 'fulfilled') return;
      const reason = answer.reason as HttpError;
      expect(reason).toBeInstanceOf(HttpError);
      const locale = LOCALES[i % 3];
      expect([spaMessages.slotTaken[locale], spaMessages.slotNotFree[locale]]).toContain(
        reason.errors!.treatment_times[0],
      );
    });
  }, 60_000);
});
