import { eq } from 'drizzle-orm';
import { giftCardCodeFrom } from '../../../domain/giftCardCode';
import type { Db } from '../../../server/db/client';
import { giftCards, products, productVariations, shopOrderItems, shopOrders } from '../../../server/db/schema';
import { giftCardCodeHash } from '../../../server/modules/giftCards/codes';

let issued = 0;

/**
 * A gift card sold earlier, written straight into the tables (its own paid order of the seeded
 * value card): `value` cents left of `value`, valid until `expiresOn`. Answers its code as printed.
 */
export async function issueGiftCard(
  db: Db,
  secret: string,
  card: { value: number; balance?: number; expiresOn: string },
) {
  const n = ++issued;
  // 15 fixed characters per card and the check character: a real, well-formed code.
  const code = giftCardCodeFrom(Array.from({ length: 15 }, (_, i) => (n * 7 + i * 3 + process.pid) % 32));
  const [product] = await db.select().from(products).where(eq(products.slug, 'gift-card-amount'));
  const [variation] = await db.select().from(productVariations).where(eq(productVariations.productId, product.id));
  const [order] = await db
    .insert(shopOrders)
    .values({
      number: `GC-TEST${String(n).padStart(4, '0')}${process.pid % 1000}`,
      sessionId: 'fixture',
      firstName: 'Anna',
      lastName: 'Dono',
      email: 'anna@example.com',
      locale: 'it',
      privacyConsentAt: new Date(),
      total: card.value,
      status: 'paid',
      paidAt: new Date(),
    })
    .returning();
  const [item] = await db
    .insert(shopOrderItems)
    .values({
      orderId: order.id,
      cartRowId: `fixture-${n}`,
      productId: product.id,
      variationId: variation.id,
      title: product.title,
      variationText: variation.text,
      people: 1,
      quantity: 1,
      unitPrice: card.value,
      subtotal: card.value,
      recipientName: 'Bruno',
      recipientEmail: 'bruno@example.com',
      message: '',
    })
    .returning();
  const [row] = await db
    .insert(giftCards)
    .values({
      orderItemId: item.id,
      codeHash: giftCardCodeHash(secret, code),
      codeLast4: code.slice(-4),
      value: card.value,
      balance: card.balance ?? card.value,
      expiresOn: card.expiresOn,
    })
    .returning();
  return { id: row.id, code: code.match(/.{4}/g)!.join('-') };
}
