import type { FastifyRequest } from 'fastify';

/**
 * The request's cookies, parsed the first time something asks (decision 029): @fastify/cookie is
 * registered without its parsing hook, so a public read, a file or a kept answer does not parse
 * the cookie header it never reads. Setting a cookie parses them too (@fastify/cookie does).
 */
export function requestCookies(request: FastifyRequest): FastifyRequest['cookies'] {
  if (!request.cookies) {
    const header = request.headers.cookie;
    request.cookies = header ? request.server.parseCookie(header) : {};
  }
  return request.cookies;
}
