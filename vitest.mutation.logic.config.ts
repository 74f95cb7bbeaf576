import { defineConfig } from 'vitest/config';
import { unitProject } from './vitest.config';

/**
 * The statechart and domain tests alone (`*.test.ts`, plain Node), for measuring domain files
 * (stryker.logic.config.mjs). Rules like `locales` and `routes` run inside nearly every screen:
 * with the jsdom component tests each of their mutants re-ran dozens of screen test files, and a
 * run over domain/ took hours. The domain tests are what should notice a changed rule; the score
 * is a lower bound (a screen test could only kill more).
 *
 * `MUTATION_TESTS` (comma-separated globs) narrows the run to the files' own tests
 * (e.g. `tests/unit/domain/validation.*.test.ts` for domain/validation): another lower bound.
 */
const only = process.env.MUTATION_TESTS?.split(',').map((glob) => glob.trim()).filter(Boolean);

export default defineConfig({
  test: {
    projects: [
      {
        ...unitProject,
        test: {
          ...unitProject.test,
          name: 'unit-logic',
          include: only && only.length > 0 ? only : ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
