import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { EXCLUSIONS } from './exclusions';
import { indexPage, machinePage, machinePageName } from './html';
import { rawFile, REPORT_DIR, type Runner, type RunnerRecord } from './records';
import { mergeRuns, readBrowserRuns } from './runs';
import { loadMachines } from './registry';
import { buildReport, summaryLines, type CoverageReport } from './report';

/** Builds reports/machines/ from vitest's last record and every kept browser run; returns the report. */
export async function writeReport(dir = REPORT_DIR): Promise<CoverageReport> {
  const runs: Partial<Record<Runner, RunnerRecord>> = { playwright: mergeRuns(readBrowserRuns()) };
  // vitest: the last run only (quick, and run in full by every npm test).
  if (existsSync(rawFile('vitest'))) runs.vitest = JSON.parse(readFileSync(rawFile('vitest'), 'utf8')) as RunnerRecord;
  const report = buildReport(await loadMachines(), runs, EXCLUSIONS);
  mkdirSync(dir, { recursive: true });
  // Pages of machines that no longer exist must not linger.
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.html'))) rmSync(join(dir, f));
  writeFileSync(join(dir, 'index.html'), indexPage(report));
  for (const m of report.machines) writeFileSync(join(dir, machinePageName(m.id)), machinePage(report, m));
  writeFileSync(join(dir, 'coverage.json'), JSON.stringify({ ...report, summary: summaryLines(report) }, null, 2));
  return report;
}

// `tsx tests/machines/coverage/writeReport.ts`: what npm test and npm run coverage:machines call.
if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await writeReport();
  console.log(`\nMachine coverage report: ${relative(process.cwd(), join(REPORT_DIR, 'index.html'))}`);
  for (const line of summaryLines(report)) console.log(`  ${line}`);
  for (const error of report.errors) console.error(`  ✖ ${error}`);
  process.exit(report.errors.length ? 1 : 0);
}
