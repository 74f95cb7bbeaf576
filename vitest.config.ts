import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { aliases } from './scripts/build/aliases.ts';

/**
 * Statecharts, domain rules and UI pieces; also what `npm run test:mutation` runs. In Node: a test
 * file that renders asks for jsdom in its first line (`// @vitest-environment jsdom`), since
 * setting up jsdom took 48 of the project's 57 s when every file had it.
 */
export const unitProject: TestProjectInlineConfiguration = {
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  resolve: { alias: aliases },
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/testClock.ts', 'tests/unit/setup.ts'],
    // The first render of a radix component can pass 5 s on two cores shared by several runs.
    testTimeout: 30_000,
  },
};

export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on these 2-core machines,
    // with the second core idle while each test file opens and seeds its own database.
    maxWorkers: 2,
    // JUnit for QA's tools (docs/testing.md "For QA"); scripts/test.mjs names it on its command line too,
    // since reporters given there replace these.
    reporters: ['default', ['junit', { outputFile: 'reports/machines/junit/vitest.xml' }]],
    projects: [
      {
        ...unitProject,
        test: {
          ...unitProject.test,
          // The machine coverage report: what each test's actors walked, gathered when the run ends
          // (tests/machines/coverage/; not in the mutation runs, which import unitProject).
          setupFiles: [...(unitProject.test?.setupFiles as string[]), 'tests/machines/coverage/walkRecorder.ts'],
          globalSetup: ['tests/machines/coverage/vitestRun.ts'],
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/support/globalSetup.ts'],
          setupFiles: ['tests/support/testClock.ts'],
          environment: 'node',
          // One module graph per worker, not per file: each file imported the whole server again,
          // 4 to 10 minutes of a CI run on two cores. Files share no state but their modules'
          // caches; a file that mocks a module imports what uses it after vi.resetModules().
          isolate: false,
          testTimeout: 30_000,
          // Opening and seeding an embedded database is CPU-bound: on a busy 2-core machine it has taken over a minute.
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
