#!/usr/bin/env node
// `npm test`: every test, in the order a failure is cheapest to find: types, lint, catalogs,
// machine and unit tests, server tests, then the browser walks against a freshly built site.
// Prints one closing line 'N passed, N failed' summed over the runners, after the machine coverage
// report (reports/machines/: docs/testing.md "For QA"), which fails the run when a state or transition of
// a machine is walked by no test and not excluded.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from '@playwright/test';
import { findChromium, MISSING_CHROMIUM } from './chromium.mjs';
import { clearReport } from '../tests/machines/coverage/clearReport.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
// The report is written anew, but every browser run's record is kept (the report merges them).
const machineReport = 'reports/machines';
clearReport(machineReport);

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
/** Each failed test with the start of its error, printed again last: CI keeps only a run's tail. */
const failures = [];
const ERROR_LINES = 12;
const firstLines = (text = '') => stripVTControlCharacters(text).split('\n').slice(0, ERROR_LINES).join('\n    ');

/** The steps that failed, named again with the failed tests at the end. */
const failedSteps = [];

/** Seconds each step took, printed at the end: CI's time budget is watched step by step. */
const timings = [];

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  ${title}`);
  if (run.status !== 0) {
    console.error(`✖ ${title} failed (exit ${run.status ?? run.signal})`);
    failedSteps.push(`✖ ${title} failed (exit ${run.status ?? run.signal})`);
    broken = true;
  }
  return run.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults) {
    for (const test of file.assertionResults.filter((t) => t.status === 'failed'))
      failures.push({ title: `${file.name} › ${test.fullName}`, error: test.failureMessages[0] });
    // A file that failed to load has no test results, only its message.
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'))
      failures.push({ title: file.name, error: file.message });
  }
}

/** The failed tests of a Playwright JSON report (suites nest by file and describe), named by both. */
function playwrightFailures(suite, outer = []) {
  // The outermost suite is the file, already named by the spec.
  const describes = suite.file === suite.title ? outer : [...outer, suite.title];
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => {
        const last = test.results.at(-1);
        const error = last?.errors?.map((e) => e.message).join('\n') ?? last?.error?.message;
        return {
          title: [`${spec.file}:${spec.line}`, ...describes, spec.title].join(' › '),
          error,
          page: pageAtFailure(last?.attachments),
        };
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, describes))];
}

const PAGE_LINES = 24;
/** Around every page, the same: the skip link, the navigation bar, the footer. */
const SHELL_PARTS = /^- (link "Skip|banner|contentinfo)/;

/**
 * What the page showed when the test failed (Playwright's accessibility snapshot in the error
 * context), without the shell around every page: a dialog open, a screen not loaded yet, an error
 * shown. CI keeps no artifacts, so this is all there is to read after a run.
 */
function pageAtFailure(attachments = []) {
  const file = attachments.find((a) => a.name === 'error-context')?.path;
  if (!file || !existsSync(file)) return undefined;
  const yaml = /```yaml\n([\s\S]*?)```/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!yaml) return undefined;
  const lines = [];
  let inShell = false;
  for (const line of yaml.trimEnd().split('\n')) {
    if (line.startsWith('- ')) inShell = SHELL_PARTS.test(line);
    if (!inShell) lines.push(line);
  }
  const more = lines.length > PAGE_LINES ? [`… ${lines.length - PAGE_LINES} more lines in ${file}`] : [];
  return [...lines.slice(0, PAGE_LINES), ...more].join('\n');
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  failures.push(...report.suites.flatMap((suite) => playwrightFailures(suite)));
  for (const error of report.errors ?? []) failures.push({ title: 'Playwright run', error: error.message });
}

step('typecheck', bin('tsc'), ['--noEmit', '-p', '.']);
step('lint (ESLint)', bin('eslint'), ['.']);
step('translations complete (it, de)', 'node', ['scripts/check-catalogs.mjs']);
// Reporters named here replace the config's, so the JUnit file of vitest.config.ts is named again.
step('machine and unit tests', bin('vitest'), [
  'run',
  '--project',
  'unit',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/unit.json`,
  '--reporter=junit',
  `--outputFile.junit=${machineReport}/junit/vitest.xml`,
]);
countVitest(`${results}/unit.json`);
// On the embedded PGlite, or on the PostgreSQL that TEST_DATABASE_URL names (CI's run, decision 059).
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
step(`server tests (${database})`, bin('vitest'), [
  'run',
  '--project',
  'server',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/server.json`,
]);
countVitest(`${results}/server.json`);
// The browser walks need a Chromium: without one, say in one line what to install rather than
// fail deep inside Playwright.
if (!findChromium({ playwrightOwn: chromium.executablePath() })) {
  console.error(`\n✖ ${MISSING_CHROMIUM}`);
  broken = true;
} else if (step('build the site', bin('vite'), ['build', '--logLevel', 'warn'])) {
  step('browser walks (Chromium, real server)', bin('playwright'), ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json`,
  });
  countPlaywright(`${results}/e2e.json`);
}
step('machine coverage report', bin('tsx'), ['tests/machines/coverage/writeReport.ts']);

console.log(`\n${timings.join('\n')}`);
const coverage = `${machineReport}/coverage.json`;
if (existsSync(coverage)) {
  console.log(`\nMachine coverage: ${machineReport}/index.html`);
  for (const line of JSON.parse(readFileSync(coverage, 'utf8')).summary) console.log(`  ${line}`);
}
if (failures.length > 0 || failedSteps.length > 0) {
  const lines = [...failedSteps, ...(failures.length > 0 ? [`Failed (${failures.length}):`] : [])];
  for (const { title, error, page } of failures) {
    lines.push(`\n  ✖ ${title}\n    ${firstLines(error)}`);
    if (page)
      lines.push(
        `    The page then (without its navigation bar and footer):\n      ${page.split('\n').join('\n      ')}`,
      );
  }
  console.log(`\n${lines.join('\n')}`);
  // CI runs more suites after this one and keeps only the run's tail: it prints this file again last.
  writeFileSync(`${results}/failures.txt`, `${lines.join('\n')}\n`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
