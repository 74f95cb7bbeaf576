import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TOKEN_SCOPE_DESCRIPTIONS, TOKEN_SCOPES } from '../../../domain/accessTokens';
import { nothing } from '../../http/validation';
import { documentRoute } from './document';

/**
 * The API's OpenAPI 3.1 document, generated from the routes' own schemas (decision 019), at
 * /api/openapi.json, and Swagger UI at /api/docs from the package's files (no CDN). Registered
 * on the root before the modules, so @fastify/swagger sees every route as it is added.
 */
export async function registerApiDocs(app: FastifyInstance, appUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Terme API',
        version: '1.0.0',
        description:
          'The API of the Terme website. The site itself calls it with its session cookie and the CSRF token of the page. ' +
          'Programs call the routes open to personal access tokens with `Authorization: Bearer terme_pat_…` (create one at /{lang}/my/tokens): ' +
          'no cookie and no CSRF token, only the scopes the token was given, 60 requests a minute per token. ' +
          'Errors: 401 (with `WWW-Authenticate: Bearer`) for a missing, malformed, revoked or expired token, 403 naming a missing scope, 422 with a message per field, 429 beyond the limit. ' +
          'Messages come in the language of `X-Locale` (it, en, de) or `Accept-Language`. Amounts are integer cents.',
      },
      servers: [{ url: appUrl }],
      // In this order in the browsable docs: what a token opens first.
      tags: [
        'Access tokens',
        'Account',
        'My reservations',
        'Day spa',
        'Rooms',
        'Shop',
        'Payments',
        'Requests',
        'Check-in',
        'Front desk',
        'Seasons',
        'Promo codes',
        'Day spa (back office)',
        'Room inventory',
        'Rate plans',
        'Add-ons',
        'Rates calendar',
        'Spa schedule',
        'SSN cures',
        'Staff',
        'Pages',
        'Site',
      ].map((name) => ({ name })),
      components: {
        securitySchemes: {
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'terme_pat_ + 43 base62 characters + 6 of checksum',
            description: `A personal access token. Scopes: ${TOKEN_SCOPES.map((scope) => `\`${scope}\` (${TOKEN_SCOPE_DESCRIPTIONS[scope].en})`).join(', ')}.`,
          },
          cookieSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'terme_session',
            description: 'The website’s session; state-changing requests also send `X-CSRF-TOKEN`.',
          },
        },
      },
    },
    transform: documentRoute as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true }, staticCSP: false });
  app.get('/api/openapi.json', { schema: { querystring: nothing, hide: true } as never }, async () => app.swagger());
}
