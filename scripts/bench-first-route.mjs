#!/usr/bin/env node
// The first screen's weight and load time, as a mid-range phone would see it.
// Usage: npm run bench  (builds the site if needed, starts the server on a scratch database,
// loads /it/ in Chromium with 4x CPU slowdown and a fast-3G-like network, five times).
// It prints figures; it asserts nothing (timings belong in benchmarks, not in tests).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync(join(root, 'dist/index.html'))) execFileSync(join(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' });

// 1. What the first route downloads before it can render: the entry script and its static imports.
const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let raw = 0;
let gz = 0;
for (const file of files) {
  const body = readFileSync(join(root, 'dist', file));
  raw += body.length;
  gz += gzipSync(body).length;
}
console.log(`first route: ${files.length} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip`);
for (const file of files) console.log(`  ${file}`);

// 2. Load time on a throttled phone profile.
const port = 3900 + Math.floor(Math.random() * 90);
const server = spawn('node', ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'terme-bench-')), SKIP_BUILD: '1', LOG_REQUESTS: '0' },
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not listening yet: try again
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (1.5 * 1024 * 1024) / 8 });
    const start = Date.now();
    await page.goto(`http://127.0.0.1:${port}/it/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const usable = Date.now() - start;
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    runs.push({ usable, fcp });
    await context.close();
  }
  await browser.close();
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`home /it/ on a 4x-slowed CPU and ~9 Mbit/s: first heading usable median ${median(runs.map((r) => r.usable))} ms, first contentful paint median ${Math.round(median(runs.map((r) => r.fcp ?? 0)))} ms (5 runs)`);
} finally {
  server.kill();
}
