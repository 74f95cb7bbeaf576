import {
  cardBrand,
  cvcProblem,
  digitsOnly,
  expiryProblem,
  numberLength,
  numberProblem,
  parseExpiry,
  type CardProblem,
} from '@domain/cardNumbers';

export interface SandboxCard {
  number: string;
  expiry: string;
  cvc: string;
}

export type Touched = Partial<Record<keyof SandboxCard, boolean>>;

/**
 * What the alert line says while the guest types, like Stripe Elements: a number, date or
 * code that is certainly wrong at once; an incomplete one only after leaving its input.
 */
export function liveCardProblem(card: SandboxCard, touched: Touched, today = new Date()): CardProblem | null {
  const digits = digitsOnly(card.number);
  const fullLength = digits.length >= numberLength(cardBrand(digits));
  const number = numberProblem(digits);
  if (number && (fullLength || touched.number)) return number;
  const expiryDigits = digitsOnly(card.expiry);
  const { month, year } = parseExpiry(card.expiry);
  const typedMonth = Number(expiryDigits.slice(0, 2));
  if (expiryDigits.length >= 2 && (typedMonth < 1 || typedMonth > 12)) return 'expiry_month_invalid';
  if (expiryDigits.length >= 4) {
    const expiry = expiryProblem(month, year, today);
    if (expiry) return expiry;
  } else if (touched.expiry && (expiryDigits.length > 0 || touched.cvc)) {
    return 'expiry_incomplete';
  }
  if (touched.cvc && digitsOnly(card.cvc).length > 0) return cvcProblem(card.cvc, digits);
  return null;
}

/** '4242424242424242' -> '4242 4242 4242 4242' (Amex: 4-6-5). */
export function formatCardNumber(text: string): string {
  const digits = digitsOnly(text).slice(0, 19);
  if (cardBrand(digits) === 'amex')
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1228' -> '12 / 28'; a first digit above 1 is a month: '5' -> '05 / '. */
export function formatExpiry(text: string): string {
  let digits = digitsOnly(text).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
