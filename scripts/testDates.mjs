#!/usr/bin/env node
// `npm run test:dates [YYYY-MM-DD …]`: the tests whose answer depends on the hotel's calendar, run
// again with the hotel's clock (domain/clock.ts) set to five days of its year, each on a database
// seeded that day. The server files below and the browser tests tagged @dates (booking, day spa,
// requests, shop, manage-my-booking, front desk: the walks that pick dates). docs/testing.md says
// why these and not the rest. Prints one closing line 'N passed, N failed' over every day.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * `walks: false`: the server tests only (decision 059). A mid-season weekday, and the first day of
 * a season, are what the browser walks of `npm test` see on most days of the year: a season open
 * from today on. The walks go where the screens change: a season's end, the closure (twice, so each
 * winter-closure walk is seen in two languages). CI must stay within its time (docs/testing.md).
 */
export const DAYS = [
  { day: '2027-03-01', why: 'the first day of a season', walks: false },
  { day: '2027-06-16', why: 'a mid-season weekday (a Wednesday)', walks: false },
  { day: '2027-01-02', why: 'the last week of a season: stays that would cross its end (6 January)', walks: true },
  { day: '2027-01-20', why: 'a day of the winter closure', walks: true },
  { day: '2028-02-29', why: '29 February, in the closure of a leap year', walks: true },
];

/**
 * The server tests whose answer depends on the day: seasons and booking windows (rates, the
 * first answers, the public reads), holds and deposits, the day spa's window and sales cut-off,
 * requests for new dates, the bonus voucher's amounts, gift-card expiry, check-in and its purge,
 * the front desk's arrivals and police file. The rest uses a date at most to find a day to book
 * (the whole server suite passes at the closure and in a season's last week too).
 */
export const SERVER_FILES = [
  'tests/server/booking/rates.test.ts',
  'tests/server/booking/reservations.test.ts',
  'tests/server/daySpa',
  'tests/server/requests/requests.test.ts',
  'tests/server/requests/manageBooking.test.ts',
  'tests/server/shop/datedProducts.test.ts',
  'tests/server/shop/checkout.test.ts',
  'tests/server/shop/balance.test.ts',
  'tests/server/shop/redemption.test.ts',
  'tests/server/checkIn/checkIn.test.ts',
  'tests/server/checkIn/frontDesk.test.ts',
  'tests/server/checkIn/purge.test.ts',
  'tests/server/mail/mailAmounts.test.ts',
  'tests/server/http/firstAnswers.test.ts',
  'tests/server/http/publicReads.test.ts',
  'tests/server/cityTax/cityTax.test.ts',
  'tests/server/seasons/seasonsAdmin.test.ts',
];

const bin = (name) => `node_modules/.bin/${name}`;
const results = 'test-results/dates';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const asked = process.argv.slice(2);
const days = asked.length ? asked.map((day) => ({ day, why: 'asked on the command line', walks: true })) : DAYS;
const totals = { passed: 0, failed: 0 };
const timings = [];
let broken = false;

function run(title, command, args, env) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const done = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  ${title}`);
  if (done.status !== 0) broken = true;
}

function count(file, passed, failed) {
  if (!existsSync(file)) return void (broken = true);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += passed(report);
  totals.failed += failed(report);
}

if (!existsSync('dist/index.html')) run('build the site', bin('vite'), ['build', '--logLevel', 'warn'], {});
for (const { day, why, walks } of days) {
  // Every process of this day's run reads the same instant: 10:00 at the hotel, from now on.
  const env = {
    NODE_ENV: 'test',
    TERME_NOW: day,
    TERME_NOW_SINCE: String(Date.now()),
    MODEL_COVERAGE: 'off',
    E2E_TRACE: 'off',
    // Every screen was checked with axe-core in `npm test`; a date changes the data, not the markup.
    A11Y_CHECK: 'off',
  };
  const server = `${results}/server-${day}.json`;
  run(
    `${day} (${why}): server tests`,
    bin('vitest'),
    ['run', '--project', 'server', '--reporter=dot', '--reporter=json', `--outputFile.json=${server}`, ...SERVER_FILES],
    env,
  );
  count(
    server,
    (r) => r.numPassedTests,
    (r) => r.numFailedTests,
  );
  if (!walks) continue;
  const browser = `${results}/e2e-${day}.json`;
  run(
    `${day} (${why}): browser walks @dates`,
    bin('playwright'),
    ['test', '--grep', '@dates', '--reporter=line,json'],
    {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: browser,
      E2E_OUTPUT_DIR: `${results}/e2e-${day}`,
    },
  );
  count(
    browser,
    (r) => r.stats.expected + r.stats.flaky,
    (r) => r.stats.unexpected,
  );
}

console.log(`\n${timings.join('\n')}`);
// .ci/run adds these to its own closing line.
writeFileSync(`${results}/summary.json`, JSON.stringify({ ...totals, days: days.map((d) => d.day) }));
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
