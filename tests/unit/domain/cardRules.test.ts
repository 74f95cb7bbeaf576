// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardProblem,
  cvcLength,
  cvcProblem,
  digitsOnly,
  expiryProblem,
  numberLength,
  numberProblem,
  parseExpiry,
  passesLuhn,
} from '@domain/cardNumbers';

/** 15 June 2026, the day the expiry rules are judged on. */
const today = new Date(2026, 5, 15);

describe('card numbers (the sandbox card field and its server check)', () => {
  it('reads only the digits a person typed', () => {
    expect(digitsOnly('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(digitsOnly('ab')).toBe('');
  });

  it('names Mastercard from 51-55 and 2221-2720, and nothing else', () => {
    expect(['5100', '5555', '2221', '2300', '2699', '2710', '2720'].map(cardBrand)).toEqual(
      Array(7).fill('mastercard'),
    );
    expect(['5000', '5600', '2220', '2721', '2800'].map(cardBrand)).toEqual(Array(5).fill('unknown'));
  });

  it('names Amex from 34 and 37, Discover from 6011, 65 and 644-649', () => {
    expect(['3400', '3700'].map(cardBrand)).toEqual(['amex', 'amex']);
    expect(['3500', '3800'].map(cardBrand)).toEqual(['unknown', 'unknown']);
    expect(['6011', '6500', '6440', '6490'].map(cardBrand)).toEqual(Array(4).fill('discover'));
    expect(['6012', '6430', '6600'].map(cardBrand)).toEqual(Array(3).fill('unknown'));
  });

  it('reads the brand after spaces, and only from the first digits', () => {
    expect(cardBrand(' 4242')).toBe('visa');
    expect(cardBrand('1234 4')).toBe('unknown');
    expect(cardBrand('9 34')).toBe('unknown');
  });

  it('wants 15 digits and a 4-digit CVC for Amex, 16 and 3 for the others', () => {
    expect([numberLength('amex'), cvcLength('amex')]).toEqual([15, 4]);
    expect([numberLength('visa'), cvcLength('visa')]).toEqual([16, 3]);
    expect([numberLength('unknown'), cvcLength('mastercard')]).toEqual([16, 3]);
  });

  it('runs the Luhn check from the last digit, doubling every second one', () => {
    expect(passesLuhn('4000 0025 0000 3155')).toBe(true);
    expect(passesLuhn('79927398713')).toBe(false); // valid Luhn, but shorter than any card
    expect(passesLuhn('000000000000')).toBe(true);
    expect(passesLuhn('000000000001')).toBe(false);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('5555555555554443')).toBe(false);
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('calls a number incomplete until it has its length, invalid when the check fails or it is too long', () => {
    expect(numberProblem('4242 4242 4242 424')).toBe('number_incomplete');
    expect(numberProblem('3782 822463 1000')).toBe('number_incomplete');
    expect(numberProblem('3782 822463 10005')).toBeNull();
    expect(numberProblem('4242 4242 4242 4241')).toBe('number_invalid');
    expect(numberProblem('4242 4242 4242 4242')).toBeNull();
    expect(numberProblem('4000 0000 0000 0000 0006')).toBe('number_invalid');
  });
});

describe('card expiry and CVC', () => {
  it('accepts a card until the end of its expiry month', () => {
    expect(expiryProblem(6, 26, today)).toBeNull();
    expect(expiryProblem(5, 26, today)).toBe('expiry_past');
    expect(expiryProblem(12, 25, today)).toBe('expiry_past');
    expect(expiryProblem(1, 27, today)).toBeNull();
    expect(expiryProblem(6, 2026, today)).toBeNull();
    expect(expiryProblem(5, 2026, today)).toBe('expiry_past');
  });

  it('reads a two-digit year as 20YY', () => {
    expect(expiryProblem(1, 99, today)).toBeNull();
    expect(expiryProblem(12, 0, today)).toBe('expiry_past');
  });

  it('refuses months outside 1 to 12 and missing parts', () => {
    expect(expiryProblem(0, 30, today)).toBe('expiry_month_invalid');
    expect(expiryProblem(13, 30, today)).toBe('expiry_month_invalid');
    expect(expiryProblem(12, 30, today)).toBeNull();
    expect(expiryProblem(1, 30, today)).toBeNull();
    expect(expiryProblem(NaN, 30, today)).toBe('expiry_incomplete');
    expect(expiryProblem(12, NaN, today)).toBe('expiry_incomplete');
    expect(expiryProblem(12, -1, today)).toBe('expiry_incomplete');
    expect(expiryProblem(1.5, 30, today)).toBe('expiry_incomplete');
  });

  it("reads 'MM / YY' typed by a person", () => {
    expect(parseExpiry('12 / 30')).toEqual({ month: 12, year: 30 });
    expect(parseExpiry('0731')).toEqual({ month: 7, year: 31 });
    expect(parseExpiry('12 / 301')).toEqual({ month: 12, year: 30 });
    expect(parseExpiry('12 / 3')).toEqual({ month: NaN, year: NaN });
  });

  it('wants as many CVC digits as the brand of the number', () => {
    expect(cvcProblem('12', '4242424242424242')).toBe('cvc_incomplete');
    expect(cvcProblem('123', '4242424242424242')).toBeNull();
    expect(cvcProblem('123', '378282246310005')).toBe('cvc_incomplete');
    expect(cvcProblem('1234', '378282246310005')).toBeNull();
    expect(cvcProblem('1 2a', '4242424242424242')).toBe('cvc_incomplete');
  });

  it('reports the expiry before the CVC', () => {
    expect(cardProblem({ number: '4242424242424242', expMonth: 1, expYear: 20, cvc: '' }, today)).toBe('expiry_past');
    expect(cardProblem({ number: '4242424242424242', expMonth: 1, expYear: 30, cvc: '' }, today)).toBe(
      'cvc_incomplete',
    );
  });
});

describe('card edges', () => {
  it('reads only years 0 to 99 as 20YY: the year 100 is long past', () => {
    expect(expiryProblem(1, 100, today)).toBe('expiry_past');
    expect(expiryProblem(1, 2100, today)).toBeNull();
  });

  it('reports the number before the expiry, and nothing for a whole valid card', () => {
    expect(cardProblem({ number: '4242', expMonth: 1, expYear: 20, cvc: '' }, today)).toBe('number_incomplete');
    expect(cardProblem({ number: '4242424242424242', expMonth: 13, expYear: 30, cvc: '123' }, today)).toBe(
      'expiry_month_invalid',
    );
    expect(cardProblem({ number: '4242424242424242', expMonth: 12, expYear: 30, cvc: '123' }, today)).toBeNull();
  });

  it('takes 19 digits that pass the check, and calls an unknown brand complete at 16', () => {
    expect(numberProblem('4000 0000 0000 0000 006')).toBeNull();
    expect(numberProblem('9999 9999 9999 9995')).toBeNull();
  });
});

describe('card brand and length edges', () => {
  it('names Mastercard from 2230 to 2299 and reads the Discover prefix only at the start', () => {
    expect(['2230', '2299'].map(cardBrand)).toEqual(['mastercard', 'mastercard']);
    expect(cardBrand('1650')).toBe('unknown');
    expect(cardBrand('1 6011')).toBe('unknown');
  });

  it('calls 20 digits invalid even when they pass the check', () => {
    expect(numberProblem('4000 0000 0000 0000 0002')).toBe('number_invalid');
  });
});
