import { describe, expect, it } from 'vitest';
import { capacityFits, changedPrice, daysOf, priceChangeEffect } from '../../../domain/daySpaAdmin';
import { spaNewSlotsSchema, spaPriceChangeSchema } from '../../../domain/validation';

// docs/product.md §12.16: the day spa's calendar as the revenue manager edits it.
describe('the day spa calendar’s rules', () => {
  it('takes the chosen days of the week between two days, both included', () => {
    // 1 to 14 June 2027: Sundays are the 6th and the 13th, Saturdays the 5th and the 12th.
    expect(daysOf('2027-06-01', '2027-06-14', [7])).toEqual(['2027-06-06', '2027-06-13']);
    expect(daysOf('2027-06-05', '2027-06-06', [6, 7])).toEqual(['2027-06-05', '2027-06-06']);
    expect(daysOf('2027-06-07', '2027-06-11', [6, 7])).toEqual([]);
  });

  it('sets, raises or lowers a price by an amount', () => {
    expect(changedPrice(3500, 'set', 4500)).toBe(4500);
    expect(changedPrice(3500, 'raise', 500)).toBe(4000);
    expect(changedPrice(3500, 'lower', 500)).toBe(3000);
  });

  it('counts the days a change would change: a day whose slots already have the new price does not', () => {
    const slots = [
      { date: '2027-06-05', price: 4500 },
      { date: '2027-06-05', price: 4000 },
      { date: '2027-06-06', price: 4500 },
      { date: '2027-06-12', price: 3500 },
    ];
    expect(priceChangeEffect(slots, 'set', 4500)).toEqual({ days: 2, slots: 2, belowZero: false, tooHigh: false });
    expect(priceChangeEffect(slots, 'lower', 4000).belowZero).toBe(true);
    expect(priceChangeEffect(slots, 'raise', 0).days).toBe(0);
  });

  it('never lets the places go below those sold, down to exactly them', () => {
    expect(capacityFits(2, 2)).toBe(true);
    expect(capacityFits(1, 2)).toBe(false);
  });

  it('refuses a range with no chosen weekday in it, and a last day before the first, by field', async () => {
    const schema = spaNewSlotsSchema('en', { today: '2027-06-01' });
    const base = { title: 'Morning', starts_at: '09:00', ends_at: '13:00', capacity: 20, price: 4500 };
    await expect(schema.validate({ ...base, from: '2027-06-07', to: '2027-06-11', weekdays: [7] })).rejects.toThrow(
      'No day between these dates falls on the days of the week chosen.',
    );
    await expect(schema.validate({ ...base, from: '2027-06-07', to: '2027-06-01', weekdays: [7] })).rejects.toThrow(
      'The last day is not before the first.',
    );
    await expect(schema.validate({ ...base, from: '2027-05-30', to: '2027-06-06', weekdays: [7] })).rejects.toThrow(
      'Choose today or a later day.',
    );
    const prices = spaPriceChangeSchema('it', { today: '2027-06-01' });
    await expect(
      prices.validate({ from: '2027-06-01', to: '2027-06-30', weekdays: [6], mode: 'halve', amount: 100 }),
    ).rejects.toThrow('Scegli imposta, aumenta o riduci.');
  });
});
