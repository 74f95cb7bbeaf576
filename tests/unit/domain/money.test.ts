// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  airportTransferTotal,
  applyDiscountPercent,
  bonusVoucherDiscount,
  bookingDeposit,
  formatMoney,
  formatMoneyInput,
  parseMoneyInput,
} from '@domain/money';
import { plainSpaces } from './helpers';

describe('formatMoney', () => {
  it('writes euros with each language’s conventions', () => {
    expect(plainSpaces(formatMoney(1234550, 'it'))).toBe('12.345,50 €');
    expect(plainSpaces(formatMoney(1234550, 'de'))).toBe('12.345,50 €');
    expect(formatMoney(1234550, 'en')).toBe('€12,345.50');
  });

  it('shows whole euros with two decimals', () => {
    expect(formatMoney(10000, 'en')).toBe('€100.00');
  });
});

describe('parseMoneyInput', () => {
  it('reads a comma as the decimal separator', () => {
    expect(parseMoneyInput('12,50')).toBe(1250);
  });

  it('reads a single dot as the decimal separator', () => {
    expect(parseMoneyInput('12.5')).toBe(1250);
  });

  it('turns non-numeric text into 0', () => {
    expect(parseMoneyInput('abc')).toBe(0);
    expect(parseMoneyInput('12abc')).toBe(0);
    expect(parseMoneyInput('')).toBe(0);
    expect(parseMoneyInput(',')).toBe(0);
  });

  it('takes the last separator as decimal when both appear (Italian and English grouping)', () => {
    expect(parseMoneyInput('1.234,5')).toBe(123450);
    expect(parseMoneyInput('1,234.5')).toBe(123450);
  });

  it('reads a separator repeated without the other kind as thousands grouping', () => {
    expect(parseMoneyInput('1.234.567')).toBe(123456700);
    expect(parseMoneyInput('1,234,567')).toBe(123456700);
  });

  it('refuses separators that make no sense', () => {
    expect(parseMoneyInput('1,2,3.4.5')).toBe(0);
  });

  it('ignores spaces and the euro sign', () => {
    expect(parseMoneyInput(' € 100 ')).toBe(10000);
  });

  it('rounds to whole cents, half away from zero, without float errors', () => {
    expect(parseMoneyInput('1,005')).toBe(101);
    expect(parseMoneyInput('1,004')).toBe(100);
    expect(parseMoneyInput('0,1')).toBe(10);
  });

  it('keeps a minus sign so validation can refuse it', () => {
    expect(parseMoneyInput('-5')).toBe(-500);
  });

  it('accepts a number of euros', () => {
    expect(parseMoneyInput(12.5)).toBe(1250);
  });
});

describe('formatMoneyInput', () => {
  it('shows cents with two decimals', () => {
    expect(formatMoneyInput(1250)).toBe('12.50');
    expect(formatMoneyInput(10000)).toBe('100.00');
  });

  it('uses a comma for Italian and German, and reads back the same cents', () => {
    expect(formatMoneyInput(123456, 'it')).toBe('1234,56');
    expect(parseMoneyInput(formatMoneyInput(123456, 'de'))).toBe(123456);
  });
});

describe('prices', () => {
  it('subtracts a rounded percentage discount', () => {
    expect(applyDiscountPercent(10000, 10)).toBe(9000);
    expect(applyDiscountPercent(999, 15)).toBe(999 - 150);
    expect(applyDiscountPercent(10000, 0)).toBe(10000);
  });

  it('asks a deposit of 75 euro per person', () => {
    expect(bookingDeposit(3)).toBe(22500);
    expect(bookingDeposit(0)).toBe(0);
  });

  it('prices airport transfers per person by airport', () => {
    expect(airportTransferTotal('VCE', 2)).toBe(7000);
    expect(airportTransferTotal('TSF', 2)).toBe(9000);
  });

  it('discounts one person’s price for the bonus voucher, capped by the credit', () => {
    expect(bonusVoucherDiscount(9000, 3, 20000)).toBe(3000);
    expect(bonusVoucherDiscount(9000, 3, 1000)).toBe(1000);
    expect(bonusVoucherDiscount(9000, 3, 0)).toBe(0);
  });
});

// Edges of product.md §1.2 (money input), §3.4 (bonus voucher) and §2.3 (75 euro per person
// deposit, city tax of 1.50 euro per person per night), each value worked out by hand.
describe('money edges', () => {
  it('reads the spaces a phone or a copied amount puts between thousands', () => {
    expect(parseMoneyInput('1\u00a0234,50')).toBe(123450);
    expect(parseMoneyInput('1\u202f234,50 €')).toBe(123450);
  });

  it('turns what is not an amount into 0: no input, a bare separator, a number that is not finite', () => {
    expect(parseMoneyInput(null)).toBe(0);
    expect(parseMoneyInput(undefined)).toBe(0);
    expect(parseMoneyInput('.')).toBe(0);
    expect(parseMoneyInput('-')).toBe(0);
    expect(parseMoneyInput(Number.NaN)).toBe(0);
    expect(parseMoneyInput(Number.POSITIVE_INFINITY)).toBe(0);
    expect(parseMoneyInput('1,2.3,4')).toBe(0);
  });

  it('reads a minus zero as zero and keeps the sign of a real negative amount', () => {
    expect(Object.is(parseMoneyInput('-0'), 0)).toBe(true);
    expect(parseMoneyInput('-12,50')).toBe(-1250);
  });

  it('reads the cents digits one by one: a leading zero, a trailing half cent', () => {
    expect(parseMoneyInput('0,05')).toBe(5);
    expect(parseMoneyInput('2,995')).toBe(300);
    expect(parseMoneyInput(',5')).toBe(50);
    expect(parseMoneyInput('7,')).toBe(700);
  });

  it('writes a money input in English with a dot, rounding stray fractions of a cent', () => {
    expect(formatMoneyInput(1250, 'en')).toBe('12.50');
    expect(formatMoneyInput(1250, 'de')).toBe('12,50');
    expect(formatMoneyInput(1249.6)).toBe('12.50');
  });

  it('leaves the total alone without a usable discount', () => {
    expect(applyDiscountPercent(10000, null)).toBe(10000);
    expect(applyDiscountPercent(10000, undefined)).toBe(10000);
    expect(applyDiscountPercent(10000, Number.NaN)).toBe(10000);
    expect(applyDiscountPercent(10000, Number.POSITIVE_INFINITY)).toBe(10000);
    expect(applyDiscountPercent(1005, 50)).toBe(502);
  });

  it('counts whole people for the deposit and never a negative one', () => {
    expect(bookingDeposit(2.7)).toBe(15000);
    expect(bookingDeposit(-2)).toBe(0);
  });

  it('charges no transfer for no one', () => {
    expect(airportTransferTotal('VCE', -1)).toBe(0);
    expect(airportTransferTotal('VCE', 1)).toBe(3500);
  });

  it('gives no voucher discount without people, total or credit, and rounds one person’s share', () => {
    expect(bonusVoucherDiscount(9000, 0, 20000)).toBe(0);
    expect(bonusVoucherDiscount(0, 3, 20000)).toBe(0);
    expect(bonusVoucherDiscount(9000, 3, -1)).toBe(0);
    expect(bonusVoucherDiscount(9000, 1, 20000)).toBe(9000);
    expect(bonusVoucherDiscount(1000, 3, 20000)).toBe(333);
    expect(bonusVoucherDiscount(2000, 3, 20000)).toBe(667);
    expect(bonusVoucherDiscount(1, 1, 1)).toBe(1);
  });
});

describe('money input that only ends like an amount', () => {
  it('reads text around an amount as no amount', () => {
    expect(parseMoneyInput('abc5')).toBe(0);
    expect(parseMoneyInput('1-5')).toBe(0);
  });
});

describe('a number of euros', () => {
  it('rounds half a cent away from zero as typed text does (product.md §1.2), not as binary floats do', () => {
    // 1.005 * 100 is 100.49999999999999 in binary floating point.
    expect(parseMoneyInput(1.005)).toBe(101);
    expect(parseMoneyInput(-1.005)).toBe(-101);
    expect(parseMoneyInput(0.29)).toBe(29);
    expect(parseMoneyInput(1.0049999999)).toBe(100);
    expect(parseMoneyInput(1234)).toBe(123400);
  });
});
