import { defineConfig } from 'vitest/config';
import { unitProject } from './vitest.config';

/**
 * The statechart tests alone (tests/machines, plain Node), for measuring a machine
 * (stryker.machines.config.mjs). A machine's definition is module-level: each of its mutants
 * re-runs every test file that imports the machine, and with the full unit project that includes
 * the screens' jsdom tests and the visualiser's, which import every machine. Here a mutant runs
 * only the machine's generated paths and scenarios: the score is a lower bound.
 */
export default defineConfig({
  test: {
    projects: [
      {
        ...unitProject,
        test: { ...unitProject.test, name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
