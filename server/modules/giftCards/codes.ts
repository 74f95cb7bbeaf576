import { createHmac, randomInt } from 'node:crypto';
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH, giftCardCodeFrom } from '../../../domain/giftCardCode';

/** A new code: 15 characters from the CSPRNG (about 74 bits) and the check character. */
export const newGiftCardCode = () =>
  giftCardCodeFrom(Array.from({ length: GIFT_CARD_CODE_LENGTH - 1 }, () => randomInt(GIFT_CARD_CODE_ALPHABET.length)));

/**
 * What the database keeps of a code: an HMAC keyed with the server's secret, so a copy of the
 * table alone cannot be turned back into spendable codes. The secret must stay the same for the
 * cards sold to remain findable (SESSION_SECRET, or the generated one in DATA_DIR).
 */
export const giftCardCodeHash = (secret: string, code: string) =>
  createHmac('sha256', secret).update(`gift-card:${code}`).digest('hex');
