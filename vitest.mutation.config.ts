import { defineConfig } from 'vitest/config';
import { unitProject } from './vitest.config';

/**
 * The unit project for StrykerJS (stryker.config.mjs), split so that the statechart and domain
 * tests (`*.test.ts`, no DOM) run in plain Node: jsdom's start-up, paid again on every mutant,
 * was most of a mutation run's time. Component tests (`*.test.tsx`) keep jsdom.
 */
export default defineConfig({
  test: {
    projects: [
      {
        ...unitProject,
        test: { ...unitProject.test, name: 'unit-logic', include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'], environment: 'node' },
      },
      {
        ...unitProject,
        test: { ...unitProject.test, name: 'unit-components', include: ['tests/unit/**/*.test.tsx'] },
      },
    ],
  },
});
