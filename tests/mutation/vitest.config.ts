import { defineConfig } from 'vitest/config';
import { unitProject } from '../../vitest.config';

/**
 * The unit project for StrykerJS (stryker.config.mjs): what runs against each mutant.
 * `MUTATION_SCOPE` chooses (docs/testing.md "Mutation score" says why each exists):
 * - `all` (the default, `npm run test:mutation`): the statechart and domain tests (`*.test.ts`)
 *   in plain Node, the component tests (`*.test.tsx`) in jsdom; jsdom's start-up, paid again on
 *   every mutant, was most of a run's time when every file had it.
 * - `logic`: the statechart and domain tests alone, for domain files. Rules like `locales` and
 *   `routes` run inside nearly every screen: with the component tests each of their mutants re-ran
 *   dozens of screen test files. The score is a lower bound (a screen test could only kill more).
 * - `machines`: tests/machines alone, for a machine. A machine's definition is module-level, so
 *   each mutant re-runs every file that imports it, the screens' and the visualiser's included.
 * `MUTATION_TESTS` (comma-separated globs) narrows `logic` or `machines` to a file's own tests
 * (the card payment machine is invoked by four journeys: with all their paths its 480 mutants
 * took hours).
 */
const scope = process.env.MUTATION_SCOPE ?? 'all';
const only = process.env.MUTATION_TESTS?.split(',')
  .map((glob) => glob.trim())
  .filter(Boolean);
const narrowed = (globs: string[]) => (only && only.length > 0 ? only : globs);

const inNode = (name: string, include: string[]) => ({
  ...unitProject,
  test: { ...unitProject.test, name, include, environment: 'node' as const },
});

const projects = {
  all: [
    inNode('unit-logic', ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts']),
    { ...unitProject, test: { ...unitProject.test, name: 'unit-components', include: ['tests/unit/**/*.test.tsx'] } },
  ],
  logic: [inNode('unit-logic', narrowed(['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts']))],
  machines: [inNode('machines', narrowed(['tests/machines/**/*.test.ts']))],
};
if (!(scope in projects)) throw new Error(`MUTATION_SCOPE must be all, logic or machines, not "${scope}"`);

export default defineConfig({ test: { projects: projects[scope as keyof typeof projects] } });
