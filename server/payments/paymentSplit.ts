import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PaymentSplit } from '../../domain/paymentSplit';
import type { Db, Tx } from '../db/client';
import { giftCards, giftCardUses } from '../db/schema';
import { paymentById } from './paymentRecords';
import type { PurchaseKind } from './purchaseSpec';

/**
 * What paid a purchase: its gift-card uses (held or spent, from the card's ledger) and the card
 * payment's charge. Read in the confirming transaction too, so that its mails say the same.
 */
export async function paymentSplit(
  db: Db | Tx,
  kind: PurchaseKind,
  purchaseId: number,
  paymentId: number | null,
): Promise<PaymentSplit> {
  const uses = await db
    .select({ last_four: giftCards.codeLast4, amount: giftCardUses.amount })
    .from(giftCardUses)
    .innerJoin(giftCards, eq(giftCards.id, giftCardUses.giftCardId))
    .where(
      and(
        eq(giftCardUses.purchaseKind, kind),
        eq(giftCardUses.purchaseId, purchaseId),
        inArray(giftCardUses.status, ['held', 'spent']),
      ),
    )
    .orderBy(asc(giftCardUses.id));
  const payment = paymentId === null ? undefined : await paymentById(db as Db, paymentId);
  const card = payment && payment.amount > 0 ? { last_four: payment.cardLast4 ?? null, amount: payment.amount } : null;
  return { gift_cards: uses, card };
}
