import { describe, expect, it } from 'vitest';
import {
  adultNightPrices,
  earlyBookingPercent,
  isoWeekday,
  nightsOf,
  periodFor,
  quoteStay,
  quoteVariation,
  type PricingModel,
} from '@domain/pricing';
import { bookingTotals, fitsCategory } from '@domain/roomRates';

// 2027-05-03 is a Monday. Mid season in May; a "festival" period overlaps 2027-05-07..09.
const model: PricingModel = {
  periods: [
    { id: 1, startsOn: '2027-04-01', endsOn: '2027-06-30' },
    { id: 2, startsOn: '2027-05-07', endsOn: '2027-05-09' },
  ],
  nightPrices: [
    { seasonPeriodId: 1, roomCategoryId: 10, adultPrice: 7500 },
    { seasonPeriodId: 2, roomCategoryId: 10, adultPrice: 9000 },
  ],
  weekdayPercents: { 5: 110, 6: 120 },
  ageBands: [
    { id: 1, minAge: 0, maxAge: 2, percent: 0 },
    { id: 2, minAge: 3, maxAge: 7, percent: 30 },
    { id: 3, minAge: 8, maxAge: 13, percent: 50 },
  ],
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
      variations: [
        { id: 1000, board: 'bed_and_breakfast', supplementPerAdultNight: 0 },
        { id: 1001, board: 'half_board', supplementPerAdultNight: 2500 },
      ],
    },
    {
      id: 200,
      refundable: false,
      discountPercent: 10,
      requiresPromoCode: false,
      minNights: 1,
      roomCategoryIds: [],
      depositRule: 'per_person',
      depositPercent: null,
      variations: [{ id: 2000, board: 'bed_and_breakfast', supplementPerAdultNight: 0 }],
    },
    {
      id: 300,
      refundable: true,
      discountPercent: 15,
      requiresPromoCode: true,
      minNights: 2,
      roomCategoryIds: [],
      depositRule: 'per_person',
      depositPercent: null,
      variations: [{ id: 3000, board: 'bed_and_breakfast', supplementPerAdultNight: 0 }],
    },
  ],
  longStay: [],
  earlyBooking: [
    { minDaysBefore: 30, percent: 5 },
    { minDaysBefore: 60, percent: 10 },
  ],
  promo: null,
};

const stay = {
  roomCategoryId: 10,
  from: '2027-05-03',
  to: '2027-05-05',
  today: '2027-04-20',
  adults: 2,
  childrenAges: [] as number[],
};

describe('room pricing', () => {
  it('reads weekdays and nights in plain calendar days', () => {
    expect(isoWeekday('2027-05-03')).toBe(1);
    expect(isoWeekday('2027-05-09')).toBe(7);
    expect(nightsOf('2027-03-27', '2027-03-30').map((n) => n.night)).toEqual([
      '2027-03-27',
      '2027-03-28',
      '2027-03-29',
    ]);
  });

  it('lets the period that starts last win where periods overlap', () => {
    expect(periodFor(model.periods, '2027-05-06')?.id).toBe(1);
    expect(periodFor(model.periods, '2027-05-08')?.id).toBe(2);
    expect(periodFor(model.periods, '2027-07-01')).toBeNull();
  });

  it('prices each night by its period and weekday', () => {
    // Thu 6 (mid), Fri 7 (festival +10%), Sat 8 (festival +20%), Sun 9 (festival).
    expect(adultNightPrices(model, 10, '2027-05-06', '2027-05-10')).toEqual([7500, 9900, 10800, 9000]);
    expect(adultNightPrices(model, 10, '2027-06-30', '2027-07-02')).toBeNull();
    expect(adultNightPrices(model, 99, '2027-05-03', '2027-05-04')).toBeNull();
  });

  it('charges every adult per night, plus the board supplement', () => {
    const [flexible] = quoteStay(model, stay);
    expect(flexible.variations.map((v) => [v.board, v.adultTotal, v.total])).toEqual([
      ['bed_and_breakfast', 2 * 2 * 7500, 30000],
      ['half_board', 2 * 2 * 10000, 40000],
    ]);
  });

  it('prices children by their age band, infants free', () => {
    const [flexible] = quoteStay(model, { ...stay, adults: 1, childrenAges: [1, 5, 9, 16] });
    const bb = flexible.variations[0];
    expect(bb.children.map((c) => [c.age, c.ageBandId, c.total])).toEqual([
      [1, 1, 0],
      [5, 2, 4500],
      [9, 3, 7500],
      // No band: pays as an adult.
      [16, null, 15000],
    ]);
    expect(bb.childrenTotal).toBe(27000);
    expect(bb.total).toBe(15000 + 27000);
  });

  it('makes the non-refundable rate cheaper and shows an offer rate only with its promo code and enough nights', () => {
    const plain = quoteStay(model, stay);
    expect(plain.map((r) => r.ratePlanId)).toEqual([100, 200]);
    expect(plain[1].variations[0].total).toBe(27000);
    const promo = { code: 'SPA', discountPercent: 0, unlocksRatePlanId: 300, validFrom: null, validTo: null };
    expect(quoteStay({ ...model, promo }, stay).map((r) => r.ratePlanId)).toEqual([100, 200, 300]);
    expect(quoteStay({ ...model, promo }, { ...stay, to: '2027-05-04' }).map((r) => r.ratePlanId)).toEqual([100, 200]);
    const expired = { ...promo, validTo: '2027-05-02' };
    expect(quoteStay({ ...model, promo: expired }, stay).map((r) => r.ratePlanId)).toEqual([100, 200]);
  });

  it('applies the best early-booking step reached, then the promo discount, rounding once per line', () => {
    expect(earlyBookingPercent(model.earlyBooking, '2027-04-20', '2027-05-03')).toBe(0);
    expect(earlyBookingPercent(model.earlyBooking, '2027-04-03', '2027-05-03')).toBe(5);
    expect(earlyBookingPercent(model.earlyBooking, '2027-01-01', '2027-05-03')).toBe(10);
    const early = quoteStay(
      { ...model, promo: { code: 'X', discountPercent: 10, unlocksRatePlanId: null, validFrom: null, validTo: null } },
      { ...stay, today: '2027-03-01' },
    );
    // 30000 x 0.9 (early) x 0.9 (promo) = 24300; non-refundable also x 0.9 = 21870.
    expect(early[0].variations[0].total).toBe(24300);
    expect(early[1].variations[0].total).toBe(21870);
  });

  it('finds one chosen variation, or null when it is not on offer', () => {
    expect(quoteVariation(model, stay, 1001)?.total).toBe(40000);
    expect(quoteVariation(model, stay, 3000)).toBeNull();
  });

  it('offers a category when adults and children together fit between its min and max', () => {
    expect(fitsCategory({ min_adults: 2, max_adults: 4 }, 2, 2)).toBe(true);
    expect(fitsCategory({ min_adults: 2, max_adults: 4 }, 3, 2)).toBe(false);
    expect(fitsCategory({ min_adults: 2, max_adults: 2 }, 1, 0)).toBe(false);
    // Both ends are included (product.md §2.2 'between').
    expect(fitsCategory({ min_adults: 2, max_adults: 4 }, 1, 1)).toBe(true);
    expect(fitsCategory({ min_adults: 2, max_adults: 4 }, 3, 1)).toBe(true);
  });

  it('works out the discounted total, a deposit of 75 euro per person (never above the total) and the balance', () => {
    const totals = bookingTotals(
      [
        { adults: 2, children: 1, total: 60000 },
        { adults: 1, children: 0, total: 20000 },
      ],
      10,
    );
    expect(totals).toEqual({ subtotal: 80000, total: 72000, people: 4, deposit: 30000, balance: 42000 });
    expect(bookingTotals([{ adults: 2, children: 0, total: 12000 }], 0).deposit).toBe(12000);
  });
});
