import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import type { JobRunner } from '../jobs/runner';
import { mailBrand } from '../mail/templates';
import type { AppDeps } from '../deps';
import { finishAbandonedAction, waitingActions } from './abandonedAction';
import { paymentGateway } from './gateways';
import { IN_FLIGHT, type PaymentRow } from './paymentRecords';
import { purchaseOfKind, type Charging, type PurchaseKinds } from './purchaseSpec';
import { reconcileWith } from './settlement';

export const RECONCILE_QUEUE = 'payments.reconcile';

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
