import { describe, expect, it } from 'vitest';
import { addOnQuantity, priceAddOn } from '../../../domain/addOns';

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
