// npm run bench:calendar (docs/product.md §12.12, decisions 042 and 049): the rates calendar of a
// month read as the screen reads it, and a bulk change of one rate plan's price over a season
// (all categories, every day) previewed and applied in one transaction, as the API does it. On
// PGlite, and on PostgreSQL as well when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a new
// database is made on that server and dropped after). The demo seed's hotel. Budgets: a month
// read ≤ 100 ms and a season's bulk apply ≤ 600 ms (medians); the exit code says if they held.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { readCalendar } from '../../server/modules/ratesCalendar/service';
import { planBulk, type BulkChange } from '../../server/modules/ratesCalendar/bulk';
import { applyPlan, loadSeasons, PLAN_MAX_DAYS, versionsOf } from '../../server/modules/ratesCalendar/plan';
import { addDays, hotelToday, nightsBetween, type IsoDate } from '../../domain/dates';

const READS = Number(process.env.BENCH_RUNS ?? 30);
const BULKS = Number(process.env.BENCH_BULK_RUNS ?? 8);
const BUDGET = { monthMs: 100, bulkMs: 600 };
const ACTOR = null; // the bench writes no staff log line (the log is one insert either way)

async function postgres(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `terme_bench_calendar_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: base });
      await again.connect();
      await again.query(`drop database if exists ${name}`);
      await again.end();
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
const figures = (values: number[]) =>
  `median ${median(values).toFixed(1)} ms, p95 ${p95(values).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await run();
  return [performance.now() - started, result];
}

/** The bench on one database; true when both budgets held. */
async function bench(label: string, database: Database): Promise<boolean> {
  const { db } = database;
  await database.migrate();
  await seedDemo(db);
  // As autovacuum would have by then: without statistics a fresh database plans the rooms-in-service
  // query badly (measured: 650 ms instead of 5 ms on PostgreSQL).
  await db.execute(sql`analyze`);
  const today = hotelToday();
  const seasons = await loadSeasons(db);
  // The next whole season when the seed has one (else the running one from tomorrow), at most a year.
  const ahead = seasons.filter((s) => s.ends_on > today).sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  const season = ahead.find((s) => s.starts_on > today) ?? ahead[0];
  const from: IsoDate = season.starts_on > today ? season.starts_on : addDays(today, 1);
  const to: IsoDate =
    nightsBetween(from, season.ends_on) + 1 > PLAN_MAX_DAYS ? addDays(from, PLAN_MAX_DAYS - 1) : season.ends_on;
  const month = { from, to: addDays(from, 30) };

  const reads: number[] = [];
  let cells = 0;
  for (let i = 0; i < READS + 3; i++) {
    const [ms, calendar] = await timed(() => readCalendar(db, month, 'en'));
    cells = calendar.category_cells.length + calendar.price_cells.length;
    if (i >= 3) reads.push(ms);
  }
  const plan = (await readCalendar(db, { from, to: from }, 'en')).rate_plans[0];
  const previews: number[] = [];
  const applies: number[] = [];
  let changed = 0;
  for (let i = 0; i < BULKS + 1; i++) {
    // Up, then down again, so every round changes every cell.
    const change: BulkChange = {
      from,
      to,
      weekdays: [],
      category_ids: [],
      rate_plan_ids: [plan.id],
      price: { mode: 'amount', value: i % 2 === 0 ? 100 : -100 },
    };
    const [previewMs, planned] = await timed(() => planBulk(db, change, 'en', today, seasons));
    const [applyMs, saved] = await timed(async () => {
      const again = await planBulk(db, change, 'en', today, seasons);
      return applyPlan(db, ACTOR, again.plan, versionsOf(planned.plan.changes), 'en', null, today);
    });
    changed = saved.prices.length;
    if (i >= 1) {
      previews.push(previewMs);
      applies.push(applyMs);
    }
  }
  console.log(`${label}`);
  console.log(`  month read (${month.from} to ${month.to}, ${cells} cells): ${READS} runs, ${figures(reads)}`);
  console.log(`  bulk preview, one rate plan over ${from} to ${to} (${changed} prices): ${figures(previews)}`);
  console.log(`  bulk apply, planned again and saved in one transaction: ${figures(applies)}`);
  const held = median(reads) <= BUDGET.monthMs && median(applies) <= BUDGET.bulkMs;
  console.log(
    `  budget: month read ≤ ${BUDGET.monthMs} ms, bulk apply ≤ ${BUDGET.bulkMs} ms (medians): ${held ? 'held' : 'MISSED'}`,
  );
  return held;
}

async function main() {
  let held = true;
  const lite = await openDatabase({ dataDir: ':memory:' });
  try {
    held = (await bench('PGlite (in memory)', lite)) && held;
  } finally {
    await lite.close();
  }
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (base) {
    const { url, drop } = await postgres(base);
    const database = await openDatabase({ dataDir: ':memory:', databaseUrl: url });
    try {
      held = (await bench('PostgreSQL', database)) && held;
    } finally {
      await database.close();
      await drop();
    }
  }
  if (!held) process.exitCode = 1;
}

void main();
