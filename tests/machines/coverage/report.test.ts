import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { indexPage, machinePage } from './html';
import type { RunnerRecord } from './records';
import { EXCLUSIONS } from './exclusions';
import { loadMachines, MACHINES_DIR } from './registry';
import { buildReport, summaryLines, type Exclusions } from './report';
import { partialBecause } from '../../e2e/support/partialRun';

// The report builder on a lamp written here: the expected figures, rows and HTML are counted by hand.
const lamp = setup({ guards: { hasPower: () => true } }).createMachine({
  id: 'lamp',
  initial: 'off',
  states: {
    off: { description: 'Dark.', on: { 'switch.on': { target: 'on', guard: 'hasPower' } } },
    on: { on: { 'switch.off': 'off', 'bulb.blow': 'broken' } },
    broken: { type: 'final' },
  },
});
const machines = [{ id: 'lamp', file: 'machines/lamp.machine.ts', machine: lamp }];

const plan = {
  plan: 'lamp (switch)',
  machineId: 'lamp',
  pathCount: 2,
  excluded: { 'on --bulb.blow--> broken': 'the switch cannot blow a bulb' },
};
const vitestRun = (partial: string | null = null): RunnerRecord => ({
  runner: 'vitest',
  finishedAt: '2026-11-23T09:00:00.000Z',
  partial,
  tests: [
    {
      title: 'lamp › #01 off → switch.on → on → switch.off → off',
      file: 'tests/machines/lamp.test.ts',
      passed: true,
      walks: { lamp: { states: ['off', 'on'], transitions: ['off --switch.on--> on', 'on --switch.off--> off'] } },
      path: plan,
    },
    {
      title: 'lamp › #02 off → switch.on → on → bulb.blow → broken',
      file: 'tests/machines/lamp.test.ts',
      passed: false,
      walks: {
        lamp: { states: ['off', 'on', 'broken'], transitions: ['off --switch.on--> on', 'on --bulb.blow--> broken'] },
      },
      path: plan,
    },
  ],
});
const browserRun: RunnerRecord = {
  runner: 'playwright',
  finishedAt: '2026-11-23T09:10:00.000Z',
  partial: null,
  tests: [
    {
      title: 'switches on <at night>',
      file: 'tests/e2e/lamp.spec.ts',
      passed: true,
      walks: { lamp: { states: ['off', 'on'], transitions: ['off --switch.on--> on'] } },
    },
  ],
};
const exclusions: Exclusions = { lamp: { 'on --bulb.blow--> broken': 'no test can blow a bulb & say so' } };

/** The table row of the state or transition `id` in a machine page. */
const rowOf = (html: string, id: string) =>
  html.split('<tr>').find((row) => row.startsWith(`<th scope="row"><code>${id}</code>`)) ?? '';

describe('machine coverage report', () => {
  it('counts each runner and both together, a failed test walking nothing', () => {
    const report = buildReport(machines, { vitest: vitestRun(), playwright: browserRun }, exclusions);
    const [m] = report.machines;
    expect(m.figures.vitest).toEqual({
      states: { walked: 2, total: 3 },
      transitions: { walked: 2, total: 3 },
      paths: { walked: 1, total: 2 },
    });
    expect(m.figures.playwright).toEqual({
      states: { walked: 2, total: 3 },
      transitions: { walked: 1, total: 3 },
      paths: { walked: 0, total: 0 },
    });
    expect(m.figures.together).toEqual({
      states: { walked: 2, total: 3 },
      transitions: { walked: 2, total: 3 },
      paths: { walked: 1, total: 2 },
    });
    expect(m.notWalked).toEqual(['broken']);
    expect(report.complete).toBe(true);
    expect(report.errors).toEqual(['lamp: not walked and not excluded: broken']);
    expect(summaryLines(report)).toEqual([
      'machine tests (vitest): states 2/3, transitions 2/3, paths 1/2',
      'browser walks (Playwright): states 2/3, transitions 1/3, paths 0/0',
      'together, 1 machines: states 2/3, transitions 2/3, paths 1/2, 1 not walked',
    ]);
  });

  it('shows each state and transition walked or not, by which test, and every exclusion with its reason', () => {
    const report = buildReport(machines, { vitest: vitestRun(), playwright: browserRun }, exclusions);
    const html = machinePage(report, report.machines[0]);
    const switchOff = rowOf(html, 'on --switch.off--&gt; off');
    expect(switchOff).toContain('<span class="walked">walked</span>');
    expect(switchOff).toContain(
      '<code>tests/machines/lamp.test.ts</code><ul><li>lamp › #01 off → switch.on → on → switch.off → off</li>',
    );
    expect(switchOff).toContain('<td>–</td></tr>'); // no browser test
    expect(rowOf(html, 'off --switch.on--&gt; on')).toContain('<li>switches on &lt;at night&gt;</li>');
    expect(rowOf(html, 'off')).toContain('<small>Dark.</small>');
    expect(rowOf(html, 'off --switch.on--&gt; on')).toContain('<small>guard: hasPower</small>');
    expect(rowOf(html, 'broken')).toContain('<span class="missing">NOT WALKED</span>');
    expect(rowOf(html, 'on --bulb.blow--&gt; broken')).toContain('excluded: no test can blow a bulb &amp; say so');
    // The plan: its paths with their results, and its own exclusion.
    expect(html).toContain(
      '<h3>lamp (switch) <small>(machine tests (vitest))</small></h3>\n<p>1 of 2 paths walked.</p>',
    );
    expect(html).toContain(
      '<tr><td>lamp › #02 off → switch.on → on → bulb.blow → broken</td><td><code>tests/machines/lamp.test.ts</code></td><td><span class="missing">failed</span></td></tr>',
    );
    expect(html).toContain('<td>the switch cannot blow a bulb</td>');
    expect(html).not.toContain('<at night>');
    expect(html).toContain('<p class="missing">Check failed: 1 problem(s).</p>');
  });

  it('lists the machines on the index, with headers and links', () => {
    const report = buildReport(machines, { vitest: vitestRun(), playwright: browserRun }, exclusions);
    const html = indexPage(report);
    expect(html).toContain(
      '<th scope="row"><a href="lamp.html">lamp</a></th><td class="num">2/3</td><td class="num">2/3</td><td class="num">2/3</td><td class="num">2/3</td><td class="num">1/3</td><td class="num">2/3</td><td class="num">1/2</td><td class="num">–</td><td class="num"><span class="missing">1</span></td><td class="num">1</td></tr>',
    );
    expect(html).toContain('<caption>Machines (walked / total)</caption>');
    expect(html).toContain('<li>machine tests (vitest): complete run, finished 2026-11-23T09:00:00.000Z</li>');
  });

  it('says a filtered run is partial and does not fail it for what it did not walk', () => {
    const report = buildReport(
      machines,
      { vitest: vitestRun('1 test(s) filtered out'), playwright: browserRun },
      exclusions,
    );
    expect(report.complete).toBe(false);
    expect(report.errors).toEqual([]);
    expect(report.machines[0].notWalked).toEqual(['broken']);
    const html = indexPage(report);
    expect(html).toContain('<span class="partial">partial run</span> (1 test(s) filtered out)');
    expect(html).toContain('Partial run: these figures cover only what ran');
    expect(summaryLines(report)[2]).toBe(
      'together, 1 machines: states 2/3, transitions 2/3, paths 1/2 (partial: not checked)',
    );
    // A runner that did not run at all leaves the run partial too.
    expect(buildReport(machines, { vitest: vitestRun() }, exclusions).complete).toBe(false);
  });

  it('fails on an exclusion that names nothing or gives no reason, even in a partial run', () => {
    const stale = {
      lamp: { 'on --switch.up--> off': 'renamed since', off: ' ' },
      kettle: { boiling: 'no kettle yet' },
    };
    expect(buildReport(machines, { vitest: vitestRun('filtered') }, stale).errors).toEqual([
      "lamp: the exclusion of 'on --switch.up--> off' names no state or transition of the machine",
      "lamp: the exclusion of 'off' gives no reason",
      'exclusions name a machine that does not exist: kettle',
    ]);
  });
});

describe('machine coverage over the real machines', () => {
  it('has every machine file of machines/, with its states and transitions, and the reviewed exclusions name real ones', async () => {
    const files = readdirSync(MACHINES_DIR).filter((f) => f.endsWith('.machine.ts'));
    const registered = await loadMachines();
    expect(registered.map((m) => m.file).sort()).toEqual(files.map((f) => `machines/${f}`).sort());
    const report = buildReport(registered, {}, EXCLUSIONS);
    expect(report.complete).toBe(false);
    expect(report.errors).toEqual([]);
    const index = indexPage(report);
    for (const m of report.machines) {
      expect(index).toContain(`<a href="${m.id}.html">${m.id}</a>`);
      expect(m.states.length).toBeGreaterThan(0);
      expect(m.transitions.length).toBeGreaterThan(0);
    }
    // Participant invitation has no browser walk: it is listed all the same.
    expect(report.machines.map((m) => m.id)).toContain('participantInvitation');
  });
});

describe('a browser run is partial when its command line selects tests', () => {
  const argv = (...args: string[]) => ['/usr/bin/node', '/work/node_modules/.bin/playwright', 'test', ...args];
  it.each([
    [argv(), null],
    [argv('--workers=1', '--reporter', 'list'), null],
    [argv('--workers', '1', '--headed'), null],
    [argv('tests/e2e/deposit.spec.ts', '--workers=1'), 'filtered run: file filter tests/e2e/deposit.spec.ts'],
    [argv('-g', 'deposit'), 'filtered run: -g'],
    [argv('--reporter=line', '--last-failed'), 'filtered run: --last-failed'],
    [argv('--shard=1/3'), 'filtered run: --shard'],
  ])('%j → %s', (args, expected) => {
    expect(partialBecause(args)).toBe(expected);
  });
});
