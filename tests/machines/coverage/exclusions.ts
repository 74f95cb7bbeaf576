import type { Exclusions } from './report';

/**
 * The states and transitions of machines/ that no test walks, each with the reason, reviewed like
 * code: the machine coverage check (`npm test`, `npm run coverage:machines`) fails on any other
 * state or transition nothing walks, and on an entry here that names nothing. Ids are as in the
 * report: 'submitting', 'submitting --done:submit--> succeeded', 'failed --field.edit--> (self)'.
 */
export const EXCLUSIONS: Exclusions = {};
