import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for the Stripe endpoints the adapter calls (create, retrieve, confirm
 * and search PaymentIntents, refunds), answering like Stripe does for its test payment methods.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  payment_method: { id: string; object: 'payment_method'; card: { brand: string; last4: string } };
  last_payment_error: { code: string; decline_code?: string } | null;
  metadata: Record<string, string>;
}

const DECLINES: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: { code: 'expired_card', message: 'Your card has expired.' },
};

export class StripeStandIn {
  requests: RecordedRequest[] = [];
  intents = new Map<string, Intent>();
  /** Answer every request with 500 (an outage). */
  failing = false;
  private byKey = new Map<string, { status: number; body: unknown }>();
  private server: Server = createServer(
    (req, res) =>
      void this.handle(req).then(({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.requests.length}` });
        res.end(JSON.stringify(body));
      }),
  );
  private counter = 0;

  async start(): Promise<{ host: string; port: number; protocol: 'http' }> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return { host: '127.0.0.1', port: (this.server.address() as AddressInfo).port, protocol: 'http' };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** What Stripe.js handleCardAction leaves behind: authenticated, or failed. */
  finishAction(intentId: string, outcome: 'succeed' | 'fail') {
    const intent = this.intents.get(intentId)!;
    if (outcome === 'succeed') intent.status = 'requires_confirmation';
    else
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { code: 'payment_intent_authentication_failure' },
      });
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://x');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      params,
      idempotencyKey,
      authorization: req.headers.authorization,
    });
    if (this.failing) return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong.' } } };
    if (idempotencyKey && this.byKey.has(idempotencyKey)) return this.byKey.get(idempotencyKey)!;
    const answer = this.route(req.method ?? '', url.pathname, params);
    if (idempotencyKey) this.byKey.set(idempotencyKey, answer);
    return answer;
  }

  private route(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
    if (method === 'GET' && path === '/v1/payment_intents/search') return this.search(params.query ?? '');
    if (method === 'POST' && path === '/v1/refunds') return this.refund(params.payment_intent);
    const match = /^\/v1\/payment_intents(?:\/(\w+))?(\/confirm)?$/.exec(path);
    if (!match)
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
    const [, id, confirm] = match;
    if (method === 'POST' && !id) return this.create(params);
    const intent = id ? this.intents.get(id) : undefined;
    if (!intent)
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'intent',
            message: 'No such payment_intent',
          },
        },
      };
    if (method === 'POST' && confirm && intent.status === 'requires_confirmation') intent.status = 'succeeded';
    return { status: 200, body: intent };
  }

  /** Only the query the adapter sends: `metadata['payment_id']:'42'`. */
  private search(query: string): { status: number; body: unknown } {
    const match = /^metadata\['(\w+)'\]:'([^']*)'$/.exec(query);
    if (!match)
      return { status: 400, body: { error: { type: 'invalid_request_error', message: `unsupported query ${query}` } } };
    const data = [...this.intents.values()].filter((i) => i.metadata[match[1]] === match[2]);
    return { status: 200, body: { object: 'search_result', data, has_more: false, url: '/v1/payment_intents/search' } };
  }

  /** Refunds the whole charge of a succeeded intent (the intent keeps status 'succeeded', as at Stripe). */
  refunds: string[] = [];
  private refund(intentId: string): { status: number; body: unknown } {
    const intent = this.intents.get(intentId);
    if (!intent || intent.status !== 'succeeded')
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: 'This PaymentIntent does not have a successful charge to refund.',
          },
        },
      };
    if (this.refunds.includes(intentId))
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'Charge has already been refunded.',
          },
        },
      };
    this.refunds.push(intentId);
    return {
      status: 200,
      body: {
        id: `re_standin_${this.refunds.length}`,
        object: 'refund',
        amount: intent.amount,
        payment_intent: intentId,
        status: 'succeeded',
      },
    };
  }

  private create(params: Record<string, string>): { status: number; body: unknown } {
    // 'pm_card_visa#2' behaves like Stripe's test method 'pm_card_visa' (a fresh one per payment).
    const pm = params.payment_method.split('#')[0];
    const id = `pi_standin_${++this.counter}`;
    const metadata = Object.fromEntries(
      Object.entries(params)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice(9, -1), v]),
    );
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount: Number(params.amount),
      currency: params.currency,
      status: pm === 'pm_card_threeDSecure2Required' ? 'requires_action' : 'succeeded',
      client_secret: `${id}_secret_standin`,
      payment_method: {
        id: params.payment_method,
        object: 'payment_method',
        card: { brand: 'visa', last4: pm === 'pm_card_mastercard' ? '4444' : '4242' },
      },
      last_payment_error: null,
      metadata,
    };
    const decline = DECLINES[pm];
    if (decline) {
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: decline });
      this.intents.set(id, intent);
      return { status: 402, body: { error: { type: 'card_error', ...decline, payment_intent: intent } } };
    }
    this.intents.set(id, intent);
    return { status: 200, body: intent };
  }
}
