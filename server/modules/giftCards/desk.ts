import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { formatDate, hotelToday } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { cardRecipients, giftCardStatus } from '../../../domain/shop';
import {
  adjustedBalanceProblem,
  type IssuedGiftCardDetailsWire,
  type IssuedGiftCardWire,
} from '../../../domain/giftCardDesk';
import type { Locale } from '../../../domain/locales';
import {
  validationMessage,
  type GiftCardAdjustmentValues,
  type GiftCardValidityValues,
  type GiftCardVoidValues,
} from '../../../domain/validation';
import type { Db, Tx } from '../../db/client';
import {
  giftCardAdjustments,
  giftCards,
  giftCardUses,
  shopOrderItems,
  shopOrders,
  staffActions,
} from '../../db/schema';
import { fieldError } from '../../http/errors';
import type { UserRow } from '../../http/session';
import { orderRecipients } from '../shop/checkout';

/**
 * The front desk's service over issued gift cards (product.md §12.11): find them, read one with its
 * uses and the changes staff made, and change one by hand with a reason: its balance, its expiry,
 * or void it. Each change locks the card's row, as a payment using it does, so the two never cross.
 */

const SEARCH_LIMIT = 50;

type CardRow = typeof giftCards.$inferSelect;
type ItemRow = typeof shopOrderItems.$inferSelect;
type OrderRow = typeof shopOrders.$inferSelect;

/** The card's recipient: the line's recipient of its place among the line's cards (ids in issue order). */
export async function recipientsOf(db: Db | Tx, cards: CardRow[], items: ItemRow[]) {
  const siblings = await db
    .select({ id: giftCards.id, item: giftCards.orderItemId })
    .from(giftCards)
    .where(
      inArray(
        giftCards.orderItemId,
        items.map((i) => i.id),
      ),
    )
    .orderBy(asc(giftCards.id));
  return new Map(
    cards.map((card) => {
      const item = items.find((i) => i.id === card.orderItemId)!;
      const place = siblings.filter((s) => s.item === item.id).findIndex((s) => s.id === card.id);
      const recipient = cardRecipients(orderRecipients(item), item.quantity)[place] ?? orderRecipients(item)[0];
      return [card.id, recipient];
    }),
  );
}

async function wires(db: Db | Tx, rows: { card: CardRow; item: ItemRow; order: OrderRow }[]) {
  if (!rows.length) return [];
  const recipients = await recipientsOf(
    db,
    rows.map((r) => r.card),
    rows.map((r) => r.item),
  );
  const today = hotelToday();
  return rows.map(({ card, item, order }): IssuedGiftCardWire => ({
    id: card.id,
    last_four: card.codeLast4,
    value: card.value,
    balance: card.balance,
    price_paid: item.unitPrice,
    expires_on: card.expiresOn,
    status: giftCardStatus(card, today),
    order_number: order.number,
    buyer: { name: `${order.firstName} ${order.lastName}`, email: order.email },
    recipient: { name: recipients.get(card.id)!.name, email: recipients.get(card.id)!.email },
    issued_at: card.createdAt.toISOString(),
  }));
}

const joined = (db: Db | Tx) =>
  db
    .select({ card: giftCards, item: shopOrderItems, order: shopOrders })
    .from(giftCards)
    .innerJoin(shopOrderItems, eq(shopOrderItems.id, giftCards.orderItemId))
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderItems.orderId));

/**
 * Cards whose code ends in `query` (four characters), or whose buyer or recipient name or e-mail
 * contains it; newest first, at most 50. An empty query lists the newest.
 */
export async function searchGiftCards(db: Db, query: string): Promise<IssuedGiftCardWire[]> {
  const q = query.trim();
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = q
    ? or(
        eq(giftCards.codeLast4, q.toUpperCase()),
        ilike(shopOrders.email, like),
        ilike(sql`${shopOrders.firstName} || ' ' || ${shopOrders.lastName}`, like),
        ilike(shopOrderItems.recipientName, like),
        ilike(shopOrderItems.recipientEmail, like),
        sql`${shopOrderItems.recipients}::text ilike ${like}`,
      )
    : undefined;
  const rows = await joined(db).where(where).orderBy(desc(giftCards.id)).limit(SEARCH_LIMIT);
  // A line's recipients are searched as a whole: keep a card only if its own recipient matches.
  const found = await wires(db, rows);
  if (!q) return found;
  const needle = q.toLowerCase();
  return found.filter(
    (card) =>
      card.last_four === q.toUpperCase() ||
      [card.buyer.name, card.buyer.email, card.recipient.name, card.recipient.email].some((text) =>
        text.toLowerCase().includes(needle),
      ),
  );
}

/** One card with its uses and the staff's changes, newest first; null when there is none. */
export async function giftCardDetails(db: Db | Tx, id: number): Promise<IssuedGiftCardDetailsWire | null> {
  const rows = await joined(db).where(eq(giftCards.id, id));
  if (!rows.length) return null;
  const [card] = await wires(db, rows);
  const uses = await db
    .select()
    .from(giftCardUses)
    .where(eq(giftCardUses.giftCardId, id))
    .orderBy(desc(giftCardUses.id));
  const adjustments = await db
    .select()
    .from(giftCardAdjustments)
    .where(eq(giftCardAdjustments.giftCardId, id))
    .orderBy(desc(giftCardAdjustments.id));
  return {
    ...card,
    uses: uses.map((use) => ({
      amount: use.amount,
      status: use.status,
      purchase_kind: use.purchaseKind,
      purchase_id: use.purchaseId,
      at: use.createdAt.toISOString(),
    })),
    adjustments: adjustments.map((a) => ({
      kind: a.kind,
      amount: a.amount,
      expires_before: a.expiresBefore,
      expires_after: a.expiresAfter,
      last_four_before: a.lastFourBefore,
      last_four_after: a.lastFourAfter,
      reason: a.reason,
      staff_email: a.staffEmail,
      at: a.createdAt.toISOString(),
    })),
  };
}

/** The card's row, locked for the change; null when there is none. */
async function lockedCard(tx: Tx, id: number) {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  return card ?? null;
}

async function logged(
  tx: Tx,
  staff: UserRow,
  card: CardRow,
  change: Omit<typeof giftCardAdjustments.$inferInsert, 'giftCardId' | 'staffEmail'>,
  subject: Record<string, string | number>,
) {
  await tx.insert(giftCardAdjustments).values({ ...change, giftCardId: card.id, staffEmail: staff.email });
  await tx.insert(staffActions).values({
    userId: staff.id,
    userEmail: staff.email,
    action: `gift_card.${change.kind}`,
    subject: { gift_card_id: card.id, last_four: card.codeLast4, reason: change.reason, ...subject },
  });
}

/**
 * Adds (or with a negative amount takes) cents to a card's balance. The balance stays between 0
 * and the value, counting what payments hold on it (a held use may come back): 422 under `amount`.
 */
export function adjustGiftCardBalance(
  db: Db,
  staff: UserRow,
  id: number,
  values: GiftCardAdjustmentValues,
  locale: Locale,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const card = await lockedCard(tx as unknown as Tx, id);
    if (!card) return false;
    const [held] = await tx
      .select({ cents: sql<number>`coalesce(sum(${giftCardUses.amount}), 0)::int` })
      .from(giftCardUses)
      .where(and(eq(giftCardUses.giftCardId, id), eq(giftCardUses.status, 'held')));
    const problem = adjustedBalanceProblem({ ...card, heldCents: held.cents }, values.amount);
    if (problem === 'belowZero')
      throw fieldError(
        'amount',
        validationMessage(locale, 'giftCardBelowZero', { max: formatMoney(card.balance, locale) }),
        locale,
      );
    if (problem === 'aboveValue')
      throw fieldError(
        'amount',
        validationMessage(locale, 'giftCardAboveValue', {
          max: formatMoney(card.value - card.balance - held.cents, locale),
        }),
        locale,
      );
    await tx
      .update(giftCards)
      .set({ balance: card.balance + values.amount })
      .where(eq(giftCards.id, id));
    await logged(
      tx as unknown as Tx,
      staff,
      card,
      { kind: 'balance', amount: values.amount, reason: values.reason },
      { before: card.balance, after: card.balance + values.amount },
    );
    return true;
  });
}

/** Moves a card's expiry later (never earlier: a guest may count on it); 422 under `expires_on`. */
export function extendGiftCard(
  db: Db,
  staff: UserRow,
  id: number,
  values: GiftCardValidityValues,
  locale: Locale,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const card = await lockedCard(tx as unknown as Tx, id);
    if (!card) return false;
    if (values.expires_on <= card.expiresOn)
      throw fieldError(
        'expires_on',
        validationMessage(locale, 'giftCardExpiryNotLater', {
          date: formatDate(card.expiresOn, locale, 'DD MMMM YYYY'),
        }),
        locale,
      );
    await tx.update(giftCards).set({ expiresOn: values.expires_on }).where(eq(giftCards.id, id));
    await logged(
      tx as unknown as Tx,
      staff,
      card,
      { kind: 'validity', expiresBefore: card.expiresOn, expiresAfter: values.expires_on, reason: values.reason },
      { before: card.expiresOn, after: values.expires_on },
    );
    return true;
  });
}

/** Voids a card: no payment takes it any more (a second void changes nothing and is not logged). */
export function voidGiftCard(db: Db, staff: UserRow, id: number, values: GiftCardVoidValues): Promise<boolean> {
  return db.transaction(async (tx) => {
    const card = await lockedCard(tx as unknown as Tx, id);
    if (!card) return false;
    if (card.voidedAt) return true;
    await tx.update(giftCards).set({ voidedAt: new Date() }).where(eq(giftCards.id, id));
    await logged(tx as unknown as Tx, staff, card, { kind: 'void', reason: values.reason }, { balance: card.balance });
    return true;
  });
}
