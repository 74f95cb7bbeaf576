// npm run bench: the four journeys' first screens beside a minimal React 19 app built in the same
// run. For each: JavaScript before the first paint and in total (raw, gzip, brotli), Lighthouse's
// mobile scores and LCP/TBT/CLS (median of BENCH_RUNS runs, 3 by default) and what was transferred,
// then the ratios to the minimal app; also the time `npm start` takes to answer, on a new and on
// existing data. It asserts nothing: figures go to docs/benchmarks.md. BENCH_ROOT measures another
// checkout (e.g. main before a change) with these same scripts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { lighthouseMedian, type LighthouseFigures } from './lighthouse';
import { scriptWeight, type ScriptWeight } from './javascript';
import { startMinimalReactApp, startTerme, type Running } from './servers';
import { benchScreens } from './screens';
import { printReport } from './report';

const root = process.env.BENCH_ROOT ?? join(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ScreenFigures {
  name: string;
  path: string;
  js: ScriptWeight;
  lighthouse: LighthouseFigures;
}

const loadBefore = loadavg();
console.log(`Building ${root} …`);
execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
// The compiled server, where there is one (before issue 10 `npm start` ran the sources with tsx).
if (existsSync(join(root, 'vite.server.config.ts'))) {
  execFileSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
}

// `npm start` with the build in place: once on a new data folder (migrate and seed), once more on it.
const dataDir = mkdtempSync(join(tmpdir(), 'terme-bench-data-'));
const running: Running[] = [];
const results: ScreenFigures[] = [];
let start = { newDataMs: 0, existingDataMs: 0 };
try {
  const first = await startTerme(root, dataDir, ['npm', 'start']);
  running.push(first);
  await first.stop();
  const terme = await startTerme(root, dataDir, ['npm', 'start']);
  running.push(terme);
  start = { newDataMs: first.startMs, existingDataMs: terme.startMs };
  const minimal = await startMinimalReactApp(root);
  running.push(minimal);

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const measure = async (name: string, server: Running, path: string) => {
      console.log(`Measuring ${name} (${path}) …`);
      const js = await scriptWeight(browser, server.url + path, server.distDir, 'h1');
      const lighthouse = await lighthouseMedian(server.url + path, chrome.port, runs);
      results.push({ name, path, js, lighthouse });
    };
    await measure('minimal React 19 app', minimal, '/');
    for (const screen of benchScreens()) await measure(screen.name, terme, screen.path);
  } finally {
    chrome.kill();
    await browser.close();
  }
} finally {
  for (const server of running) await server.stop();
}

const report = { date: new Date().toISOString(), root, runs, loadBefore, loadAfter: loadavg(), start, results };
printReport(report);
mkdirSync(join(root, 'reports/bench'), { recursive: true });
const file = join(root, 'reports/bench', `bench-${report.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`\nAll runs and file lists: ${file}`);
