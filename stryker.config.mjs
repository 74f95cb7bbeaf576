// `npm run test:mutation`: StrykerJS mutates domain/ and machines/ and runs the unit project
// (tests/unit, tests/machines) against each mutant. A measurement, not part of `npm test`.
// See docs/decisions/012-test-layers.md. One configuration: MUTATION_SCOPE (all, logic, machines)
// chooses the tests in tests/mutation/vitest.config.ts, e.g. a machine with its own tests only:
//   MUTATION_SCOPE=machines npx stryker run --concurrency 1 --mutate machines/deposit.machine.ts --force
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/mutation/vitest.config.ts' },
  mutate: ['domain/**/*.ts', 'machines/**/*.ts'],
  // Only the tests that reach a mutant run against it.
  coverageAnalysis: 'perTest',
  // Two cores shared with other work: one test process per core.
  concurrency: 2,
  // Re-runs only mutants whose code or tests changed since the last report.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  ignorePatterns: ['dist', '.data', 'test-results', 'playwright-report', 'reports', 'tests/e2e', 'tests/server'],
  tempDirName: '.stryker-tmp',
  // Stryker would rewrite tsconfig.json's extends/references through TypeScript's JS API, which
  // TypeScript 7 no longer ships; ours has neither, so point it at no file.
  tsconfigFile: 'no-tsconfig-rewrite.json',
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: 10000,
};
