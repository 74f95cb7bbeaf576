// npm run bench:cls: the layout shift (the sum CLS adds up, without input) of every screen a guest,
// the demo guest signed in or the front desk can open, on a phone (412 px) and a desktop (1280 px),
// with Chromium's CPU slowed down 4x (what loads late then comes later, as on a mid-range phone).
// Issue 10 asks for CLS under 0.05 on every screen; Lighthouse in `npm run bench` sees only four.
// Each screen is loaded once per width in one of the three languages, in turn. It builds nothing
// and asserts nothing: it serves the build in place (`npm run build`) on a new data folder, or
// measures BENCH_URL; figures go to docs/benchmarks.md.
//   npm run bench:cls            npx tsx scripts/bench/layoutShifts.ts [filter]
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { addDays, hotelToday } from '../../domain/dates';
import { DAY_SPA_SLUG } from '../../server/db/seed/daySpa';
import { bookableStay } from './screens';
import { startTerme, type Running } from './servers';

type Who = 'visitor' | 'guest' | 'admin';
const ACCOUNTS = {
  guest: { email: 'guest@terme.example', password: 'terme-guest-2026' },
  admin: { email: 'admin@terme.example', password: 'terme-admin-2026' },
};
const LANGS = ['it', 'en', 'de'] as const;
const THRESHOLD = 0.05;

function screens(): { name: string; who: Who; path: string }[] {
  const stay = bookableStay();
  const rooms = `rooms=1&arrival=${stay.from}&departure=${stay.to}&adults1=2&children1=0&childrenAges1=`;
  const past = addDays(hotelToday(), -10);
  return [
    { name: 'home', who: 'visitor', path: '/' },
    { name: 'booking: dates', who: 'visitor', path: `/booking/select-dates?${rooms}` },
    { name: 'booking: rooms', who: 'visitor', path: `/booking/rooms-available?${rooms}` },
    { name: 'booking: rooms, promo code', who: 'visitor', path: `/booking/rooms-available?${rooms}&code=TERME10` },
    { name: 'booking: rooms, unknown code', who: 'visitor', path: `/booking/rooms-available?${rooms}&code=NOPE` },
    {
      name: 'booking: rooms, past dates',
      who: 'visitor',
      path: `/booking/rooms-available?rooms=1&arrival=${past}&departure=${addDays(past, 2)}&adults1=2&children1=0&childrenAges1=`,
    },
    { name: 'booking: payment', who: 'guest', path: `/booking/payment?${rooms}` },
    { name: 'day spa', who: 'visitor', path: '/day-spa' },
    { name: 'day spa: start', who: 'visitor', path: `/day-spa/${DAY_SPA_SLUG}?people=2` },
    { name: 'day spa: slots', who: 'visitor', path: `/day-spa/${DAY_SPA_SLUG}/${stay.from}?people=2` },
    { name: 'shop', who: 'visitor', path: '/shop' },
    { name: 'shop: checkout', who: 'visitor', path: '/shop/checkout' },
    { name: 'gift card balance', who: 'visitor', path: '/gift-cards/balance' },
    {
      name: 'deposit payment',
      who: 'visitor',
      path: '/deposit-payment?amount=25000&number=R-2031&note=Saldo%20camera%20101',
    },
    { name: 'change booking', who: 'visitor', path: '/requests/change-booking' },
    { name: 'refund', who: 'visitor', path: '/requests/refund' },
    { name: 'airport transfer', who: 'guest', path: '/airport-transfer' },
    { name: 'register', who: 'visitor', path: '/register' },
    { name: 'password reset', who: 'visitor', path: '/password/reset' },
    { name: 'privacy', who: 'visitor', path: '/privacy' },
    { name: 'my account (visitor)', who: 'visitor', path: '/my' },
    { name: 'my account', who: 'guest', path: '/my' },
    { name: 'my tokens', who: 'guest', path: '/my/tokens' },
    { name: 'my bonus terme', who: 'guest', path: '/my/bonus-terme/preferences' },
    { name: 'front desk: arrivals', who: 'admin', path: '/admin' },
    { name: 'front desk: requests', who: 'admin', path: '/admin/requests' },
    { name: 'front desk: police report', who: 'admin', path: '/admin/police-report' },
    { name: 'front desk: staff actions', who: 'admin', path: '/admin/actions' },
    { name: 'front desk: pages', who: 'admin', path: '/admin/pages' },
  ];
}

async function signedIn(browser: Browser, url: string, who: Who, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 823 : 900 } });
  if (who === 'visitor') return context;
  const page = await context.newPage();
  await page.goto(`${url}/en/`);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const answer = await page.request.post(`${url}/login`, {
    data: { ...ACCOUNTS[who], remember: true },
    headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (answer.status() !== 200) throw new Error(`login as ${who}: ${answer.status()}`);
  await page.close();
  return context;
}

/** The shifts of one load: their sum, and what moved in the largest. */
async function shiftsOf(context: BrowserContext, address: string): Promise<{ sum: number; moved: string }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? [])
          .map(({ node }) =>
            node instanceof Element ? `${node.localName}.${[...node.classList].join('.')}` : (node?.nodeName ?? '?'),
          )
          .join(' ');
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(address, { waitUntil: 'networkidle' });
  // What loads after the network is idle (islands, idle-time code) has a moment to land.
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; moved: string }[] }).__shifts,
  );
  await page.close();
  const largest = [...shifts].sort((a, b) => b.value - a.value)[0];
  return { sum: shifts.reduce((sum, { value }) => sum + value, 0), moved: largest ? largest.moved : '' };
}

const filter = process.argv[2];
const loadBefore = loadavg();
let server: Running | undefined;
const url =
  process.env.BENCH_URL ??
  (server = await startTerme(join(import.meta.dirname, '../..'), mkdtempSync(join(tmpdir(), 'terme-cls-data-')), [
    'node',
    'scripts/start.mjs',
  ])).url;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const rows: string[] = [];
let over = 0;
try {
  for (const [index, screen] of screens().entries()) {
    if (filter && !screen.name.includes(filter)) continue;
    const lang = LANGS[index % LANGS.length];
    const figures: string[] = [];
    let moved = '';
    for (const width of [412, 1280]) {
      const context = await signedIn(browser, url, screen.who, width);
      const shift = await shiftsOf(context, `${url}/${lang}${screen.path}`);
      await context.close();
      if (shift.sum >= THRESHOLD) over++;
      figures.push(`${shift.sum.toFixed(3)}${shift.sum >= THRESHOLD ? ' **over**' : ''}`);
      if (shift.moved && !moved) moved = `${width} px: ${shift.moved}`;
    }
    rows.push(`| ${screen.name} | ${lang} | ${screen.who} | ${figures.join(' | ')} | ${moved} |`);
    console.error(rows.at(-1));
  }
} finally {
  await browser.close();
  await server?.stop();
}
console.log(
  `Layout shift, CPU 4x, load ${loadBefore.map((l) => l.toFixed(1)).join(' / ')} before the run; ${over} figure(s) at ${THRESHOLD} or more.`,
);
console.log('| screen | language | who | 412 px | 1280 px | largest shift: what moved |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
