import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/client';
import { payments } from '../db/schema';
import { HttpError } from '../http/errors';
import { GatewayUnavailable, type IntentState } from './gateway';
import { paymentMessages } from './messages';
import { declined, paymentRefused } from './paymentAnswers';
import {
  claimPayment,
  IN_FLIGHT,
  isUniqueViolation,
  paymentByMethod,
  settledPayment,
  updatePayment,
  type PaymentRow,
} from './paymentRecords';
import { confirmPurchase, giveUp, reconcileWith, settleCharge } from './settlement';
import {
  CONFIRM_MARGIN_MINUTES,
  HOLD_MINUTES,
  type Charging,
  type Held,
  type PurchaseOutcome,
  type PurchaseSpec,
} from './purchaseSpec';

/** One purchase being paid: where to record it, which gateway charges it, and the journey's spec. */
export interface PurchaseRun<R> extends Charging {
  spec: PurchaseSpec<R>;
  /** A payment in flight longer than this lost its request: a retry reconciles it (config.reconcileAfterMs). */
  staleAfterMs: number;
}

type Paid<R> = { purchaseId: number; result: R };

function paymentValues<R>(run: PurchaseRun<R>, held: Held, extra: Partial<typeof payments.$inferInsert>) {
  return {
    kind: run.spec.purchase.kind,
    purchaseId: held.purchaseId,
    userId: run.spec.userId,
    sessionId: run.spec.userId === null ? (run.spec.sessionId ?? null) : null,
    gateway: run.gateway.name,
    amount: held.amountCents,
    description: held.description,
    email: run.spec.email,
    idempotencyKey: randomUUID(),
    ...extra,
  };
}

const finish = <R>(paid: Paid<R>): PurchaseOutcome<R> => ({ kind: 'paid', result: paid.result });

/** Nothing to charge: record a 'none' payment and confirm in the hold's own transaction. */
async function confirmFree<R>(run: PurchaseRun<R>, tx: Tx, held: Held): Promise<Paid<R>> {
  const [payment] = await tx
    .insert(payments)
    .values(paymentValues(run, held, { gateway: 'none', status: 'succeeded' }))
    .returning();
  return { purchaseId: held.purchaseId, result: await confirmPurchase(tx, run.spec, payment) };
}

/** Zero total (payment_intent_id '9'): the server's own amount must really be zero. */
export async function payFree<R>(run: PurchaseRun<R>): Promise<PurchaseOutcome<R>> {
  const paid = await run.db.transaction(async (tx) => {
    const held = await run.spec.hold(tx);
    if (held.amountCents !== 0) throw paymentRefused(paymentMessages.notFree);
    return confirmFree(run, tx, held);
  });
  return finish(paid);
}

/** First post: hold, store the payment row with its idempotency key, then charge. */
export async function payWithMethod<R>(run: PurchaseRun<R>, methodId: string): Promise<PurchaseOutcome<R>> {
  const previous = await paymentByMethod(run.db, run.gateway.name, methodId);
  if (previous) return replay(run, ownedRow(run, previous), 'same-method');
  let started: { free: Paid<R> } | { held: Held; payment: PaymentRow };
  try {
    started = await run.db.transaction(async (tx) => {
      const held = await run.spec.hold(tx);
      if (held.amountCents === 0) return { free: await confirmFree(run, tx, held) };
      const [payment] = await tx
        .insert(payments)
        .values(paymentValues(run, held, { paymentMethodId: methodId }))
        .returning();
      return { held, payment };
    });
  } catch (error) {
    // The same payment method posted twice at once: the loser answers what the winner got.
    const winner = isUniqueViolation(error) ? await paymentByMethod(run.db, run.gateway.name, methodId) : undefined;
    if (!winner) throw error;
    return replay(run, ownedRow(run, winner), 'same-method');
  }
  if ('free' in started) return finish(started.free);
  const { held, payment } = started;
  let state: IntentState;
  try {
    state = await run.gateway.createAndConfirm({
      amountCents: held.amountCents,
      paymentMethodId: methodId,
      description: held.description,
      email: run.spec.email,
      idempotencyKey: payment.idempotencyKey,
      metadata: { kind: run.spec.purchase.kind, purchase_id: String(held.purchaseId), payment_id: String(payment.id) },
    });
  } catch (error) {
    return unavailable(run, payment, error);
  }
  return settle(run, payment, state);
}

/**
 * Gives back the hold and records why ('failed' with the guest's reason, or 'error' when the
 * gateway could not be reached), then answers as the row says: 402 with the reason, 409 for a
 * lapsed hold, 502, or what settled it meanwhile. One mapping of a row to its answer: replay's.
 */
async function giveUpAndAnswer<R>(
  run: PurchaseRun<R>,
  payment: PaymentRow,
  status: 'failed' | 'error',
  code: string,
  intentId: string | null,
): Promise<PurchaseOutcome<R>> {
  const { row } = await giveUp(run.db, payment, run.spec.purchase, status, code, intentId);
  return replay(run, row, 'same-method');
}

/** The gateway could not be reached (or answered nonsense): nothing was charged, the hold goes back, 502. */
function unavailable<R>(run: PurchaseRun<R>, payment: PaymentRow, error: unknown): Promise<PurchaseOutcome<R>> {
  if (!(error instanceof GatewayUnavailable)) console.error('payment gateway call failed', error);
  return giveUpAndAnswer(run, payment, 'error', 'processing_error', null);
}

/** Acts on what the gateway says about this payment's intent. */
async function settle<R>(run: PurchaseRun<R>, payment: PaymentRow, state: IntentState): Promise<PurchaseOutcome<R>> {
  switch (state.status) {
    case 'succeeded': {
      // Confirmed with this charge, or the charge given back (hold lost, or reconciliation gave the payment up meanwhile).
      const outcome = await settleCharge(run, payment, state, run.spec);
      if (outcome.kind === 'confirmed') return finish({ purchaseId: payment.purchaseId, result: outcome.result });
      if (outcome.kind === 'refunded') throw new HttpError(409, paymentMessages.refunded);
      return replay(run, outcome.row, 'same-method');
    }
    case 'requires_action':
      await updatePayment(run.db, payment.id, { status: 'requires_action', paymentIntentId: state.intentId });
      return { kind: 'requires_action', clientSecret: state.clientSecret };
    case 'requires_confirmation': {
      let next: IntentState;
      try {
        next = await run.gateway.confirm(state.intentId, `${payment.idempotencyKey}:confirm`);
      } catch (error) {
        return unavailable(run, payment, error);
      }
      if (next.status === 'requires_confirmation')
        return giveUpAndAnswer(run, payment, 'failed', 'processing_error', state.intentId);
      return settle(run, payment, next);
    }
    case 'failed':
      return giveUpAndAnswer(run, payment, 'failed', state.code, state.intentId);
  }
}

/**
 * A payment answers only for the kind of purchase and the user it was made for; one made without
 * an account only to the session that made it (its reference alone reads nothing back).
 */
export function ownedRow<R>(run: PurchaseRun<R>, row: PaymentRow | undefined): PaymentRow {
  const owner = run.spec.userId === null ? row?.sessionId === (run.spec.sessionId ?? null) : true;
  if (!row || row.kind !== run.spec.purchase.kind || row.userId !== run.spec.userId || !owner)
    throw paymentRefused(paymentMessages.intentUnknown);
  return row;
}

/** In flight longer than any live request takes: its request died (config.reconcileAfterMs). */
const isStale = (run: PurchaseRun<unknown>, row: PaymentRow) =>
  Date.now() - row.updatedAt.getTime() >= run.staleAfterMs;

/**
 * A payment row that exists already: 'after-action' when the browser posts the intent id after
 * 3-D Secure, 'same-method' when the same payment method is posted again (a double submit).
 * A settled payment answers what it answered the first time; nothing is charged twice.
 */
export async function replay<R>(
  run: PurchaseRun<R>,
  row: PaymentRow,
  how: 'after-action' | 'same-method',
): Promise<PurchaseOutcome<R>> {
  // A row still in flight is waited for or decided, then answered as it settled.
  for (let current = row; ;) {
    switch (current.status) {
      case 'succeeded':
        return { kind: 'paid', result: await run.spec.resultFor(run.db, current.purchaseId) };
      case 'failed':
        throw current.failureCode === 'hold_expired'
          ? new HttpError(409, paymentMessages.holdExpired)
          : declined(current.failureCode);
      case 'error':
        throw new HttpError(502, paymentMessages.gatewayUnavailable);
      case 'refunded':
        throw new HttpError(409, paymentMessages.refunded);
      case 'pending':
      case 'confirming':
      case 'refunding': {
        // A request still running (a double submit) is waited for; one that died long ago (a crash)
        // will not settle: waiting for it would only keep the guest's retry waiting.
        const settled = isStale(run, current) ? current : await settledPayment(run.db, current.id);
        if (!IN_FLIGHT.includes(settled.status)) {
          current = settled;
          break;
        }
        // Its request died (a crash) and reconciliation has not come by yet: decide it now, answer that.
        if (!isStale(run, settled)) throw new HttpError(409, paymentMessages.inProgress);
        current = await reconcileWith(run, settled, run.spec);
        if (IN_FLIGHT.includes(current.status)) throw new HttpError(409, paymentMessages.inProgress);
        break;
      }
      case 'requires_action':
        return continueAfterAction(run, current, how);
    }
  }
}

async function continueAfterAction<R>(
  run: PurchaseRun<R>,
  row: PaymentRow,
  how: 'after-action' | 'same-method',
): Promise<PurchaseOutcome<R>> {
  const intentId = row.paymentIntentId ?? '';
  if (how === 'same-method') {
    const state = await run.gateway.retrieve(intentId).catch(() => null);
    if (state?.status === 'requires_action') return { kind: 'requires_action', clientSecret: state.clientSecret };
  }
  if (!(await claimPayment(run.db, row.id, 'requires_action', 'confirming'))) {
    return replay(run, await settledPayment(run.db, row.id), how);
  }
  // The hold has lapsed: its rooms or places may be someone else's by now; never charge for them.
  if (Date.now() - row.createdAt.getTime() > (HOLD_MINUTES - CONFIRM_MARGIN_MINUTES) * 60_000)
    return giveUpAndAnswer(run, row, 'failed', 'hold_expired', intentId);
  let state: IntentState;
  try {
    state = await run.gateway.retrieve(intentId);
  } catch (error) {
    return unavailable(run, row, error);
  }
  // Still waiting for the card action after the browser said it was done: the guest abandoned it.
  if (state.status === 'requires_action') return giveUpAndAnswer(run, row, 'failed', 'authentication_failed', intentId);
  return settle(run, row, state);
}
