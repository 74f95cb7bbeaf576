// How a refused or failed request reaches a form (product.md §1.3: server field errors under each
// field, the message in the toast), and who the signed-in customer is (product.md §1.1).
import { describe, expect, it } from 'vitest';
import { hasFieldErrors, toSubmitFailure } from '@domain/submitFailure';
import { customerOf } from '@domain/customer';

describe('a failed submission', () => {
  it("keeps a 422's message and its field errors", () => {
    const answer = {
      message: 'The given data was invalid.',
      errors: { email: ['The email field is required.'], privacy: ['Accept the privacy policy.'] },
    };
    expect(toSubmitFailure(answer)).toEqual(answer);
  });

  it('reads a network failure as its message with no field errors', () => {
    expect(toSubmitFailure(new TypeError('Failed to fetch'))).toEqual({ message: 'Failed to fetch', errors: {} });
  });

  it('leaves the message empty when there is none to show (the view says "missing or incorrect details")', () => {
    for (const thrown of [null, undefined, 'boom', 42, {}, { message: 42 }, { message: null }]) {
      expect(toSubmitFailure(thrown), String(thrown)).toEqual({ message: '', errors: {} });
    }
  });

  it('ignores field errors that are not an object', () => {
    expect(toSubmitFailure({ message: 'Invalid', errors: null })).toEqual({ message: 'Invalid', errors: {} });
    expect(toSubmitFailure({ message: 'Invalid', errors: 'email' })).toEqual({ message: 'Invalid', errors: {} });
  });

  it('has field errors only when at least one field is named', () => {
    expect(hasFieldErrors({ message: 'Invalid', errors: {} })).toBe(false);
    expect(hasFieldErrors({ message: 'Invalid', errors: { email: ['Required'] } })).toBe(true);
  });
});

describe('the customer of the signed-in user', () => {
  it('is their discount and bonus credit, and null for a guest', () => {
    expect(customerOf({ discount_percent: 10, bonus_terme_credit: 20000 })).toEqual({
      discountPercent: 10,
      bonusCredit: 20000,
    });
    expect(customerOf({ discount_percent: 0, bonus_terme_credit: 0 })).toEqual({ discountPercent: 0, bonusCredit: 0 });
    expect(customerOf(null)).toBeNull();
    expect(customerOf(undefined)).toBeNull();
  });
});
