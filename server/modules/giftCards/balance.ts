import { eq } from 'drizzle-orm';
import { hotelToday } from '../../../domain/dates';
import type { GiftCardBalance } from '../../../domain/shop';
import type { Db } from '../../db/client';
import { giftCards } from '../../db/schema';
import { fieldError } from '../../http/errors';
import type { Locale } from '../../../domain/locales';
import { giftCardCodeHash } from './codes';
import { giftCardMessages } from './messages';

/** A card's balance and expiry by its code (already normalized and checked); unknown is a 422 under `code`. */
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
  const status = card.expiresOn < today ? 'expired' : card.balance === 0 ? 'used' : 'valid';
  return { last_four: card.codeLast4, value: card.value, balance: card.balance, expires_on: card.expiresOn, status };
}
