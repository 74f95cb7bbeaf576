import type Stripe from 'stripe';
import { PAYMENT_CURRENCY } from '../../../domain/constants';
import { GatewayUnavailable, type CardInfo, type FailureCode, type IntentState, type PaymentGateway } from '../gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  /** A local stand-in for Stripe's API (tests). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Stripe's error codes, as the guest's reasons. */
export function failureCodeOf(code: string | null | undefined, declineCode?: string | null): FailureCode {
  if (declineCode === 'insufficient_funds' || code === 'insufficient_funds') return 'insufficient_funds';
  switch (code) {
    case 'expired_card':
      return 'expired_card';
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return 'incorrect_cvc';
    case 'incorrect_number':
    case 'invalid_number':
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
    case 'resource_missing':
      return 'invalid_card';
    case 'payment_intent_authentication_failure':
      return 'authentication_failed';
    case 'processing_error':
      return 'processing_error';
    default:
      return 'card_declined';
  }
}

function cardOf(intent: Stripe.PaymentIntent): CardInfo | undefined {
  const pm = intent.payment_method;
  if (!pm || typeof pm === 'string' || !pm.card) return undefined;
  return { brand: pm.card.brand, last4: pm.card.last4 };
}

export function stateOf(intent: Stripe.PaymentIntent): IntentState {
  const base = { intentId: intent.id, amountCents: intent.amount };
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', ...base, card: cardOf(intent) };
    case 'requires_action':
      return { status: 'requires_action', ...base, clientSecret: intent.client_secret ?? '' };
    case 'requires_confirmation':
      return { status: 'requires_confirmation', ...base };
    case 'requires_payment_method':
    case 'canceled': {
      const error = intent.last_payment_error;
      return {
        status: 'failed',
        ...base,
        code: error ? failureCodeOf(error.code, error.decline_code) : 'card_declined',
      };
    }
    default:
      // 'processing' and 'requires_capture' never happen with automatic capture of cards.
      return { status: 'failed', ...base, code: 'processing_error' };
  }
}

/** A thrown Stripe error: a card's refusal becomes a failed state; anything else is an outage. */
function fromError(error: unknown): IntentState {
  const e = error as Partial<Stripe.errors.StripeError> | null;
  const isCard = e?.type === 'StripeCardError';
  const missingMethod =
    e?.type === 'StripeInvalidRequestError' && e.code === 'resource_missing' && e.param === 'payment_method';
  if (!isCard && !missingMethod)
    throw new GatewayUnavailable(e?.message ?? 'Stripe is not reachable', { cause: error });
  const intent = e?.payment_intent;
  return {
    status: 'failed',
    intentId: intent?.id ?? null,
    amountCents: intent?.amount,
    code: failureCodeOf(e?.code, e?.decline_code),
  };
}

/**
 * Stripe: PaymentIntents in EUR, created and confirmed on the server with manual confirmation,
 * so after 3-D Secure (handleCardAction in the browser) the server confirms once more.
 */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  // The SDK is loaded by the first call: a start does not wait for it (issue 10, decision 030).
  let client: Promise<Stripe> | undefined;
  const stripe = () =>
    (client ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(options.secretKey, {
          maxNetworkRetries: 2,
          timeout: 30_000,
          ...(options.api ? { ...options.api, maxNetworkRetries: 0 } : {}),
        }),
    ));
  const expand = ['payment_method'];

  return {
    name: 'stripe',

    async createAndConfirm(input) {
      try {
        const intent = await (
          await stripe()
        ).paymentIntents.create(
          {
            amount: input.amountCents,
            currency: PAYMENT_CURRENCY,
            payment_method: input.paymentMethodId,
            allowed_payment_method_types: ['card'],
            confirm: true,
            confirmation_method: 'manual',
            description: input.description,
            receipt_email: input.email || undefined,
            metadata: input.metadata,
            expand,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return stateOf(intent);
      } catch (error) {
        return fromError(error);
      }
    },

    async retrieve(intentId) {
      try {
        return stateOf(await (await stripe()).paymentIntents.retrieve(intentId, { expand }));
      } catch (error) {
        return fromError(error);
      }
    },

    async confirm(intentId, idempotencyKey) {
      try {
        return stateOf(await (await stripe()).paymentIntents.confirm(intentId, { expand }, { idempotencyKey }));
      } catch (error) {
        return fromError(error);
      }
    },

    async find({ id, intentId }) {
      if (intentId) return this.retrieve(intentId);
      // The intent id was never saved: look it up by the payment id sent in its metadata.
      // Stripe's search lags by up to a minute; reconciliation only asks about older payments.
      try {
        const found = await (
          await stripe()
        ).paymentIntents.search({ query: `metadata['payment_id']:'${id}'`, expand: ['data.payment_method'] });
        return found.data[0] ? stateOf(found.data[0]) : null;
      } catch (error) {
        throw new GatewayUnavailable('Stripe search failed', { cause: error });
      }
    },

    async cardFingerprint(paymentMethodId) {
      try {
        return (await (await stripe()).paymentMethods.retrieve(paymentMethodId)).card?.fingerprint ?? null;
      } catch {
        // An unknown payment method: the payment itself will be refused, and counted per address and session.
        return null;
      }
    },

    async refund(intentId, idempotencyKey) {
      try {
        await (await stripe()).refunds.create({ payment_intent: intentId }, { idempotencyKey });
      } catch (error) {
        const e = error as Partial<Stripe.errors.StripeError>;
        // Refunded already (by us earlier, or by staff in the dashboard): nothing left to give back.
        if (e.code === 'charge_already_refunded') return;
        throw new GatewayUnavailable(e.message ?? 'Stripe refund failed', { cause: error });
      }
    },
  };
}
