import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import type { Translations } from '../../domain/locales';
import { httpMessages, translate } from './messages';

/** An error that leaves the server with its status and a message in the request's language. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    public text: Translations | string,
    public errors?: Record<string, string[]>,
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

/** Turns a yup ValidationError (abortEarly: false) into `{field: [messages]}`. */
export function yupErrors(err: ValidationError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const items = err.inner.length ? err.inner : [err];
  for (const item of items) {
    const key = item.path ?? '_';
    (errors[key] ??= []).push(item.message);
  }
  return errors;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ValidationError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale ?? 'it';
    if (error instanceof ValidationError) {
      const errors = yupErrors(error);
      const first = Object.values(errors)[0]?.[0];
      return reply.code(422).send({ message: first ?? translate(httpMessages.invalidData, locale), errors });
    }
    if (error instanceof HttpError) {
      const message = typeof error.text === 'string' ? error.text : translate(error.text, locale);
      const body: Record<string, unknown> = { message, ...error.extra };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: translate(httpMessages.tooManyRequests, locale) });
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, body too large): say so plainly, without internals.
      return reply.code(status).send({ message: translate(httpMessages.badRequest, locale) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: translate(httpMessages.serverError, locale) });
  });
}
