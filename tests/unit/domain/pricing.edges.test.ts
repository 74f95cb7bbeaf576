// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ageBandFor,
  earlyBookingPercent,
  periodFor,
  promoAppliesTo,
  promoStatus,
  quoteStay,
  visibleRatePlans,
  type PricingModel,
  type PromoModel,
} from '@domain/pricing';

// Edges of the room pricing rules (issue 16: promo codes; product.md §2.1 booking dates), each expected
// value written by hand. 2027-05-03 is a Monday.

const promo = (
  validFrom: string | null,
  validTo: string | null,
  unlocksRatePlanId: number | null = null,
): PromoModel => ({
  code: 'SPA',
  discountPercent: 10,
  unlocksRatePlanId,
  validFrom,
  validTo,
});

const model: PricingModel = {
  periods: [{ id: 1, startsOn: '2027-04-01', endsOn: '2027-06-30' }],
  nightPrices: [{ seasonPeriodId: 1, roomCategoryId: 10, adultPrice: 7500 }],
  weekdayPercents: {},
  ageBands: [],
  ratePlans: [
    {
      id: 100,
      refundable: true,
      discountPercent: 0,
      requiresPromoCode: false,
      minNights: 1,
      roomCategoryIds: [],
      depositRule: 'per_person',
      depositPercent: null,
      variations: [{ id: 1000, board: 'bed_and_breakfast', supplementPerAdultNight: 0 }],
    },
    {
      id: 300,
      refundable: true,
      discountPercent: 15,
      requiresPromoCode: true,
      minNights: 1,
      roomCategoryIds: [],
      depositRule: 'per_person',
      depositPercent: null,
      variations: [{ id: 3000, board: 'bed_and_breakfast', supplementPerAdultNight: 0 }],
    },
    {
      id: 400,
      refundable: true,
      discountPercent: 20,
      requiresPromoCode: true,
      minNights: 1,
      roomCategoryIds: [],
      depositRule: 'per_person',
      depositPercent: null,
      variations: [{ id: 4000, board: 'bed_and_breakfast', supplementPerAdultNight: 0 }],
    },
  ],
  longStay: [],
  earlyBooking: [],
  promo: null,
};

describe('a promo code applies to arrivals in its range, both ends included (issue 16)', () => {
  it('takes the first and the last valid arrival and refuses the days around them', () => {
    const may = promo('2027-05-03', '2027-05-10');
    expect(promoAppliesTo(may, '2027-05-02')).toBe(false);
    expect(promoAppliesTo(may, '2027-05-03')).toBe(true);
    expect(promoAppliesTo(may, '2027-05-10')).toBe(true);
    expect(promoAppliesTo(may, '2027-05-11')).toBe(false);
    expect(promoAppliesTo(null, '2027-05-05')).toBe(false);
  });

  it('leaves a range open at an end it does not name', () => {
    expect(promoAppliesTo(promo('2027-05-03', null), '2027-12-31')).toBe(true);
    expect(promoAppliesTo(promo('2027-05-03', null), '2027-05-02')).toBe(false);
    expect(promoAppliesTo(promo(null, '2027-05-10'), '2020-01-01')).toBe(true);
    expect(promoAppliesTo(promo(null, '2027-05-10'), '2027-05-11')).toBe(false);
  });

  it("says 'ended' once switched off or after its last valid arrival, 'notForDates' for an arrival outside it", () => {
    const may = { active: true, validFrom: '2027-05-03', validTo: '2027-05-10' };
    expect(promoStatus({ ...may, active: false }, '2027-05-05', '2027-04-01')).toBe('ended');
    expect(promoStatus(may, null, '2027-05-11')).toBe('ended');
    // On its last day it can still be used.
    expect(promoStatus(may, '2027-05-10', '2027-05-10')).toBe('ok');
    expect(promoStatus(may, '2027-05-03', '2027-04-01')).toBe('ok');
    expect(promoStatus(may, '2027-05-02', '2027-04-01')).toBe('notForDates');
    expect(promoStatus(may, '2027-05-11', '2027-04-01')).toBe('notForDates');
    // The widget before dates are chosen: only 'ended' is decided.
    expect(promoStatus(may, null, '2027-04-01')).toBe('ok');
    expect(promoStatus({ active: true, validFrom: null, validTo: null }, '2030-01-01', '2029-01-01')).toBe('ok');
  });

  it('shows an offer rate only for the promo that unlocks it', () => {
    const plans = (p: PromoModel | null) =>
      visibleRatePlans({ ...model, promo: p }, 2, '2027-05-03', 10).map((plan) => plan.id);
    expect(plans(null)).toEqual([100]);
    expect(plans(promo(null, null, 300))).toEqual([100, 300]);
    // A promo that only discounts unlocks no offer rate.
    expect(plans(promo(null, null, null))).toEqual([100]);
    // Not for an arrival outside its range.
    expect(plans(promo('2027-06-01', null, 300))).toEqual([100]);
  });
});

describe('pricing edges', () => {
  it('lets the period that starts last win, whatever order the periods come in', () => {
    const periods = [
      { id: 2, startsOn: '2027-05-07', endsOn: '2027-05-09' },
      { id: 1, startsOn: '2027-04-01', endsOn: '2027-06-30' },
    ];
    expect(periodFor(periods, '2027-05-08')?.id).toBe(2);
    expect(periodFor(periods, '2027-05-10')?.id).toBe(1);
  });

  it('takes the best early-booking step reached, whatever order the steps come in', () => {
    const steps = [
      { minDaysBefore: 60, percent: 10 },
      { minDaysBefore: 30, percent: 5 },
    ];
    // 122 days ahead: both steps reached, 10 % is the best.
    expect(earlyBookingPercent(steps, '2027-01-01', '2027-05-03')).toBe(10);
    // 30 days ahead exactly: the 30-day step.
    expect(earlyBookingPercent(steps, '2027-04-03', '2027-05-03')).toBe(5);
  });

  it('finds the age band holding an age, both ends included, and none outside every band', () => {
    const bands = [
      { id: 2, minAge: 3, maxAge: 7, percent: 30 },
      { id: 3, minAge: 8, maxAge: 13, percent: 50 },
    ];
    expect(ageBandFor(bands, 3)?.id).toBe(2);
    expect(ageBandFor(bands, 7)?.id).toBe(2);
    expect(ageBandFor(bands, 8)?.id).toBe(3);
    expect(ageBandFor(bands, 13)?.id).toBe(3);
    expect(ageBandFor(bands, 2)).toBeNull();
    expect(ageBandFor(bands, 14)).toBeNull();
  });

  it('quotes nothing for a category without prices or a stay without nights', () => {
    const stay = {
      roomCategoryId: 10,
      from: '2027-05-03',
      to: '2027-05-05',
      today: '2027-04-20',
      adults: 2,
      childrenAges: [],
    };
    expect(quoteStay(model, { ...stay, roomCategoryId: 99 })).toEqual([]);
    expect(quoteStay(model, { ...stay, to: '2027-05-03' })).toEqual([]);
    expect(quoteStay(model, stay).map((rate) => rate.ratePlanId)).toEqual([100]);
  });
});
