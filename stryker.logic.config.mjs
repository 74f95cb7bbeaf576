// Domain files measured with the statechart and domain tests only (vitest.mutation.logic.config.ts):
//   npx stryker run stryker.logic.config.mjs --concurrency 1 --ignoreStatic --mutate domain/pricing.ts --force
// docs/testing.md "Mutation score" says why.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default { ...base, vitest: { configFile: 'vitest.mutation.logic.config.ts' } };
