import { ZERO_TOTAL_PAYMENT_INTENT_ID } from '../../domain/constants';
import type { Locale } from '../../domain/locales';
import type { Tx } from '../db/client';
import { obj, str, type JsonSchema } from '../http/answers';
import { mailBrand } from '../mail/templates';
import { applyGiftCard } from '../modules/giftCards/redemption';
import { paymentGateway } from './gateways';
import { paymentMessages } from './messages';
import { paymentRefused } from './paymentAnswers';
import { paymentByIntent } from './paymentRecords';
import type { PaymentFields, PurchaseDeps, PurchaseOutcome, PurchaseSpec } from './purchaseSpec';
import { ownedRow, payFree, payWithMethod, replay, type PurchaseRun } from './purchaseSteps';

const reference = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/**
 * Pays for one purchase by the protocol of purchaseSpec.ts. Answers `{kind: 'paid', result}` or
 * `{kind: 'requires_action', clientSecret}`; throws HttpError 402 (`{message, error}`: declined,
 * insufficient funds, authentication failed, expired card, invalid card), 409 (sold out, hold
 * expired, payment in progress) or 502 (gateway unreachable; the hold is released).
 * The amount always comes from `spec.hold`, never from the request.
 */
export async function runPurchase<R>(
  deps: PurchaseDeps,
  fields: PaymentFields,
  given: PurchaseSpec<R>,
  locale: Locale = 'it',
): Promise<PurchaseOutcome<R>> {
  const code = reference(fields.gift_card_code);
  // A gift card pays first, inside the hold's transaction; the card payment charges the rest.
  const spec = code
    ? {
        ...given,
        hold: async (tx: Tx) =>
          applyGiftCard(tx, given.purchase.kind, await given.hold(tx), {
            code,
            secret: deps.config.sessionSecret,
            locale,
          }),
      }
    : given;
  const run: PurchaseRun<R> = {
    db: deps.db,
    gateway: deps.gateway ?? paymentGateway(deps),
    spec,
    brand: mailBrand(deps.config),
    staleAfterMs: deps.config.reconcileAfterMs,
  };
  const intentId = reference(fields.payment_intent_id);
  const methodId = reference(fields.payment_method_id);
  if (intentId === ZERO_TOTAL_PAYMENT_INTENT_ID) return payFree(run);
  if (intentId)
    return replay(run, ownedRow(run, await paymentByIntent(deps.db, run.gateway.name, intentId)), 'after-action');
  if (methodId) return payWithMethod(run, methodId);
  throw paymentRefused(paymentMessages.paymentMissing);
}

/** purchaseReply's answer as JSON Schema, for a purchase route's `schema.response` (decision 019). */
export const purchaseReplySchema = (result: JsonSchema): JsonSchema => ({
  oneOf: [result, obj({ requires_action: { type: 'boolean', const: true }, payment_intent_client_secret: str })],
});

/** The JSON a purchase endpoint answers for an outcome: the journey's result, or the card action. */
export function purchaseReply<R>(
  outcome: PurchaseOutcome<R>,
): R | { requires_action: true; payment_intent_client_secret: string } {
  return outcome.kind === 'paid'
    ? outcome.result
    : { requires_action: true, payment_intent_client_secret: outcome.clientSecret };
}
