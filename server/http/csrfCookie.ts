import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestCookies } from './cookies';

/**
 * The CSRF token of a visitor who has no session yet (decision 023): a signed double submit.
 * The cookie holds a random nonce (httpOnly, so scripts never read it); the token written into
 * the page is HMAC-SHA256(server secret, nonce). A state-changing request must send the token
 * that the cookie's nonce signs: another site can neither read the page nor forge the HMAC. No
 * database row is written, so page loads by crawlers cost no session.
 */
export const CSRF_COOKIE = 'terme_csrf';

const NONCE = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** The server secret that signs the pre-session CSRF tokens (SESSION_SECRET). */
    csrfSecret: string;
  }
}

const tokenOf = (secret: string, nonce: string) =>
  createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');

function cookieNonce(request: FastifyRequest): string | null {
  const nonce = requestCookies(request)[CSRF_COOKIE];
  return nonce && NONCE.test(nonce) ? nonce : null;
}

/** The token the visitor's CSRF cookie signs; null without a (well-formed) cookie. */
export function cookieCsrfToken(request: FastifyRequest): string | null {
  const nonce = cookieNonce(request);
  return nonce ? tokenOf(request.server.csrfSecret, nonce) : null;
}

/**
 * The pre-session token for a page: the visitor's cookie is kept when it has one (several tabs
 * share it), else a new nonce is set. `fresh` always sets a new one (after a logout).
 */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, fresh = false): string {
  const kept = fresh ? null : cookieNonce(request);
  const nonce = kept ?? randomBytes(32).toString('base64url');
  if (!kept) {
    reply.setCookie(CSRF_COOKIE, nonce, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }
  return tokenOf(request.server.csrfSecret, nonce);
}
