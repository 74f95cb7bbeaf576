// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as c from '@domain/constants';

/** The business constants and limits, value by value, written from docs/product.md's text. */
describe('business constants (product.md, constants named throughout)', () => {
  it('pays in euro from Italy and keeps the hotel calendar in Rome', () => {
    expect([c.CURRENCY, c.PAYMENT_CURRENCY, c.PAYMENT_COUNTRY, c.HOTEL_TIME_ZONE]).toEqual([
      'EUR',
      'eur',
      'IT',
      'Europe/Rome',
    ]);
  });

  it('knows Italy by its Alloggiati code and the genders M and F', () => {
    // The original description's 'country 110 = Italy' was a row id of the old site: product.md §14,
    // docs/decisions/006-online-check-in.md.
    expect(c.ITALY_COUNTRY_ID).toBe(100000100);
    expect(c.GENDERS).toEqual(['M', 'F']);
  });

  it('shows toasts 6000 ms and flash notices 4000 ms, of four kinds', () => {
    expect([c.TOAST_DURATION_MS, c.FLASH_DURATION_MS]).toEqual([6000, 4000]);
    expect(c.NOTICE_TYPES).toEqual(['success', 'error', 'warning', 'info']);
  });

  it('waits as product.md says: search 500, add room 1000, login 800, payment 1200, personalisation 400, stagger 100, participant 1000', () => {
    expect([
      c.SEARCH_DEBOUNCE_MS,
      c.ADD_ROOM_LOADING_MS,
      c.LOGIN_REDIRECT_MS,
      c.POST_PAYMENT_REDIRECT_MS,
      c.PERSONALISATION_REDIRECT_MS,
      c.PERSONALISATION_STAGGER_MS,
      c.PARTICIPANT_DONE_MS,
    ]).toEqual([500, 1000, 800, 1200, 400, 100, 1000]);
  });

  it('asks a 100 euro deposit with the note "Reservation Deposit", and 75 euro per person for rooms', () => {
    expect([c.DEFAULT_DEPOSIT_CENTS, c.DEFAULT_DEPOSIT_NOTE, c.BOOKING_DEPOSIT_PER_PERSON_CENTS]).toEqual([
      10000,
      'Reservation Deposit',
      7500,
    ]);
  });

  it('prices airport transfers per person: Venice 35 euro, Treviso 45 euro', () => {
    expect(c.AIRPORTS).toEqual(['VCE', 'TSF']);
    expect(c.AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS).toEqual({ VCE: 3500, TSF: 4500 });
  });

  it('posts the placeholder payment intent 9 for a zero total, and gives a 200 euro bonus voucher', () => {
    expect(c.ZERO_TOTAL_PAYMENT_INTENT_ID).toBe('9');
    expect(c.BONUS_VOUCHER_CENTS).toBe(20000);
  });

  it('limits rooms to 1..5, adults to 1..3, kids to 0..2 and ages to 0..17', () => {
    expect([c.MIN_ROOMS, c.MAX_ROOMS, c.MIN_ADULTS_PER_ROOM, c.MAX_ADULTS_PER_ROOM]).toEqual([1, 5, 1, 3]);
    expect([c.MIN_CHILDREN_PER_ROOM, c.MAX_CHILDREN_PER_ROOM, c.MIN_CHILD_AGE, c.MAX_CHILD_AGE]).toEqual([0, 2, 0, 17]);
  });
});
