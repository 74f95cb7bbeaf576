import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/**
 * Bank details of a refund request (product.md §8.2). ibantools checks an IBAN's length per country and
 * its ISO 13616 / ISO 7064 mod-97 checksum, and a BIC's ISO 9362 format (bank, country, location,
 * optional branch). People type them with spaces and in lower case: both are normalised first.
 */

/** 'de89 3704 0044 0532 0130 00' -> 'DE89370400440532013000' (no spaces, upper case). */
export function normalizeIban(text: string): string {
  return electronicFormatIBAN(text) ?? '';
}

export function isIban(text: string): boolean {
  return isValidIBAN(normalizeIban(text));
}

/** 'cobadeffxxx' -> 'COBADEFFXXX'. */
export function normalizeBic(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isBic(text: string): boolean {
  return isValidBIC(normalizeBic(text));
}

/**
 * The IBAN as the guest types it, grouped in fours ('DE89 3704 0044 ...'): what they compare with
 * their bank card. Only letters and digits are kept; at most 34 characters (the longest IBAN).
 */
export function groupIban(text: string): string {
  const compact = text
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, 34);
  return friendlyFormatIBAN(compact) ?? compact;
}
