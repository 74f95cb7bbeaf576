/**
 * Gift card codes: 16 characters of Crockford's Base32 (digits and letters without I, L, O and U,
 * so no two characters look alike; an O typed is read as 0, an I or L as 1), printed
 * `XXXX-XXXX-XXXX-XXXX`. The last character is a check character (Luhn mod N, which needs an
 * alphabet of even size: 32), so any single mistyped character is caught before the server looks
 * the code up, and so is nearly every swap of two neighbours.
 */
export const GIFT_CARD_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;
const N = GIFT_CARD_CODE_ALPHABET.length;

/** The check character of the first 15 characters (all from the alphabet). */
export function checkCharacter(body: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    const product = factor * GIFT_CARD_CODE_ALPHABET.indexOf(body[i]);
    sum += Math.floor(product / N) + (product % N);
    factor = factor === 2 ? 1 : 2;
  }
  return GIFT_CARD_CODE_ALPHABET[(N - (sum % N)) % N];
}

/** What a person typed, as the code's 16 characters: upper case, without spaces and dashes, look-alikes read as Crockford says. */
export const normalizeGiftCardCode = (typed: string) =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

/** A well-formed code (normalized): 16 characters of the alphabet whose last one checks the others. */
export function isGiftCardCode(code: string): boolean {
  if (code.length !== GIFT_CARD_CODE_LENGTH || [...code].some((c) => !GIFT_CARD_CODE_ALPHABET.includes(c)))
    return false;
  return checkCharacter(code.slice(0, -1)) === code.slice(-1);
}

/** A code from 15 random alphabet indexes (the caller's random source) and its check character. */
export function giftCardCodeFrom(indexes: number[]): string {
  const body = indexes.map((i) => GIFT_CARD_CODE_ALPHABET[i]).join('');
  return body + checkCharacter(body);
}

/** `XXXX-XXXX-XXXX-XXXX`, as printed on the card and in mails. */
export const formatGiftCardCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
