import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '../../../domain/dates';
import { cureMessages } from '../../../domain/ssnCure/messages';
import { openDatabase, type Database } from '../../../server/db/client';
import { roomReservations, spaAppointments, ssnCures, users } from '../../../server/db/schema';
import { HttpError } from '../../../server/http/errors';
import { holdCures } from '../../../server/modules/ssnCure/plan';
import { saveCureSettings } from '../../../server/modules/ssnCure/settings';
import { freshDatabase } from '../support/testApp';
import { tinySpa } from '../spaSchedule/support';

const RACERS = 6;
const LOCALES = ['it', 'en', 'de'] as const;

// docs/product.md §16.10 on a real PostgreSQL: guests holding rooms with an SSN cure at once, each
// on a connection of its own, all want the admission visit on the same day. The doctor has two
// free hours that day: two guests get one each, never the same; every other is told in their
// language, and their hold keeps neither a cure nor a time.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('racing for the doctor’s last hours of a day', () => {
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

  it('gives each hour to one guest; the others are told and hold nothing', async () => {
    const db = database.db;
    // The tiny spas: one doctor and one therapist, each free 09:00–11:00 (two 60-minute hours a day).
    const visit = await tinySpa(db, 'curevisit');
    const session = await tinySpa(db, 'curesession', 1, 2);
    await saveCureSettings(
      db,
      null,
      {
        ticket_cents: 5500,
        exempt_cents: 0,
        visit_treatment_id: visit.treatment.id,
        cycle_treatments: { mud: session.treatment.id, bath: null, inhalation: null },
      },
      null,
      'it',
    );
    const from = addDays(hotelToday(), 30);
    const to = addDays(from, 4);
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
          holdCures(tx, {
            reservationId: holds[i].id,
            stay: { from, to, guestsPerRoom: [1] },
            cures: [{ room: 0, guest: 0, cycle: 'mud', sessions: 1, exemption_code: null, visit_day: from }],
            locale: LOCALES[i % 3],
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    const visits = await db
      .select()
      .from(spaAppointments)
      .where(and(eq(spaAppointments.treatmentId, visit.treatment.id), isNull(spaAppointments.cancelledAt)));
    expect(visits).toHaveLength(2);
    expect(new Set(visits.map((v) => v.startsAt.getTime())).size).toBe(2);
    // The refused holds' transactions kept nothing: two cures, each with its visit and its session.
    expect(await db.select().from(ssnCures)).toHaveLength(2);
    expect(await db.select().from(spaAppointments).where(isNotNull(spaAppointments.ssnCureId))).toHaveLength(4);
    answers.forEach((answer, i) => {
      if (answer.status === 'fulfilled') return;
      const reason = answer.reason as HttpError;
      expect(reason).toBeInstanceOf(HttpError);
      const locale = LOCALES[i % 3];
      const [message] = reason.errors!['ssn_cures[0].visit_day'];
      const told = [cureMessages.dayFull[locale], cureMessages.dayTaken[locale]].some((template) =>
        new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{day}', '.+')}$`).test(message),
      );
      expect(told, message).toBe(true);
    });
  }, 60_000);
});
