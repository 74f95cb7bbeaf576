import type { FastifyRequest } from 'fastify';
import { depositSchema, type DepositValues } from '../../../domain/validation';
import { currentHits, countHit, windowLeftMs } from '../../http/rateLimit';
import { TooManyRequests } from '../../http/tooManyRequests';
import { ensureSession } from '../../http/session';
import { nothing, requestSchema } from '../../http/validation';
import { purchaseReply, runPurchase } from '../../payments/purchase';
import { paymentGateway } from '../../payments/gateways';
import { limitGiftCardTries } from '../giftCards/redemption';
import type { AppModule } from '../../deps';
import { depositPurchase } from './service';

/** Refused card payments allowed per address, session and card a window: stops card testing on a public form. */
const REFUSALS_PER_WINDOW = 10;
const REFUSAL_WINDOW_MS = 15 * 60_000;

const schema = {
  querystring: nothing,
  body: requestSchema(depositSchema),
  tags: ['Payments'],
  summary: 'Pay a deposit for an existing reservation',
};

/**
 * POST /deposit-payment (product.md §4.1): a guest pays a deposit from a link, without logging in.
 * Answers `{message, deposit_id, amount}`, or `{requires_action, payment_intent_client_secret}`,
 * or 402 `{error}` / 422 field errors.
 */
export const depositModule: AppModule = async (app, deps) => {
  const gateway = paymentGateway(deps);
  // The card's fingerprint, asked once per request, from the validated body: the hooks below run
  // after the schema, so a malformed id (a NUL byte, found by the fuzz) is a 422 and never asked.
  const cards = new WeakMap<FastifyRequest, string | null>();
  const cardOf = async (request: FastifyRequest) => {
    if (!cards.has(request)) {
      const method = (request.body as DepositValues).payment_method_id;
      cards.set(request, method ? await gateway.cardFingerprint(method) : null);
    }
    return cards.get(request) ?? null;
  };
  // Counted per address, per session (made by the first payment) and per card: a client that
  // forges or rotates its address keeps its session, one that drops its cookies keeps its card.
  const refusalKeys = async (request: FastifyRequest) => {
    const card = await cardOf(request);
    return [
      `deposit-refusals:${request.ip}`,
      ...(request.session ? [`deposit-refusals-session:${request.session.id}`] : []),
      ...(card ? [`deposit-refusals-card:${card}`] : []),
    ];
  };
  // This module's own hooks: too many refused cards from one address stop the form (429)...
  app.addHook('preHandler', async (request) => {
    for (const key of await refusalKeys(request)) {
      if ((await currentHits(deps.db, key, REFUSAL_WINDOW_MS)) >= REFUSALS_PER_WINDOW)
        throw new TooManyRequests(windowLeftMs(REFUSAL_WINDOW_MS));
    }
  });
  // ...and every refusal (402) counts.
  app.addHook('onError', async (request, _reply, error) => {
    if ((error as { statusCode?: number }).statusCode !== 402) return;
    for (const key of await refusalKeys(request)) await countHit(deps.db, key, REFUSAL_WINDOW_MS);
  });

  // A payment without an account is answered again only to the session that paid: it needs one (decision 023).
  app.post<{ Body: DepositValues }>(
    '/deposit-payment',
    { schema, preValidation: limitGiftCardTries(deps.db) },
    async (request, reply) => {
      const session = await ensureSession(deps.db, request, reply);
      return purchaseReply(
        await runPurchase(
          deps,
          request.body,
          depositPurchase(deps, request.body, request.locale, session.id),
          request.locale,
        ),
      );
    },
  );
};
