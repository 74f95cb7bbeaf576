import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { stripeEvents } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { JobRunner } from '../../jobs/runner';
import type { AppDeps } from '../../deps';
import { settleFromGatewayNews, type IntentNews } from '../gatewayEvents';
import type { PurchaseKinds } from '../purchaseSpec';

export const STRIPE_EVENT_QUEUE = 'payments.stripe-event';

/** The events that decide a payment; Stripe may send others to the endpoint, they are acknowledged and ignored. */
export const SETTLING_EVENTS = ['payment_intent.succeeded', 'payment_intent.payment_failed'];

/**
 * Stripe's own check: the `Stripe-Signature` header signs this exact body with the endpoint's
 * secret, less than 5 minutes ago (a replayed old delivery fails). Null when it does not.
 */
export async function verifiedEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): Promise<Stripe.Event | null> {
  if (!signature) return null;
  // The SDK is loaded by the first event: a start does not wait for it (issue 10, decision 030).
  const { default: StripeSdk } = await import('stripe');
  try {
    return StripeSdk.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}

function newsOf(event: Stripe.Event): IntentNews | null {
  if (!SETTLING_EVENTS.includes(event.type)) return null;
  const intent = event.data.object as Stripe.PaymentIntent;
  const paymentId = Number(intent.metadata?.payment_id);
  return { intentId: intent.id, paymentId: Number.isSafeInteger(paymentId) && paymentId > 0 ? paymentId : null };
}

/**
 * Keeps the event under its id and, in the same transaction, queues the job that acts on it:
 * the event is acted on once even if this process dies right after answering Stripe. Answers
 * false for an event received before (a replay, or Stripe's retry): nothing more is done.
 */
export async function recordStripeEvent(db: Db, event: Stripe.Event): Promise<boolean> {
  const news = newsOf(event);
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, paymentIntentId: news?.intentId ?? null })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh.length === 0) return false;
    if (news) await enqueueJob(tx, STRIPE_EVENT_QUEUE, { ...news });
    return true;
  });
}

/** The job: the payment is decided like the guest's request would (gatewayEvents.ts); a gateway outage retries with back-off. */
export function defineStripeEvents(jobs: JobRunner, deps: AppDeps, kinds: PurchaseKinds) {
  jobs.define<IntentNews>(STRIPE_EVENT_QUEUE, {
    run: async (news) => void (await settleFromGatewayNews(deps, kinds, news)),
  });
}
