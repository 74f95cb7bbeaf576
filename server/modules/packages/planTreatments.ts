import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales';
import { ratePlanMessage, type IncludedTreatment } from '../../../domain/ratePlans';
import type { Db, Tx } from '../../db/client';
import { ratePlanTreatments, spaTreatments } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** The treatments rate plans include (a package, docs/product.md §16.6, decision 052). */

export type TreatmentRow = typeof ratePlanTreatments.$inferSelect;

/** Every plan's included treatments, or one plan's. */
export function planTreatments(db: Db | Tx, ratePlanId?: number): Promise<TreatmentRow[]> {
  const query = db.select().from(ratePlanTreatments);
  return ratePlanId === undefined ? query : query.where(eq(ratePlanTreatments.ratePlanId, ratePlanId));
}

/** 422 next to the treatments when one of them does not exist or is no longer offered. */
export async function checkPackageTreatments(tx: Tx, list: readonly IncludedTreatment[], locale: Locale) {
  if (list.length === 0) return;
  const ids = list.map((t) => t.treatment_id);
  const found = await tx
    .select({ id: spaTreatments.id })
    .from(spaTreatments)
    .where(and(inArray(spaTreatments.id, ids), eq(spaTreatments.active, true)));
  if (found.length < new Set(ids).size) {
    const message = ratePlanMessage(locale, 'treatmentUnknown');
    throw new HttpError(422, message, { treatments: [message] });
  }
}

/** The plan's treatments as the draft lists them, in the plan's save (all or nothing). */
export async function savePackageTreatments(tx: Tx, ratePlanId: number, list: readonly IncludedTreatment[]) {
  await tx.delete(ratePlanTreatments).where(eq(ratePlanTreatments.ratePlanId, ratePlanId));
  if (list.length === 0) return;
  await tx
    .insert(ratePlanTreatments)
    .values(list.map((t) => ({ ratePlanId, treatmentId: t.treatment_id, perPerson: t.per_person })));
}
