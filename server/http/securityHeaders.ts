import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** CSP: our own origin, plus exactly what Stripe.js, Elements and 3-D Secure frames need. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://js.stripe.com'],
  // React, radix and the carousel set inline style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https://*.stripe.com'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://api.stripe.com', 'https://m.stripe.network'],
  frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** What helmet is given: the CSP above, helmet's defaults otherwise (COEP off: Stripe's frames do not send CORP). */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { directives: contentSecurityPolicy },
  crossOriginEmbedderPolicy: false,
} as const;

/**
 * The security headers helmet sets with HELMET_OPTIONS, worked out once: they depend on nothing
 * in the request (no nonces), so @fastify/helmet's building a helmet middleware and parsing the
 * CSP again for every request (issue 10) bought nothing.
 */
export function securityHeaderValues(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Every answer (API, pages, files, errors, 404s) carries the same security headers, set as the request arrives. */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const headers = securityHeaderValues();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
