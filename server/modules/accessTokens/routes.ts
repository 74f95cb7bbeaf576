import type { FastifyRequest } from 'fastify';
import { object } from 'yup';
import { ZERO_TOTAL_PAYMENT_INTENT_ID } from '../../../domain/constants';
import { scopesFor, TOKEN_SCOPE_DESCRIPTIONS } from '../../../domain/accessTokens';
import { accessTokenSchema, fields, validationMessage, type AccessTokenValues } from '../../../domain/validation';
import { requireUser, signedInUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import { limitPerAddress } from '../../http/rateLimit';
import { nothing, requestSchema } from '../../http/validation';
import { answers, list, noContent, obj, str } from '../../http/answers';
import type { AppModule } from '../../deps';
import { accessTokenMessages } from './messages';
import { createToken, listTokens, revokeToken, tokenViewExample, tokenViewSchema } from './service';

const tags = ['Access tokens'];

const schemas = {
  scopes: {
    querystring: nothing,
    tags,
    summary: 'The scopes a token can be given',
    response: answers(list(obj({ id: str, description: str })), {
      example: [{ id: 'profile:read', description: 'Read my profile' }],
    }),
  },
  list: {
    querystring: nothing,
    tags,
    summary: 'The signed-in guest’s live tokens (never the tokens themselves)',
    response: answers(list(tokenViewSchema), { example: [tokenViewExample] }),
  },
  create: {
    querystring: nothing,
    body: requestSchema(accessTokenSchema, {
      example: { name: 'Home automation', scopes: ['reservations:read', 'availability:read'] },
    }),
    tags,
    summary: 'Create a token: `accessToken` is shown this once',
    description:
      'Cookie session and CSRF token only (the token manager at /{lang}/my/tokens). At most 50 live tokens per account; a token lasts `expires_in_days` (default 365).',
    response: answers(obj({ accessToken: str, token: tokenViewSchema }), {
      example: { accessToken: 'terme_pat_3kS9…', token: tokenViewExample },
    }),
  },
  revoke: {
    querystring: nothing,
    body: nothing,
    params: requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') })),
    tags,
    summary: 'Revoke one of my tokens (someone else’s is 404)',
    response: noContent('Revoked.'),
  },
};

/** Creating tokens is a person's act in the browser: a few a minute is plenty, and it bounds a runaway script. */
const CREATIONS_PER_MINUTE = 20;

/**
 * The token manager's API (product.md §13, Passport's routes and shapes): the signed-in guest's own tokens,
 * with the cookie session and its CSRF token only; a personal access token cannot list, create or
 * delete tokens (no route here opens to a scope).
 */
export const accessTokensModule: AppModule = async (app, deps) => {
  const { db } = deps;

  app.get('/oauth/scopes', { schema: schemas.scopes }, async (request) =>
    scopesFor(request.user?.role).map((id) => ({
      id,
      description: translate(TOKEN_SCOPE_DESCRIPTIONS[id], request.locale),
    })),
  );

  app.get('/oauth/personal-access-tokens', { schema: schemas.list, onRequest: [requireUser] }, async (request) =>
    listTokens(db, signedInUser(request).id),
  );

  app.post<{ Body: AccessTokenValues }>(
    '/oauth/personal-access-tokens',
    {
      schema: schemas.create,
      onRequest: [requireUser],
      preValidation: [limitPerAddress(db, 'token-create', CREATIONS_PER_MINUTE)],
    },
    async (request) => {
      const { name, scopes, expires_in_days: expiresInDays } = request.body;
      // A staff scope asked by a guest: as unknown to them as it is unlisted.
      const allowed = scopesFor(signedInUser(request).role);
      if (scopes.some((scope) => !allowed.includes(scope))) {
        const message = validationMessage(request.locale, 'tokenScopeUnknown');
        throw new HttpError(422, message, { scopes: [message] });
      }
      return createToken(db, signedInUser(request).id, { name, scopes, expiresInDays }, request.locale);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/oauth/personal-access-tokens/:id',
    { schema: schemas.revoke, onRequest: [requireUser] },
    async (request, reply) => {
      await revokeToken(db, signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
};

/**
 * preHandler of a purchase a token may make (day spa): a token pays by gift card or buys
 * something free; a card needs the website (its 3-D Secure step needs a person at a browser).
 */
export async function noCardWithToken(request: FastifyRequest) {
  if (!request.accessToken) return;
  const body = request.body as { payment_method_id?: string | null; payment_intent_id?: string | null };
  if (
    body.payment_method_id ||
    (body.payment_intent_id && String(body.payment_intent_id) !== ZERO_TOTAL_PAYMENT_INTENT_ID)
  ) {
    throw new HttpError(422, accessTokenMessages.cardNotForTokens, {
      payment_method_id: [translate(accessTokenMessages.cardNotForTokens, request.locale)],
    });
  }
}
