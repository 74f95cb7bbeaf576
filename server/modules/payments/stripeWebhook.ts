import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { nothing } from '../../http/validation';
import { recordStripeEvent, verifiedEvent } from '../../payments/stripe/webhook';
import type { AppDeps } from '../../deps';

/** Stripe's events are small; a larger body is not Stripe's. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * POST /stripe/webhook: Stripe's word that an intent succeeded or failed, for a guest whose
 * browser never came back (3-D Secure finished, tab closed) or a process that died after the
 * charge. Authenticated by the signature over the raw body (no session, so no CSRF token);
 * answered 200 as soon as the event is kept, before it is acted on (a job does that).
 */
export const stripeWebhookRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const secret = deps.config.stripeWebhookSecret!;
  // The signature is over the bytes Stripe sent: this scope keeps the body raw, not parsed.
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    done(null, {});
  });

  const schema = { querystring: nothing, body: nothing };
  app.post('/stripe/webhook', { schema, config: { signedBody: true } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    const raw = rawBodies.get(request);
    const event = raw ? await verifiedEvent(raw, Array.isArray(signature) ? signature[0] : signature, secret) : null;
    if (!event)
      throw new HttpError(400, 'The Stripe-Signature header does not sign this body with the endpoint secret.');
    const fresh = await recordStripeEvent(deps.db, event);
    return { received: true, duplicate: !fresh };
  });
};
