import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { indexPage, machinePage } from './html';
import { BROWSER_RUN_FILE, browserRunFile, type RunnerRecord, type TestRecord } from './records';
import { buildReport, summaryLines } from './report';
import { mergeRuns, readBrowserRuns } from './runs';
import { BROWSER_RUN, clearReport } from './clearReport.mjs';

// Browser runs kept one file each and merged; a clone without any: expected values written by hand.
const lamp = setup({}).createMachine({
  id: 'lamp',
  initial: 'off',
  states: { off: { on: { 'switch.on': 'on' } }, on: { on: { 'switch.off': 'off' } } },
});
const machines = [{ id: 'lamp', file: 'machines/lamp.machine.ts', machine: lamp }];
const plan = { plan: 'lamp (switch)', machineId: 'lamp', pathCount: 2, excluded: {} };
const pathTest = (n: string, passed: boolean, walks: TestRecord['walks'], differsBy?: string): TestRecord => ({
  title: `model lamp › ${n}`,
  file: 'tests/e2e/lamp.spec.ts',
  passed,
  walks,
  path: { ...plan, ...(differsBy ? { differsBy } : {}) },
});
const ON = { lamp: { states: ['off', 'on'], transitions: ['off --switch.on--> on'] } };
const OFF = { lamp: { states: ['off', 'on'], transitions: ['off --switch.on--> on', 'on --switch.off--> off'] } };
const vitest: RunnerRecord = { runner: 'vitest', finishedAt: '2026-11-23T08:00:00.000Z', partial: null, tests: [] };
const monday: RunnerRecord = {
  runner: 'playwright',
  finishedAt: '2026-11-23T09:10:00.000Z',
  partial: null,
  commit: 'abc1234',
  tests: [
    pathTest('#01 off → switch.on → on', true, ON),
    pathTest('#02 off → switch.on → on → switch.off → off', false, OFF),
  ],
};
const tuesday: RunnerRecord = {
  runner: 'playwright',
  finishedAt: '2026-11-24T17:45:00.000Z',
  partial: 'filtered run: file filter tests/e2e/lamp.spec.ts',
  tests: [pathTest('#02 off → switch.on → on → switch.off → off', true, OFF, 'step 1 switch.on {"by":"remote"}')],
};

describe('browser runs, each kept and merged', () => {
  it('counts what any kept run walked, the same path once, with the dates of the runs that walked it', () => {
    const report = buildReport(machines, { vitest, playwright: mergeRuns([tuesday, monday]) }, {});
    const [m] = report.machines;
    expect(m.figures.playwright).toEqual({
      states: { walked: 2, total: 2 },
      transitions: { walked: 2, total: 2 },
      paths: { walked: 2, total: 2 },
    });
    expect(m.plans[0].paths.map((p) => [p.title, p.passed, p.walkedAt])).toEqual([
      ['model lamp › #01 off → switch.on → on', true, ['2026-11-23T09:10:00.000Z']],
      ['model lamp › #02 off → switch.on → on → switch.off → off', true, ['2026-11-24T17:45:00.000Z']],
    ]);
    expect(m.transitions[0].by.playwright).toHaveLength(2); // #01 and #02, #02 named once though in two runs
    // One complete run among them: the merged record is complete, and says which runs make it.
    expect(report.complete).toBe(true);
    expect(summaryLines(report)[1]).toBe(
      'browser walks (Playwright): states 2/2, transitions 2/2, paths 2/2 (2 runs merged: 2026-11-23 09:10 UTC (complete), 2026-11-24 17:45 UTC (partial))',
    );
    const index = indexPage(report);
    expect(index).toContain('<caption>The 2 browser walks (Playwright) runs merged here');
    expect(index).toContain(
      '<tr><td>2026-11-23T09:10:00.000Z</td><td><code>abc1234</code></td><td>complete</td><td class="num">2</td></tr>',
    );
    expect(index).toContain(
      '<td><span class="partial">partial</span> (filtered run: file filter tests/e2e/lamp.spec.ts)</td><td class="num">1</td>',
    );
    const page = machinePage(report, m);
    expect(page).toContain(
      '<th scope="col">Same steps as another path; its data</th><th scope="col">Walked in the runs of (UTC)</th>',
    );
    expect(page).toContain(
      '<td>step 1 switch.on {&quot;by&quot;:&quot;remote&quot;}</td><td>2026-11-24T17:45:00.000Z</td></tr>',
    );
  });

  it('is partial when every kept run was', () => {
    expect(mergeRuns([tuesday])?.partial).toBe('filtered run: file filter tests/e2e/lamp.spec.ts');
    expect(mergeRuns([tuesday, { ...tuesday, finishedAt: '2026-11-25T10:00:00.000Z' }])?.partial).toBe(
      'none of the 2 runs was complete',
    );
    expect(mergeRuns([])).toBeUndefined();
  });

  it('reads every kept browser run, oldest first, the single record of before too, and not vitest’s', () => {
    const dir = mkdtempSync(join(tmpdir(), 'raw-'));
    writeFileSync(join(dir, 'playwright-2026-11-24T17-45-00-000Z.json'), JSON.stringify(tuesday));
    writeFileSync(join(dir, 'playwright.json'), JSON.stringify(monday));
    writeFileSync(join(dir, 'vitest.json'), JSON.stringify(vitest));
    expect(readBrowserRuns(dir).map((r) => r.finishedAt)).toEqual([monday.finishedAt, tuesday.finishedAt]);
    expect(readBrowserRuns(join(dir, 'none'))).toEqual([]);
    // The file each browser run writes (modelCoverage.ts) is one of those read.
    expect(basename(browserRunFile(tuesday.finishedAt))).toBe('playwright-2026-11-24T17-45-00-000Z.json');
    expect(BROWSER_RUN_FILE.test('playwright-2026-11-24T17-45-00-000Z.json')).toBe(true);
  });
});

describe('npm test clearing the report before it runs', () => {
  it('keeps every browser run’s record and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'));
    mkdirSync(join(dir, 'raw', 'playwright-walks'), { recursive: true });
    mkdirSync(join(dir, 'junit'));
    for (const f of [
      'index.html',
      'coverage.json',
      'junit/vitest.xml',
      'raw/vitest.json',
      'raw/playwright.json',
      'raw/playwright-2026-11-24T17-45-00-000Z.json',
    ])
      writeFileSync(join(dir, f), '{}');
    clearReport(dir);
    expect(readdirSync(dir)).toEqual(['raw']);
    expect(readdirSync(join(dir, 'raw')).sort()).toEqual([
      'playwright-2026-11-24T17-45-00-000Z.json',
      'playwright.json',
    ]);
    // The same files as the report reads.
    expect(BROWSER_RUN.source).toBe(BROWSER_RUN_FILE.source);
  });
});

describe('a clone with no browser run recorded', () => {
  it('says so, instead of 0 walked as if the browser had failed', () => {
    const report = buildReport(machines, { vitest }, {});
    expect(summaryLines(report)[1]).toBe(
      'browser walks (Playwright): no browser run recorded yet (npm test records one; until then nothing is known, nothing failed)',
    );
    const index = indexPage(report);
    expect(index).toContain(
      '<li>browser walks (Playwright): <span class="partial">no browser run recorded yet (npm test records one; until then nothing is known, nothing failed)</span></li>',
    );
    expect(index).toContain(
      '<th scope="row"><a href="lamp.html">lamp</a></th><td class="num">0/2</td><td class="num">no run</td><td class="num">0/2</td>',
    );
  });
});
