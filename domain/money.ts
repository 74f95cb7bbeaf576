import {
  AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS,
  BOOKING_DEPOSIT_PER_PERSON_CENTS,
  CURRENCY,
  type Airport,
} from './constants';
import { INTL_LOCALE, type Locale } from './locales';

const formatters = new Map<Locale, Intl.NumberFormat>();

/** `1234550, 'de'` -> `12.345,50 €`; `'en'` -> `€12,345.50`. Only views turn cents into euros. */
export function formatMoney(cents: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: CURRENCY });
    formatters.set(locale, formatter);
  }
  return formatter.format(cents / 100);
}

/**
 * Euros typed by a person -> integer cents (product.md §1.2).
 * - spaces and the euro sign are ignored; a leading '-' is kept (validation refuses it later);
 * - a comma is a decimal separator: '12,50' -> 1250;
 * - when both ',' and '.' appear, the LAST one is the decimal separator and the other groups
 *   thousands: '1.234,5' -> 123450, '1,234.5' -> 123450;
 * - one kind of separator appearing several times groups thousands: '1.234.567' -> 123456700;
 *   appearing once it is decimal: '1.234' -> 123 (1.234 euros rounded), as an input would read it;
 * - anything else that is not a number ('abc', '12abc', '', '1,2,3.4.5', NaN, 1e21) -> 0;
 * - more than two decimals round half away from zero to whole cents ('0,005' -> 1).
 */
export function parseMoneyInput(text: string | number | null | undefined): number {
  // A number is read as its decimal text: 1.005 * 100 is 100.49999... in binary, 1.005 is 101 cents.
  const cleaned = String(text ?? '').replace(/[\s\u00a0\u202f€]/g, '');
  const match = /^(-?)([\d.,]+)$/.exec(cleaned);
  if (!match || !/\d/.test(match[2])) return 0;
  const [, sign, body] = match;
  const split = splitDecimal(body);
  if (!split) return 0;
  // Only digits are left on both sides: the body holds digits and separators, splitDecimal removes them.
  const [whole, fraction] = split;
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return sign && cents !== 0 ? -cents : cents;
}

/** Splits '1.234,56' into ['1234', '56']; null when the separators make no sense. */
function splitDecimal(body: string): [string, string] | null {
  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  if (lastComma === -1 && lastDot === -1) return [body, ''];
  const decimalSeparator = lastComma > lastDot ? ',' : '.';
  const groupSeparator = decimalSeparator === ',' ? '.' : ',';
  const hasGroup = body.includes(groupSeparator);
  const decimalCount = body.split(decimalSeparator).length - 1;
  if (!hasGroup && decimalCount > 1) return [body.split(decimalSeparator).join(''), ''];
  if (decimalCount > 1) return null;
  const at = body.lastIndexOf(decimalSeparator);
  return [body.slice(0, at).split(groupSeparator).join(''), body.slice(at + 1)];
}

/** Cents -> the text of a money input with two decimals: 1250 -> '12.50' ('12,50' for it/de). */
export function formatMoneyInput(cents: number, locale?: Locale): string {
  const text = (Math.round(cents) / 100).toFixed(2);
  return locale === 'it' || locale === 'de' ? text.replace('.', ',') : text;
}

/** A user's discount: total minus round(total x percent / 100) (product.md §1.1). */
export function applyDiscountPercent(totalCents: number, percent: number | null | undefined): number {
  if (!percent || !Number.isFinite(percent)) return totalCents;
  return totalCents - Math.round((totalCents * percent) / 100);
}

/** Room booking deposit: 75 euro per person (adults + children). */
export function bookingDeposit(people: number): number {
  return BOOKING_DEPOSIT_PER_PERSON_CENTS * Math.max(0, Math.trunc(people));
}

/** An airport transfer's total (product.md §8.3): the airport's price per person (the site's settings, §12.17) times people. */
export function airportTransferTotal(
  airport: Airport,
  people: number,
  prices: Record<Airport, number> = AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS,
): number {
  return prices[airport] * Math.max(0, people);
}

/**
 * Day-spa bonus voucher: the discount is one person's price (total / people), capped at the
 * user's remaining bonus credit (product.md §3.4).
 */
export function bonusVoucherDiscount(totalCents: number, people: number, creditCents: number): number {
  if (people < 1 || totalCents <= 0 || creditCents <= 0) return 0;
  return Math.min(Math.round(totalCents / people), creditCents);
}
