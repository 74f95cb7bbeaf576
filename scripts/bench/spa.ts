// npm run bench:spa (docs/product.md §16, decision 048): the free slots of a 7-night stay for 2
// guests, read on PostgreSQL the way a booking journey reads them (freeSlotsFor: three queries
// and the pure rule), with the seeded spa (8 therapists, 6 cabins) about 70 % booked over the
// stay; and the times of an SSN cure of 12 sessions previewed over 13 of those days (previewCure:
// each day's earliest free time, §16.10). PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a new database is made on that
// server), else a throw-away server on BENCH_PG_PORT (default 55472). Budgets: medians ≤ 50 ms and ≤ 150 ms.
import pg from 'pg';
import { and, eq } from 'drizzle-orm';
import { TempPostgres } from '../faults/postgres';
import { openDatabase, type Database } from '../../server/db/client';
import { spaCabins, spaTherapistHours, spaTherapists, spaAppointments, spaTreatments } from '../../server/db/schema';
import { seedSpaSchedule } from '../../server/db/seed/spaSchedule';
import { freeSlotsFor } from '../../server/modules/spaSchedule/engine';
import { previewCure } from '../../server/modules/ssnCure/plan';
import { addDays, dayNumber, hotelInstant, hotelToday, weekdayOfDay } from '../../domain/dates';
import { stayDays } from '../../domain/spaSchedule/slots';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const BUDGET_MS = 50;
const CURE_BUDGET_MS = 150;
const BOOKED = 0.7;

async function database(): Promise<{ url: string; stop: () => Promise<void> | void }> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let server: TempPostgres | null = null;
  let adminUrl = base;
  if (!adminUrl) {
    server = new TempPostgres(Number(process.env.BENCH_PG_PORT ?? 55472));
    server.init();
    adminUrl = server.url;
  }
  const name = `terme_bench_spa_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`drop database if exists ${name}`);
    await again.end();
  };
  return { url: url.toString(), stop: async () => (server ? server.stop() : drop()) };
}

/** A little deterministic randomness, so two runs book the same schedule. */
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/**
 * Books each therapist's working time about 70 % full over the days, 30- to 50-minute treatments
 * in a free cabin of a kind they work in, as the desk would; returns the share really booked.
 */
async function fillSchedule({ db }: Database, days: string[]): Promise<number> {
  const next = random(35);
  // The therapists of the cabins' kinds (the spa doctor's surgery takes cure visits only, §16.10).
  const cabinsAll = await db.select().from(spaCabins);
  const people = (await db.select().from(spaTherapists)).filter((p) =>
    cabinsAll.some((c) => p.skills.includes(c.kind)),
  );
  const hours = await db.select().from(spaTherapistHours);
  const cabins = await db.select().from(spaCabins);
  const [treatment] = await db.select().from(spaTreatments).where(eq(spaTreatments.skill, 'massage'));
  let working = 0;
  let booked = 0;
  for (const day of days) {
    const weekday = weekdayOfDay(dayNumber(day));
    for (const person of people) {
      const shift = hours.find((h) => h.therapistId === person.id && h.weekday === weekday);
      if (!shift) continue;
      const end = hotelInstant(day, shift.ends).getTime();
      let at = hotelInstant(day, shift.starts).getTime();
      working += end - at;
      while (at < end) {
        const minutes = next() < 0.5 ? 30 : 50;
        const until = Math.min(end, at + minutes * 60_000);
        if (next() < BOOKED) {
          const rooms = cabins.filter((c) => person.skills.includes(c.kind));
          for (const cabin of rooms) {
            const [row] = await db
              .insert(spaAppointments)
              .values({
                kind: 'treatment',
                therapistId: person.id,
                cabinId: cabin.id,
                treatmentId: treatment.id,
                startsAt: new Date(at),
                endsAt: new Date(until),
                priceCents: treatment.priceCents,
                vatRate: treatment.vatRate,
              })
              .onConflictDoNothing()
              .returning()
              .catch(() => []);
            if (row) {
              booked += until - at;
              break;
            }
          }
        }
        at = until;
      }
    }
  }
  return booked / working;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function main() {
  const { url, stop } = await database();
  const db = await openDatabase({ dataDir: ':memory:', databaseUrl: url });
  try {
    await db.migrate();
    await seedSpaSchedule(db.db);
    const from = addDays(hotelToday(), 30);
    const to = addDays(from, 7);
    // Filled over the cure's 13 days too (the stay's 8 days lie inside them).
    const share = await fillSchedule(db, stayDays(addDays(from, -1), addDays(from, 12)));
    const [mud] = await db.db
      .select()
      .from(spaTreatments)
      .where(and(eq(spaTreatments.skill, 'mud'), eq(spaTreatments.active, true)));
    const times: number[] = [];
    let slots = 0;
    for (let i = 0; i < RUNS + 5; i++) {
      const started = performance.now();
      slots = (await freeSlotsFor(db.db, mud.id, 2, from, to)).length;
      if (i >= 5) times.push(performance.now() - started);
    }
    const m = median(times);
    console.log(`spa free slots, 7 nights (${from} to ${to}), 2 guests, mud therapy, PostgreSQL`);
    console.log(`  schedule: 8 therapists, 6 cabins, ${(share * 100).toFixed(0)} % of working time booked`);
    console.log(`  ${slots} starts offered for 2 guests at once`);
    console.log(
      `  ${RUNS} runs: median ${m.toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (budget ${BUDGET_MS} ms median)`,
    );
    if (m > BUDGET_MS) process.exitCode = 1;
    const cureTimes: number[] = [];
    const cureStay = { from: addDays(from, -1), to: addDays(from, 11), guestsPerRoom: [1] };
    const cure = { room: 0, guest: 0, cycle: 'mud' as const, sessions: 12, visit_day: cureStay.from };
    for (let i = 0; i < RUNS + 5; i++) {
      const started = performance.now();
      await previewCure(db.db, cureStay, cure, 'it');
      if (i >= 5) cureTimes.push(performance.now() - started);
    }
    const c = median(cureTimes);
    console.log(`SSN cure of 12 sessions previewed (${cureStay.from} to ${cureStay.to}): the visit and 12 days`);
    console.log(
      `  ${RUNS} runs: median ${c.toFixed(1)} ms, p95 ${percentile(cureTimes, 0.95).toFixed(1)} ms (budget ${CURE_BUDGET_MS} ms median)`,
    );
    if (c > CURE_BUDGET_MS) process.exitCode = 1;
  } finally {
    await db.close();
    await stop();
  }
}

void main();
