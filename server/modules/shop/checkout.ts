import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { giftCardExpiry, type ShopTransaction } from '../../../domain/shop';
import { hotelToday } from '../../../domain/dates';
import { isLocale, type Locale } from '../../../domain/locales';
import type { CheckoutValues } from '../../../domain/validation';
import type { Db, Tx } from '../../db/client';
import { cartItems, giftCards, shopOrderItems, shopOrders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import { paymentCard } from '../../payments/paymentRecords';
import type { PurchaseSpec } from '../../payments/purchaseSpec';
import type { Settlement } from '../../payments/settlement';
import { cartLines, lineTotal, unitPrice, type CartLine } from './cart';
import { giftCardCodeHash, newGiftCardCode } from './giftCardCodes';
import { shopMessages } from './messages';

const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 'GC-7K3M9QXA': an order's number, not guessable. */
const newOrderNumber = () => `GC-${Array.from({ length: 8 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('')}`;

/** A gift card just sold, with its code in clear: only for its mail, written in the same transaction. */
export interface SoldCard {
  code: string;
  value: number;
  expiresOn: string;
  orderItemId: number;
}

export interface CheckoutDeps {
  /** Keys the codes' hashes. */
  secret: string;
  /** In the confirming transaction: the mails of a paid order and its cards (the outbox: they leave exactly when it commits). */
  orderMails(tx: Tx, orderId: number, cards: SoldCard[]): Promise<void>;
}

/** The cart's state as the checkout sees it: refusals of SPEC 8, before any charge. */
function refuseUnpayable(lines: CartLine[]) {
  if (lines.length === 0) throw new HttpError(422, shopMessages.cartEmpty, { cart: [] }, { reason: 'cart_empty' });
  if (lines.some(({ item }) => item.type === 'giftcard' && !item.recipientEmail)) {
    throw new HttpError(422, shopMessages.recipientEmailMissing, undefined, { reason: 'recipient_email_missing' });
  }
}

async function orderRow(db: Db | Tx, id: number) {
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.id, id));
  return order;
}

/** The transaction of SPEC 3 for a paid order, names in `locale`. */
export async function transactionOf(db: Db | Tx, orderId: number, locale: Locale): Promise<ShopTransaction> {
  const order = await orderRow(db, orderId);
  const items = await db.select().from(shopOrderItems).where(eq(shopOrderItems.orderId, orderId)).orderBy(asc(shopOrderItems.id));
  const cards = items.length
    ? await db.select().from(giftCards).where(inArray(giftCards.orderItemId, items.map((i) => i.id))).orderBy(asc(giftCards.id))
    : [];
  const card = await paymentCard(db as Db, order.paymentId);
  return {
    total: order.total,
    card_last_four: card?.last4 ?? null,
    reservation_id: order.number,
    redirect: `/${locale}/shop/checkout/confirmation`,
    items: items.map((item) => ({
      name: item.title[locale],
      variation: item.variationText[locale],
      people: item.people,
      qty: item.quantity,
      subtotal: item.subtotal,
      recipient: item.recipientName,
      codes_last_four: cards.filter((c) => c.orderItemId === item.id).map((c) => c.codeLast4),
    })),
  };
}

/**
 * Makes a paid order final: one card per unit bought, each with its own code (in clear only in
 * its mail, written in this transaction), and the paid lines leave the cart. An order released
 * meanwhile (its charge found later by reconciliation) is confirmed too: gift cards take nothing scarce.
 */
async function confirmOrder(deps: CheckoutDeps, tx: Tx, orderId: number, paymentId: number | null) {
  const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for('update');
  if (order.status === 'paid') return;
  await tx.update(shopOrders).set({ status: 'paid', paymentId, paidAt: new Date() }).where(eq(shopOrders.id, orderId));
  const items = await tx.select().from(shopOrderItems).where(eq(shopOrderItems.orderId, orderId)).orderBy(asc(shopOrderItems.id));
  const expiresOn = giftCardExpiry(hotelToday());
  const sold: SoldCard[] = items.flatMap((item) => Array.from({ length: item.quantity }, () => ({ code: newGiftCardCode(), value: item.unitPrice, expiresOn, orderItemId: item.id })));
  if (sold.length) {
    await tx.insert(giftCards).values(
      sold.map((card) => ({
        orderItemId: card.orderItemId,
        codeHash: giftCardCodeHash(deps.secret, card.code),
        codeLast4: card.code.slice(-4),
        value: card.value,
        balance: card.value,
        expiresOn: card.expiresOn,
      })),
    );
  }
  const rowIds = items.map((item) => item.cartRowId);
  await tx.delete(cartItems).where(and(eq(cartItems.sessionId, order.sessionId), inArray(cartItems.rowId, rowIds)));
  await deps.orderMails(tx, orderId, sold);
}

async function releaseOrder(tx: Tx, orderId: number) {
  await tx.update(shopOrders).set({ status: 'failed' }).where(and(eq(shopOrders.id, orderId), eq(shopOrders.status, 'pending')));
}

/** An order whose request died, finished by reconciliation (server/payments/reconcile.ts). */
export function shopSettlement(deps: CheckoutDeps): Settlement {
  return {
    confirm: (tx, orderId, paymentId) => confirmOrder(deps, tx, orderId, paymentId),
    release: releaseOrder,
    locale: async (db, orderId) => {
      const order = await orderRow(db, orderId);
      return isLocale(order.locale) ? order.locale : 'it';
    },
  };
}

/**
 * The gift-card checkout through the one purchase protocol (decision 003). The hold reads the
 * session's cart under lock, refuses an empty cart or a card without recipient email, and writes
 * the order with the catalogue's prices: the amount is what the cart holds at payment time. Paid:
 * one card per unit bought, each with its own code, and the cart's paid lines leave the cart.
 */
export function checkoutPurchase(deps: CheckoutDeps, sessionId: string, userId: number | null, values: CheckoutValues, locale: Locale): PurchaseSpec<ShopTransaction> {
  return {
    kind: 'shop_order',
    userId,
    // A guest's payment is answered again only to the session that paid.
    sessionId,
    email: values.email,
    async hold(tx) {
      const lines = await cartLines(tx, sessionId, true);
      refuseUnpayable(lines);
      const total = lines.reduce((sum, line) => sum + lineTotal(line), 0);
      const [order] = await tx
        .insert(shopOrders)
        .values({
          number: newOrderNumber(),
          userId,
          sessionId,
          firstName: values.first_name,
          lastName: values.last_name,
          email: values.email.toLowerCase(),
          locale,
          newsletterConsent: values.newsletter_consent,
          privacyConsentAt: new Date(),
          total,
        })
        .returning();
      await tx.insert(shopOrderItems).values(
        lines.map((line) => ({
          orderId: order.id,
          cartRowId: line.item.rowId,
          productId: line.product.id,
          variationId: line.variation.id,
          title: line.product.title,
          variationText: line.variation.text,
          people: line.item.people,
          quantity: line.item.quantity,
          unitPrice: unitPrice(line),
          subtotal: lineTotal(line),
          recipientName: line.item.recipientName,
          recipientEmail: line.item.recipientEmail,
          message: line.item.message,
        })),
      );
      return { purchaseId: order.id, amountCents: total, description: translate(shopMessages.orderDescription, 'it', { number: order.number }) };
    },
    confirm: async (tx, orderId, paymentId) => {
      await confirmOrder(deps, tx, orderId, paymentId);
      return transactionOf(tx, orderId, locale);
    },
    release: releaseOrder,
    async resultFor(db, orderId) {
      return transactionOf(db, orderId, locale);
    },
  };
}
