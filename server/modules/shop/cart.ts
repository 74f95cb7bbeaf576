import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { CART_MAX_ITEMS } from '../../../domain/constants';
import type { Locale } from '../../../domain/locales';
import { giftCardLineTotal, type Cart, type CartItem } from '../../../domain/shop';
import type { CartItemValues, PersonalisationValues } from '../../../domain/validation';
import type { Db, Tx } from '../../db/client';
import { cartItems, products, productVariations } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import { shopMessages } from './messages';

/** A cart line with the catalogue rows it points at. */
export type CartLine = { item: typeof cartItems.$inferSelect; product: typeof products.$inferSelect; variation: typeof productVariations.$inferSelect };

/**
 * The session's lines with their products and variations, oldest first. With a transaction the
 * lines are locked (FOR UPDATE), so a checkout pays exactly what it read.
 */
export async function cartLines(db: Db | Tx, sessionId: string, lock = false): Promise<CartLine[]> {
  const query = db
    .select({ item: cartItems, product: products, variation: productVariations })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariations, eq(productVariations.id, cartItems.variationId))
    .where(eq(cartItems.sessionId, sessionId))
    .orderBy(asc(cartItems.id));
  return lock ? query.for('update', { of: cartItems }) : query;
}

/** One card's value: its variation's price times people. */
export const unitPrice = (line: CartLine) => line.variation.price * line.item.people;
export const lineTotal = (line: CartLine) => giftCardLineTotal(line.item.quantity, line.variation.price, line.item.people);

function cartItem(line: CartLine, locale: Locale): CartItem {
  const { item, product, variation } = line;
  return {
    rowId: item.rowId,
    name: product.title[locale],
    qty: item.quantity,
    price: unitPrice(line),
    subtotal: lineTotal(line),
    options: {
      type: item.type,
      people: item.people,
      variation: { id: variation.id, text: variation.text[locale] },
      delivery: { name: item.recipientName, email: item.recipientEmail, message: item.message },
      date: null,
    },
  };
}

/** The cart as `GET /{lang}/shop/cart` answers it: names in `locale`, every amount the server's. */
export async function readCart(db: Db, sessionId: string | null, locale: Locale): Promise<Cart> {
  if (!sessionId) return { items: [], total: 0 };
  const items = (await cartLines(db, sessionId)).map((line) => cartItem(line, locale));
  return { items, total: items.reduce((sum, item) => sum + item.subtotal, 0) };
}

/** Adds a gift card line; the product must be a gift card on sale and the variation one of its own. */
export async function addToCart(db: Db, sessionId: string, values: CartItemValues, locale: Locale): Promise<string> {
  const [found] = await db
    .select({ product: products, variation: productVariations })
    .from(products)
    .leftJoin(productVariations, and(eq(productVariations.productId, products.id), eq(productVariations.id, values.variation)))
    .where(and(eq(products.id, values.id), eq(products.kind, 'gift_card'), eq(products.active, true)));
  if (!found) throw fieldError('id', shopMessages.productUnknown, locale);
  if (!found.variation) throw fieldError('variation', shopMessages.variationUnknown, locale);
  const rowId = randomBytes(12).toString('hex');
  await db.transaction(async (tx) => {
    const [{ lines }] = await tx.select({ lines: count() }).from(cartItems).where(eq(cartItems.sessionId, sessionId));
    if (lines >= CART_MAX_ITEMS) throw new HttpError(422, shopMessages.cartFull);
    await tx.insert(cartItems).values({
      rowId,
      sessionId,
      type: 'giftcard',
      productId: values.id,
      variationId: values.variation,
      people: values.people,
      quantity: values.quantity,
      message: values.message,
    });
  });
  return rowId;
}

/** This session's line with that rowId: someone else's line, or one already gone, is 404. */
const ownLine = (sessionId: string | null, rowId: string) => and(eq(cartItems.sessionId, sessionId ?? ''), eq(cartItems.rowId, rowId));

/** Saves a gift card's recipient and message (the personalisation form). */
export async function personalise(db: Db, sessionId: string | null, rowId: string, values: PersonalisationValues): Promise<void> {
  const updated = await db
    .update(cartItems)
    .set({ recipientName: values.name, recipientEmail: values.email.toLowerCase(), message: values.message })
    .where(ownLine(sessionId, rowId))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw new HttpError(404, shopMessages.itemNotInCart);
}

export async function removeFromCart(db: Db, sessionId: string | null, rowId: string): Promise<void> {
  const removed = await db.delete(cartItems).where(ownLine(sessionId, rowId)).returning({ id: cartItems.id });
  if (removed.length === 0) throw new HttpError(404, shopMessages.itemNotInCart);
}
