import { depositSchema } from '../../../domain/validation';
import { HttpError } from '../../http/errors';
import { currentHits, countHit } from '../../http/rateLimit';
import { httpMessages } from '../../http/messages';
import { purchaseReply, runPurchase, type PaymentFields } from '../../payments/purchase';
import type { AppModule } from '../types';
import { depositPurchase } from './service';

/** Refused card payments allowed per address and window: stops card testing on a public form. */
const REFUSALS_PER_WINDOW = 10;
const REFUSAL_WINDOW_MS = 15 * 60_000;

/**
 * POST /deposit-payment (SPEC 2, 3, 5): a guest pays a deposit from a link, without logging in.
 * Answers `{message, deposit_id, amount}`, or `{requires_action, payment_intent_client_secret}`,
 * or 402 `{error}` / 422 field errors.
 */
export const depositModule: AppModule = async (app, deps) => {
  app.post('/deposit-payment', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const values = await depositSchema(request.locale).validate(body, { abortEarly: false, stripUnknown: true });
    const refusalsKey = `deposit-refusals:${request.ip}`;
    if ((await currentHits(deps.db, refusalsKey, REFUSAL_WINDOW_MS)) >= REFUSALS_PER_WINDOW) {
      throw new HttpError(429, httpMessages.tooManyRequests);
    }
    const payment: PaymentFields = {
      payment_method_id: typeof body.payment_method_id === 'string' ? body.payment_method_id : null,
      payment_intent_id: body.payment_intent_id == null ? null : String(body.payment_intent_id),
    };
    try {
      return purchaseReply(await runPurchase(deps, payment, depositPurchase(deps, values, request.locale)));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 402) await countHit(deps.db, refusalsKey, REFUSAL_WINDOW_MS);
      throw error;
    }
  });
};
