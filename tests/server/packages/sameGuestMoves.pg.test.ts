import { and, eq, isNull, sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelInstant } from '../../../domain/dates';
import { openDatabase, rowsOf, type Database } from '../../../server/db/client';
import { spaAppointments, spaCabins } from '../../../server/db/schema';
import { HttpError } from '../../../server/http/errors';
import { changeTreatmentTime } from '../../../server/modules/packages/changeTime';
import { freshDatabase } from '../support/testApp';
import { day, guestStay, tinySpa } from '../spaSchedule/support';

// docs/product.md §16.6, "never two at once for the same guest", on a real PostgreSQL (PGlite runs
// one transaction at a time): a guest with two treatment times moves both, from two browser tabs at
// the same moment, to the same hour of another day. The schedule has room for both (two therapists,
// two cabins), so only the guest's rule can refuse one: exactly one move wins, the other is told in
// its language and its time stays where it was.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two moves of one guest to the same hour at once', () => {
  let database: Database & { url?: string };
  const movers: Database[] = [];
  beforeAll(async () => {
    database = await freshDatabase();
    for (let i = 0; i < 2; i++) movers.push(await openDatabase({ dataDir: ':memory:', databaseUrl: database.url! }));
  });
  afterAll(async () => {
    for (const mover of movers) await mover.close();
    await database?.close();
  });

  /** Waits (polling, up to 20 s) until `count` sessions of this database wait for a lock. */
  async function lockWaits(count: number) {
    for (const until = Date.now() + 20_000; Date.now() < until;) {
      const [row] = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        ),
      );
      if (row.n >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`never saw ${count} sessions waiting for a lock`);
  }

  it('lets one move through and refuses the other with "Guest 1 already has a treatment at this time."', async () => {
    const db = database.db;
    const spa = await tinySpa(db, 'guestmoves', 2, 2);
    const cabins = await db.select().from(spaCabins).where(eq(spaCabins.kind, 'kind-guestmoves'));
    const stay = await guestStay(db, 30, 3);
    // The guest (room 1, guest 1) has two times: 09:00 on the first and on the second day of the stay.
    const time = (offset: number) => ({
      kind: 'treatment' as const,
      therapistId: spa.therapists[0].id,
      cabinId: cabins[0].id,
      treatmentId: spa.treatment.id,
      reservationId: stay.id,
      roomIndex: 0,
      guestIndex: 0,
      startsAt: hotelInstant(day(stay, offset), '09:00'),
      endsAt: hotelInstant(day(stay, offset), '10:00'),
      priceCents: 5000,
      vatRate: 22,
    });
    const [first, second] = await db
      .insert(spaAppointments)
      .values([time(1), time(2)])
      .returning();
    const target = hotelInstant(day(stay, 3), '10:00');

    // Both moves must be inside their transactions at once. A third session holds, uncommitted,
    // blocks of both therapists at the target hour: a move that has passed its checks waits in its
    // UPDATE (the exclusion constraint waits for the blocks' fate), a move waiting for the other
    // waits for that. Once two sessions wait, the blocks are rolled back and the moves go on.
    let answers!: Promise<PromiseSettledResult<unknown>[]>;
    await db
      .transaction(async (tx) => {
        await tx.insert(spaAppointments).values(
          spa.therapists.map((t) => ({
            kind: 'block' as const,
            therapistId: t.id,
            startsAt: target,
            endsAt: new Date(target.getTime() + 3_600_000),
          })),
        );
        answers = Promise.allSettled([
          changeTreatmentTime(movers[0].db, stay.id, first.id, target, 'it'),
          changeTreatmentTime(movers[1].db, stay.id, second.id, target, 'de'),
        ]);
        await lockWaits(2);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const [a, b] = await answers;

    expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
    const lost = (a.status === 'rejected' ? a : b) as PromiseRejectedResult;
    const reason = lost.reason as HttpError;
    expect(reason).toBeInstanceOf(HttpError);
    expect(reason.statusCode).toBe(422);
    expect(reason.errors!.starts_at).toEqual([
      a.status === 'rejected'
        ? "L'ospite 1 ha già una cura a quest'ora."
        : 'Gast 1 hat zu dieser Zeit schon eine Anwendung.',
    ]);
    // The guest has one time at the target hour, and the refused one kept its place.
    const kept = await db
      .select()
      .from(spaAppointments)
      .where(and(eq(spaAppointments.reservationId, stay.id), isNull(spaAppointments.cancelledAt)));
    expect(kept.filter((row) => row.startsAt.getTime() === target.getTime())).toHaveLength(1);
    const refused = a.status === 'rejected' ? first : second;
    expect(kept.find((row) => row.id === refused.id)!.startsAt).toEqual(refused.startsAt);
  }, 60_000);
});
