import { createHash } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales';
import {
  ageBandName,
  pricingRulesMessage,
  typedBandName,
  type PricingRulesDraft,
  type PricingRulesValues,
  type PricingRulesWire,
} from '../../../domain/pricingRules';
import type { Db, Tx } from '../../db/client';
import { childAgeBands, earlyBookingDiscounts, longStayDiscounts, staffActions, weekdayFactors } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../http/session';

/**
 * The rules in a fixed order (by age, weekday, days, nights), the bands with their names: what the
 * fingerprint is taken of, so a colleague's renaming is a change too.
 */
async function readRules(tx: Db | Tx): Promise<PricingRulesDraft> {
  const [bands, weekdays, early, long] = await Promise.all([
    tx.select().from(childAgeBands).orderBy(asc(childAgeBands.minAge), asc(childAgeBands.maxAge)),
    tx.select().from(weekdayFactors).orderBy(asc(weekdayFactors.isoWeekday)),
    tx.select().from(earlyBookingDiscounts).orderBy(asc(earlyBookingDiscounts.minDaysBefore)),
    tx.select().from(longStayDiscounts).orderBy(asc(longStayDiscounts.minNights)),
  ]);
  return {
    age_bands: bands.map((b) => ({ min_age: b.minAge, max_age: b.maxAge, percent: b.percent, name: b.name })),
    weekdays: weekdays.map((w) => ({ iso_weekday: w.isoWeekday, percent: w.percent })),
    early_booking: early.map((e) => ({ min_days_before: e.minDaysBefore, percent: e.percent })),
    long_stay: long.map((l) => ({ min_nights: l.minNights, percent: l.percent })),
  };
}

const fingerprintOf = (rules: PricingRulesDraft) =>
  createHash('sha256').update(JSON.stringify(rules)).digest('base64url').slice(0, 22);

export async function listPricingRules(db: Db): Promise<PricingRulesWire> {
  const rules = await readRules(db);
  return { ...rules, fingerprint: fingerprintOf(rules) };
}

/**
 * Saves the four lists whole (docs/product.md §12.13) over the rules the staff member read: the
 * tables are locked against every other change of them, then the rules as they are now must have
 * the fingerprint the form was opened on (409 otherwise, nothing written). A band keeps the name it
 * had for the same ages unless staff typed one; a new one is named as typed or by its ages.
 */
export async function savePricingRules(
  db: Db,
  actor: Pick<UserRow, 'id' | 'email'> | null,
  values: PricingRulesValues,
  fingerprint: string,
  locale: Locale,
): Promise<PricingRulesWire> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`lock table ${childAgeBands}, ${weekdayFactors}, ${earlyBookingDiscounts}, ${longStayDiscounts} in share row exclusive mode`,
    );
    const before = await readRules(tx);
    if (fingerprintOf(before) !== fingerprint) {
      throw new HttpError(409, pricingRulesMessage(locale, 'conflict'), undefined, {
        current: { ...before, fingerprint: fingerprintOf(before) },
      });
    }
    const names = new Map(
      (await tx.select().from(childAgeBands)).map((b) => [`${b.minAge}-${b.maxAge}`, b.name] as const),
    );
    await tx.delete(childAgeBands);
    await tx.delete(weekdayFactors);
    await tx.delete(earlyBookingDiscounts);
    await tx.delete(longStayDiscounts);
    if (values.age_bands.length)
      await tx.insert(childAgeBands).values(
        values.age_bands.map((b) => ({
          minAge: b.min_age,
          maxAge: b.max_age,
          percent: b.percent,
          name: typedBandName(b.name) ?? names.get(`${b.min_age}-${b.max_age}`) ?? ageBandName(b),
        })),
      );
    if (values.weekdays.length)
      await tx
        .insert(weekdayFactors)
        .values(values.weekdays.map((w) => ({ isoWeekday: w.iso_weekday, percent: w.percent })));
    if (values.early_booking.length)
      await tx
        .insert(earlyBookingDiscounts)
        .values(values.early_booking.map((e) => ({ minDaysBefore: e.min_days_before, percent: e.percent })));
    if (values.long_stay.length)
      await tx
        .insert(longStayDiscounts)
        .values(values.long_stay.map((l) => ({ minNights: l.min_nights, percent: l.percent })));
    const after = await readRules(tx);
    // The demo seed is no one on the staff: no log line (decision 054).
    if (actor)
      await tx.insert(staffActions).values({
        userId: actor.id,
        userEmail: actor.email,
        action: 'pricing_rules.update',
        subject: {
          what: (Object.keys(after) as (keyof PricingRulesDraft)[])
            .filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]))
            .join(', '),
          before: JSON.stringify(before),
          after: JSON.stringify(after),
        },
      });
    return { ...after, fingerprint: fingerprintOf(after) };
  });
}
