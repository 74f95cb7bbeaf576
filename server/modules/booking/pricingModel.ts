import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addDays, hotelToday } from '../../../domain/dates';
import { loadCalendarRules } from './calendarRules';
import {
  categoryNightPrices,
  childAgeBands,
  earlyBookingDiscounts,
  longStayDiscounts,
  promoCodes,
  ratePlans,
  ratePlanTreatments,
  rateVariations,
  seasonPeriods,
  spaTreatments,
  weekdayFactors,
  type Localized,
} from '../../db/schema';
import type { PricingModel, PromoModel } from '../../../domain/pricing';
import type { RulesCache } from '../../db/rulesCache';
import { normalizePromoCode as normalizeCode } from '../../../domain/promoCodes';
import type { DepositRule } from '../../../domain/ratePlans';

/** A treatment a package includes, as the rates answer shows it (product.md §16.6). */
export interface PlanTreatment {
  treatment_id: number;
  per_person: number;
  names: Localized;
  duration_minutes: number;
}

/** Names that the pure model does not need but the answers show. */
export interface PricingNames {
  ratePlans: Map<
    number,
    {
      name: Localized;
      description: Localized;
      terms: Localized;
      refundable: boolean;
      freeCancellationDays: number | null;
      depositRule: DepositRule;
      depositPercent: number | null;
      /** A package's treatments (product.md §16.6), empty for a room rate. */
      treatments: PlanTreatment[];
    }
  >;
  variations: Map<number, { name: Localized; ratePlanId: number }>;
  ageBands: Map<number, Localized>;
}

interface CatalogRows {
  periods: { id: number; starts_on: string; ends_on: string; room_category_id: number; adult_price: number }[] | null;
  weekdays: { iso_weekday: number; percent: number }[] | null;
  bands: { id: number; min_age: number; max_age: number; percent: number; name: Localized }[] | null;
  plans:
    | {
        id: number;
        name: Localized;
        description: Localized;
        terms: Localized;
        refundable: boolean;
        free_cancellation_days: number | null;
        deposit_rule: DepositRule;
        deposit_percent: number | null;
        room_category_ids: number[];
        discount_percent: number;
        requires_promo_code: boolean;
        min_nights: number;
        variations: { id: number; board: string; name: Localized; supplement_per_adult_night: number }[];
        treatments: PlanTreatment[] | null;
      }[]
    | null;
  early: { min_days_before: number; percent: number }[] | null;
  long: { min_nights: number; percent: number }[] | null;
}

/** A promo code as the offer lookup shows it: the code's row and the rate plan it unlocks. */
export interface PromoOffer {
  promo: typeof promoCodes.$inferSelect;
  plan: { name: Localized; discountPercent: number } | null;
}

/**
 * Every price rule of the hotel, whatever the stay: all season periods with their prices, weekday
 * percents, age bands, active rate plans with their variations, early-booking steps and every
 * promo code. Small (a few hundred rows), changed rarely: cached per process (decision 022).
 */
export interface PricingCatalog {
  model: Omit<PricingModel, 'promo'>;
  names: PricingNames;
  offers: Map<string, PromoOffer>;
}

/** The catalog from the database: two queries, run together. */
export async function loadPricingCatalog(db: Db): Promise<PricingCatalog> {
  // The calendar's overrides from two days back (a cached catalog outlives midnight), product.md §12.12.
  const [result, offerRows, calendar] = await Promise.all([
    db.execute(sql`select
    (select json_agg(json_build_object('id', p.id, 'starts_on', p.starts_on, 'ends_on', p.ends_on, 'room_category_id', c.room_category_id, 'adult_price', c.adult_price))
       from ${seasonPeriods} p join ${categoryNightPrices} c on c.season_period_id = p.id) as periods,
    (select json_agg(w) from ${weekdayFactors} w) as weekdays,
    (select json_agg(b order by b.min_age) from ${childAgeBands} b) as bands,
    (select json_agg(json_build_object('id', r.id, 'name', r.name, 'description', r.description, 'terms', r.terms, 'refundable', r.refundable, 'discount_percent', r.discount_percent,
         'requires_promo_code', r.requires_promo_code, 'min_nights', r.min_nights, 'free_cancellation_days', r.free_cancellation_days,
         'deposit_rule', r.deposit_rule, 'deposit_percent', r.deposit_percent, 'room_category_ids', r.room_category_ids,
         'variations', (select json_agg(v order by v.sort_order, v.id) from ${rateVariations} v where v.rate_plan_id = r.id and v.offered),
         'treatments', (select json_agg(json_build_object('treatment_id', t.treatment_id, 'per_person', t.per_person, 'names', s.names, 'duration_minutes', s.duration_minutes) order by t.treatment_id)
           from ${ratePlanTreatments} t join ${spaTreatments} s on s.id = t.treatment_id where t.rate_plan_id = r.id)) order by r.sort_order, r.id)
       from ${ratePlans} r where r.active) as plans,
    (select json_agg(e) from ${earlyBookingDiscounts} e) as early,
    (select json_agg(l) from ${longStayDiscounts} l) as long`),
    db
      .select({ promo: promoCodes, plan: { name: ratePlans.name, discountPercent: ratePlans.discountPercent } })
      .from(promoCodes)
      .leftJoin(ratePlans, eq(ratePlans.id, promoCodes.unlocksRatePlanId)),
    loadCalendarRules(db, addDays(hotelToday(), -2)),
  ]);
  const row = (result as unknown as { rows: CatalogRows[] }).rows[0];

  const periods = new Map<number, PricingModel['periods'][number]>();
  for (const p of row.periods ?? []) periods.set(p.id, { id: p.id, startsOn: p.starts_on, endsOn: p.ends_on });
  const plans = (row.plans ?? []).filter((plan) => plan.variations?.length);
  const names: PricingNames = {
    ratePlans: new Map(
      plans.map((plan) => [
        plan.id,
        {
          name: plan.name,
          description: plan.description,
          terms: plan.terms,
          refundable: plan.refundable,
          freeCancellationDays: plan.free_cancellation_days,
          depositRule: plan.deposit_rule,
          depositPercent: plan.deposit_percent,
          treatments: plan.treatments ?? [],
        },
      ]),
    ),
    variations: new Map(
      plans.flatMap((plan) => plan.variations.map((v) => [v.id, { name: v.name, ratePlanId: plan.id }] as const)),
    ),
    ageBands: new Map((row.bands ?? []).map((band) => [band.id, band.name])),
  };
  const model: PricingCatalog['model'] = {
    periods: [...periods.values()],
    nightPrices: (row.periods ?? []).map((p) => ({
      seasonPeriodId: p.id,
      roomCategoryId: p.room_category_id,
      adultPrice: p.adult_price,
    })),
    weekdayPercents: Object.fromEntries((row.weekdays ?? []).map((w) => [w.iso_weekday, w.percent])),
    ageBands: (row.bands ?? []).map((b) => ({ id: b.id, minAge: b.min_age, maxAge: b.max_age, percent: b.percent })),
    ratePlans: plans.map((plan) => ({
      id: plan.id,
      refundable: plan.refundable,
      discountPercent: plan.discount_percent,
      requiresPromoCode: plan.requires_promo_code,
      minNights: plan.min_nights,
      roomCategoryIds: plan.room_category_ids,
      depositRule: plan.deposit_rule,
      depositPercent: plan.deposit_percent,
      variations: plan.variations.map((v) => ({
        id: v.id,
        board: v.board,
        supplementPerAdultNight: v.supplement_per_adult_night,
      })),
    })),
    earlyBooking: (row.early ?? []).map((e) => ({ minDaysBefore: e.min_days_before, percent: e.percent })),
    longStay: (row.long ?? []).map((l) => ({ minNights: l.min_nights, percent: l.percent })),
    calendar,
  };
  const offers = new Map(
    offerRows.map((offer) => [offer.promo.code, offer.plan?.name ? offer : { ...offer, plan: null }]),
  );
  return { model, names, offers };
}

/** The catalog kept by the process (read again after any change of the rules). */
export const pricingCatalog = (rules: RulesCache, db: Db) => rules.get('pricing catalog', () => loadPricingCatalog(db));

/**
 * The model that prices a stay from `from` to `to`: the periods and prices overlapping the stay
 * (the nights [from, to)), and the promo code when it exists and is active.
 */
export function pricingFor(
  catalog: PricingCatalog,
  from: string,
  to: string,
  code?: string | null,
): { model: PricingModel; names: PricingNames; promoVersion: number | null } {
  const lastNight = addDays(to, -1);
  const periods = catalog.model.periods.filter((p) => p.startsOn <= lastNight && p.endsOn >= from);
  const used = new Set(periods.map((p) => p.id));
  const found = catalog.offers.get(normalizeCode(code))?.promo;
  const promo: PromoModel | null =
    found && found.active
      ? {
          code: found.code,
          discountPercent: found.discountPercent,
          amountOffCents: found.amountOffCents,
          unlocksRatePlanId: found.unlocksRatePlanId,
          validFrom: found.validFrom,
          validTo: found.validTo,
        }
      : null;
  const model: PricingModel = {
    ...catalog.model,
    periods,
    nightPrices: catalog.model.nightPrices.filter((p) => used.has(p.seasonPeriodId)),
    promo,
  };
  return { model, names: catalog.names, promoVersion: promo ? found!.version : null };
}

/**
 * Everything needed to price a stay, read from the database now (a purchase prices with what is
 * stored when it commits, never with a cached copy).
 */
export async function loadPricingModel(
  db: Db,
  from: string,
  to: string,
  code?: string | null,
): Promise<ReturnType<typeof pricingFor>> {
  return pricingFor(await loadPricingCatalog(db), from, to, code);
}
