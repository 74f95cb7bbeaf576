import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categoryNightPrices,
  childAgeBands,
  earlyBookingDiscounts,
  promoCodes,
  ratePlans,
  rateVariations,
  seasonPeriods,
  weekdayFactors,
  type Localized,
} from '../../db/schema';
import type { PricingModel, PromoModel } from '../../../domain/pricing';

/** Names that the pure model does not need but the answers show. */
export interface PricingNames {
  ratePlans: Map<number, { name: Localized; terms: Localized; refundable: boolean }>;
  variations: Map<number, { name: Localized; ratePlanId: number }>;
  ageBands: Map<number, Localized>;
}

export function normalizeCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

interface ModelRows {
  periods: { id: number; starts_on: string; ends_on: string; room_category_id: number; adult_price: number }[] | null;
  weekdays: { iso_weekday: number; percent: number }[] | null;
  bands: { id: number; min_age: number; max_age: number; percent: number; name: Localized }[] | null;
  plans:
    | { id: number; name: Localized; terms: Localized; refundable: boolean; discount_percent: number; requires_promo_code: boolean; min_nights: number; variations: { id: number; board: string; name: Localized; supplement_per_adult_night: number }[] }[]
    | null;
  early: { min_days_before: number; percent: number }[] | null;
  promo: { code: string; name: Localized; discount_percent: number; unlocks_rate_plan_id: number | null; valid_from: string | null; valid_to: string | null } | null;
}

/**
 * Everything needed to price a stay from `from` to `to`, in ONE round trip whatever the number
 * of nights or rooms: the periods and prices overlapping the stay, weekday percents, age bands,
 * rate plans with their variations, early-booking steps and the promo code.
 */
export async function loadPricingModel(db: Db, from: string, to: string, code?: string | null): Promise<{ model: PricingModel; names: PricingNames }> {
  const result = await db.execute(sql`select
    (select json_agg(json_build_object('id', p.id, 'starts_on', p.starts_on, 'ends_on', p.ends_on, 'room_category_id', c.room_category_id, 'adult_price', c.adult_price))
       from ${seasonPeriods} p join ${categoryNightPrices} c on c.season_period_id = p.id
       where p.starts_on <= (${to}::date - 1) and p.ends_on >= ${from}::date) as periods,
    (select json_agg(w) from ${weekdayFactors} w) as weekdays,
    (select json_agg(b order by b.min_age) from ${childAgeBands} b) as bands,
    (select json_agg(json_build_object('id', r.id, 'name', r.name, 'terms', r.terms, 'refundable', r.refundable, 'discount_percent', r.discount_percent,
         'requires_promo_code', r.requires_promo_code, 'min_nights', r.min_nights,
         'variations', (select json_agg(v order by v.sort_order, v.id) from ${rateVariations} v where v.rate_plan_id = r.id)) order by r.sort_order, r.id)
       from ${ratePlans} r where r.active) as plans,
    (select json_agg(e) from ${earlyBookingDiscounts} e) as early,
    (select row_to_json(pc) from ${promoCodes} pc where pc.code = ${normalizeCode(code)} and pc.active) as promo`);
  const row = (result as unknown as { rows: ModelRows[] }).rows[0];

  const periods = new Map<number, PricingModel['periods'][number]>();
  for (const p of row.periods ?? []) periods.set(p.id, { id: p.id, startsOn: p.starts_on, endsOn: p.ends_on });
  const plans = (row.plans ?? []).filter((plan) => plan.variations?.length);
  const promo: PromoModel | null = row.promo
    ? { code: row.promo.code, discountPercent: row.promo.discount_percent, unlocksRatePlanId: row.promo.unlocks_rate_plan_id, validFrom: row.promo.valid_from, validTo: row.promo.valid_to }
    : null;
  const names: PricingNames = {
    ratePlans: new Map(plans.map((plan) => [plan.id, { name: plan.name, terms: plan.terms, refundable: plan.refundable }])),
    variations: new Map(plans.flatMap((plan) => plan.variations.map((v) => [v.id, { name: v.name, ratePlanId: plan.id }] as const))),
    ageBands: new Map((row.bands ?? []).map((band) => [band.id, band.name])),
  };
  const model: PricingModel = {
    periods: [...periods.values()],
    nightPrices: (row.periods ?? []).map((p) => ({ seasonPeriodId: p.id, roomCategoryId: p.room_category_id, adultPrice: p.adult_price })),
    weekdayPercents: Object.fromEntries((row.weekdays ?? []).map((w) => [w.iso_weekday, w.percent])),
    ageBands: (row.bands ?? []).map((b) => ({ id: b.id, minAge: b.min_age, maxAge: b.max_age, percent: b.percent })),
    ratePlans: plans.map((plan) => ({
      id: plan.id,
      refundable: plan.refundable,
      discountPercent: plan.discount_percent,
      requiresPromoCode: plan.requires_promo_code,
      minNights: plan.min_nights,
      variations: plan.variations.map((v) => ({ id: v.id, board: v.board, supplementPerAdultNight: v.supplement_per_adult_night })),
    })),
    earlyBooking: (row.early ?? []).map((e) => ({ minDaysBefore: e.min_days_before, percent: e.percent })),
    promo,
  };
  return { model, names };
}
