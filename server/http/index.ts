import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { registerErrorHandling } from './errors';
import { registerLocale } from './locale';
import { registerJsonBody } from './jsonBody';
import { validationPlugin } from './validation';
import { sessionPlugin } from './session';
import { registerCsrf } from './csrf';

/**
 * The app's own HTTP layer, shared by every module (so wrapped in fastify-plugin): error shapes,
 * the request's language, JSON bodies, yup validation, the session and CSRF. Hooks run in this
 * order: language, session (onRequest); CSRF (preValidation); the route's schema.
 */
export const httpLayer = fp(async (app: FastifyInstance, opts: { db: Db; secret: string }) => {
  registerErrorHandling(app);
  registerLocale(app);
  registerJsonBody(app);
  await app.register(validationPlugin);
  await app.register(sessionPlugin, { db: opts.db, secret: opts.secret });
  registerCsrf(app);
});
