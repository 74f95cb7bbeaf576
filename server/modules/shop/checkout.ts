import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { cardRecipients, giftCardExpiry, type GiftCardDelivery, type ShopTransaction } from '../../../domain/shop';
import { paymentSplit } from '../../payments/paymentSplit';
import { hotelToday } from '../../../domain/dates';
import { isLocale, type Locale } from '../../../domain/locales';
import type { CheckoutValues } from '../../../domain/validation';
import type { Db, Tx } from '../../db/client';
import {
  cartItems,
  giftCardProducts,
  giftCards,
  productReservations,
  shopOrderItems,
  shopOrders,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import { paymentCard } from '../../payments/paymentRecords';
import type { PurchaseDescriptor, PurchaseSpec } from '../../payments/purchaseSpec';
import { confirmReservation, holdPlaces, lockSlotFor, releaseReservation } from '../daySpa/reservations';
import { cartLines, lineRecipients, lineTotal, lineVariation, unitPrice, unitValue, type CartLine } from './cart';
import { giftCardCodeHash, newGiftCardCode } from '../giftCards/codes';
import { shopMessages } from './messages';

const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 'GC-7K3M9QXA': an order's number, not guessable. */
const newOrderNumber = () =>
  `GC-${Array.from({ length: 8 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('')}`;

/** A gift card just sold, with its code in clear: only for its mail, written in the same transaction. */
export interface SoldCard {
  code: string;
  value: number;
  expiresOn: string;
  orderItemId: number;
  /** Who this card goes to (product.md §5.3): its line's recipient for this card. */
  recipient: GiftCardDelivery;
}

export interface CheckoutDeps {
  /** Keys the codes' hashes. */
  secret: string;
  /** The day spa's sales cut-off (config.daySpaSalesCutoffMinutes): dated products are sold by its rules. */
  salesCutoffMinutes: number;
  /** In the confirming transaction: the mails of a paid order and its cards (the outbox: they leave exactly when it commits). */
  orderMails(tx: Tx, orderId: number, cards: SoldCard[]): Promise<void>;
}

/** The cart's state as the checkout sees it: refusals of product.md §5.3, before any charge. */
function refuseUnpayable(lines: CartLine[]) {
  if (lines.length === 0) throw new HttpError(422, shopMessages.cartEmpty, { cart: [] }, { reason: 'cart_empty' });
  if (lines.some(({ item }) => item.type === 'giftcard' && lineRecipients(item).some((r) => !r.email))) {
    throw new HttpError(422, shopMessages.recipientEmailMissing, undefined, { reason: 'recipient_email_missing' });
  }
}

async function orderRow(db: Db | Tx, id: number) {
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.id, id));
  return order;
}

/** The transaction (product.md §5.3) for a paid order, names in `locale`. */
export async function transactionOf(db: Db | Tx, orderId: number, locale: Locale): Promise<ShopTransaction> {
  const order = await orderRow(db, orderId);
  const items = await db
    .select()
    .from(shopOrderItems)
    .where(eq(shopOrderItems.orderId, orderId))
    .orderBy(asc(shopOrderItems.id));
  const cards = items.length
    ? await db
        .select()
        .from(giftCards)
        .where(
          inArray(
            giftCards.orderItemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(giftCards.id))
    : [];
  const reservations = await db
    .select({ id: productReservations.id, number: productReservations.number, date: productReservations.date })
    .from(productReservations)
    .where(eq(productReservations.shopOrderId, orderId));
  const card = await paymentCard(db as Db, order.paymentId);
  return {
    total: order.total,
    card_last_four: card?.last4 ?? null,
    paid_with: await paymentSplit(db, 'shop_order', orderId, order.paymentId),
    reservation_id: order.number,
    redirect: `/${locale}/shop/checkout/confirmation`,
    items: items.map((item) => {
      const reservation = reservations.find((r) => r.id === item.productReservationId);
      return {
        type: item.type,
        name: item.title[locale],
        variation: item.variationText[locale],
        people: item.people,
        qty: item.quantity,
        subtotal: item.subtotal,
        recipient: recipientNames(item),
        codes_last_four: cards.filter((c) => c.orderItemId === item.id).map((c) => c.codeLast4),
        date: reservation?.date ?? null,
        reservation_number: reservation?.number ?? null,
      };
    }),
  };
}

/**
 * Makes a paid order final: its reservations confirmed (by the day spa's rules: places taken
 * again if their hold lapsed, else 409 and the charge is refunded), one card per gift card unit
 * bought, each with its own code (in clear only in its mail, written in this transaction), and
 * the paid lines leave the cart. An order released meanwhile (its charge found later by
 * reconciliation) is confirmed the same way.
 */
async function confirmOrder(deps: CheckoutDeps, tx: Tx, orderId: number, paymentId: number | null) {
  const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for('update');
  if (order.status === 'paid') return;
  await tx.update(shopOrders).set({ status: 'paid', paymentId, paidAt: new Date() }).where(eq(shopOrders.id, orderId));
  const items = await tx
    .select()
    .from(shopOrderItems)
    .where(eq(shopOrderItems.orderId, orderId))
    .orderBy(asc(shopOrderItems.id));
  for (const id of reservationIds(items)) await confirmReservation(tx, id, paymentId);
  const today = hotelToday();
  const sold: SoldCard[] = items
    .filter((item) => item.type === 'giftcard')
    .flatMap((item) =>
      cardRecipients(orderRecipients(item), item.quantity).map((recipient) => ({
        code: newGiftCardCode(),
        // The value it was sold with, apart from what was paid (product.md §12.17); older lines: their price.
        value: item.unitValue ?? item.unitPrice,
        expiresOn: giftCardExpiry(today, item.validityMonths ?? undefined),
        orderItemId: item.id,
        recipient,
      })),
    );
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

/** An order line's recipients, one per card; a line written before they were kept per card has one for all. */
export const orderRecipients = (item: typeof shopOrderItems.$inferSelect): GiftCardDelivery[] =>
  item.recipients.length
    ? item.recipients
    : Array.from({ length: item.quantity }, () => ({
        name: item.recipientName,
        email: item.recipientEmail,
        message: item.message,
      }));

/** Whom a line's cards went to, each name once: 'Carla Verdi, Dario Rossi' (the confirmation, the receipt). */
export const recipientNames = (item: typeof shopOrderItems.$inferSelect) =>
  [...new Set(orderRecipients(item).map((r) => r.name))].join(', ');

/** The order's reservations in the order their slots are locked (by slot, as the hold took them): no two transactions wait on each other. */
const reservationIds = (items: (typeof shopOrderItems.$inferSelect)[]) =>
  items
    .flatMap((item) => (item.productReservationId === null ? [] : [item.productReservationId]))
    .sort((a, b) => a - b);

/** The validity in months of the gift-card products among `productIds` that set one (the others: the default). */
async function giftCardValidity(tx: Tx, productIds: number[]): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await tx
    .select({ id: giftCardProducts.productId, months: giftCardProducts.validityMonths })
    .from(giftCardProducts)
    .where(inArray(giftCardProducts.productId, productIds));
  return new Map(rows.map((r) => [r.id, r.months]));
}

/** A failed or abandoned payment: the order fails and its reservations give their places back. */
async function releaseOrder(tx: Tx, orderId: number) {
  const released = await tx
    .update(shopOrders)
    .set({ status: 'failed' })
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.status, 'pending')))
    .returning({ id: shopOrders.id });
  if (released.length === 0) return;
  const items = await tx.select().from(shopOrderItems).where(eq(shopOrderItems.orderId, orderId));
  for (const id of reservationIds(items)) await releaseReservation(tx, id);
}

/**
 * The gift-card order as a kind of purchase (server/payments/purchaseSpec.ts), for the guest's
 * request, the gateway's events and reconciliation alike.
 */
export function orderPurchases(deps: CheckoutDeps): PurchaseDescriptor {
  return {
    kind: 'shop_order',
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
export function checkoutPurchase(
  deps: CheckoutDeps,
  sessionId: string,
  userId: number | null,
  values: CheckoutValues,
  locale: Locale,
): PurchaseSpec<ShopTransaction> {
  return {
    purchase: orderPurchases(deps),
    userId,
    locale,
    // A guest's payment is answered again only to the session that paid.
    sessionId,
    email: values.email,
    async hold(tx) {
      const lines = await cartLines(tx, sessionId, true);
      refuseUnpayable(lines);
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
          total: 0,
        })
        .returning();
      // Dated products take their places now, slot by slot in id order (so two carts never wait on each other), at the slot's price now.
      const held = new Map<number, { line: CartLine; reservationId: number }>();
      for (const line of [...lines].filter((l) => l.slot).sort((a, b) => a.slot!.id - b.slot!.id)) {
        const wanted = {
          date: line.slot!.date,
          people: line.item.people,
          productAvailabilityId: line.slot!.id,
          salesCutoffMinutes: deps.salesCutoffMinutes,
        };
        const { slot, product } = await lockSlotFor(tx, wanted, locale);
        const fresh: CartLine = { ...line, slot };
        const total = lineTotal(fresh);
        const reservation = await holdPlaces(tx, slot, product, line.item.people, {
          userId,
          shopOrderId: order.id,
          price: { subtotal: total, voucher: 0, total },
          discountPercent: 0,
          locale,
        });
        held.set(line.item.id, { line: fresh, reservationId: reservation.id });
      }
      const priced = lines.map((line) => held.get(line.item.id) ?? { line, reservationId: null });
      // Each card's validity is its product's when sold (product.md §12.17), whatever the product says later.
      const validity = await giftCardValidity(
        tx,
        lines.map((l) => l.product.id),
      );
      const total = priced.reduce((sum, { line }) => sum + lineTotal(line), 0);
      // A price changed since the payment step showed the total (product.md §12.17): the guest sees the new one before any charge.
      if (values.expected_total !== undefined && values.expected_total !== total)
        throw new HttpError(409, shopMessages.priceChanged, undefined, { reason: 'price_changed', total });
      await tx.update(shopOrders).set({ total }).where(eq(shopOrders.id, order.id));
      await tx.insert(shopOrderItems).values(
        priced.map(({ line, reservationId }) => ({
          orderId: order.id,
          cartRowId: line.item.rowId,
          type: line.item.type,
          productId: line.product.id,
          variationId: line.variation?.id ?? null,
          productReservationId: reservationId,
          title: line.product.title,
          variationText: {
            en: lineVariation(line, 'en').text,
            it: lineVariation(line, 'it').text,
            de: lineVariation(line, 'de').text,
          },
          people: line.item.people,
          quantity: line.item.quantity,
          unitPrice: unitPrice(line),
          unitValue: line.item.type === 'giftcard' ? unitValue(line) : null,
          subtotal: lineTotal(line),
          validityMonths: line.item.type === 'giftcard' ? (validity.get(line.product.id) ?? null) : null,
          recipientName: line.item.recipientName,
          recipientEmail: line.item.recipientEmail,
          message: line.item.message,
          recipients: line.item.type === 'giftcard' ? lineRecipients(line.item) : [],
        })),
      );
      return {
        purchaseId: order.id,
        amountCents: total,
        description: translate(shopMessages.orderDescription, 'it', { number: order.number }),
      };
    },
    async resultFor(db, orderId) {
      return transactionOf(db, orderId, locale);
    },
  };
}
