// Blocking time on Chromium's own CPU slowed down 4x, as a second opinion beside Lighthouse's
// simulation (whose figures swing with the machine's load): for each page, the main thread's
// tasks after the first contentful paint, each counted beyond 50 ms, until the network is idle
// and 1.5 s more. Median of RUNS loads, pages alternated. Asserts nothing: figures go to
// docs/benchmarks.md.
//   npx tsx scripts/bench/blockingTime.ts RUNS name=http://127.0.0.1:3000/it/... [name=url ...]
import { chromium } from '@playwright/test';

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

const [runs, ...pages] = process.argv.slice(2);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function load(url: string) {
  const tab = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(tab, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'],
  });
  await tab.goto(url, { waitUntil: 'networkidle' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await tab.close();
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  return start && fcp ? { events, start, fcp } : undefined;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const results = new Map<string, { blocking: number; longest: number; fcp: number; lcp: number }[]>();
for (let run = 0; run < Number(runs); run++) {
  for (const page of pages) {
    const [name, url] = page.split(/=(.*)/s);
    // Now and then Chromium's trace lacks the first paint's event: that load is measured again.
    let trace: { events: TraceEvent[]; start: TraceEvent; fcp: TraceEvent } | undefined;
    for (let attempt = 0; attempt < 3 && !trace; attempt++) trace = await load(url);
    if (!trace) throw new Error(`${name}: three traces without a navigation or a first paint`);
    const { events, start, fcp } = trace;
    const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
    const after = events
      .filter((e) => e.name === 'RunTask' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts)
      .map((e) => (e.dur ?? 0) / 1000);
    const list = results.get(name) ?? [];
    list.push({
      blocking: after.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      longest: Math.max(0, ...after),
      fcp: (fcp.ts - start.ts) / 1000,
      lcp: lcp ? (lcp.ts - start.ts) / 1000 : NaN,
    });
    results.set(name, list);
  }
}
await browser.close();
console.log(
  '| page | blocking time after the first paint, ms (median) | each run | longest task, ms | first paint, ms | largest paint, ms |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [name, list] of results) {
  const m = (key: 'blocking' | 'longest' | 'fcp' | 'lcp') => median(list.map((r) => r[key])).toFixed(0);
  console.log(
    `| ${name} | ${m('blocking')} | ${list.map((r) => r.blocking.toFixed(0)).join(', ')} | ${m('longest')} | ${m('fcp')} | ${m('lcp')} |`,
  );
}
