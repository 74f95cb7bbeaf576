import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isTranslations, type Translations } from '../../domain/locales';
import { httpMessages, translate } from './messages';
import { RequestValidationError } from './validation';
import { isDatabaseUnavailable } from '../db/unavailable';

/** An error that leaves the server with its status and a message in the request's language. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    public text: Translations | string,
    public errors?: Record<string, string[]>,
    /** More fields of the answer; texts among them are translated like the message. */
    public extra?: Record<string, unknown>,
  ) {
    super(typeof text === 'string' ? text : text.en);
  }
}

/** 422 with per-field messages, the shape the SPA maps under each field. */
export function fieldError(field: string, text: Translations | string, locale: FastifyRequest['locale']): HttpError {
  const message = typeof text === 'string' ? text : translate(text, locale);
  return new HttpError(422, message, { [field]: [message] });
}

type AppError = FastifyError | HttpError | RequestValidationError;

/**
 * Every error leaves in the shapes of ARCHITECTURE.md, in the request's language: 422 with field
 * messages, our HttpErrors as thrown, Fastify's own 4xx as one plain sentence, a database that
 * cannot be reached 503 (the pool reconnects by itself; the client may retry), anything else 500
 * without internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: AppError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale ?? 'it';
    if (error instanceof RequestValidationError) {
      const errors = error.errorsIn(locale);
      return reply.code(422).send({ message: Object.values(errors)[0]?.[0], errors });
    }
    if (error instanceof HttpError) {
      const message = typeof error.text === 'string' ? error.text : translate(error.text, locale);
      const extra = Object.entries(error.extra ?? {}).map(([key, value]) => [
        key,
        isTranslations(value) ? translate(value, locale) : value,
      ]);
      const body: Record<string, unknown> = { message, ...Object.fromEntries(extra) };
      if (error.errors) body.errors = error.errors;
      // Every 429 says when to come back (TooManyRequests; read by shape: that class extends this file's).
      const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.code(error.statusCode).send(body);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429)
      return reply
        .code(429)
        .header('retry-after', '60')
        .send({ message: translate(httpMessages.tooManyRequests, locale) });
    if (status === 413) return reply.code(413).send({ message: translate(httpMessages.tooLarge, locale) });
    if (status >= 400 && status < 500) {
      // Fastify's other 4xx (unsupported media type, malformed headers): say so plainly, without internals.
      return reply.code(status).send({ message: translate(httpMessages.badRequest, locale) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: translate(httpMessages.unavailable, locale) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: translate(httpMessages.serverError, locale) });
  });
}
