// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatGiftCardCode,
  GIFT_CARD_CODE_ALPHABET,
  isGiftCardCode,
  normalizeGiftCardCode,
} from '@domain/giftCardCode';
import { giftCardExpiry, giftCardLineTotal, missingRecipientEmail, type Cart } from '@domain/shop';

describe('gift card codes (issue 11)', () => {
  it('uses an alphabet without look-alikes', () => {
    for (const lookAlike of ['O', 'I', 'L', 'U']) expect(GIFT_CARD_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(GIFT_CARD_CODE_ALPHABET).size).toBe(32);
  });

  it('accepts codes whose check character was worked out by hand (Luhn mod 32)', () => {
    // All zero values: the sum is 0, the check is the alphabet's first character.
    expect(isGiftCardCode('0000000000000000')).toBe(true);
    // '1' (value 1) doubled is 2; 32 - 2 = 30, the alphabet's 'Y'.
    expect(isGiftCardCode('000000000000001Y')).toBe(true);
    expect(isGiftCardCode('000000000000001Z')).toBe(false);
    // 'Z' (31) doubled is 62 = 1 x 32 + 30, digits summed 31; '1' (1) not doubled: 32 in all; check 0.
    expect(isGiftCardCode('00000000000001Z0')).toBe(true);
  });

  it('catches every single mistyped character before any lookup', () => {
    const code = '000000000000001Y';
    for (let position = 0; position < code.length; position++) {
      for (const typo of GIFT_CARD_CODE_ALPHABET) {
        if (typo === code[position]) continue;
        expect(isGiftCardCode(code.slice(0, position) + typo + code.slice(position + 1))).toBe(false);
      }
    }
  });

  it('reads what people type: lower case, spaces and dashes; refuses other lengths and characters', () => {
    expect(normalizeGiftCardCode(' 0000-0000 0000-001y ')).toBe('000000000000001Y');
    // An O typed for a zero, an l or I for a one.
    expect(normalizeGiftCardCode('oooo-0000-0000-00ly')).toBe('000000000000001Y');
    expect(isGiftCardCode(normalizeGiftCardCode('0000-0000-0000-0oIy'))).toBe(true);
    expect(isGiftCardCode('00000000000000001Y')).toBe(false);
    expect(isGiftCardCode('U000000000000000')).toBe(false);
    expect(formatGiftCardCode('000000000000001Y')).toBe('0000-0000-0000-001Y');
  });
});

describe('gift card rules (product.md §5.1, §5.4)', () => {
  it('values a line at quantity x variation price x people', () => {
    expect(giftCardLineTotal(3, 9500, 2)).toBe(57000);
    expect(giftCardLineTotal(1, 4000, 1)).toBe(4000);
  });

  it('expires one year after purchase; 29 February expires on 28 February', () => {
    expect(giftCardExpiry('2026-11-23')).toBe('2027-11-23');
    expect(giftCardExpiry('2028-02-29')).toBe('2029-02-28');
    expect(giftCardExpiry('2026-12-31')).toBe('2027-12-31');
  });

  it('finds a gift card without recipient email', () => {
    const item = (email: string) => ({
      rowId: email || 'x',
      name: 'Spa gift card',
      qty: 1,
      price: 4000,
      subtotal: 4000,
      options: {
        type: 'giftcard' as const,
        people: 1,
        variation: { id: 1, text: 'Entry' },
        delivery: { name: 'A', email, message: '' },
        recipients: email ? [{ name: 'A', email, message: '' }] : [],
        date: null,
      },
    });
    const cart = (emails: string[]): Cart => ({ items: emails.map(item), total: 0 });
    expect(missingRecipientEmail(cart(['a@example.com', '']))).toBe(true);
    expect(missingRecipientEmail(cart(['a@example.com']))).toBe(false);
    expect(missingRecipientEmail(cart([]))).toBe(false);
  });
});
