// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  airportTransferTotal,
  applyDiscountPercent,
  bonusVoucherDiscount,
  bookingDeposit,
  cityTax,
  formatMoney,
  formatMoneyInput,
  parseMoneyInput,
} from '../../../domain/money';
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

  it('counts city tax per person per night', () => {
    expect(cityTax(2, 3)).toBe(900);
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
