import { mailBrand } from '../mail/templates';
import type { AppDeps } from '../deps';
import { paymentGateway } from './gateways';
import { claimPayment, paymentById, paymentByIntent, type PaymentRow } from './paymentRecords';
import { purchaseOfKind, type PurchaseKinds } from './purchaseSpec';
import { giveUp, settleCharge } from './settlement';

/** What the gateway said happened to an intent (a Stripe webhook event), and our payment's id from its metadata. */
export interface IntentNews {
  intentId: string;
  /** The intent's `metadata.payment_id`: finds the payment when a crash kept the intent id from being saved. */
  paymentId: number | null;
}

async function paymentFor(deps: AppDeps, gatewayName: string, news: IntentNews): Promise<PaymentRow | undefined> {
  const byIntent = await paymentByIntent(deps.db, gatewayName, news.intentId);
  if (byIntent) return byIntent;
  const byId = news.paymentId ? await paymentById(deps.db, news.paymentId) : undefined;
  return byId && byId.gateway === gatewayName && byId.paymentIntentId === null ? byId : undefined;
}

/**
 * Acts on the gateway's news of a charge or a failure as the guest's own request would, through
 * the same settleCharge and giveUp under the payment's row lock, so whichever of the request, the
 * event and reconciliation comes first decides and the others find it settled. The gateway is
 * asked again rather than the event believed: events come late and out of order. A payment that
 * is settled, or being refunded (reconciliation's), is left alone. Answers whether it acted.
 */
export async function settleFromGatewayNews(deps: AppDeps, kinds: PurchaseKinds, news: IntentNews): Promise<boolean> {
  const gateway = paymentGateway(deps);
  const payment = await paymentFor(deps, gateway.name, news);
  const purchase = payment && purchaseOfKind(kinds, payment.kind);
  if (!payment || !purchase) return false;
  const state = await gateway.retrieve(news.intentId);
  if (state.status !== 'succeeded' && state.status !== 'failed') return false;
  // A guest's 3-D Secure payment whose browser never came back (the tab was closed): taken over from the browser.
  if (
    payment.status === 'requires_action' &&
    !(await claimPayment(deps.db, payment.id, 'requires_action', 'confirming'))
  )
    return false;
  if (!['pending', 'confirming', 'requires_action'].includes(payment.status)) return false;
  if (state.status === 'succeeded') {
    await settleCharge({ db: deps.db, gateway, brand: mailBrand(deps.config) }, payment, state, { purchase });
    return true;
  }
  return (await giveUp(deps.db, payment, purchase, 'failed', state.code, state.intentId)).gaveUp;
}
