import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_REQUESTS_PER_MINUTE, type TokenScope } from '../../domain/accessTokens';
import type { Db } from '../db/client';
import { findLiveToken, touchToken } from '../modules/accessTokens/service';
import { isWellFormedToken } from '../modules/accessTokens/tokenFormat';
import { accessTokenMessages } from '../modules/accessTokens/messages';
import { HttpError } from './errors';
import { translate } from './messages';
import { enforceLimit } from './rateLimit';

declare module 'fastify' {
  interface FastifyRequest {
    /** The personal access token that authenticated this request (Authorization: Bearer), else null. */
    accessToken: { id: number; scopes: readonly string[] } | null;
  }
  interface FastifyContextConfig {
    /** The scope a personal access token needs for this route; a route without one refuses tokens (403). */
    tokenScope?: TokenScope;
  }
}

/** Route options of a route that personal access tokens with `scope` may call. */
export const openToTokens = (scope: TokenScope) => ({ tokenScope: scope });

const BEARER_SCHEME = /^Bearer(\s|$)/i;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The token of an `Authorization: Bearer` header (null when it is empty or malformed); undefined
 * when the request sends no bearer token, so the cookie session applies. Other schemes are left
 * alone: a proxy's Basic authentication in front of a staging site must not log everyone out.
 */
export function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !BEARER_SCHEME.test(header)) return undefined;
  return BEARER.exec(header)?.[1] ?? null;
}

/**
 * Authenticates a request that carries `Authorization` (decision 019), in place of its cookie
 * session: no session, so no CSRF token either (a browser never adds this header by itself).
 * A malformed token (shape or checksum) is refused before any lookup; unknown, revoked or expired
 * tokens answer the same 401; then the route's scope (403 naming it) and the token's own rate limit.
 */
export async function authenticateBearer(db: Db, request: FastifyRequest, reply: FastifyReply, token: string | null) {
  if (!token || !isWellFormedToken(token)) throw unauthorized(reply);
  const found = await findLiveToken(db, token);
  if (!found) throw unauthorized(reply);
  const scope = request.routeOptions.config.tokenScope;
  if (!scope) throw new HttpError(403, accessTokenMessages.notForTokens);
  if (!found.token.scopes.includes(scope)) {
    reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${scope}"`);
    throw new HttpError(403, scopeMissing(scope), undefined, { scope });
  }
  await enforceLimit(db, `pat:${found.token.id}`, TOKEN_REQUESTS_PER_MINUTE);
  await touchToken(db, found.token);
  request.accessToken = { id: found.token.id, scopes: found.token.scopes };
  request.user = found.user;
}

function unauthorized(reply: FastifyReply) {
  reply.header('www-authenticate', 'Bearer error="invalid_token"');
  return new HttpError(401, accessTokenMessages.tokenInvalid);
}

const scopeMissing = (scope: TokenScope) => ({
  en: translate(accessTokenMessages.scopeMissing, 'en', { scope }),
  it: translate(accessTokenMessages.scopeMissing, 'it', { scope }),
  de: translate(accessTokenMessages.scopeMissing, 'de', { scope }),
});
