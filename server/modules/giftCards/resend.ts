import { eq } from 'drizzle-orm';
import { formatDate, hotelToday } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import { giftCardStatus } from '../../../domain/shop';
import type { GiftCardVoidValues } from '../../../domain/validation';
import { inTransaction, type AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { giftCardAdjustments, giftCards, shopOrderItems, shopOrders, staffActions } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import type { UserRow } from '../../http/session';
import { mailGiftCard } from '../shop/mails';
import { giftCardCodeHash, newGiftCardCode } from './codes';
import { recipientsOf } from './desk';
import { giftCardResendMessages } from './messages';

/**
 * Sends a card's mail to its recipient again (product.md §12.17, decision 047). The code was never
 * stored, so the card gets a new one: on the same card (its balance, expiry, uses and history
 * stay), the old code stops working at once, and the new one leaves only in this mail, written in
 * the same transaction under the card's row lock (a payment using the card waits, as for the
 * desk's other changes). A void, used-up or expired card is refused (409). Logged with the last
 * four characters before and after and the reason.
 */
export function resendGiftCard(
  deps: AppDeps,
  staff: UserRow,
  id: number,
  values: GiftCardVoidValues,
  locale: Locale,
): Promise<boolean> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Tx;
    const [found] = await tx
      .select({ card: giftCards, item: shopOrderItems, order: shopOrders })
      .from(giftCards)
      .innerJoin(shopOrderItems, eq(shopOrderItems.id, giftCards.orderItemId))
      .innerJoin(shopOrders, eq(shopOrders.id, shopOrderItems.orderId))
      .where(eq(giftCards.id, id))
      .for('update', { of: giftCards });
    if (!found) return false;
    const { card, item, order } = found;
    const status = giftCardStatus(card, hotelToday());
    if (status === 'void') throw new HttpError(409, giftCardResendMessages.voided);
    if (status === 'used') throw new HttpError(409, giftCardResendMessages.usedUp);
    if (status === 'expired')
      throw new HttpError(
        409,
        translate(giftCardResendMessages.expired, locale, { date: formatDate(card.expiresOn, locale, 'DD MMMM YYYY') }),
      );

    const recipient = (await recipientsOf(tx, [card], [item])).get(card.id)!;
    const code = newGiftCardCode();
    const lastFour = code.slice(-4);
    await tx
      .update(giftCards)
      .set({ codeHash: giftCardCodeHash(deps.config.sessionSecret, code), codeLast4: lastFour })
      .where(eq(giftCards.id, id));
    await tx.insert(giftCardAdjustments).values({
      giftCardId: id,
      kind: 'resend',
      lastFourBefore: card.codeLast4,
      lastFourAfter: lastFour,
      reason: values.reason,
      staffEmail: staff.email,
    });
    await tx.insert(staffActions).values({
      userId: staff.id,
      userEmail: staff.email,
      action: 'gift_card.resend',
      subject: {
        gift_card_id: id,
        last_four: lastFour,
        before: card.codeLast4,
        after: lastFour,
        recipient: recipient.email,
        reason: values.reason,
      },
    });
    // What is left on the card is what the new code is worth.
    await mailGiftCard(inTransaction(deps, tx), order, item, {
      code,
      value: card.balance,
      expiresOn: card.expiresOn,
      orderItemId: item.id,
      recipient,
    });
    return true;
  });
}
