import { describe, expect, it } from 'vitest';
import { bookingDepositOf, termsText, type DepositRoom } from '../../../domain/ratePlans';
import { overlappingBands } from '../../../domain/pricingRules';

// docs/product.md §12.13 and decision 043: each room's deposit by its plan's rule, the parts taken
// from the price lowered by the personal discount as the total is, never more than the total.
const room = (rule: DepositRoom['rule'], total: number, extra: Partial<DepositRoom> = {}): DepositRoom => ({
  adults: 2,
  children: 0,
  total,
  firstNight: 10_000,
  rule,
  percent: null,
  ...extra,
});

describe('the deposit of a booking by its plans’ rules', () => {
  it('takes 75 € a person, the first night, a percentage or the whole stay', () => {
    expect(bookingDepositOf([room('per_person', 80_000)], 0)).toBe(15_000);
    expect(bookingDepositOf([room('first_night', 80_000)], 0)).toBe(10_000);
    expect(bookingDepositOf([room('percentage', 80_000, { percent: 30 })], 0)).toBe(24_000);
    expect(bookingDepositOf([room('all', 80_000)], 0)).toBe(80_000);
  });

  it('adds the rooms of different plans; the personal discount lowers the price-based parts only', () => {
    // 75 € × 2 = 150 € fixed; all of 801 € less 10 % = 720.90 €.
    expect(bookingDepositOf([room('per_person', 50_000), room('all', 80_100)], 10)).toBe(15_000 + 72_090);
  });

  it('never asks more than the total', () => {
    expect(bookingDepositOf([room('per_person', 10_000, { adults: 3 })], 0)).toBe(10_000);
    expect(bookingDepositOf([room('all', 33_333)], 15)).toBe(33_333 - Math.round(33_333 * 0.15));
  });
});

describe('terms and age bands', () => {
  it('puts the free-cancellation deadline of a refundable plan before the terms as written', () => {
    const terms = { it: 'Termini.', en: 'Terms.', de: 'Bedingungen.' };
    expect(termsText({ terms, refundable: true, freeCancellationDays: 3 }, 'en')).toBe(
      'Free cancellation up to 3 days before arrival. Terms.',
    );
    expect(termsText({ terms, refundable: false, freeCancellationDays: null }, 'it')).toBe('Termini.');
  });

  it('finds two bands sharing an age, both ends included', () => {
    expect(
      overlappingBands([
        { min_age: 0, max_age: 2, percent: 0 },
        { min_age: 3, max_age: 7, percent: 30 },
      ]),
    ).toBeNull();
    expect(
      overlappingBands([
        { min_age: 0, max_age: 3, percent: 0 },
        { min_age: 3, max_age: 7, percent: 30 },
      ]),
    ).toEqual({
      min: 3,
      max: 3,
      index: 1,
    });
  });
});
