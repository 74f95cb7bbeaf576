import { describe, expect, it } from 'vitest';
import { BASE_VALID_FROM, bookingCityTax, cityTaxRulesOn, type CityTaxVersion } from '@domain/cityTax';

// docs/product.md §12.9: a version applies to stays arriving from its day until a later one; a
// booking's estimate taxes adults and children by the ages booked, for the first nights only.

const base: CityTaxVersion = {
  validFrom: BASE_VALID_FROM,
  perPersonNightCents: 150,
  maxNightsTaxed: null,
  exemptUnderAge: null,
};
const spring: CityTaxVersion = {
  validFrom: '2027-03-01',
  perPersonNightCents: 250,
  maxNightsTaxed: 4,
  exemptUnderAge: 14,
};
const summer: CityTaxVersion = {
  validFrom: '2027-06-01',
  perPersonNightCents: 300,
  maxNightsTaxed: 7,
  exemptUnderAge: 12,
};

describe('the rules of an arrival day', () => {
  it('are the latest version begun by that day, in whatever order the versions come', () => {
    const versions = [summer, base, spring];
    expect(cityTaxRulesOn(versions, '2027-02-28').perPersonNightCents).toBe(150);
    expect(cityTaxRulesOn(versions, '2027-03-01')).toEqual({
      perPersonNightCents: 250,
      maxNightsTaxed: 4,
      exemptUnderAge: 14,
    });
    expect(cityTaxRulesOn(versions, '2027-05-31').perPersonNightCents).toBe(250);
    expect(cityTaxRulesOn(versions, '2027-06-01').perPersonNightCents).toBe(300);
  });

  it('follow the arrival, not the nights: a stay across the change keeps its arrival day’s rules', () => {
    const rules = cityTaxRulesOn([base, summer], '2027-05-30');
    expect(bookingCityTax({ from: '2027-05-30', to: '2027-06-03', adults: 1, childrenAges: [] }, rules)).toBe(4 * 150);
  });
});

describe("a booking's city tax", () => {
  const rules = cityTaxRulesOn([base, spring], '2027-04-10');

  it('taxes each adult for the first nights only', () => {
    expect(bookingCityTax({ from: '2027-04-10', to: '2027-04-13', adults: 2, childrenAges: [] }, rules)).toBe(
      2 * 3 * 250,
    );
    expect(bookingCityTax({ from: '2027-04-10', to: '2027-04-16', adults: 2, childrenAges: [] }, rules)).toBe(
      2 * 4 * 250,
    );
  });

  it('exempts children under the age, and taxes those at or above it', () => {
    const stay = { from: '2027-04-10', to: '2027-04-17', adults: 2 };
    expect(bookingCityTax({ ...stay, childrenAges: [13] }, rules)).toBe(2 * 4 * 250);
    expect(bookingCityTax({ ...stay, childrenAges: [14, 3] }, rules)).toBe(3 * 4 * 250);
  });

  it('with the configured base: every guest, every night', () => {
    expect(bookingCityTax({ from: '2027-04-10', to: '2027-04-20', adults: 1, childrenAges: [2] }, base)).toBe(
      2 * 10 * 150,
    );
  });
});
