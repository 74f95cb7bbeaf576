import { RUNNERS, type Runner } from './records';
import {
  NO_RUN,
  type CoverageReport,
  type Figure,
  type ItemRow,
  type MachineReport,
  type PlanRow,
  type RunStatus,
  type TestRef,
} from './report';

// Static pages of the machine coverage report: index.html and one page per machine. Every text
// is escaped; tables have captions and header cells; no script.

export const esc = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const RUNNER_NAME: Record<Runner, string> = {
  vitest: 'machine tests (vitest)',
  playwright: 'browser walks (Playwright)',
};

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:1.5rem auto;max-width:80rem;padding:0 1rem;color:#1b1b1b}
table{border-collapse:collapse;margin:.5rem 0 1.5rem;width:100%}
caption{text-align:left;font-weight:600;padding:.3rem 0}
th,td{border:1px solid #c8c8c8;padding:.3rem .5rem;text-align:left;vertical-align:top}
thead th{background:#eef1f4}
td.num{text-align:right;white-space:nowrap}
.walked{color:#145c2e}.missing{color:#a11212;font-weight:600}.excluded{color:#5b4a00}.partial{color:#7a4b00;font-weight:600}
code{font-size:.9em;word-break:break-word}
th small{font-weight:normal}
details ul{margin:.2rem 0;padding-left:1.2rem}
a{color:#0b4f9c}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export const machinePageName = (id: string) => `${id.replace(/[^A-Za-z0-9_-]/g, '_')}.html`;

const fig = (f: Figure) => (f.total ? `${f.walked}/${f.total}` : '–');

function runLine(s: RunStatus): string {
  const when = s.finishedAt ? `, finished ${esc(s.finishedAt)}` : '';
  if (s.state === 'complete') return `<li>${RUNNER_NAME[s.runner]}: complete run${when}</li>`;
  if (s.state === 'partial')
    return `<li>${RUNNER_NAME[s.runner]}: <span class="partial">partial run</span> (${esc(s.why ?? '')})${when}</li>`;
  return `<li>${RUNNER_NAME[s.runner]}: <span class="partial">${esc(NO_RUN[s.runner])}</span></li>`;
}

/** The browser runs merged into the figures, each with its date, commit and whether it was complete. */
function runsList(s: RunStatus): string {
  if (!s.runs || s.runs.length < 2) return '';
  const rows = s.runs.map(
    (r) =>
      `<tr><td>${esc(r.finishedAt)}</td><td>${r.commit ? `<code>${esc(r.commit)}</code>` : '–'}</td><td>${r.partial ? `<span class="partial">partial</span> (${esc(r.partial)})` : 'complete'}</td><td class="num">${r.tests}</td></tr>`,
  );
  return `<table><caption>The ${s.runs.length} ${RUNNER_NAME[s.runner]} runs merged here (a state, transition or path walked by any of them counts)</caption><thead><tr><th scope="col">Finished (UTC)</th><th scope="col">Commit</th><th scope="col">Run</th><th scope="col">Path tests</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function verdict(report: CoverageReport): string {
  if (!report.complete) {
    return `<p class="partial">Partial run: these figures cover only what ran; unwalked states and transitions are listed but not checked.</p>`;
  }
  if (!report.errors.length)
    return `<p class="walked">Complete run: every state and transition of every machine is walked or excluded with a reason.</p>`;
  return `<p class="missing">Check failed: ${report.errors.length} problem(s).</p><ul>${report.errors.map((e) => `<li>${esc(e)}</li>`).join('')}</ul>`;
}

const runsBlock = (report: CoverageReport) =>
  `<ul>${report.runs.map(runLine).join('')}</ul>${report.runs.map(runsList).join('')}${verdict(report)}`;

export function indexPage(report: CoverageReport): string {
  const head = `<tr><th scope="col" rowspan="2">Machine</th><th scope="colgroup" colspan="3">States walked</th><th scope="colgroup" colspan="3">Transitions walked</th><th scope="colgroup" colspan="2">Paths walked</th><th scope="col" rowspan="2">Not walked</th><th scope="col" rowspan="2">Excluded</th></tr>
<tr>${['vitest', 'browser', 'together', 'vitest', 'browser', 'together', 'vitest', 'browser'].map((h) => `<th scope="col">${h}</th>`).join('')}</tr>`;
  // A runner without any record shows "no run", not 0/total as if it had walked nothing.
  const notRun = new Set(report.runs.filter((s) => s.state === 'not run').map((s) => s.runner));
  const rows = report.machines.map((m) => {
    const f = m.figures;
    const excluded = [...m.states, ...m.transitions].filter((r) => r.excluded).length;
    const cells: [Figure, Runner | null][] = [
      [f.vitest.states, 'vitest'],
      [f.playwright.states, 'playwright'],
      [f.together.states, null],
      [f.vitest.transitions, 'vitest'],
      [f.playwright.transitions, 'playwright'],
      [f.together.transitions, null],
      [f.vitest.paths, 'vitest'],
      [f.playwright.paths, 'playwright'],
    ];
    const missing = m.notWalked.length ? `<span class="missing">${m.notWalked.length}</span>` : '0';
    return `<tr><th scope="row"><a href="${machinePageName(m.id)}">${esc(m.id)}</a></th>${cells.map(([c, runner]) => `<td class="num">${runner && notRun.has(runner) ? 'no run' : fig(c)}</td>`).join('')}<td class="num">${missing}</td><td class="num">${excluded}</td></tr>`;
  });
  return page(
    'Machine coverage',
    `<h1>Machine coverage</h1>
<p>Every statechart of <code>machines/</code>: how much of it the machine tests (vitest: generated paths and hand-written scenarios) and the browser walks (Playwright: generated paths on the real screens) walked. Generated ${esc(report.generatedAt)}.</p>
${runsBlock(report)}
<table><caption>Machines (walked / total)</caption><thead>${head}</thead><tbody>${rows.join('\n')}</tbody></table>`,
  );
}

function testList(tests: TestRef[]): string {
  if (!tests.length) return '–';
  const byFile = new Map<string, string[]>();
  for (const t of tests) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t.title]);
  const files = [...byFile].map(
    ([file, titles]) =>
      `<li><code>${esc(file)}</code><ul>${titles.map((t) => `<li>${esc(t)}</li>`).join('')}</ul></li>`,
  );
  return `<details><summary>${tests.length} test${tests.length > 1 ? 's' : ''}</summary><ul>${files.join('')}</ul></details>`;
}

function status(row: ItemRow): string {
  const walked = RUNNERS.some((r) => row.by[r].length);
  if (walked)
    return `<span class="walked">walked</span>${row.excluded ? ` <span class="excluded">(excluded, yet walked: ${esc(row.excluded)})</span>` : ''}`;
  if (row.excluded) return `<span class="excluded">excluded: ${esc(row.excluded)}</span>`;
  return '<span class="missing">NOT WALKED</span>';
}

function itemTable(caption: string, label: string, rows: ItemRow[]): string {
  const body = rows.map(
    (r) =>
      `<tr><th scope="row"><code>${esc(r.id)}</code>${r.detail ? `<br><small>${esc(r.detail)}</small>` : ''}</th><td>${status(r)}</td>${RUNNERS.map((run) => `<td>${testList(r.by[run])}</td>`).join('')}</tr>`,
  );
  return `<table><caption>${esc(caption)}</caption><thead><tr><th scope="col">${label}</th><th scope="col">Status</th>${RUNNERS.map((r) => `<th scope="col">Walked by the ${RUNNER_NAME[r]}</th>`).join('')}</tr></thead><tbody>${body.join('\n')}</tbody></table>`;
}

function planSection(plan: PlanRow): string {
  const walked = plan.paths.filter((p) => p.passed).length;
  // Extra columns only where they say something: paths alike but for their data, several runs merged.
  const data = plan.paths.some((p) => p.differsBy);
  const runs = plan.paths.some((p) => p.walkedAt.length);
  const paths = plan.paths.map(
    (p) =>
      `<tr><td>${esc(p.title)}</td><td><code>${esc(p.file)}</code></td><td>${p.passed ? '<span class="walked">walked</span>' : '<span class="missing">failed</span>'}</td>${data ? `<td>${p.differsBy ? esc(p.differsBy) : '–'}</td>` : ''}${runs ? `<td>${p.walkedAt.map(esc).join('<br>') || '–'}</td>` : ''}</tr>`,
  );
  const extra = `${data ? '<th scope="col">Same steps as another path; its data</th>' : ''}${runs ? '<th scope="col">Walked in the runs of (UTC)</th>' : ''}`;
  const notRun = plan.pathCount - plan.paths.length;
  const exclusions = Object.entries(plan.excluded);
  return `<h3>${esc(plan.name)} <small>(${RUNNER_NAME[plan.runner]})</small></h3>
<p>${walked} of ${plan.pathCount} paths walked${notRun > 0 ? `; <span class="partial">${notRun} not run in the recorded runs</span>` : ''}.</p>
<table><caption>Paths of ${esc(plan.name)}</caption><thead><tr><th scope="col">Path (test title)</th><th scope="col">File</th><th scope="col">Result</th>${extra}</tr></thead><tbody>${paths.join('\n')}</tbody></table>
${exclusions.length ? `<table><caption>What this plan leaves out, and why</caption><thead><tr><th scope="col">State or transition</th><th scope="col">Reason</th></tr></thead><tbody>${exclusions.map(([id, why]) => `<tr><th scope="row"><code>${esc(id)}</code></th><td>${esc(why)}</td></tr>`).join('')}</tbody></table>` : ''}`;
}

export function machinePage(report: CoverageReport, m: MachineReport): string {
  const f = m.figures;
  const figures = `<table><caption>Walked / total</caption><thead><tr><th scope="col">Runner</th><th scope="col">States</th><th scope="col">Transitions</th><th scope="col">Paths</th></tr></thead><tbody>
${(['vitest', 'playwright', 'together'] as const).map((k) => `<tr><th scope="row">${k === 'together' ? 'together' : RUNNER_NAME[k]}</th><td class="num">${fig(f[k].states)}</td><td class="num">${fig(f[k].transitions)}</td><td class="num">${fig(f[k].paths)}</td></tr>`).join('\n')}
</tbody></table>`;
  const excluded = [...m.states, ...m.transitions].filter((r) => r.excluded);
  const exclusions = excluded.length
    ? `<table><caption>Excluded (tests/machines/coverage/exclusions.ts)</caption><thead><tr><th scope="col">State or transition</th><th scope="col">Reason</th></tr></thead><tbody>${excluded.map((r) => `<tr><th scope="row"><code>${esc(r.id)}</code></th><td>${esc(r.excluded!)}</td></tr>`).join('')}</tbody></table>`
    : '<p>No exclusions.</p>';
  const unknown = m.unknownIds.length
    ? `<p class="missing">Tests reported ids this machine does not have (a harness out of step with the machine): ${m.unknownIds.map((id) => `<code>${esc(id)}</code>`).join(', ')}</p>`
    : '';
  return page(
    `Machine coverage: ${m.id}`,
    `<p><a href="index.html">All machines</a></p>
<h1>${esc(m.id)} <small><code>${esc(m.file)}</code></small></h1>
${runsBlock(report)}
${m.notWalked.length ? `<p class="missing">Not walked and not excluded: ${m.notWalked.map((id) => `<code>${esc(id)}</code>`).join(', ')}</p>` : ''}
${unknown}
${figures}
<h2>States</h2>
${itemTable(`States of ${m.id}`, 'State', m.states)}
<h2>Transitions</h2>
${itemTable(`Transitions of ${m.id}`, 'Transition', m.transitions)}
<h2>Exclusions</h2>
${exclusions}
<h2>Generated paths</h2>
${m.plans.length ? m.plans.map(planSection).join('\n') : '<p>No generated paths walk this machine.</p>'}`,
  );
}
