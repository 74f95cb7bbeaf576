import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import type { JobRunner } from '../jobs/runner';
import { mailBrand } from '../mail/templates';
import type { AppDeps } from '../deps';
import { finishAbandonedAction, waitingActions } from './abandonedAction';
import { paymentGateway } from './gateways';
import { IN_FLIGHT, type PaymentRow } from './paymentRecords';
import { purchaseOfKind, type PurchaseKinds } from './purchaseSpec';
import { giveUp, refundCharge, settleCharge, type Charging, type Settling } from './settlement';

export const RECONCILE_QUEUE = 'payments.reconcile';

/**
 * Decides a payment whose request died before saving its outcome (kill -9, a lost connection):
 * asks the gateway what happened and confirms the purchase with the charge, refunds the charge
 * (hold lost), or releases the hold when nothing was charged. An intent waiting for 3-D Secure
 * or for confirmation was never charged (manual confirmation) and its guest never got the
 * answer: it is given up.
 */
export async function reconcileWith(at: Charging, payment: PaymentRow, settling: Settling): Promise<void> {
  const { db, gateway } = at;
  const state = await gateway.find({
    id: payment.id,
    idempotencyKey: payment.idempotencyKey,
    intentId: payment.paymentIntentId,
  });
  if (payment.status === 'refunding') {
    await refundCharge(
      at,
      payment,
      state?.intentId ?? payment.paymentIntentId!,
      settling.purchase,
      payment.failureCode ?? 'hold_expired',
    );
    return;
  }
  if (!state) {
    await giveUp(db, payment, settling.purchase, 'failed', 'processing_error', null);
    return;
  }
  switch (state.status) {
    case 'succeeded':
      await settleCharge(at, payment, state, settling);
      return;
    case 'failed':
      await giveUp(db, payment, settling.purchase, 'failed', state.code, state.intentId);
      return;
    case 'requires_action':
    case 'requires_confirmation':
      await giveUp(db, payment, settling.purchase, 'failed', 'authentication_failed', state.intentId);
  }
}

/** Payments in flight for longer than any live request takes: their request is gone. */
export async function stalePayments(db: Db, olderThanMs: number, limit = 100): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, IN_FLIGHT),
        lt(payments.updatedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
      ),
    )
    .orderBy(payments.id)
    .limit(limit);
}

/**
 * One pass over the stale payments, and over 3-D Secure payments whose browser did not come back;
 * answers how many it looked at. One failure does not stop the others.
 */
export async function reconcileStalePayments(
  deps: AppDeps,
  kinds: PurchaseKinds,
  log: { error(o: object, m: string): void } = console,
): Promise<number> {
  const gateway = paymentGateway(deps);
  const at: Charging = { db: deps.db, gateway, brand: mailBrand(deps.config) };
  const stale = await stalePayments(deps.db, deps.config.reconcileAfterMs);
  const waiting = await waitingActions(deps.db, deps.config.reconcileAfterMs);
  let decided = 0;
  for (const payment of [...stale, ...waiting]) {
    const purchase = purchaseOfKind(kinds, payment.kind);
    // Paid through another gateway than the one configured now, or a kind this build does not know: left for staff.
    if (!purchase || payment.gateway !== gateway.name) continue;
    try {
      if (payment.status === 'requires_action') await finishAbandonedAction(at, payment, { purchase });
      else await reconcileWith(at, payment, { purchase });
      decided++;
    } catch (error) {
      log.error({ err: error, payment: payment.id }, 'reconciliation of a payment failed; retried on the next pass');
    }
  }
  return decided;
}

/** At every start and every `reconcileEveryMs` (once across processes): docs/decisions/014. */
export function defineReconciliation(jobs: JobRunner, deps: AppDeps, kinds: PurchaseKinds) {
  jobs.define(RECONCILE_QUEUE, {
    leaseMs: 5 * 60_000,
    run: async () => void (await reconcileStalePayments(deps, kinds)),
  });
  jobs.every(RECONCILE_QUEUE, deps.config.reconcileEveryMs, { atStart: true });
}
