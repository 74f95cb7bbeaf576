#!/usr/bin/env node
// Re-checks the survivors of a StrykerJS report by hand: writes each surviving mutant into its
// source file in turn, runs the given test files (vitest, the Node-only mutation project) and
// restores the file. A survivor whose tests now fail, including a test file that no longer loads,
// is printed as killed. Why: Stryker's vitest runner reads only the tests that ran, so a mutant
// that breaks a test file while it loads (a model plan built from the machine at module level)
// counts as survived (docs/testing.md "Mutation score").
//
//   node scripts/mutation-recheck.mjs reports/mutation/runs/machines1.json machines/deposit.machine.ts tests/machines/deposit.machine.test.ts
//   --with-no-coverage (first): re-check "no coverage" mutants too (per-test coverage misses code
//   a machine runs outside a test's own call stack, e.g. an entry action's params).
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve, relative } from 'node:path';

const args = process.argv.slice(2);
const withNoCoverage = args[0] === '--with-no-coverage';
const [reportPath, file, ...tests] = withNoCoverage ? args.slice(1) : args;
if (!reportPath || !file || tests.length === 0) {
  console.error('usage: mutation-recheck.mjs <report.json> <source file> <test files...>');
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const entry = Object.entries(report.files).find(([name]) => relative(process.cwd(), resolve(name)) === file);
if (!entry) throw new Error(`${file} is not in ${reportPath}`);
const original = readFileSync(file, 'utf8');
if (original !== entry[1].source) throw new Error(`${file} changed since the report: re-run Stryker instead`);

const lineStarts = [0];
for (let i = 0; i < original.length; i++) if (original[i] === '\n') lineStarts.push(i + 1);
// Stryker's locations: lines and columns both count from 1.
const offset = ({ line, column }) => lineStarts[line - 1] + column - 1;

const statuses = withNoCoverage ? ['Survived', 'NoCoverage'] : ['Survived'];
const survivors = entry[1].mutants.filter((m) => statuses.includes(m.status));
let killed = 0;
try {
  for (const mutant of survivors) {
    const mutated =
      original.slice(0, offset(mutant.location.start)) +
      mutant.replacement +
      original.slice(offset(mutant.location.end));
    writeFileSync(file, mutated);
    const run = spawnSync('npx', ['vitest', 'run', '--config', 'tests/mutation/vitest.config.ts', ...tests], {
      encoding: 'utf8',
      env: { ...process.env, MUTATION_SCOPE: 'machines' },
    });
    const caught = run.status !== 0;
    if (caught) killed++;
    const { line, column } = mutant.location.start;
    console.log(
      `${caught ? 'killed  ' : 'survived'} ${mutant.status === 'NoCoverage' ? '(no coverage) ' : ''}${file}:${line}:${column} ${mutant.mutatorName} -> ${mutant.replacement.replace(/\s+/g, ' ').slice(0, 70)}`,
    );
  }
} finally {
  writeFileSync(file, original);
}
console.log(
  `\n${file}: ${killed} of ${survivors.length} ${withNoCoverage ? 'survivors and no-coverage mutants' : 'survivors'} killed when written into the source`,
);
