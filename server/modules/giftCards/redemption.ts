import { and, eq, sql } from 'drizzle-orm';
import { formatDate, hotelToday } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { giftCards, giftCardUses } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { translate } from '../../http/messages';
import { enforceLimit } from '../../http/rateLimit';
import { giftCardCodeHash } from './codes';
import { giftCardMessages } from './messages';

/** Where a gift card is given at a payment: its code (normalized and checked) and the key of its hashes. */
export interface GiftCardPayment {
  code: string;
  secret: string;
  locale: Locale;
}

/**
 * In the hold's transaction: the card of `code`, locked, pays what it can of the held amount
 * (its balance, at most the amount); the rest is what the card payment charges, 0 when the card
 * covers it all (the zero-total path). The use is written to the card's ledger as 'held' until
 * the payment is decided. An unknown, expired or used-up card is a 422 under `gift_card_code`,
 * and the hold's transaction, with everything it took, is rolled back.
 */
export async function applyGiftCard<Held extends { purchaseId: number; amountCents: number }>(
  tx: Tx,
  kind: string,
  held: Held,
  card: GiftCardPayment,
): Promise<Held> {
  const field = (text: string) => fieldError('gift_card_code', text, card.locale);
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, giftCardCodeHash(card.secret, card.code)))
    .for('update');
  if (!row) throw field(translate(giftCardMessages.unknown, card.locale));
  if (row.voidedAt) throw field(translate(giftCardMessages.voided, card.locale));
  if (row.expiresOn < hotelToday())
    throw field(
      translate(giftCardMessages.expired, card.locale, {
        date: formatDate(row.expiresOn, card.locale, 'DD MMMM YYYY'),
      }),
    );
  if (row.balance === 0) throw field(translate(giftCardMessages.usedUp, card.locale));
  const amount = Math.min(row.balance, held.amountCents);
  if (amount === 0) return held;
  await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${amount}` })
    .where(eq(giftCards.id, row.id));
  await tx.insert(giftCardUses).values({ giftCardId: row.id, purchaseKind: kind, purchaseId: held.purchaseId, amount });
  return { ...held, amountCents: held.amountCents - amount };
}

/** In the confirming transaction: the purchase's held uses are spent for good. */
export async function spendGiftCardUses(tx: Tx, kind: string, purchaseId: number) {
  await tx
    .update(giftCardUses)
    .set({ status: 'spent', settledAt: new Date() })
    .where(
      and(
        eq(giftCardUses.purchaseKind, kind),
        eq(giftCardUses.purchaseId, purchaseId),
        eq(giftCardUses.status, 'held'),
      ),
    );
}

/** In the releasing transaction (declined, given up, refunded): the purchase's held uses go back to their cards. */
export async function returnGiftCardUses(tx: Tx, kind: string, purchaseId: number) {
  const returned = await tx
    .update(giftCardUses)
    .set({ status: 'returned', settledAt: new Date() })
    .where(
      and(
        eq(giftCardUses.purchaseKind, kind),
        eq(giftCardUses.purchaseId, purchaseId),
        eq(giftCardUses.status, 'held'),
      ),
    )
    .returning();
  for (const use of returned) {
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${use.amount}` })
      .where(eq(giftCards.id, use.giftCardId));
  }
}

/** The rate limit's name for gift-card codes tried from one address: the balance page and every payment share it. */
export const GIFT_CARD_TRIES = 'gift-card-code';
/** Codes tried per address and minute: enough for a person, too few to guess codes in a loop. */
export const GIFT_CARD_TRIES_PER_MINUTE = 10;

/** A purchase route's hook: a post that gives a gift-card code counts as one try (429 past the limit). */
export function limitGiftCardTries(db: Db) {
  return async (request: FastifyRequest) => {
    const body = request.body as { gift_card_code?: unknown } | null | undefined;
    if (body?.gift_card_code) await enforceLimit(db, `${GIFT_CARD_TRIES}:${request.ip}`, GIFT_CARD_TRIES_PER_MINUTE);
  };
}
