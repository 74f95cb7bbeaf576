// A machine measured with its statechart tests only (vitest.mutation.machines.config.ts):
//   npx stryker run stryker.machines.config.mjs --concurrency 1 --mutate machines/deposit.machine.ts --force
// docs/testing.md "Mutation score" says why.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default { ...base, vitest: { configFile: 'vitest.mutation.machines.config.ts' } };
