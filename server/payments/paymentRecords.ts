import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { payments, type PaymentStatus } from '../db/schema';
import { paymentMessages } from './messages';
import { paymentRefused } from './paymentAnswers';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentPatch = Partial<
  Pick<PaymentRow, 'status' | 'paymentIntentId' | 'failureCode' | 'cardBrand' | 'cardLast4'>
>;

export async function updatePayment(db: Db | Tx, id: number, patch: PaymentPatch): Promise<void> {
  await db
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/** Takes a payment row from one status to another; false when someone else took it first. */
export async function claimPayment(db: Db, id: number, from: PaymentStatus, to: PaymentStatus): Promise<boolean> {
  const claimed = await db
    .update(payments)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning({ id: payments.id });
  return claimed.length === 1;
}

export async function paymentById(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function paymentByIntent(db: Db, gateway: string, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.paymentIntentId, intentId)));
  return row;
}

export async function paymentByMethod(db: Db, gateway: string, methodId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.paymentMethodId, methodId)));
  return row;
}

/** The card a purchase was paid with (shop transaction's card_last_four, receipts). */
export async function paymentCard(db: Db, paymentId: number | null): Promise<{ brand: string; last4: string } | null> {
  if (paymentId === null) return null;
  const row = await paymentById(db, paymentId);
  return row?.cardLast4 ? { brand: row.cardBrand ?? '', last4: row.cardLast4 } : null;
}

/** Payments whose outcome is not saved yet: a request (or reconciliation) is still deciding them. */
export const IN_FLIGHT: PaymentStatus[] = ['pending', 'confirming', 'refunding'];

/** Waits (up to ~10 s) while another request is still talking to the gateway about this payment. */
export async function settledPayment(db: Db, id: number, attempts = 50): Promise<PaymentRow> {
  for (let i = 0; ; i++) {
    const row = await paymentById(db, id);
    if (!row) throw paymentRefused(paymentMessages.intentUnknown);
    if (!IN_FLIGHT.includes(row.status) || i >= attempts) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Postgres unique violation on the payments table (a second post of the same payment method). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
