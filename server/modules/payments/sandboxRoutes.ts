import { createHmac } from 'node:crypto';
import { mixed, object } from 'yup';
import { cardBrand, cardProblem, digitsOnly } from '../../../domain/cardNumbers';
import { fields } from '../../../domain/validation';
import { sandboxPaymentMethods } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import { httpMessages } from '../../http/messages';
import { nothing, requestSchema } from '../../http/validation';
import { cardProblemField, cardProblemMessages } from '../../payments/sandbox/cardMessages';
import { authenticateSandboxIntent, sandboxId } from '../../payments/sandbox/sandboxGateway';
import { behaviourOf, encodeBehaviour } from '../../payments/sandbox/testCards';
import type { AppModule } from '../../deps';

/** What a card field sends: the card's problems (cardProblem) are the handler's 422s, in order. */
const cardSchema = requestSchema((locale) => {
  const f = fields(locale);
  return object({
    number: f.text().default(''),
    exp_month: f.text().default(''),
    exp_year: f.text().default(''),
    cvc: f.text().default(''),
  });
});
const authenticationSchema = requestSchema((locale) => {
  const f = fields(locale);
  return object({
    outcome: mixed<'succeed' | 'fail'>().oneOf(['succeed', 'fail'], f.m('valueInvalid')).required(f.m('valueInvalid')),
    client_secret: f.text().default(''),
  });
});

type CardBody = { number: string; exp_month: string; exp_year: string; cvc: string };

/**
 * The sandbox's two endpoints, standing in for Stripe.js in the browser and for scripts:
 * create a card payment method, and complete or fail a 3-D Secure authentication.
 * Registered only while the sandbox is the active gateway.
 */
export const sandboxRoutes: AppModule = async (app, { db, config }) => {
  app.post<{ Body: CardBody }>(
    '/api/sandbox/payment-methods',
    {
      schema: {
        querystring: nothing,
        body: cardSchema,
        tags: ['Payments'],
        summary: 'Sandbox only: a payment method from a test card',
      },
    },
    async (request) => {
      const number = digitsOnly(request.body.number);
      const card = {
        number,
        expMonth: Number(request.body.exp_month || NaN),
        expYear: Number(request.body.exp_year || NaN),
        cvc: request.body.cvc,
      };
      const problem = cardProblem(card);
      if (problem) throw fieldError(cardProblemField[problem], cardProblemMessages[problem], request.locale);
      const [row] = await db
        .insert(sandboxPaymentMethods)
        .values({
          id: sandboxId('pm'),
          brand: cardBrand(number),
          last4: number.slice(-4),
          fingerprint: createHmac('sha256', config.sessionSecret).update(`card:${number}`).digest('base64url'),
          expMonth: card.expMonth,
          expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
          behaviour: encodeBehaviour(behaviourOf(number)),
        })
        .returning();
      return {
        id: row.id,
        card: { brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear },
      };
    },
  );

  app.post<{ Body: { outcome: 'succeed' | 'fail'; client_secret: string } }>(
    '/api/sandbox/payment-intents/authenticate',
    {
      schema: {
        querystring: nothing,
        body: authenticationSchema,
        tags: ['Payments'],
        summary: 'Sandbox only: complete or fail 3-D Secure',
      },
    },
    async (request) => {
      const intent = await authenticateSandboxIntent(db, request.body.client_secret, request.body.outcome);
      if (!intent) throw new HttpError(404, httpMessages.notFound);
      return { payment_intent: { id: intent.id, status: intent.status } };
    },
  );
};
