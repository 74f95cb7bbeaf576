import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { CART_MAX_ITEMS } from '../../../domain/constants';
import type { Locale } from '../../../domain/locales';
import {
  cardRecipients,
  giftCardLineTotal,
  type Cart,
  type CartItem,
  type GiftCardDelivery,
} from '../../../domain/shop';
import type { CartItemValues, PersonalisationValues } from '../../../domain/validation';
import type { Db, Tx } from '../../db/client';
import { cartItems, productAvailabilities, products, productVariations } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import { int, list, obj, str } from '../../http/answers';
import { translate } from '../../http/messages';
import { daySpaMessages } from '../daySpa/messages';
import { slotCanTake } from '../../../domain/daySpa';
import { expiredHoldPeople } from '../daySpa/catalog';
import { checkSlotOnSale } from '../daySpa/reservations';
import { shopMessages } from './messages';

type Slot = typeof productAvailabilities.$inferSelect;
/** A cart line with the catalogue rows it points at: a gift card's variation, or a reservation's time slot. */
export type CartLine = {
  item: typeof cartItems.$inferSelect;
  product: typeof products.$inferSelect;
  variation: typeof productVariations.$inferSelect | null;
  slot: Slot | null;
};

/**
 * The session's lines with their products and variations or slots, oldest first. With a
 * transaction the lines are locked (FOR UPDATE), so a checkout pays exactly what it read.
 */
export async function cartLines(db: Db | Tx, sessionId: string, lock = false): Promise<CartLine[]> {
  const query = db
    .select({ item: cartItems, product: products, variation: productVariations, slot: productAvailabilities })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariations, eq(productVariations.id, cartItems.variationId))
    .leftJoin(productAvailabilities, eq(productAvailabilities.id, cartItems.productAvailabilityId))
    .where(eq(cartItems.sessionId, sessionId))
    .orderBy(asc(cartItems.id));
  return lock ? query.for('update', { of: cartItems }) : query;
}

/** A unit's price per person: the gift card variation's, or the time slot's sale price (as the day spa sells it). */
const pricePerPerson = (line: CartLine) => (line.slot ? line.slot.salePrice : line.variation!.price);
/** What one unit costs (a gift card, or a reservation): its price per person times people. */
export const unitPrice = (line: CartLine) => pricePerPerson(line) * line.item.people;
/**
 * What one gift card is worth, credited to its balance: the variation's value per person times
 * people, apart from its price (product.md §12.17; a day-spa reservation's is its price).
 */
export const unitValue = (line: CartLine) =>
  (line.slot ? line.slot.salePrice : line.variation!.value) * line.item.people;
export const lineTotal = (line: CartLine) =>
  giftCardLineTotal(line.item.quantity, pricePerPerson(line), line.item.people);

/** What a line is for: the gift card's variation, or the time slot's title (the default daily slot's when it has none). */
export function lineVariation(line: CartLine, locale: Locale): { id: number; text: string } {
  if (line.slot)
    return { id: line.slot.id, text: line.slot.title ?? translate(daySpaMessages.defaultSlotTitle, locale) };
  return { id: line.variation!.id, text: line.variation!.text[locale] };
}

function cartItem(line: CartLine, locale: Locale): CartItem {
  const { item, product } = line;
  return {
    rowId: item.rowId,
    name: product.title[locale],
    qty: item.quantity,
    price: unitPrice(line),
    subtotal: lineTotal(line),
    value: unitValue(line),
    options: {
      type: item.type,
      people: item.people,
      variation: lineVariation(line, locale),
      delivery: { name: item.recipientName, email: item.recipientEmail, message: item.message },
      recipients: item.type === 'giftcard' ? lineRecipients(item) : [],
      date: line.slot?.date ?? null,
    },
  };
}

/**
 * A gift card line's recipients, one per card (product.md §5.3): as stored, card by card; a line
 * personalised before recipients were kept per card has its one recipient on card 1.
 */
export function lineRecipients(item: typeof cartItems.$inferSelect): GiftCardDelivery[] {
  const stored: GiftCardDelivery[] = item.recipients.length
    ? item.recipients
    : item.recipientEmail
      ? [{ name: item.recipientName, email: item.recipientEmail, message: item.message }]
      : [];
  return cardRecipients(stored, item.quantity, { name: '', email: '', message: item.message });
}

/** readCart's answer as JSON Schema (decision 019). */
export const cartSchema = obj({
  items: list(
    obj({ rowId: str, name: str, qty: int, price: int, subtotal: int, value: int, options: { type: 'object' } }, [
      'rowId',
      'name',
      'qty',
      'price',
      'subtotal',
    ]),
  ),
  total: int,
});

/** The cart as `GET /{lang}/shop/cart` answers it: names in `locale`, every amount the server's. */
export async function readCart(db: Db, sessionId: string | null, locale: Locale): Promise<Cart> {
  if (!sessionId) return { items: [], total: 0 };
  const items = (await cartLines(db, sessionId)).map((line) => cartItem(line, locale));
  return { items, total: items.reduce((sum, item) => sum + item.subtotal, 0) };
}

/** A gift card line: the product must be a gift card on sale and the variation one of its own. */
async function giftCardLine(db: Db, values: CartItemValues, locale: Locale) {
  const [found] = await db
    .select({ product: products, variation: productVariations })
    .from(products)
    .leftJoin(
      productVariations,
      and(eq(productVariations.productId, products.id), eq(productVariations.id, values.variation ?? 0)),
    )
    .where(and(eq(products.id, values.id), eq(products.kind, 'gift_card'), eq(products.active, true)));
  if (!found) throw fieldError('id', shopMessages.productUnknown, locale);
  if (!found.variation) throw fieldError('variation', shopMessages.variationUnknown, locale);
  return {
    type: 'giftcard' as const,
    variationId: found.variation.id,
    quantity: values.quantity,
    message: values.message,
  };
}

/**
 * A dated spa product: the slot must be the product's on that day, on sale and able to take
 * everyone now, by the day spa's rules. Nothing is held yet: the checkout takes the places, and
 * checks them again, under the slot's lock.
 */
async function reservationLine(db: Db, values: CartItemValues, locale: Locale, cutoffMinutes: number) {
  const [slot] = await db
    .select()
    .from(productAvailabilities)
    .innerJoin(products, eq(products.id, productAvailabilities.productId))
    .where(and(eq(productAvailabilities.id, values.product_availability_id ?? 0), eq(products.id, values.id)));
  if (!slot) throw fieldError('product_availability_id', daySpaMessages.slotNotFound, locale);
  checkSlotOnSale(
    slot.product_availabilities,
    slot.products,
    { date: values.date ?? '', people: values.people, salesCutoffMinutes: cutoffMinutes },
    locale,
  );
  const { id, capacity, booked } = slot.product_availabilities;
  const abandoned = (await expiredHoldPeople(db, [id])).get(id) ?? 0;
  if (!slotCanTake({ capacity, booked: booked - abandoned }, values.people))
    throw new HttpError(409, daySpaMessages.notEnoughPlaces);
  return {
    type: 'reservation' as const,
    productAvailabilityId: slot.product_availabilities.id,
    quantity: 1,
    message: '',
  };
}

/** Adds a line (a gift card, or a dated spa product) to the session's cart. */
export async function addToCart(
  db: Db,
  sessionId: string,
  values: CartItemValues,
  locale: Locale,
  cutoffMinutes: number,
): Promise<string> {
  const line =
    values.type === 'reservation'
      ? await reservationLine(db, values, locale, cutoffMinutes)
      : await giftCardLine(db, values, locale);
  const rowId = randomBytes(12).toString('hex');
  await db.transaction(async (tx) => {
    const [{ lines }] = await tx.select({ lines: count() }).from(cartItems).where(eq(cartItems.sessionId, sessionId));
    if (lines >= CART_MAX_ITEMS) throw new HttpError(422, shopMessages.cartFull);
    await tx.insert(cartItems).values({ rowId, sessionId, productId: values.id, people: values.people, ...line });
  });
  return rowId;
}

/** This session's line with that rowId: someone else's line, or one already gone, is 404. */
const ownLine = (sessionId: string | null, rowId: string) =>
  and(eq(cartItems.sessionId, sessionId ?? ''), eq(cartItems.rowId, rowId));

/**
 * Saves a gift card line's recipients, one per card (product.md §5.3): exactly as many as the
 * line's cards, else a field error on `recipients`; a reservation has none. Card 1's is also
 * kept in the line's own columns (the dropdown shows it).
 */
export async function personalise(
  db: Db,
  sessionId: string | null,
  rowId: string,
  values: PersonalisationValues,
  locale: Locale,
): Promise<void> {
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(ownLine(sessionId, rowId), eq(cartItems.type, 'giftcard')));
  if (!line) throw new HttpError(404, shopMessages.itemNotInCart);
  if (values.recipients.length !== line.quantity)
    throw fieldError('recipients', shopMessages.recipientsPerCard, locale);
  const recipients = values.recipients.map((r) => ({ name: r.name, email: r.email.toLowerCase(), message: r.message }));
  const [first] = recipients;
  const updated = await db
    .update(cartItems)
    .set({ recipients, recipientName: first.name, recipientEmail: first.email, message: first.message })
    .where(and(ownLine(sessionId, rowId), eq(cartItems.type, 'giftcard'), eq(cartItems.quantity, line.quantity)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw new HttpError(404, shopMessages.itemNotInCart);
}

export async function removeFromCart(db: Db, sessionId: string | null, rowId: string): Promise<void> {
  const removed = await db.delete(cartItems).where(ownLine(sessionId, rowId)).returning({ id: cartItems.id });
  if (removed.length === 0) throw new HttpError(404, shopMessages.itemNotInCart);
}
