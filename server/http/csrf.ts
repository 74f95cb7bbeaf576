import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { httpMessages } from './messages';
import { tokensMatch } from './session';
import { cookieCsrfToken } from './csrfCookie';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's body carries its own signature (a gateway's webhook): no session, no CSRF token. */
    signedBody?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing request must carry its CSRF token, in the X-CSRF-TOKEN header or a
 * `_token` field: the session's, or for a visitor without one the token its CSRF cookie signs
 * (decision 023). Neither to match: 419, like an expired page.
 * Checked once the body is parsed (for `_token`) and before it is validated.
 */
export function registerCsrf(app: FastifyInstance) {
  // A callback rather than an async hook: it runs for every request and never waits.
  app.addHook('preValidation', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // A gateway's webhook has no session: its body's signature is its proof (modules/payments/stripeWebhook.ts).
    if (request.routeOptions.config.signedBody) return done();
    // A personal access token is sent by a program, never added by a browser: no cross-site forgery to fear (decision 019).
    if (request.accessToken) return done();
    // A read-only search (session.ts PUBLIC_SEARCH) changes nothing: no token to protect it with.
    if (request.routeOptions.config.readOnly) return done();
    const header = request.headers['x-csrf-token'];
    const body = request.body as Record<string, unknown> | undefined;
    const sent =
      (Array.isArray(header) ? header[0] : header) ?? (typeof body?._token === 'string' ? body._token : undefined);
    const expected = request.session ? request.session.csrfToken : cookieCsrfToken(request);
    done(
      !sent || !expected || !tokensMatch(sent, expected) ? new HttpError(419, httpMessages.sessionExpired) : undefined,
    );
  });
}
