import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { rootDir } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import {
  payments,
  ratePlans,
  rateVariations,
  roomNights,
  roomReservations,
  sandboxPaymentIntents,
  users,
} from '../../../server/db/schema';
import { hashPassword } from '../../../server/modules/accounts/passwords';
import { freshDatabase } from '../support/testApp';
import { lastBookableStay, occupyCategory, type Stay } from './support';

const PROCESSES = 3;
const GUESTS_PER_PROCESS = 6;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Starts one app process; resolves once it has logged its guests in and waits for "go". */
function startWorker(input: unknown): Promise<{ child: ChildProcessWithoutNullStreams; result: Promise<Answer[]> }> {
  const child = spawn(
    join(rootDir, 'node_modules/.bin/tsx'),
    [join(rootDir, 'tests/server/booking/raceWorker.ts'), JSON.stringify(input)],
    { cwd: rootDir },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolveReady, rejectReady) => {
    let resolveResult: (answers: Answer[]) => void;
    let rejectResult: (error: Error) => void;
    const result = new Promise<Answer[]>((res, rej) => ((resolveResult = res), (rejectResult = rej)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'ready') resolveReady({ child, result });
      if (line.startsWith('result ')) resolveResult(JSON.parse(line.slice('result '.length)) as Answer[]);
    });
    child.on('exit', (code) => {
      const error = new Error(`worker exited with ${code}: ${stderr.slice(-2000)}`);
      rejectReady(error);
      rejectResult(error);
    });
  });
}

// Runs only on a real PostgreSQL (CI's second server run sets TEST_DATABASE_URL): PGlite is one
// connection, so it serialises everything and could never show a race.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('no overbooking on PostgreSQL, across app processes', () => {
  let database: Database;
  let url: string;
  let stay: Stay;
  let suiteId: number;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    database = fresh;
    url = fresh.url!;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives the last free suite to exactly one of many simultaneous guests; the others get 409 and pay nothing', async () => {
    const { db } = database;
    stay = await lastBookableStay(db, 2);
    const occupied = await occupyCategory(db, 'suite', stay, 1);
    expect(occupied.freeRooms).toBe(1);
    suiteId = occupied.category.id;
    const [variation] = await db
      .select({ id: rateVariations.id })
      .from(rateVariations)
      .innerJoin(ratePlans, eq(ratePlans.id, rateVariations.ratePlanId))
      .where(and(eq(ratePlans.slug, 'flexible'), eq(rateVariations.board, 'bed_and_breakfast')));

    const passwordHash = await hashPassword('race-password-1');
    const guests = Array.from({ length: PROCESSES * GUESTS_PER_PROCESS }, (_, i) => ({
      email: `racer${i}@example.com`,
      password: 'race-password-1',
    }));
    await db
      .insert(users)
      .values(
        guests.map((g, i) => ({ firstName: 'Racer', lastName: String(i), email: g.email, passwordHash, locale: 'en' })),
      );

    const form = {
      from_date: stay.from,
      to_date: stay.to,
      rooms: [
        { room_category_id: suiteId, rate_variation_id: variation.id, adults: 2, children: 0, children_ages: [] },
      ],
      cancellation_policy_consent: true,
      city_tax_policy_consent: true,
    };
    const workers = await Promise.all(
      Array.from({ length: PROCESSES }, (_, p) =>
        startWorker({
          databaseUrl: url,
          form,
          users: guests.slice(p * GUESTS_PER_PROCESS, (p + 1) * GUESTS_PER_PROCESS),
        }),
      ),
    );
    for (const { child } of workers) child.stdin.write('go\n');
    const answers = (await Promise.all(workers.map((w) => w.result))).flat();

    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(answers.length - 1).fill(409)]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(
      answers.filter((a) => a.status === 409).every((a) => String(a.body.message).includes('no longer available')),
    ).toBe(true);

    const mine = await db.select().from(roomReservations).where(ne(roomReservations.id, occupied.reservation.id));
    expect(mine.map((r) => [r.id, r.status])).toEqual([[winner.body.reservation_id, 'confirmed']]);
    const charged = await db.select().from(payments).where(eq(payments.kind, 'room_reservation'));
    expect(charged.map((p) => [p.purchaseId, p.status, p.amount])).toEqual([
      [winner.body.reservation_id, 'succeeded', 15000],
    ]);
    expect(await db.select().from(sandboxPaymentIntents)).toHaveLength(1);
    const nights = await db
      .select()
      .from(roomNights)
      .where(eq(roomNights.reservationId, winner.body.reservation_id as number));
    expect(nights).toHaveLength(2);
    console.log(
      `[race] ${answers.length} simultaneous reservations from ${PROCESSES} processes: 1 confirmed, ${answers.length - 1} refused with 409`,
    );
  }, 120_000);
});
