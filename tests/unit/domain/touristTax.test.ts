// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageOn, stayTax } from '@domain/touristTax';

// product.md §12.7, with the rules a Comune of the Euganean spas sets (issue 33's example):
// 2.50 € a person a night, the first 4 nights only, under-14s exempt.
const RULES = { perPersonNightCents: 250, maxNightsTaxed: 4, exemptUnderAge: 14 };

describe('stayTax', () => {
  it('taxes the first 4 of 6 nights of each adult, and nothing for a child of 13', () => {
    const tax = stayTax(
      {
        from: '2027-05-01',
        to: '2027-05-07',
        guests: [
          { position: 1, age: 45 },
          { position: 2, age: null },
          { position: 3, age: 13 },
        ],
        exemptions: [],
      },
      RULES,
    );
    expect(tax.guests.map((g) => [g.position, g.taxedNights, g.exemption, g.dueCents])).toEqual([
      [1, 4, null, 1000],
      [2, 4, null, 1000],
      [3, 0, 'age', 0],
    ]);
    expect(tax).toMatchObject({ nights: 6, guestNights: 18, taxedNights: 8, exemptNights: { age: 6 }, dueCents: 2000 });
  });

  it('puts a declared exemption before the age, and taxes a 14-year-old', () => {
    const tax = stayTax(
      {
        from: '2027-05-01',
        to: '2027-05-03',
        guests: [
          { position: 1, age: 70 },
          { position: 2, age: 14 },
        ],
        exemptions: [{ position: 1, reason: 'disability' }],
      },
      RULES,
    );
    expect(tax.exemptNights).toEqual({ disability: 2 });
    expect(tax.dueCents).toBe(2 * 250);
  });

  it('taxes every night when the rules set no limit, as today', () => {
    const tax = stayTax(
      { from: '2027-05-01', to: '2027-05-11', guests: [{ position: 1, age: 8 }], exemptions: [] },
      { perPersonNightCents: 150, maxNightsTaxed: null, exemptUnderAge: null },
    );
    expect(tax.dueCents).toBe(10 * 150);
  });
});

describe('ageOn', () => {
  it('counts whole years: the birthday itself is the new age', () => {
    expect(ageOn('2013-05-01', '2027-04-30')).toBe(13);
    expect(ageOn('2013-05-01', '2027-05-01')).toBe(14);
    expect(ageOn('2012-02-29', '2027-02-28')).toBe(14);
  });
});
