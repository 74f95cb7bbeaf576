import type { ParticipantRules } from '../../../domain/daySpa';
import type { products } from '../../db/schema';

/** A day-spa product row's participant rules (product.md §12.16): always the row's, never the client's. */
export const participantRulesOf = (product: typeof products.$inferSelect): ParticipantRules => ({
  freeInfantMaxAgeYears: product.freeInfantMaxAgeYears,
  infantsPerPlace: product.infantsPerPlace,
  minorsAdmitted: product.minorsAdmitted,
  minPeople: product.minPeople,
  maxPeople: product.maxPeople,
});
