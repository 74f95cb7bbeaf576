import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { GIFT_CARD_VALIDITY_MONTHS } from '../../../domain/constants';
import type { GiftCardProductLog, GiftCardProductWire } from '../../../domain/giftCardProducts';
import type { Locale } from '../../../domain/locales';
import type { GiftCardProductValues } from '../../../domain/validation';
import type { Db, Tx } from '../../db/client';
import {
  cartItems,
  giftCardProducts,
  products,
  productVariations,
  shopOrderItems,
  staffActions,
} from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import type { UserRow } from '../../http/session';
import { giftCardProductMessages } from './messages';

/**
 * Gift-card products, the revenue manager's (product.md §12.17): the list, a product added, a
 * product changed whole (names, on sale, validity, variations) against the version its editor
 * read. Every change locks the product's row, so two saves are decided one after the other and
 * the second, holding a stale version, is refused; every change is in the staff actions log with
 * the product before and after. The shop reads the catalogue on every request, so guests see it at once.
 */

/** A staff member, or null for the demo seed, which is no one on the staff and is not logged. */
type Actor = Pick<UserRow, 'id' | 'email'> | null;
type ProductRow = typeof products.$inferSelect;

const IMAGE = '/images/day-spa/gift-card.svg';

/** The variations bought or in a cart, among `ids`: they are changed, never removed. */
async function variationsInUse(db: Db | Tx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const [inCarts, bought] = await Promise.all([
    db.selectDistinct({ id: cartItems.variationId }).from(cartItems).where(inArray(cartItems.variationId, ids)),
    db
      .selectDistinct({ id: shopOrderItems.variationId })
      .from(shopOrderItems)
      .where(inArray(shopOrderItems.variationId, ids)),
  ]);
  return new Set([...inCarts, ...bought].map((r) => Number(r.id)));
}

async function wires(db: Db | Tx, rows: ProductRow[]): Promise<GiftCardProductWire[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [terms, variations] = await Promise.all([
    db.select().from(giftCardProducts).where(inArray(giftCardProducts.productId, ids)),
    db
      .select()
      .from(productVariations)
      .where(inArray(productVariations.productId, ids))
      .orderBy(asc(productVariations.sortOrder), asc(productVariations.id)),
  ]);
  const used = await variationsInUse(
    db,
    variations.map((v) => v.id),
  );
  return rows.map((row) => {
    const own = terms.find((t) => t.productId === row.id);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      on_sale: row.active,
      validity_months: own?.validityMonths ?? GIFT_CARD_VALIDITY_MONTHS,
      version: own?.version ?? 0,
      variations: variations
        .filter((v) => v.productId === row.id)
        .map((v) => ({ id: v.id, text: v.text, value: v.value, price: v.price, in_use: used.has(v.id) })),
    };
  });
}

/** Every gift-card product, on sale or not, in the shop's order. */
export async function listGiftCardProducts(db: Db): Promise<GiftCardProductWire[]> {
  const rows = await db.select().from(products).where(eq(products.kind, 'gift_card')).orderBy(asc(products.id));
  return wires(db, rows);
}

const logged = (p: Pick<GiftCardProductWire, 'on_sale' | 'validity_months' | 'variations'>): string =>
  JSON.stringify({
    on_sale: p.on_sale,
    validity_months: p.validity_months,
    variations: p.variations.map((v) => ({ text: v.text, value: v.value, price: v.price })),
  } satisfies GiftCardProductLog);

async function log(
  tx: Tx,
  actor: Actor,
  action: 'gift_card_product.create' | 'gift_card_product.update',
  product: GiftCardProductWire,
  before: GiftCardProductWire | null,
) {
  if (!actor) return;
  await tx.insert(staffActions).values({
    userId: actor.id,
    userEmail: actor.email,
    action,
    subject: {
      product_id: product.id,
      title: product.title.en,
      before: before ? logged(before) : '',
      after: logged(product),
    },
  });
}

/** A slug the shop's product page can be found by: from the English name, made unique. */
const slugOf = (title: string) =>
  `gift-card-${
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'card'
  }-${randomBytes(3).toString('hex')}`;

/**
 * Adds a gift-card product with its variations (version 1). Staff get a slug made from the name
 * and the shop's gift-card picture; the demo seed names its own (`fixed`), which links and tests use.
 */
export async function createGiftCardProduct(
  db: Db,
  actor: Actor,
  values: GiftCardProductValues,
  fixed: { slug?: string; image?: string } = {},
): Promise<GiftCardProductWire> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        slug: fixed.slug ?? slugOf(values.title.en),
        kind: 'gift_card',
        title: values.title,
        description: values.description,
        image: fixed.image ?? IMAGE,
        active: values.on_sale,
      })
      .returning();
    await tx.insert(giftCardProducts).values({ productId: row.id, validityMonths: values.validity_months, version: 1 });
    await tx.insert(productVariations).values(
      values.variations.map((v, i) => ({
        productId: row.id,
        text: v.text,
        value: v.value,
        price: v.price,
        sortOrder: i,
      })),
    );
    const [saved] = await wires(tx, [row]);
    await log(tx, actor, 'gift_card_product.create', saved, null);
    return saved;
  });
}

/**
 * Saves a product whole, if nobody changed it since its editor read `values.version` (else 409):
 * variations with an id are changed, those without are added, those left out are removed unless
 * bought or in a cart (422 under `variations`). Lines in carts follow the new price (the cart is
 * priced from the catalogue); cards bought keep theirs.
 */
export async function updateGiftCardProduct(
  db: Db,
  actor: Actor,
  id: number,
  values: GiftCardProductValues,
  locale: Locale,
): Promise<GiftCardProductWire> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.kind, 'gift_card')))
      .for('update');
    if (!row) throw new HttpError(404, giftCardProductMessages.productNotFound);
    const [before] = await wires(tx, [row]);
    if (values.version !== before.version)
      throw new HttpError(409, giftCardProductMessages.staleEdit, undefined, { version: before.version });

    const own = new Set(before.variations.map((v) => v.id));
    values.variations.forEach((v, i) => {
      if (v.id != null && !own.has(v.id))
        throw fieldError(`variations[${i}].id`, giftCardProductMessages.variationNotOfProduct, locale);
    });
    const kept = new Set(values.variations.flatMap((v) => (v.id == null ? [] : [v.id])));
    const removed = before.variations.filter((v) => !kept.has(v.id));
    const stuck = removed.find((v) => v.in_use);
    if (stuck)
      throw fieldError(
        'variations',
        translate(giftCardProductMessages.variationInUse, locale, { text: stuck.text[locale] }),
        locale,
      );

    await tx
      .update(products)
      .set({ title: values.title, description: values.description, active: values.on_sale })
      .where(eq(products.id, id));
    await tx
      .insert(giftCardProducts)
      .values({ productId: id, validityMonths: values.validity_months, version: before.version + 1 })
      .onConflictDoUpdate({
        target: giftCardProducts.productId,
        set: { validityMonths: values.validity_months, version: before.version + 1, updatedAt: new Date() },
      });
    if (removed.length)
      await tx.delete(productVariations).where(
        inArray(
          productVariations.id,
          removed.map((v) => v.id),
        ),
      );
    for (const [i, v] of values.variations.entries()) {
      if (v.id != null)
        await tx
          .update(productVariations)
          .set({ text: v.text, value: v.value, price: v.price, sortOrder: i })
          .where(eq(productVariations.id, v.id));
      else
        await tx
          .insert(productVariations)
          .values({ productId: id, text: v.text, value: v.value, price: v.price, sortOrder: i });
    }
    const [fresh] = await tx.select().from(products).where(eq(products.id, id));
    const [after] = await wires(tx, [fresh]);
    await log(tx, actor, 'gift_card_product.update', after, before);
    return after;
  });
}
