import { describe, expect, it } from 'vitest';
import { cardBrand, cardProblem, passesLuhn } from '@domain/cardNumbers';
import { formatCardNumber, formatExpiry, liveCardProblem } from '@src/payments/sandbox/liveCardProblem';

const today = new Date(2026, 5, 15);

describe('card number rules of the payment sandbox', () => {
  it("knows Stripe's test cards pass the Luhn check and a changed digit does not", () => {
    for (const n of [
      '4242424242424242',
      '4000002500003155',
      '4000000000009995',
      '4000000000000002',
      '4000000000000069',
      '5555555555554444',
      '378282246310005',
    ]) {
      expect(passesLuhn(n), n).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('names the brand from the first digits', () => {
    expect([
      cardBrand('4242'),
      cardBrand('5555'),
      cardBrand('2221'),
      cardBrand('3782'),
      cardBrand('6011'),
      cardBrand('9999'),
    ]).toEqual(['visa', 'mastercard', 'mastercard', 'amex', 'discover', 'unknown']);
  });

  it('finds the first problem of a whole card in field order', () => {
    const good = { number: '4242424242424242', expMonth: 12, expYear: 30, cvc: '123' };
    expect(cardProblem(good, today)).toBeNull();
    expect(cardProblem({ ...good, number: '4242' }, today)).toBe('number_incomplete');
    expect(cardProblem({ ...good, expMonth: 5, expYear: 26 }, today)).toBe('expiry_past');
    expect(cardProblem({ ...good, expMonth: 6, expYear: 2026 }, today)).toBeNull();
    expect(cardProblem({ ...good, expMonth: 13 }, today)).toBe('expiry_month_invalid');
    expect(cardProblem({ ...good, number: '378282246310005', cvc: '123' }, today)).toBe('cvc_incomplete');
  });
});

describe('live messages of the sandbox card field', () => {
  const card = { number: '', expiry: '', cvc: '' };

  it('says a complete but wrong number at once, an incomplete one only after leaving the input', () => {
    expect(liveCardProblem({ ...card, number: '4242 4242 4242 4241' }, {}, today)).toBe('number_invalid');
    expect(liveCardProblem({ ...card, number: '4242 42' }, {}, today)).toBeNull();
    expect(liveCardProblem({ ...card, number: '4242 42' }, { number: true }, today)).toBe('number_incomplete');
  });

  it('says a past expiry or an impossible month as soon as it is typed', () => {
    const number = '4242 4242 4242 4242';
    expect(liveCardProblem({ ...card, number, expiry: '01 / 20' }, {}, today)).toBe('expiry_past');
    expect(liveCardProblem({ ...card, number, expiry: '13' }, {}, today)).toBe('expiry_month_invalid');
    expect(liveCardProblem({ ...card, number, expiry: '12 / 3' }, { expiry: true }, today)).toBe('expiry_incomplete');
    expect(liveCardProblem({ ...card, number, expiry: '12 / 30', cvc: '1' }, { cvc: true }, today)).toBe(
      'cvc_incomplete',
    );
  });

  it('formats the number in groups and the expiry as MM / YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('5')).toBe('05');
  });
});
