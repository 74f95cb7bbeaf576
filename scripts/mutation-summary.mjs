#!/usr/bin/env node
// Sums StrykerJS JSON reports (one per run, as `stryker run --mutate <files>` measures a few files
// at a time) into a per-file table and the whole-project score. A file measured in several runs
// counts once, from the newest report that holds it (by the report's modification time).
// Score: (killed + timeout) / (killed + timeout + survived + no coverage), docs/testing.md "Mutation score";
// ignored (static under --ignoreStatic), compile and runtime errors are left out, as Stryker does.
//
//   node scripts/mutation-summary.mjs                      # reports/mutation/runs/*.json
//   node scripts/mutation-summary.mjs a.json b.json:machines/   # given reports; `:prefix` takes only
//                                                           # the files under it from that report
// A report also carries the files of the incremental file it started from, unchanged: name the
// prefix a run measured when an older report should win for the other files.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const runsDir = 'reports/mutation/runs';
const args = process.argv.slice(2);
const reports =
  args.length > 0
    ? args
    : existsSync(runsDir)
      ? readdirSync(runsDir)
          .filter((f) => f.endsWith('.json') && !f.endsWith('.incremental.json'))
          .map((f) => join(runsDir, f))
      : [];
if (reports.length === 0) {
  console.error(`No reports: copy reports/mutation/mutation.json to ${runsDir}/<name>.json after each run.`);
  process.exit(1);
}

const newestFirst = reports
  .map((arg, order) => {
    const [path, prefix = ''] = arg.split(':');
    return { path, prefix, order, time: statSync(path).mtimeMs };
  })
  .sort((a, b) => b.time - a.time || b.order - a.order);

/** file -> { report, counts } from the newest report that measured it */
const files = new Map();
for (const { path, prefix } of newestFirst) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const name = relative(process.cwd(), resolve(file));
    if (files.has(name) || !name.startsWith(prefix)) continue;
    const counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0, other: 0 };
    for (const { status } of mutants) {
      if (status in counts) counts[status] += 1;
      else counts.other += 1;
    }
    files.set(name, { report: path, counts });
  }
}

const detected = (c) => c.Killed + c.Timeout;
const valid = (c) => c.Killed + c.Timeout + c.Survived + c.NoCoverage;
const percent = (c) => (valid(c) === 0 ? 'no mutants' : `${((100 * detected(c)) / valid(c)).toFixed(1)} %`);

const total = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0, other: 0 };
console.log('| file | score | killed | timeout | survived | no coverage | ignored | report |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [name, { report, counts }] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
  for (const key of Object.keys(total)) total[key] += counts[key];
  const { Killed, Timeout, Survived, NoCoverage, Ignored } = counts;
  console.log(
    `| \`${name}\` | ${percent(counts)} | ${Killed} | ${Timeout} | ${Survived} | ${NoCoverage} | ${Ignored} | ${report} |`,
  );
}
console.log(
  `\nWhole: ${percent(total)} (${detected(total)} of ${valid(total)} mutants detected; ` +
    `${total.Survived} survived, ${total.NoCoverage} no coverage, ${total.Ignored} ignored; ${files.size} files)`,
);
