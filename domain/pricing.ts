import type { IsoDate } from './dates';
import { takeAmountOff } from './promoCodes';
import type { DepositRule } from './ratePlans';
import { priceKey, type CalendarRules } from './ratesCalendar';

/**
 * The room pricing model (data from the database, no prices in code) and the pure function that
 * prices a stay with it. The server re-prices every reservation with this same function, so what
 * the guest is shown and what is charged cannot drift apart.
 *
 * How a price is made, for one room, one rate plan and one board variation:
 *  1. each night, the adult B&B price of the category in the season period of that night,
 *     times the weekday percent (rounded to the cent), plus the board supplement per adult;
 *  2. adults pay that per night each; a child pays its age band's percent of it;
 *  3. the rate's own discount (non-refundable), the early-booking discount (the best one whose
 *     lead time is reached), the long-stay discount (the best one whose nights are reached,
 *     product.md §12.13) and the promo code's discount are applied in turn, rounding each
 *     line (adults, each child) once at the end;
 *  4. a promo code's amount off (instead of a percentage) comes off the room's total, never below 0.
 * A plan is offered only for its room categories (none listed: every category).
 */

const DAY_MS = 86_400_000;

export interface SeasonPeriod {
  id: number;
  startsOn: IsoDate;
  /** Inclusive. */
  endsOn: IsoDate;
}

export interface NightPrice {
  seasonPeriodId: number;
  roomCategoryId: number;
  /** Cents per adult per night, bed and breakfast. */
  adultPrice: number;
}

export interface AgeBand {
  id: number;
  minAge: number;
  maxAge: number;
  percent: number;
}

export interface RateVariationModel {
  id: number;
  board: string;
  supplementPerAdultNight: number;
}

export interface RatePlanModel {
  id: number;
  refundable: boolean;
  discountPercent: number;
  requiresPromoCode: boolean;
  minNights: number;
  /** The categories it is sold for; empty: every category (§12.13). */
  roomCategoryIds: number[];
  depositRule: DepositRule;
  depositPercent: number | null;
  variations: RateVariationModel[];
}

export interface LongStayDiscount {
  minNights: number;
  percent: number;
}

export interface EarlyBookingDiscount {
  minDaysBefore: number;
  percent: number;
}

export interface PromoModel {
  code: string;
  discountPercent: number;
  /** An amount off each room's stay, in cents (product.md §12.15); 0 when the code takes a percentage. */
  amountOffCents?: number;
  unlocksRatePlanId: number | null;
  validFrom: IsoDate | null;
  validTo: IsoDate | null;
}

export interface PricingModel {
  periods: SeasonPeriod[];
  nightPrices: NightPrice[];
  /** ISO weekday (1 Monday .. 7 Sunday) -> percent; a missing day is 100. */
  weekdayPercents: Record<number, number>;
  ageBands: AgeBand[];
  ratePlans: RatePlanModel[];
  earlyBooking: EarlyBookingDiscount[];
  longStay: LongStayDiscount[];
  /** The promo code of the search, already known to exist and be active; null without one. */
  promo: PromoModel | null;
  /** The calendar's overrides (product.md §12.12): a rate plan's own price on some nights. */
  calendar?: CalendarRules;
}

export interface StayToPrice {
  roomCategoryId: number;
  from: IsoDate;
  to: IsoDate;
  /** The hotel's today: the early-booking lead time counts from it. */
  today: IsoDate;
  adults: number;
  childrenAges: number[];
}

export interface ChildPrice {
  age: number;
  ageBandId: number | null;
  total: number;
}

export interface VariationQuote {
  rateVariationId: number;
  board: string;
  adultTotal: number;
  childrenTotal: number;
  total: number;
  /** The first night alone for the same people, with the same discounts (a deposit rule, §12.13). */
  firstNight: number;
  children: ChildPrice[];
}

export interface RateQuote {
  ratePlanId: number;
  variations: VariationQuote[];
}

/** ISO weekday of a 'YYYY-MM-DD' date: 1 Monday .. 7 Sunday. */
export function isoWeekday(night: IsoDate): number {
  const day = new Date(`${night}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The period pricing a night; when periods overlap, the one starting last (the more specific) wins. */
export function periodFor(periods: readonly SeasonPeriod[], night: IsoDate): SeasonPeriod | null {
  let found: SeasonPeriod | null = null;
  for (const period of periods) {
    if (period.startsOn <= night && night <= period.endsOn && (!found || period.startsOn > found.startsOn))
      found = period;
  }
  return found;
}

/** Whether a promo code applies to an arrival date (its validity range, both ends inclusive). */
export function promoAppliesTo(promo: PromoModel | null, arrival: IsoDate): promo is PromoModel {
  if (!promo) return false;
  return (!promo.validFrom || arrival >= promo.validFrom) && (!promo.validTo || arrival <= promo.validTo);
}

/**
 * Whether a promo code can be used for an arrival (issue 16): 'ended' when switched off or its
 * last valid arrival is before today, 'notForDates' when the arrival is outside its range.
 * Without an arrival (the widget before dates are chosen) only 'ended' is decided.
 */
export function promoStatus(
  promo: { active: boolean; validFrom: IsoDate | null; validTo: IsoDate | null },
  arrival: IsoDate | null,
  today: IsoDate,
): 'ok' | 'ended' | 'notForDates' {
  if (!promo.active || (promo.validTo !== null && promo.validTo < today)) return 'ended';
  if (arrival && ((promo.validFrom && arrival < promo.validFrom) || (promo.validTo && arrival > promo.validTo)))
    return 'notForDates';
  return 'ok';
}

/** The best early-booking percent for an arrival booked today (0 when none applies). */
export function earlyBookingPercent(
  discounts: readonly EarlyBookingDiscount[],
  today: IsoDate,
  arrival: IsoDate,
): number {
  const lead = Math.round((Date.parse(`${arrival}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  return discounts.reduce((best, d) => (lead >= d.minDaysBefore && d.percent > best ? d.percent : best), 0);
}

/** The best long-stay percent for a stay of `nights` (0 when none applies). */
export function longStayPercent(discounts: readonly LongStayDiscount[], nights: number): number {
  return discounts.reduce((best, d) => (nights >= d.minNights && d.percent > best ? d.percent : best), 0);
}

type Night = Readonly<{ night: IsoDate; weekday: number }>;
/** The last stay's nights: a search prices every category over the same stay. */
let lastNights: { from: IsoDate; to: IsoDate; nights: readonly Night[] } | undefined;

/**
 * The nights [from, to) with their ISO weekday. Plain UTC arithmetic: this runs for every
 * category of every search, and calendar days in UTC have no daylight-saving shifts. The same
 * stay asked again (the next category) gets the same frozen list.
 */
export function nightsOf(from: IsoDate, to: IsoDate): readonly Night[] {
  if (lastNights?.from === from && lastNights.to === to) return lastNights.nights;
  const nights: Night[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t < end; t += DAY_MS) {
    const day = new Date(t);
    nights.push(Object.freeze({ night: day.toISOString().slice(0, 10), weekday: day.getUTCDay() || 7 }));
  }
  lastNights = { from, to, nights: Object.freeze(nights) };
  return lastNights.nights;
}

/** Each night's B&B price for one adult (cents), or null when some night has no price. */
export function adultNightPrices(
  model: PricingModel,
  roomCategoryId: number,
  from: IsoDate,
  to: IsoDate,
): number[] | null {
  const prices: number[] = [];
  for (const { night, weekday } of nightsOf(from, to)) {
    const period = periodFor(model.periods, night);
    const row =
      period && model.nightPrices.find((p) => p.seasonPeriodId === period.id && p.roomCategoryId === roomCategoryId);
    if (!row) return null;
    const percent = model.weekdayPercents[weekday] ?? 100;
    prices.push(Math.round((row.adultPrice * percent) / 100));
  }
  return prices;
}

export function ageBandFor(bands: readonly AgeBand[], age: number): AgeBand | null {
  return bands.find((band) => age >= band.minAge && age <= band.maxAge) ?? null;
}

/** Whether a plan is sold for a room category: its list names it, or it lists none (§12.13). */
export const planOffersCategory = (plan: Pick<RatePlanModel, 'roomCategoryIds'>, roomCategoryId: number): boolean =>
  plan.roomCategoryIds.length === 0 || plan.roomCategoryIds.includes(roomCategoryId);

/**
 * The rate plans this search may see for a category: its own plans, with offers only when the
 * promo code unlocks them.
 */
export function visibleRatePlans(
  model: PricingModel,
  nights: number,
  arrival: IsoDate,
  roomCategoryId: number,
): RatePlanModel[] {
  const promo = promoAppliesTo(model.promo, arrival) ? model.promo : null;
  return model.ratePlans.filter(
    (plan) =>
      nights >= plan.minNights &&
      planOffersCategory(plan, roomCategoryId) &&
      (!plan.requiresPromoCode || (promo !== null && promo.unlocksRatePlanId === plan.id)),
  );
}

/**
 * Every rate and board variation for one room of a stay, priced. Empty when the category has
 * no price for some night (it cannot be sold then).
 */
export function quoteStay(
  model: PricingModel,
  stay: StayToPrice,
  /** The category's nightly adult prices when the caller already has them (one search, many rooms). */
  nightly: number[] | null = adultNightPrices(model, stay.roomCategoryId, stay.from, stay.to),
): RateQuote[] {
  if (!nightly || nightly.length === 0) return [];
  const baseSum = nightly.reduce((sum, price) => sum + price, 0);
  const nights = nightly.length;
  const early = earlyBookingPercent(model.earlyBooking, stay.today, stay.from);
  const promoPercent = promoAppliesTo(model.promo, stay.from) ? model.promo.discountPercent : 0;
  const promoAmount = promoAppliesTo(model.promo, stay.from) ? (model.promo.amountOffCents ?? 0) : 0;
  const long = longStayPercent(model.longStay, nights);

  const stayNightList = nightsOf(stay.from, stay.to);

  return visibleRatePlans(model, nights, stay.from, stay.roomCategoryId).map((plan) => {
    const planShare = (100 - plan.discountPercent) / 100;
    const later = ((100 - early) / 100) * ((100 - long) / 100) * ((100 - promoPercent) / 100);
    // The calendar's own prices of this plan (product.md §12.12) replace the model's night price
    // after the plan's discount; the other nights and the board supplement keep the model's rule.
    const own = model.calendar && plannedNights(model.calendar, plan.id, stay.roomCategoryId, stayNightList);
    const planSum = own ? own.reduce<number>((sum, price, i) => sum + (price ?? nightly[i] * planShare), 0) : 0;
    const factor = own ? later : planShare * later;
    const discounted = (raw: number) => Math.round(raw * factor);
    /** One night's price for the room's people: adults, then each child at its band's percent. */
    const partyPrice = (perAdult: number) =>
      discounted(perAdult * stay.adults) +
      stay.childrenAges.reduce(
        (sum, age) => sum + discounted((perAdult * (ageBandFor(model.ageBands, age)?.percent ?? 100)) / 100),
        0,
      );
    return {
      ratePlanId: plan.id,
      variations: plan.variations.map((variation) => {
        const perAdult = own
          ? planSum + variation.supplementPerAdultNight * nights * planShare
          : baseSum + variation.supplementPerAdultNight * nights;
        const adultTotal = discounted(perAdult * stay.adults);
        const children = stay.childrenAges.map((age): ChildPrice => {
          const band = ageBandFor(model.ageBands, age);
          const percent = band ? band.percent : 100;
          return { age, ageBandId: band?.id ?? null, total: discounted((perAdult * percent) / 100) };
        });
        const childrenTotal = children.reduce((sum, child) => sum + child.total, 0);
        const quote = {
          rateVariationId: variation.id,
          board: variation.board,
          adultTotal,
          childrenTotal,
          total: adultTotal + childrenTotal,
          firstNight: partyPrice(
            own
              ? (own[0] ?? nightly[0] * planShare) + variation.supplementPerAdultNight * planShare
              : nightly[0] + variation.supplementPerAdultNight,
          ),
          children,
        };
        return promoAmount > 0 ? takeAmountOff(quote, promoAmount) : quote;
      }),
    };
  });
}

/** The calendar's prices of a plan over the nights (undefined where the model prices), or null when it sets none. */
function plannedNights(
  calendar: CalendarRules,
  ratePlanId: number,
  roomCategoryId: number,
  nights: readonly Night[],
): (number | undefined)[] | null {
  if (calendar.prices.size === 0) return null;
  const prices = nights.map(({ night }) => calendar.prices.get(priceKey(ratePlanId, roomCategoryId, night)));
  return prices.some((price) => price !== undefined) ? prices : null;
}

/** The price of one chosen variation, or null when it is not on offer for this stay. */
export function quoteVariation(model: PricingModel, stay: StayToPrice, rateVariationId: number): VariationQuote | null {
  for (const rate of quoteStay(model, stay)) {
    const found = rate.variations.find((v) => v.rateVariationId === rateVariationId);
    if (found) return found;
  }
  return null;
}
