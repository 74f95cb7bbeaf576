import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales';
import {
  BOARDS,
  boardNames,
  normalizedDraft,
  ratePlanMessage,
  type NewRatePlanValues,
  type RatePlanDraft,
  type RatePlanValues,
  type RatePlanWire,
} from '../../../domain/ratePlans';
import type { Db, Tx } from '../../db/client';
import { ratePlans, rateVariations, roomCategories, staffActions } from '../../db/schema';
import {
  checkPackageTreatments,
  planTreatments,
  savePackageTreatments,
  type TreatmentRow,
} from '../packages/planTreatments';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../http/session';

type PlanRow = typeof ratePlans.$inferSelect;
type VariationRow = typeof rateVariations.$inferSelect;

/**
 * Who changed a plan: a staff member or a token's owner; null for the demo seed, which is no one
 * on the staff and leaves no log line (decision 054).
 */
export type PlanActor = Pick<UserRow, 'id' | 'email'> | null;

const wire = (plan: PlanRow, variations: VariationRow[], included: TreatmentRow[]): RatePlanWire => ({
  id: plan.id,
  slug: plan.slug,
  active: plan.active,
  version: plan.version,
  name: plan.name,
  description: plan.description,
  boards: variations
    .filter((v) => v.ratePlanId === plan.id && v.offered)
    .sort((a, b) => BOARDS.indexOf(a.board) - BOARDS.indexOf(b.board))
    .map((v) => ({ board: v.board, supplement_per_adult_night: v.supplementPerAdultNight })),
  refundable: plan.refundable,
  terms: plan.terms,
  free_cancellation_days: plan.freeCancellationDays,
  deposit_rule: plan.depositRule,
  deposit_percent: plan.depositPercent,
  discount_percent: plan.discountPercent,
  min_nights: plan.minNights,
  requires_promo_code: plan.requiresPromoCode,
  room_category_ids: [...plan.roomCategoryIds].sort((a, b) => a - b),
  treatments: included
    .filter((t) => t.ratePlanId === plan.id)
    .map((t) => ({ treatment_id: t.treatmentId, per_person: t.perPerson }))
    .sort((a, b) => a.treatment_id - b.treatment_id),
});

/** Every rate plan, sold or not, in the guests' order, with the boards it offers. */
export async function listRatePlans(db: Db | Tx): Promise<RatePlanWire[]> {
  const [plans, variations, included] = await Promise.all([
    db.select().from(ratePlans).orderBy(asc(ratePlans.sortOrder), asc(ratePlans.id)),
    db.select().from(rateVariations),
    planTreatments(db),
  ]);
  return plans.map((plan) => wire(plan, variations, included));
}

async function planById(tx: Db | Tx, id: number): Promise<RatePlanWire | null> {
  const [plan] = await tx.select().from(ratePlans).where(eq(ratePlans.id, id));
  if (!plan) return null;
  return wire(
    plan,
    await tx.select().from(rateVariations).where(eq(rateVariations.ratePlanId, id)),
    await planTreatments(tx, id),
  );
}

/** The staff log's line (docs/product.md §12.4): the plan, and the plan before and after as JSON. */
async function logChange(
  tx: Tx,
  actor: PlanActor,
  action: 'rate_plan.create' | 'rate_plan.update' | 'rate_plan.deactivate',
  before: RatePlanWire | null,
  after: RatePlanWire,
) {
  if (!actor) return;
  await tx.insert(staffActions).values({
    userId: actor.id,
    userEmail: actor.email,
    action,
    subject: {
      rate_plan_id: after.id,
      name: after.name.en,
      before: before ? JSON.stringify(before) : '',
      after: JSON.stringify(after),
    },
  });
}

/** 422 next to the categories when one of them does not exist. */
async function checkCategories(tx: Tx, ids: readonly number[], locale: Locale) {
  if (ids.length === 0) return;
  const found = await tx.select({ id: roomCategories.id }).from(roomCategories).where(inArray(roomCategories.id, ids));
  if (found.length < new Set(ids).size) {
    const message = ratePlanMessage(locale, 'categoryUnknown');
    throw new HttpError(422, message, { room_category_ids: [message] });
  }
}

const planColumns = (draft: RatePlanDraft) => ({
  name: draft.name,
  description: draft.description,
  terms: draft.terms,
  refundable: draft.refundable,
  freeCancellationDays: draft.free_cancellation_days,
  depositRule: draft.deposit_rule,
  depositPercent: draft.deposit_percent,
  discountPercent: draft.discount_percent,
  minNights: draft.min_nights,
  requiresPromoCode: draft.requires_promo_code,
  roomCategoryIds: draft.room_category_ids,
});

/**
 * The plan's boards as the draft lists them: a board offered again or anew is upserted with its
 * supplement; a board taken off stays as a row (reservations refer to it) but is no longer offered.
 */
async function saveBoards(tx: Tx, planId: number, draft: RatePlanDraft) {
  for (const offer of draft.boards) {
    await tx
      .insert(rateVariations)
      .values({
        ratePlanId: planId,
        board: offer.board,
        name: boardNames[offer.board],
        supplementPerAdultNight: offer.supplement_per_adult_night,
        sortOrder: BOARDS.indexOf(offer.board),
        offered: true,
      })
      .onConflictDoUpdate({
        target: [rateVariations.ratePlanId, rateVariations.board],
        set: { supplementPerAdultNight: offer.supplement_per_adult_night, offered: true },
      });
  }
  await tx
    .update(rateVariations)
    .set({ offered: false })
    .where(
      and(
        eq(rateVariations.ratePlanId, planId),
        notInArray(
          rateVariations.board,
          draft.boards.map((b) => b.board),
        ),
      ),
    );
}

/** A slug from the English name, made unique with the plan's id when taken. */
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'rate';

/**
 * A new plan, sold at once, after the others (product.md §12.13): under the slug staff chose, or
 * one made from the name. A slug already taken is refused next to the field; the unique index
 * decides, so of two plans saved together with one slug only the first is made.
 */
export async function createRatePlan(
  db: Db,
  actor: PlanActor,
  values: NewRatePlanValues,
  locale: Locale,
): Promise<RatePlanWire> {
  const { slug: chosen, ...rest } = values;
  const draft = normalizedDraft(rest);
  return db.transaction(async (tx) => {
    await checkCategories(tx, draft.room_category_ids, locale);
    await checkPackageTreatments(tx, draft.treatments, locale);
    // The first plan is number 0 in the guests' order, each next one after the last.
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${ratePlans.sortOrder}) + 1, 0)` })
      .from(ratePlans);
    const slug = chosen || `${slugOf(draft.name.en)}-${Date.now().toString(36)}`;
    const [row] = await tx
      .insert(ratePlans)
      .values({ ...planColumns(draft), slug, sortOrder: next })
      .onConflictDoNothing({ target: ratePlans.slug })
      .returning();
    if (!row) {
      const message = ratePlanMessage(locale, 'slugTaken');
      throw new HttpError(422, message, { slug: [message] });
    }
    await saveBoards(tx, row.id, draft);
    await savePackageTreatments(tx, row.id, draft.treatments);
    const saved = (await planById(tx, row.id))!;
    await logChange(tx, actor, 'rate_plan.create', null, saved);
    return saved;
  });
}

/**
 * Saves a plan over the version the staff member read (optimistic concurrency, product.md §12.13):
 * the row's update names that version, so of two saves over the same version PostgreSQL lets one
 * through and the other finds no row to change: 409 with the plan as it is now, nothing written.
 */
async function saveOver(
  db: Db,
  actor: PlanActor,
  id: number,
  version: number,
  locale: Locale,
  action: 'rate_plan.update' | 'rate_plan.deactivate',
  change: (tx: Tx) => Promise<void>,
): Promise<RatePlanWire> {
  return db.transaction(async (tx) => {
    const before = await planById(tx, id);
    if (!before) throw new HttpError(404, ratePlanMessage(locale, 'notFound'));
    await change(tx);
    const [bumped] = await tx
      .update(ratePlans)
      .set({ version: sql`${ratePlans.version} + 1` })
      .where(and(eq(ratePlans.id, id), eq(ratePlans.version, version)))
      .returning({ id: ratePlans.id });
    if (!bumped) {
      // Read committed: this statement sees the save that won (the row lock made this one wait for it).
      const current = await planById(tx, id);
      throw new HttpError(409, ratePlanMessage(locale, 'conflict'), undefined, { current });
    }
    const after = (await planById(tx, id))!;
    await logChange(tx, actor, action, before, after);
    return after;
  });
}

export async function updateRatePlan(
  db: Db,
  actor: PlanActor,
  id: number,
  version: number,
  values: RatePlanValues,
  locale: Locale,
): Promise<RatePlanWire> {
  const draft = normalizedDraft(values);
  return saveOver(db, actor, id, version, locale, 'rate_plan.update', async (tx) => {
    await checkCategories(tx, draft.room_category_ids, locale);
    await checkPackageTreatments(tx, draft.treatments, locale);
    // The version is checked first: the row is locked by this update, so a second save waits here.
    const [locked] = await tx
      .update(ratePlans)
      .set(planColumns(draft))
      .where(and(eq(ratePlans.id, id), eq(ratePlans.version, version)))
      .returning({ id: ratePlans.id });
    if (!locked) return;
    await saveBoards(tx, id, draft);
    await savePackageTreatments(tx, id, draft.treatments);
  });
}

/** Stops selling a plan: guests no longer see it; reservations made with it keep their terms. */
export async function deactivateRatePlan(
  db: Db,
  actor: PlanActor,
  id: number,
  version: number,
  locale: Locale,
): Promise<RatePlanWire> {
  return saveOver(db, actor, id, version, locale, 'rate_plan.deactivate', async (tx) => {
    await tx
      .update(ratePlans)
      .set({ active: false })
      .where(and(eq(ratePlans.id, id), eq(ratePlans.version, version)));
  });
}
