// Day-spa rules shared by the screens, the journey and the server, with expectations written by
// hand from product.md §3 and §10: people from 1, the window from today to two months ahead, the
// slots a person can take, the voucher and discount, and when a reservation is full.
import { describe, expect, it } from 'vitest';
import {
  availableSlots,
  daySpaPrice,
  isInDaySpaWindow,
  infantsFull,
  isPeopleCount,
  isSlotAvailable,
  parsePeople,
  reservationIsFull,
  slotCanTake,
  slotTotal,
  takesPlace,
} from '@domain/daySpa';

describe('day-spa people (product.md §3.1: the counter starts at 1)', () => {
  it('reads a whole number of people from an event or an address', () => {
    expect(parsePeople(3)).toBe(3);
    expect(parsePeople('3')).toBe(3);
    expect(parsePeople(' 12 ')).toBe(12);
    expect(parsePeople(1)).toBe(1);
  });

  it('refuses no one, fractions, words, signs and ids beyond a database integer', () => {
    for (const value of [
      0,
      '0',
      -1,
      '-1',
      '+3',
      '3e2',
      '0x10',
      1.5,
      '1.5',
      '2a',
      'two',
      '',
      ' ',
      null,
      undefined,
      {},
      [2],
      2_147_483_648,
      '2147483648',
      Number.NaN,
    ]) {
      expect(parsePeople(value), String(value)).toBeUndefined();
    }
    expect(parsePeople(2_147_483_647)).toBe(2_147_483_647);
  });

  it('counts only whole numbers from 1 as people', () => {
    expect(isPeopleCount(1)).toBe(true);
    expect(isPeopleCount(4)).toBe(true);
    expect(isPeopleCount(0)).toBe(false);
    expect(isPeopleCount('4')).toBe(false);
    expect(isPeopleCount(2.5)).toBe(false);
    expect(isPeopleCount(2_147_483_648)).toBe(false);
  });
});

describe('day-spa dates (product.md §3.1, §3.2: from today to two months ahead, else 404)', () => {
  const today = '2026-05-10';

  it('takes today and the last day two months ahead, both ends included', () => {
    expect(isInDaySpaWindow('2026-05-10', today)).toBe(true);
    expect(isInDaySpaWindow('2026-06-20', today)).toBe(true);
    expect(isInDaySpaWindow('2026-07-10', today)).toBe(true);
  });

  it('refuses yesterday, the day after the window, dates that do not exist and what is not a date', () => {
    for (const date of [
      '2026-05-09',
      '2026-07-11',
      '2026-02-30',
      '2026-05-32',
      '2026-06-31',
      '2026-5-12',
      'tomorrow',
      '',
      20260512,
      null,
    ]) {
      expect(isInDaySpaWindow(date, today), String(date)).toBe(false);
    }
  });

  it('ends the window on the last day of a shorter month', () => {
    expect(isInDaySpaWindow('2027-02-28', '2026-12-31')).toBe(true);
    expect(isInDaySpaWindow('2027-03-01', '2026-12-31')).toBe(false);
  });
});

describe('day-spa slots', () => {
  const today = '2026-05-10';

  // Noon in Rome on 10 May 2026; issue 16: a slot is not sold once its sales end has come.
  const now = new Date('2026-05-10T10:00:00Z');
  const later = '2026-05-10T16:00:00.000Z';

  it('lists the slots the server marked available whose sales are not over, in their order', () => {
    const slots = [
      { id: 1, available: true, sales_end: later },
      { id: 2, available: false, sales_end: later },
      { id: 3, available: true, sales_end: later },
      { id: 4, available: true, sales_end: '2026-05-10T10:00:00.000Z' },
      { id: 5, available: true, sales_end: '2026-05-10T09:59:00.000Z' },
    ];
    expect(availableSlots(slots, now.getTime()).map((slot) => slot.id)).toEqual([1, 3]);
    expect(availableSlots([], now.getTime())).toEqual([]);
  });

  it('can take as many people as it has free places, no more', () => {
    expect(slotCanTake({ capacity: 10, booked: 8 }, 2)).toBe(true);
    expect(slotCanTake({ capacity: 10, booked: 8 }, 3)).toBe(false);
    expect(slotCanTake({ capacity: 10, booked: 0 }, 10)).toBe(true);
    expect(slotCanTake({ capacity: 10, booked: 10 }, 1)).toBe(false);
  });

  it('is available today and later while it has room and is on sale, never on a past day', () => {
    const open = new Date(later);
    expect(isSlotAvailable({ date: '2026-05-10', capacity: 4, booked: 2, salesEnd: open }, 2, today, now)).toBe(true);
    expect(
      isSlotAvailable(
        { date: '2026-06-01', capacity: 4, booked: 2, salesEnd: new Date('2026-06-01T16:00:00Z') },
        2,
        today,
        now,
      ),
    ).toBe(true);
    expect(
      isSlotAvailable(
        { date: '2026-06-01', capacity: 4, booked: 2, salesEnd: new Date('2026-06-01T16:00:00Z') },
        3,
        today,
        now,
      ),
    ).toBe(false);
    expect(isSlotAvailable({ date: '2026-05-09', capacity: 4, booked: 0, salesEnd: open }, 1, today, now)).toBe(false);
    expect(isSlotAvailable({ date: '2026-05-10', capacity: 4, booked: 0, salesEnd: now }, 1, today, now)).toBe(false);
  });
});

describe('day-spa price (product.md §3.2 sale price x people; §3.4 bonus voucher; §3.3 discount)', () => {
  it('lists a slot at its price for everyone', () => {
    expect(slotTotal(3500, 1)).toBe(3500);
    expect(slotTotal(3500, 3)).toBe(10500);
  });

  it('without the voucher, takes the discount off the whole price and keeps the credit', () => {
    expect(daySpaPrice({ salePrice: 3500, people: 2, credit: 20000, useVoucher: false, discountPercent: 10 })).toEqual({
      subtotal: 7000,
      voucher: 0,
      discount: 700,
      total: 6300,
      creditAfter: 20000,
    });
  });

  it("with the voucher, one person's entry comes off first, then the discount off the rest", () => {
    expect(daySpaPrice({ salePrice: 3500, people: 2, credit: 20000, useVoucher: true, discountPercent: 10 })).toEqual({
      subtotal: 7000,
      voucher: 3500,
      discount: 350,
      total: 3150,
      creditAfter: 16500,
    });
  });

  it('caps the voucher at the credit left, and the credit ends at zero', () => {
    expect(daySpaPrice({ salePrice: 3500, people: 2, credit: 1000, useVoucher: true, discountPercent: 0 })).toEqual({
      subtotal: 7000,
      voucher: 1000,
      discount: 0,
      total: 6000,
      creditAfter: 0,
    });
  });

  it('charges nothing when the voucher pays the only entry', () => {
    expect(daySpaPrice({ salePrice: 3500, people: 1, credit: 5000, useVoucher: true, discountPercent: 10 })).toEqual({
      subtotal: 3500,
      voucher: 3500,
      discount: 0,
      total: 0,
      creditAfter: 1500,
    });
  });
});

describe('participants who take a place (product.md §10: infants are free)', () => {
  it('counts everyone but infants', () => {
    expect(takesPlace('infant')).toBe(false);
    for (const type of ['minor', 'adult', 'guest']) expect(takesPlace(type), type).toBe(true);
  });

  it('is full once the people who take a place, the booker included, fill every booked place', () => {
    const booker = { type: 'adult' };
    expect(reservationIsFull(2, [booker])).toBe(false);
    expect(reservationIsFull(2, [booker, { type: 'infant' }, { type: 'infant' }])).toBe(false);
    expect(reservationIsFull(2, [booker, { type: 'minor' }])).toBe(true);
    expect(reservationIsFull(1, [booker])).toBe(true);
    expect(reservationIsFull(2, [booker, { type: 'guest' }, { type: 'adult' }])).toBe(true);
  });

  it('takes one infant per booked place (issue 9: 30 infants on a one-person entry were accepted)', () => {
    const booker = { type: 'adult' };
    expect(infantsFull(1, [booker])).toBe(false);
    expect(infantsFull(1, [booker, { type: 'infant' }])).toBe(true);
    expect(infantsFull(2, [booker, { type: 'minor' }, { type: 'infant' }])).toBe(false);
    expect(infantsFull(2, [booker, { type: 'infant' }, { type: 'infant' }])).toBe(true);
  });
});
