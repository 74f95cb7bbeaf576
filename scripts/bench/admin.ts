// npm run bench:admin (issue 32; docs/benchmarks.md): the back office's rates calendar, measured
// where its budgets are set. On PGlite, and on PostgreSQL too when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set (a new database made and dropped): a year of the calendar read, a month
// read, a season's change of one rate plan applied in one transaction, the guest's search before
// and after it (scripts/bench/adminData.ts). In Chromium with the CPU slowed 4x: a month drawn on
// the revenue manager's screen (scripts/bench/adminBrowser.ts; needs `npm run build`, or BENCH_URL;
// BENCH_SKIP_BROWSER=1 leaves it out). The exit code says if every budget held.
import { openDatabase } from '../../server/db/client';
import { bench, median, postgres } from './adminData';
import { monthDraws } from './adminBrowser';

const DRAW_BUDGET_MS = 100;

async function main() {
  let held = true;
  const lite = await openDatabase({ dataDir: ':memory:' });
  try {
    held = (await bench('PGlite (in memory)', lite, 'pglite')) && held;
  } finally {
    await lite.close();
  }
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (base) {
    const { url, drop } = await postgres(base);
    const database = await openDatabase({ dataDir: ':memory:', databaseUrl: url });
    try {
      held = (await bench('PostgreSQL', database, 'postgres')) && held;
    } finally {
      await database.close();
      await drop();
    }
  }
  if (!process.env.BENCH_SKIP_BROWSER) {
    const draws = await monthDraws();
    const drawHeld = median(draws) <= DRAW_BUDGET_MS;
    const sorted = [...draws].sort((a, b) => a - b);
    console.log('Chromium, CPU slowed 4x (1280 px, the revenue manager)');
    console.log(
      `  a month drawn, "Next month" to the new grid painted: ${draws.length} runs, median ${median(draws).toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`,
    );
    console.log(`  budget: ≤ ${DRAW_BUDGET_MS} ms (median): ${drawHeld ? 'held' : 'MISSED'}`);
    held = drawHeld && held;
  }
  if (!held) process.exitCode = 1;
}

void main();
