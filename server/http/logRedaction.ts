import type { FastifyRequest } from 'fastify';

/** Secrets that travel in URLs: the reset link's token, an invitation token, an email beside them. */
const SECRET_SEGMENT = /(\/password\/reset\/)[^/?#]+/gi;
const SECRET_QUERY = /([?&](?:email|token|invitation|client_secret|payment_intent_client_secret)=)[^&#]*/gi;

export const REDACTED = '[redacted]';

/** The URL as it may be written to a log: path and query secrets replaced (issue 9: reset tokens were logged). */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

/**
 * Pino options for the request log: the request line without its secrets, and headers that
 * carry credentials (cookies, the CSRF token, authorization) censored wherever they appear.
 */
export function loggerOptions(stream?: NodeJS.WritableStream) {
  return {
    level: 'info',
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
