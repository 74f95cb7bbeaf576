// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isTokenScope } from '@domain/accessTokens';
import { isItaly, roleOfPosition } from '@domain/checkIn';
import { isTranslations } from '@domain/locales';
import { pathIn } from '@domain/pageHead';
import { paidWithGiftCard } from '@domain/paymentSplit';
import { giftCardExpiry, giftCardItems, missingRecipientEmail, type Cart, type CartItem } from '@domain/shop';

// Small rules of domain/ that only server and browser tests reached (mutation score, issue 8 §5).
// Expected values are written from docs/product.md and the issues, not read from the code.

describe('token scopes (product.md §13: scopes chosen from the server list; issue 14)', () => {
  it('knows the four scopes a token may carry and nothing else', () => {
    for (const scope of ['profile:read', 'reservations:read', 'availability:read', 'day-spa:reserve'])
      expect(isTokenScope(scope)).toBe(true);
    for (const other of ['profile:write', 'PROFILE:READ', '', 'admin', null, undefined, 1, ['profile:read']])
      expect(isTokenScope(other)).toBe(false);
  });
});

describe('check-in roles and Italy (product.md §9; issue 13)', () => {
  it('makes position 1 the booker and every other guest a companion', () => {
    expect(roleOfPosition(1)).toBe('booker');
    expect(roleOfPosition(2)).toBe('companion');
    expect(roleOfPosition(0)).toBe('companion');
  });

  it('recognises Italy by its Alloggiati code, as a number or as text, and nothing empty', () => {
    expect(isItaly(100000100)).toBe(true);
    expect(isItaly('100000100')).toBe(true);
    expect(isItaly(100000219)).toBe(false);
    expect(isItaly('')).toBe(false);
    expect(isItaly(null)).toBe(false);
    expect(isItaly(undefined)).toBe(false);
  });
});

describe('a text in the three languages (decision 001)', () => {
  it('needs a string for it, en and de', () => {
    expect(isTranslations({ it: 'Ciao', en: 'Hello', de: 'Hallo' })).toBe(true);
    expect(isTranslations({ it: 'Ciao', en: 'Hello' })).toBe(false);
    expect(isTranslations({ it: 'Ciao', en: 'Hello', de: 3 })).toBe(false);
    expect(isTranslations(null)).toBe(false);
    expect(isTranslations('Hello')).toBe(false);
  });
});

describe('how a purchase was paid (issue 11: receipts show each gift card, then the card)', () => {
  it('says a gift card paid when at least one did', () => {
    expect(paidWithGiftCard({ gift_cards: [], card: { last_four: '4242', amount: 5000 } })).toBe(false);
    expect(
      paidWithGiftCard({
        gift_cards: [{ last_four: 'QXA9', amount: 2000 }],
        card: { last_four: '4242', amount: 3000 },
      }),
    ).toBe(true);
    expect(paidWithGiftCard({ gift_cards: [{ last_four: 'QXA9', amount: 5000 }], card: null })).toBe(true);
  });
});

describe('gift cards of the cart (product.md §5.3: personalisation needs every gift card)', () => {
  const line = (rowId: string, type: CartItem['options']['type'], email: string): CartItem => ({
    rowId,
    name: rowId,
    qty: 1,
    price: 10000,
    subtotal: 10000,
    options: {
      type,
      people: 1,
      variation: { id: 1, text: '100 euro' },
      delivery: { name: 'Anna', email, message: '' },
      recipients: type === 'giftcard' && email ? [{ name: 'Anna', email, message: '' }] : [],
      date: type === 'reservation' ? '2026-12-01' : null,
    },
  });

  it('keeps the gift cards and leaves the spa reservations out', () => {
    const cart: Cart = {
      items: [line('a', 'giftcard', 'anna@example.com'), line('b', 'reservation', ''), line('c', 'giftcard', '')],
      total: 30000,
    };
    expect(giftCardItems(cart).map((item) => item.rowId)).toEqual(['a', 'c']);
    expect(giftCardItems({ items: [line('b', 'reservation', '')], total: 10000 })).toEqual([]);
  });

  it("refuses only a gift card without its recipient's email, not a reservation without one", () => {
    expect(missingRecipientEmail({ items: [line('b', 'reservation', '')], total: 10000 })).toBe(false);
    expect(missingRecipientEmail({ items: [line('a', 'giftcard', 'anna@example.com')], total: 10000 })).toBe(false);
    expect(
      missingRecipientEmail({
        items: [line('a', 'giftcard', 'anna@example.com'), line('c', 'giftcard', '')],
        total: 20000,
      }),
    ).toBe(true);
  });
});

describe('gift card expiry (product.md §5.1: one year from purchase)', () => {
  it('writes a single-digit day with its leading zero', () => {
    expect(giftCardExpiry('2026-03-05')).toBe('2027-03-05');
  });
});

describe("a page's address in another language (issue 10: one address per page, whatever its spelling)", () => {
  it('drops every trailing slash, and keeps the home page its one slash', () => {
    expect(pathIn('en', '/booking//')).toBe('/en/booking');
    expect(pathIn('de', '/')).toBe('/de/');
  });
});
