import { defineConfig } from 'vitest/config';
import { unitProject } from './vitest.config';

/**
 * The statechart tests alone (tests/machines, plain Node), for measuring a machine
 * (stryker.machines.config.mjs). A machine's definition is module-level: each of its mutants
 * re-runs every test file that imports the machine, and with the full unit project that includes
 * the screens' jsdom tests and the visualiser's, which import every machine. Here a mutant runs
 * only the machine's generated paths and scenarios: the score is a lower bound.
 *
 * `MUTATION_TESTS` (comma-separated globs) narrows the run further, to one machine's own tests:
 * the card payment machine is invoked by booking, day spa, deposit and checkout, and with every
 * journey's generated paths re-run per mutant its 480 mutants took hours (docs/testing.md "Mutation score").
 */
const only = process.env.MUTATION_TESTS?.split(',').map((glob) => glob.trim()).filter(Boolean);

export default defineConfig({
  test: {
    projects: [
      {
        ...unitProject,
        test: {
          ...unitProject.test,
          name: 'machines',
          include: only && only.length > 0 ? only : ['tests/machines/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
