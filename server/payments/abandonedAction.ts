import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import type { IntentState } from './gateway';
import { claimPayment, type PaymentRow } from './paymentRecords';
import { CONFIRM_MARGIN_MINUTES, HOLD_MINUTES, type Charging, type Settling } from './purchaseSpec';
import { giveUp, settleCharge } from './settlement';

/** Payments waiting for the guest's card action (3-D Secure) for longer than a browser takes to come back. */
export async function waitingActions(db: Db, olderThanMs: number, limit = 100): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'requires_action'),
        lt(payments.updatedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
      ),
    )
    .orderBy(payments.id)
    .limit(limit);
}

/**
 * A 3-D Secure payment whose browser never posted back (the guest closed the tab). With manual
 * confirmation nothing is charged until we confirm, and Stripe sends no event for "authenticated":
 * so reconciliation finishes it as the browser's post would (purchaseSteps' continueAfterAction).
 * Authenticated and the hold still good: confirmed with the gateway and settled. Still waiting
 * while the hold is good: left to the guest. Otherwise given up and the hold released.
 */
export async function finishAbandonedAction(at: Charging, payment: PaymentRow, settling: Settling): Promise<void> {
  const intentId = payment.paymentIntentId;
  if (!intentId) return;
  const holdLapsing = Date.now() - payment.createdAt.getTime() > (HOLD_MINUTES - CONFIRM_MARGIN_MINUTES) * 60_000;
  let state: IntentState = await at.gateway.retrieve(intentId);
  if (state.status === 'requires_action' && !holdLapsing) return;
  // Whoever claims it finishes it: the browser coming back late finds it settled.
  if (!(await claimPayment(at.db, payment.id, 'requires_action', 'confirming'))) return;
  if (state.status === 'requires_confirmation' && !holdLapsing)
    state = await at.gateway.confirm(intentId, `${payment.idempotencyKey}:confirm`);
  if (state.status === 'succeeded') {
    await settleCharge(at, payment, state, settling);
    return;
  }
  const code = state.status === 'failed' ? state.code : holdLapsing ? 'hold_expired' : 'authentication_failed';
  await giveUp(at.db, payment, settling.purchase, 'failed', code, intentId);
}
