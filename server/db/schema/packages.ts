import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ratePlans } from './booking';
import { spaTreatments } from './spaSchedule';

// Packages (docs/product.md §16.6, decision 052; migration 0034): the treatments a rate plan
// includes, how many per person. The plan's price includes them.
export const ratePlanTreatments = pgTable(
  'rate_plan_treatments',
  {
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => spaTreatments.id),
    perPerson: integer('per_person').notNull(),
  },
  (t) => [primaryKey({ name: 'rate_plan_treatments_pk', columns: [t.ratePlanId, t.treatmentId] })],
);
