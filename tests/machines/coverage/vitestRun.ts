import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { RunnerTask, RunnerTestFile } from 'vitest';
import type { TestProject } from 'vitest/node';
import { rawFile, type RunnerRecord, type TestRecord } from './records';

// Global setup of the unit project: once the run is over, writes reports/machines/raw/vitest.json
// from the tests' meta (walkRecorder.ts, walkEveryPath.ts). A run that left out a test file of
// tests/machines, or skipped a test in it (a name or line filter), is marked partial.

const MACHINE_TESTS = /\/tests\/machines\/.*\.test\.ts$/;

function* testsOf(task: RunnerTask): Generator<RunnerTask> {
  if (task.type === 'test') yield task;
  else for (const child of task.tasks) yield* testsOf(child);
}

export function runnerRecord(
  root: string,
  files: RunnerTestFile[],
  expected: string[],
  finishedAt: Date,
): RunnerRecord {
  const ran = new Set(files.map((f) => f.filepath));
  const left = expected.filter((f) => !ran.has(f)).map((f) => relative(root, f));
  const tests: TestRecord[] = [];
  let skipped = 0;
  for (const file of files) {
    for (const test of testsOf(file)) {
      if (test.mode === 'skip' || test.mode === 'todo') skipped += 1;
      if (!test.meta.machineWalks && !test.meta.modelPath) continue;
      tests.push({
        title: [...parentNames(test), test.name].join(' › '),
        file: relative(root, file.filepath),
        passed: test.result?.state === 'pass',
        walks: test.meta.machineWalks ?? {},
        ...(test.meta.modelPath ? { path: test.meta.modelPath } : {}),
      });
    }
  }
  const why = [
    left.length
      ? `${left.length} test file(s) of tests/machines not run (${left.slice(0, 3).join(', ')}${left.length > 3 ? ', …' : ''})`
      : '',
    skipped ? `${skipped} test(s) filtered out` : '',
  ].filter(Boolean);
  return { runner: 'vitest', finishedAt: finishedAt.toISOString(), partial: why.length ? why.join('; ') : null, tests };
}

function parentNames(test: RunnerTask): string[] {
  const names: string[] = [];
  for (let s = test.suite; s && s.type === 'suite' && s.name && s !== s.file; s = s.suite) names.unshift(s.name);
  return names;
}

export default function setup(project: TestProject) {
  return async () => {
    const files = project.vitest.state.getFiles().filter((f) => MACHINE_TESTS.test(f.filepath));
    // `--project server` or a run of tests/unit only: nothing to say about the machines, keep the last record.
    if (!files.length) return;
    const { testFiles } = await project.globTestFiles();
    const record = runnerRecord(
      project.config.root,
      files,
      testFiles.filter((f) => MACHINE_TESTS.test(f)),
      new Date(),
    );
    mkdirSync(dirname(rawFile('vitest')), { recursive: true });
    writeFileSync(rawFile('vitest'), JSON.stringify(record));
  };
}
