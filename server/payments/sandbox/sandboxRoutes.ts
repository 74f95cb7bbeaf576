import type { FastifyInstance } from 'fastify';
import { cardBrand, cardProblem, digitsOnly } from '../../../domain/cardNumbers';
import type { Db } from '../../db/client';
import { sandboxPaymentMethods } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import { httpMessages } from '../../http/messages';
import { cardProblemField, cardProblemMessages } from './cardMessages';
import { authenticateSandboxIntent, sandboxId } from './sandboxGateway';
import { behaviourOf, encodeBehaviour } from './testCards';

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * The sandbox's two endpoints, standing in for Stripe.js in the browser and for scripts:
 * create a card payment method, and complete or fail a 3-D Secure authentication.
 * Registered only while the sandbox is the active gateway.
 */
export function registerSandboxRoutes(app: FastifyInstance, db: Db) {
  app.post('/api/sandbox/payment-methods', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const number = digitsOnly(text(body.number));
    const card = { number, expMonth: Number(text(body.exp_month) || NaN), expYear: Number(text(body.exp_year) || NaN), cvc: text(body.cvc) };
    const problem = cardProblem(card);
    if (problem) throw fieldError(cardProblemField[problem], cardProblemMessages[problem], request.locale);
    const brand = cardBrand(number);
    const [row] = await db
      .insert(sandboxPaymentMethods)
      .values({
        id: sandboxId('pm'),
        brand,
        last4: number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
        behaviour: encodeBehaviour(behaviourOf(number)),
      })
      .returning();
    return { id: row.id, card: { brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear } };
  });

  app.post('/api/sandbox/payment-intents/authenticate', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const outcome = body.outcome === 'succeed' || body.outcome === 'fail' ? body.outcome : null;
    if (!outcome) throw fieldError('outcome', httpMessages.invalidData, request.locale);
    const intent = await authenticateSandboxIntent(db, text(body.client_secret), outcome);
    if (!intent) throw new HttpError(404, httpMessages.notFound);
    return { payment_intent: { id: intent.id, status: intent.status } };
  });
}
