import { describe, expect, it } from 'vitest';
import { addOnQuantity, chosenAddOnsCents, priceAddOn } from '../../../domain/addOns';

// docs/product.md §16.9: an add-on costs its unit price times the room's nights and/or persons
// (adults and children alike), figures from the product's examples.
const family = { nights: 3, persons: 3 }; // 2 adults + 1 child, 3 nights

describe('an add-on priced for one room', () => {
  it('per person and night: 2 adults + 1 child, 3 nights, 12 € = 108 €', () => {
    const line = priceAddOn({ id: 1, unit: 'person_night', price: 1200, vatRate: 22 }, family);
    expect(line.quantity).toBe(9);
    expect(line.amount).toBe(10800);
    expect(line.vatRate).toBe(22);
  });

  it('late check-out is once per stay, whatever the nights and persons: 30 €', () => {
    expect(priceAddOn({ id: 2, unit: 'stay', price: 3000, vatRate: 10 }, family).amount).toBe(3000);
  });

  it('parking is per night: 3 nights at 15 € = 45 €', () => {
    expect(priceAddOn({ id: 3, unit: 'night', price: 1500, vatRate: 22 }, family).amount).toBe(4500);
  });

  it('a massage is per person, the child included: 3 × 50 € = 150 €', () => {
    expect(priceAddOn({ id: 4, unit: 'person', price: 5000, vatRate: 22 }, family).amount).toBe(15000);
  });

  it('counts the units as the unit says', () => {
    const stay = { nights: 4, persons: 2 };
    expect([
      addOnQuantity('stay', stay),
      addOnQuantity('night', stay),
      addOnQuantity('person', stay),
      addOnQuantity('person_night', stay),
    ]).toEqual([1, 4, 2, 8]);
  });
});

describe("the chosen extras' sum on the payment step", () => {
  // What GET /api/add-ons answered for two rooms (the server's figures, per room): late check-out
  // 30 € for each room, the bathrobe 36 € for a family of three and 24 € for a couple (3 nights).
  const offered = [
    { id: 1, amounts: [3000, 3000] },
    { id: 6, amounts: [3600, 2400] },
  ];

  it("adds each chosen extra at the server's amount for its room", () => {
    const choices = [
      { room: 0, add_on_id: 1 },
      { room: 0, add_on_id: 6 },
      { room: 1, add_on_id: 6 },
    ];
    expect(chosenAddOnsCents(choices, offered)).toBe(3000 + 3600 + 2400);
  });

  it('counts nothing for an extra the offer does not list, or none chosen', () => {
    expect(chosenAddOnsCents([{ room: 0, add_on_id: 9 }], offered)).toBe(0);
    expect(chosenAddOnsCents([], offered)).toBe(0);
  });
});
