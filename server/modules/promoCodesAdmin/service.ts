import { asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales';
import {
  promoMessage,
  type PromoCodeValues,
  type PromoCodeWire,
  type PromoMessageKey,
} from '../../../domain/promoCodes';
import type { Db, Tx } from '../../db/client';
import { promoCodes, ratePlans, roomReservations, staffActions } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../http/session';

type PromoRow = typeof promoCodes.$inferSelect;

/** Who changed a code: a staff member, or the demo seed (no account). */
export type PromoActor = Pick<UserRow, 'id' | 'email'> | null;

/** A use (decision 045): a confirmed reservation, or a hold still live, carrying the code. */
const usesCount = sql<number>`(select count(*)::int from ${roomReservations} r
  where r.promo_code = ${promoCodes.code}
    and (r.status = 'confirmed' or (r.status = 'pending' and r.hold_expires_at > now())))`;

const wire = (row: PromoRow, uses: number): PromoCodeWire => ({
  code: row.code,
  name: row.name,
  discount_percent: row.discountPercent,
  amount_off_cents: row.amountOffCents,
  unlocks_rate_plan_id: row.unlocksRatePlanId,
  arrival_from: row.validFrom,
  arrival_to: row.validTo,
  booked_from: row.bookedFrom,
  booked_to: row.bookedTo,
  min_nights: row.minNights,
  max_uses: row.maxUses,
  max_uses_per_guest: row.maxUsesPerGuest,
  active: row.active,
  version: row.version,
  uses,
});

/** Every code, in alphabetical order, with its uses counted now (docs/product.md §12.15). */
export async function listPromoCodes(db: Db): Promise<PromoCodeWire[]> {
  const rows = await db.select({ row: promoCodes, uses: usesCount }).from(promoCodes).orderBy(asc(promoCodes.code));
  return rows.map(({ row, uses }) => wire(row, uses));
}

/** The rate plans a code may unlock, for the form's choice. */
export async function unlockablePlans(db: Db) {
  const rows = await db
    .select({ id: ratePlans.id, name: ratePlans.name })
    .from(ratePlans)
    .where(eq(ratePlans.requiresPromoCode, true))
    .orderBy(asc(ratePlans.sortOrder), asc(ratePlans.id));
  return rows;
}

const refuse = (field: string, key: PromoMessageKey, locale: Locale): never => {
  const message = promoMessage(locale, key);
  throw new HttpError(422, message, { [field]: [message] });
};

/** The row's columns from what staff saved: one discount, the other 0. */
const columns = (values: PromoCodeValues) => ({
  name: { it: values.name_it, en: values.name_en, de: values.name_de },
  discountPercent: values.discount_kind === 'percent' ? (values.discount_percent ?? 0) : 0,
  amountOffCents: values.discount_kind === 'amount' ? (values.amount_off_cents ?? 0) : 0,
  unlocksRatePlanId: values.unlocks_rate_plan_id,
  validFrom: values.arrival_from,
  validTo: values.arrival_to,
  bookedFrom: values.booked_from,
  bookedTo: values.booked_to,
  minNights: values.min_nights,
  maxUses: values.max_uses,
  maxUsesPerGuest: values.max_uses_per_guest,
  active: values.active ?? true,
});

async function checkPlan(tx: Tx, values: PromoCodeValues, locale: Locale) {
  if (values.unlocks_rate_plan_id === null) return;
  const [plan] = await tx
    .select({ id: ratePlans.id })
    .from(ratePlans)
    .where(eq(ratePlans.id, values.unlocks_rate_plan_id));
  if (!plan) refuse('unlocks_rate_plan_id', 'planInvalid', locale);
}

/** The staff log's line of a change (docs/product.md §12.4): who, and the code before and after as JSON. */
async function logChange(
  tx: Tx,
  actor: PromoActor,
  action: 'promo_code.create' | 'promo_code.update' | 'promo_code.deactivate',
  code: string,
  before: PromoCodeWire | null,
  after: PromoCodeWire,
) {
  if (!actor) return;
  const plain = (w: PromoCodeWire | null) => {
    if (!w) return '';
    const { uses: _uses, version: _version, ...rest } = w;
    return JSON.stringify(rest);
  };
  await tx.insert(staffActions).values({
    userId: actor.id,
    userEmail: actor.email,
    action,
    subject: { code, before: plain(before), after: plain(after) },
  });
}

/** A new code (§12.15): refused next to the code when it exists already (in any case). */
export function createPromoCode(
  db: Db,
  actor: PromoActor,
  values: PromoCodeValues,
  locale: Locale,
): Promise<PromoCodeWire> {
  return db.transaction(async (tx) => {
    await checkPlan(tx, values, locale);
    const [row] = await tx
      .insert(promoCodes)
      .values({ code: values.code, ...columns(values) })
      .onConflictDoNothing()
      .returning();
    if (!row) refuse('code', 'codeTaken', locale);
    const saved = wire(row, 0);
    await logChange(tx, actor, 'promo_code.create', row.code, null, saved);
    return saved;
  });
}

/**
 * The code's row locked for the change, the version the edit started from checked (409 when
 * someone saved in between: nothing is overwritten unseen).
 */
async function lockedCode(tx: Tx, code: string, version: number | null, locale: Locale) {
  const [found] = await tx
    .select({ row: promoCodes, uses: usesCount })
    .from(promoCodes)
    .where(eq(promoCodes.code, code.toUpperCase()))
    .for('update', { of: promoCodes });
  if (!found) throw new HttpError(404, promoMessage(locale, 'notFound'));
  if (version !== null && version !== found.row.version) throw new HttpError(409, promoMessage(locale, 'stale'));
  return found;
}

/** A code's new rules (§12.15): the code itself never changes (reservations carry it). */
export function updatePromoCode(
  db: Db,
  actor: PromoActor,
  code: string,
  values: PromoCodeValues,
  locale: Locale,
): Promise<PromoCodeWire> {
  return db.transaction(async (tx) => {
    if (values.version === null) refuse('version', 'versionInvalid', locale);
    const { row: old, uses } = await lockedCode(tx, code, values.version, locale);
    await checkPlan(tx, values, locale);
    const [row] = await tx
      .update(promoCodes)
      .set({ ...columns(values), version: old.version + 1 })
      .where(eq(promoCodes.code, old.code))
      .returning();
    const after = wire(row, uses);
    await logChange(tx, actor, 'promo_code.update', old.code, wire(old, uses), after);
    return after;
  });
}

/** Switches a code off: guests are told it has expired; its uses stay counted. */
export function deactivatePromoCode(
  db: Db,
  actor: PromoActor,
  code: string,
  version: number | null,
  locale: Locale,
): Promise<PromoCodeWire> {
  return db.transaction(async (tx) => {
    const { row: old, uses } = await lockedCode(tx, code, version, locale);
    const [row] = await tx
      .update(promoCodes)
      .set({ active: false, version: old.version + 1 })
      .where(eq(promoCodes.code, old.code))
      .returning();
    const after = wire(row, uses);
    await logChange(tx, actor, 'promo_code.deactivate', old.code, wire(old, uses), after);
    return after;
  });
}
