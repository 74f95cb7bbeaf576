import { clockNow } from './clock';
/**
 * Card number, expiry and CVC rules of the payment sandbox, shared by its browser card field
 * (live messages) and its server endpoint (422). Stripe Elements applies the same rules itself.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export type CardProblem =
  | 'number_incomplete'
  | 'number_invalid'
  | 'expiry_incomplete'
  | 'expiry_month_invalid'
  | 'expiry_past'
  | 'cvc_incomplete';

export const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function cardBrand(number: string): CardBrand {
  const n = digitsOnly(number);
  if (/^4/.test(n)) return 'visa';
  // Mastercard: 51-55, and 2221-2720 (four digits: 2220 is not one).
  if (/^(5[1-5]|2(22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  return 'unknown';
}

export const numberLength = (brand: CardBrand) => (brand === 'amex' ? 15 : 16);
export const cvcLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3);

export function passesLuhn(number: string): boolean {
  const n = digitsOnly(number);
  if (n.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let digit = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function numberProblem(number: string): CardProblem | null {
  const n = digitsOnly(number);
  const brand = cardBrand(n);
  if (n.length < numberLength(brand)) return 'number_incomplete';
  if (n.length > 19 || !passesLuhn(n)) return 'number_invalid';
  return null;
}

/** A two-digit year is 20YY. The card is valid until the end of its expiry month. */
export function expiryProblem(month: number, year: number, today = clockNow()): CardProblem | null {
  if (!Number.isInteger(month) || !Number.isInteger(year) || year < 0) return 'expiry_incomplete';
  if (month < 1 || month > 12) return 'expiry_month_invalid';
  const fullYear = year < 100 ? 2000 + year : year;
  const current = today.getFullYear() * 12 + today.getMonth();
  if (fullYear * 12 + (month - 1) < current) return 'expiry_past';
  return null;
}

export function cvcProblem(cvc: string, number: string): CardProblem | null {
  const digits = digitsOnly(cvc);
  return digits.length < cvcLength(cardBrand(number)) ? 'cvc_incomplete' : null;
}

/** 'MM / YY' typed by a person -> month and year; NaN parts when incomplete. */
export function parseExpiry(text: string): { month: number; year: number } {
  const digits = digitsOnly(text);
  if (digits.length < 4) return { month: NaN, year: NaN };
  return { month: Number(digits.slice(0, 2)), year: Number(digits.slice(2, 4)) };
}

/** The first problem of a whole card, in the order the fields appear. */
export function cardProblem(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  today = clockNow(),
): CardProblem | null {
  return (
    numberProblem(card.number) ?? expiryProblem(card.expMonth, card.expYear, today) ?? cvcProblem(card.cvc, card.number)
  );
}
