import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { httpMessages } from './messages';
import { tokensMatch } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's body carries its own signature (a gateway's webhook): no session, no CSRF token. */
    signedBody?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing request must carry the session's CSRF token, in the X-CSRF-TOKEN header
 * or a `_token` field. Without a session there is no token to match: 419, like an expired page.
 * Checked once the body is parsed (for `_token`) and before it is validated.
 */
export function registerCsrf(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // A gateway's webhook has no session: its body's signature is its proof (modules/payments/stripeWebhook.ts).
    if (request.routeOptions.config.signedBody) return;
    // A read-only search (session.ts PUBLIC_SEARCH) changes nothing: no token to protect it with.
    if (request.routeOptions.config.readOnly) return;
    const header = request.headers['x-csrf-token'];
    const body = request.body as Record<string, unknown> | undefined;
    const sent = (Array.isArray(header) ? header[0] : header) ?? (typeof body?._token === 'string' ? body._token : undefined);
    const expected = request.session?.csrfToken;
    if (!sent || !expected || !tokensMatch(sent, expected)) throw new HttpError(419, httpMessages.sessionExpired);
  });
}
