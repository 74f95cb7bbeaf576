import { describe, expect, it } from 'vitest';
import { normalizePromoCode, promoRefusal, takeAmountOff, type PromoRules } from '../../../domain/promoCodes';

// docs/product.md §12.15: whether a code applies to a stay booked on a day, and why not; an
// amount off a room's stay never takes it below 0.
const open: PromoRules = {
  active: true,
  arrivalFrom: null,
  arrivalTo: null,
  bookedFrom: null,
  bookedTo: null,
  minNights: 1,
  maxUses: null,
  maxUsesPerGuest: null,
};
const use = { today: '2027-04-10', arrival: '2027-05-03', departure: '2027-05-05' };

describe('whether a promo code applies', () => {
  it('applies with no limits, and matches codes whatever their case and spaces', () => {
    expect(promoRefusal(open, use)).toBeNull();
    expect(normalizePromoCode('  spring-27 ')).toBe('SPRING-27');
  });

  it('is ended when switched off or when its last arrival day is past', () => {
    expect(promoRefusal({ ...open, active: false }, use)).toBe('ended');
    expect(promoRefusal({ ...open, arrivalTo: '2027-04-09' }, use)).toBe('ended');
  });

  it('may be booked only between its booking days, both included', () => {
    expect(promoRefusal({ ...open, bookedFrom: '2027-04-11' }, use)).toBe('notYetBookable');
    expect(promoRefusal({ ...open, bookedFrom: '2027-04-10' }, use)).toBeNull();
    expect(promoRefusal({ ...open, bookedTo: '2027-04-09' }, use)).toBe('bookingEnded');
    expect(promoRefusal({ ...open, bookedTo: '2027-04-10' }, use)).toBeNull();
  });

  it('holds for arrivals between its stay days, both included', () => {
    expect(promoRefusal({ ...open, arrivalFrom: '2027-05-04' }, use)).toBe('notForDates');
    expect(promoRefusal({ ...open, arrivalFrom: '2027-05-03', arrivalTo: '2027-05-03' }, use)).toBeNull();
    expect(promoRefusal({ ...open, arrivalTo: '2027-05-02' }, use)).toBe('notForDates');
  });

  it('needs at least its minimum nights', () => {
    expect(promoRefusal({ ...open, minNights: 3 }, use)).toBe('tooFewNights');
    expect(promoRefusal({ ...open, minNights: 2 }, use)).toBeNull();
    // Without a departure (the widget before dates) the length is not judged.
    expect(promoRefusal({ ...open, minNights: 3 }, { ...use, departure: null })).toBeNull();
  });

  it('is used up at its cap, and used up for a guest at the per-guest cap', () => {
    expect(promoRefusal({ ...open, maxUses: 2 }, { ...use, uses: 1 })).toBeNull();
    expect(promoRefusal({ ...open, maxUses: 2 }, { ...use, uses: 2 })).toBe('usedUp');
    expect(promoRefusal({ ...open, maxUsesPerGuest: 1 }, { ...use, uses: 5, guestUses: 0 })).toBeNull();
    expect(promoRefusal({ ...open, maxUsesPerGuest: 1 }, { ...use, uses: 5, guestUses: 1 })).toBe('usedByYou');
  });
});

describe('an amount off a room’s stay', () => {
  const quote = { adultTotal: 30000, children: [{ total: 6000 }, { total: 4000 }] };

  it('comes off the adults first, then each child, and the lines still add up', () => {
    expect(takeAmountOff(quote, 5000)).toMatchObject({ adultTotal: 25000, childrenTotal: 10000, total: 35000 });
    const more = takeAmountOff(quote, 33000);
    expect(more.children.map((c) => c.total)).toEqual([3000, 4000]);
    expect(more.total).toBe(7000);
  });

  it('never goes below 0', () => {
    expect(takeAmountOff(quote, 1_000_000)).toMatchObject({ adultTotal: 0, childrenTotal: 0, total: 0 });
  });
});
