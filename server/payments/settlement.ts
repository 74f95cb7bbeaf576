import { eq, inArray, and } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { payments } from '../db/schema';
import { HttpError } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import type { IntentState } from './gateway';
import { returnGiftCardUses, spendGiftCardUses } from '../modules/giftCards/redemption';
import { refundMail } from './refundMail';
import { IN_FLIGHT, type PaymentRow } from './paymentRecords';
import type { Charging, PurchaseDescriptor, Settling } from './purchaseSpec';

/**
 * In the confirming transaction, the one way a purchase is made final: the descriptor's confirm
 * (the row and its mails), the journey's answer, then the gift-card uses it held are spent.
 */
export async function confirmPurchase<R>(
  tx: Tx,
  settling: Settling<R>,
  payment: { kind: string; purchaseId: number; id: number },
): Promise<R> {
  await settling.purchase.confirm(tx, payment.purchaseId, payment.id, settling.locale);
  const result = (await settling.resultFor?.(tx, payment.purchaseId)) as R;
  await spendGiftCardUses(tx, payment.kind, payment.purchaseId);
  return result;
}

/** In the releasing transaction, the one way a purchase is given back: the descriptor's release, then its gift-card uses. */
async function releasePurchase(tx: Tx, purchase: Pick<PurchaseDescriptor, 'release'>, payment: PaymentRow) {
  await purchase.release(tx, payment.purchaseId);
  await returnGiftCardUses(tx, payment.kind, payment.purchaseId);
}

/** Locks the payment row; null when it was settled meanwhile (by the request or by reconciliation). */
export async function lockInFlight(tx: Tx, id: number): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row && IN_FLIGHT.includes(row.status) ? row : null;
}

export type ChargeOutcome<R> =
  { kind: 'confirmed'; result: R } | { kind: 'refunded' } | { kind: 'settled'; row: PaymentRow };

/**
 * A charge the gateway took (intent succeeded). Exactly one of: the purchase is confirmed with
 * it, or the charge is refunded (its hold was lost and cannot be taken again, the amount is not
 * what was held, or the payment was already given up by someone else). Used by the request that
 * charged and by reconciliation after a crash, whichever comes first; the other finds it settled.
 */
export async function settleCharge<R>(
  at: Charging,
  payment: PaymentRow,
  state: Extract<IntentState, { status: 'succeeded' }>,
  settling: Settling<R>,
): Promise<ChargeOutcome<R>> {
  const { db } = at;
  let lost = state.amountCents !== payment.amount;
  if (!lost) {
    try {
      const confirmed = await db.transaction(async (tx) => {
        const row = await lockInFlight(tx, payment.id);
        if (!row || row.status === 'refunding') return null;
        // The payment first: the confirmation mail written by `confirm` names its card.
        await tx
          .update(payments)
          .set({
            status: 'succeeded',
            paymentIntentId: state.intentId,
            cardBrand: state.card?.brand ?? null,
            cardLast4: state.card?.last4 ?? null,
            updatedAt: new Date(),
          })
          .where(eq(payments.id, payment.id));
        return { result: await confirmPurchase(tx, settling, payment) };
      });
      if (confirmed) return { kind: 'confirmed', result: confirmed.result };
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
      lost = true;
    }
  }
  const [now] = await db.select().from(payments).where(eq(payments.id, payment.id));
  if (now.status === 'succeeded' || now.status === 'refunded') return { kind: 'settled', row: now };
  return refundCharge(
    at,
    now,
    state.intentId,
    settling.purchase,
    lost ? 'hold_expired' : (now.failureCode ?? 'hold_expired'),
  );
}

/**
 * Gives a charge back and the hold with it. The row says 'refunding' until the gateway has
 * answered, so a crash in between leaves it for reconciliation, never charged and forgotten.
 */
export async function refundCharge<R>(
  { db, gateway, brand }: Charging,
  payment: PaymentRow,
  intentId: string,
  purchase: PurchaseDescriptor,
  code: string,
): Promise<ChargeOutcome<R>> {
  await db
    .update(payments)
    .set({ status: 'refunding', paymentIntentId: intentId, failureCode: code, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, [...IN_FLIGHT, 'failed', 'error'])));
  await gateway.refund(intentId, `${payment.idempotencyKey}:refund`);
  const locale = (await purchase.locale?.(db, payment.purchaseId)) ?? 'it';
  await db.transaction(async (tx) => {
    if (!(await lockInFlight(tx, payment.id))) return;
    await releasePurchase(tx, purchase, payment);
    await tx.update(payments).set({ status: 'refunded', updatedAt: new Date() }).where(eq(payments.id, payment.id));
    await enqueueMail(tx, {
      to: payment.email,
      kind: 'refund',
      ...refundMail(locale, { amountCents: payment.amount, description: payment.description }, brand),
    });
  });
  return { kind: 'refunded' };
}

/**
 * Gives up a payment that charged nothing (declined, never reached the gateway): release and
 * record why. Answers whether it gave the payment up now, and the row as it stands: given up, or
 * as someone else (the request, an event or reconciliation) settled it meanwhile.
 */
export async function giveUp(
  db: Db,
  payment: PaymentRow,
  purchase: Pick<PurchaseDescriptor, 'release'>,
  status: 'failed' | 'error',
  code: string,
  intentId: string | null,
): Promise<{ gaveUp: boolean; row: PaymentRow }> {
  const given = await db.transaction(async (tx) => {
    if (!(await lockInFlight(tx, payment.id))) return null;
    await releasePurchase(tx, purchase, payment);
    const [row] = await tx
      .update(payments)
      .set({ status, failureCode: code, paymentIntentId: intentId ?? payment.paymentIntentId, updatedAt: new Date() })
      .where(eq(payments.id, payment.id))
      .returning();
    return row;
  });
  if (given) return { gaveUp: true, row: given };
  const [settled] = await db.select().from(payments).where(eq(payments.id, payment.id));
  return { gaveUp: false, row: settled };
}

/**
 * Decides a payment whose request died before saving its outcome (kill -9, a lost connection):
 * asks the gateway what happened and confirms the purchase with the charge, refunds the charge
 * (hold lost), or releases the hold when nothing was charged. An intent waiting for 3-D Secure
 * or for confirmation was never charged (manual confirmation) and its guest never got the
 * answer: it is given up. Used by reconciliation (reconcile.ts) and by a guest's retry that finds
 * its payment's request dead; answers the row as it stands afterwards.
 */
export async function reconcileWith(at: Charging, payment: PaymentRow, settling: Settling): Promise<PaymentRow> {
  const { db, gateway } = at;
  const state = await gateway.find({
    id: payment.id,
    idempotencyKey: payment.idempotencyKey,
    intentId: payment.paymentIntentId,
  });
  if (payment.status === 'refunding')
    await refundCharge(
      at,
      payment,
      state?.intentId ?? payment.paymentIntentId!,
      settling.purchase,
      payment.failureCode ?? 'hold_expired',
    );
  else if (!state) await giveUp(db, payment, settling.purchase, 'failed', 'processing_error', null);
  else if (state.status === 'succeeded') await settleCharge(at, payment, state, settling);
  else if (state.status === 'failed')
    await giveUp(db, payment, settling.purchase, 'failed', state.code, state.intentId);
  else await giveUp(db, payment, settling.purchase, 'failed', 'authentication_failed', state.intentId);
  const [decided] = await db.select().from(payments).where(eq(payments.id, payment.id));
  return decided;
}
