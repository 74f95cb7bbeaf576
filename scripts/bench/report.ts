import type { Bytes } from './javascript';
import type { LighthouseFigures } from './lighthouse';

interface Report {
  date: string;
  root: string;
  runs: number;
  loadBefore: number[];
  loadAfter: number[];
  start: { newDataMs: number; existingDataMs: number };
  results: {
    name: string;
    path: string;
    js: { beforePaint: Bytes; total: Bytes; beforePaintFiles: string[] };
    lighthouse: LighthouseFigures;
  }[];
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const bytes = (b: Bytes) => `${kib(b.raw)} / ${kib(b.gzip)} / ${kib(b.brotli)}`;
const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? '1.00×' : '∞') : `${(a / b).toFixed(2)}×`);
const load = (avg: number[]) => avg.map((n) => n.toFixed(1)).join(' ');

/** The figures as a Markdown table (pasted into docs/benchmarks.md), then each screen's ratios to the minimal app. */
export function printReport(report: Report) {
  const [baseline, ...screens] = report.results;
  console.log(`\n## Benchmark ${report.date.slice(0, 16).replace('T', ' ')} UTC (${report.root})`);
  console.log(
    `Load average (1, 5, 15 min) before ${load(report.loadBefore)}, after ${load(report.loadAfter)}; Lighthouse ${report.runs} runs per screen, median of each figure.`,
  );
  console.log(
    `npm start to the first page: ${(report.start.newDataMs / 1000).toFixed(1)} s on a new data folder (migrate and seed), ${(report.start.existingDataMs / 1000).toFixed(1)} s on existing data.\n`,
  );
  console.log(
    '| screen | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | transferred KiB | JS before paint KiB raw / gzip / br (files) | JS total KiB raw / gzip / br |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of report.results) {
    const l = r.lighthouse;
    console.log(
      `| ${r.name} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${(l.fcpMs / 1000).toFixed(1)} s | ${(l.lcpMs / 1000).toFixed(1)} s | ${Math.round(l.tbtMs)} ms | ${l.cls.toFixed(3)} | ${kib(l.transferredBytes)} | ${bytes(r.js.beforePaint)} (${r.js.beforePaintFiles.length}) | ${bytes(r.js.total)} |`,
    );
  }
  console.log(`\nRatios to the ${baseline.name} (gzip for JavaScript):`);
  for (const r of screens) {
    const l = r.lighthouse;
    const b = baseline.lighthouse;
    console.log(
      `  ${r.name.padEnd(16)} JS before paint ${ratio(r.js.beforePaint.gzip, baseline.js.beforePaint.gzip)}, JS total ${ratio(r.js.total.gzip, baseline.js.total.gzip)}, transferred ${ratio(l.transferredBytes, b.transferredBytes)}, LCP ${ratio(l.lcpMs, b.lcpMs)}, TBT ${Math.round(l.tbtMs)} ms vs ${Math.round(b.tbtMs)} ms, performance ${l.performance} vs ${b.performance}`,
    );
  }
}
