// Two builds side by side on one screen: Lighthouse's mobile run alternated between them, ROUNDS
// rounds, and the load before each. Asserts nothing: figures go to docs/benchmarks.md.
//   npx tsx scripts/bench/ab.ts ROUNDS PATH nameA=http://127.0.0.1:4410 nameB=http://127.0.0.1:4411
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import { lighthouseMedian } from './lighthouse';

const [rounds, path, ...servers] = process.argv.slice(2);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const scores = new Map<string, string[]>();
try {
  for (let round = 1; round <= Number(rounds); round++) {
    // Alternate which build goes first, so neither always meets the quieter moment.
    const order = round % 2 ? servers : [...servers].reverse();
    for (const server of order) {
      const [name, url] = server.split(/=(.*)/s);
      const load = loadavg()[0].toFixed(1);
      const { performance, fcpMs, lcpMs, tbtMs } = await lighthouseMedian(url + path, chrome.port, 1);
      const line = `${performance} (FCP ${(fcpMs / 1000).toFixed(1)} s, LCP ${(lcpMs / 1000).toFixed(1)} s, TBT ${tbtMs.toFixed(0)} ms, load ${load})`;
      console.log(`round ${round} ${name}: ${line}`);
      scores.set(name, [...(scores.get(name) ?? []), line]);
    }
  }
} finally {
  await chrome.kill();
}
for (const [name, lines] of scores) console.log(`${name}: ${lines.map((line) => line.split(' ')[0]).join(', ')}`);
