// The browser half of `npm run bench:admin` (scripts/bench/admin.ts): the rates calendar's month
// drawn on the revenue manager's screen with Chromium's CPU slowed 4x (a tablet at the desk, issue
// 32): from the click on "Next month" to the new month's grid on screen, its answer included.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from '../chromium.mjs';
import { startTerme, type Running } from './servers';

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DRAWS = Number(process.env.BENCH_DRAW_RUNS ?? 8);
const READING_MS = 1500;

/**
 * Run in the page, as text (tsx would name its functions with a helper the page does not have):
 * clicks "Next month" and waits until the grid's first day column names another day (the new
 * month drawn) and one more frame is painted; answers the milliseconds in between.
 */
const DRAW_NEXT_MONTH = `(async () => {
  const firstDay = () =>
    document.querySelector('[data-testid="rates-calendar"] th[abbr]')?.getAttribute('abbr') ?? '';
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  const before = firstDay();
  const next = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Next month');
  if (!next) throw new Error('no "Next month" button');
  const started = performance.now();
  next.click();
  while (firstDay() === before || firstDay() === '') await frame();
  await frame();
  return performance.now() - started;
})()`;

/** Milliseconds of each month drawn, after one to warm up. */
export async function monthDraws(): Promise<number[]> {
  let server: Running | undefined;
  const url =
    process.env.BENCH_URL ??
    (server = await startTerme(join(import.meta.dirname, '../..'), mkdtempSync(join(tmpdir(), 'terme-bench-ui-')), [
      'node',
      'scripts/start.mjs',
    ])).url;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? findChromium(),
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/en/`);
    const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
    const login = await page.request.post(`${url}/login`, {
      data: { ...REVENUE, remember: true },
      headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (login.status() !== 200) throw new Error(`login as the revenue manager: ${login.status()}`);
    await page.goto(`${url}/en/admin/calendar`);
    await page.getByTestId('rates-calendar').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const draws: number[] = [];
    for (let i = 0; i < DRAWS + 1; i++) {
      const ms = (await page.evaluate(DRAW_NEXT_MONTH)) as number;
      if (i >= 1) draws.push(ms);
      // A manager reads a month before turning it: the screen's fetches of the next one settle.
      await page.waitForTimeout(READING_MS);
    }
    return draws;
  } finally {
    await browser.close();
    await server?.stop();
  }
}
