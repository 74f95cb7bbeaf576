import { eq } from 'drizzle-orm';
import { hotelToday } from '../../../domain/dates';
import { giftCardStatus, type GiftCardBalance } from '../../../domain/shop';
import type { Db } from '../../db/client';
import { giftCards } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { day, int, obj, str } from '../../http/answers';
import type { Locale } from '../../../domain/locales';
import { giftCardCodeHash } from './codes';
import { giftCardMessages } from './messages';

/** A card's balance and expiry by its code (already normalized and checked); unknown is a 422 under `code`. */
/** giftCardBalance's answer as JSON Schema (decision 019). */
export const giftCardBalanceSchema = obj({
  last_four: str,
  value: { ...int, description: 'Cents at purchase.' },
  balance: { ...int, description: 'Cents left now.' },
  expires_on: day,
  status: { type: 'string', enum: ['valid', 'expired', 'used', 'void'] },
});

export async function giftCardBalance(
  db: Db,
  secret: string,
  code: string,
  locale: Locale,
  today = hotelToday(),
): Promise<GiftCardBalance> {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, giftCardCodeHash(secret, code)));
  if (!card) throw fieldError('code', giftCardMessages.unknown, locale);
  const status = giftCardStatus(card, today);
  return { last_four: card.codeLast4, value: card.value, balance: card.balance, expires_on: card.expiresOn, status };
}
