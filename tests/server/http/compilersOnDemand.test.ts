import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compilersOnDemand } from '../../../server/http/compilersOnDemand';

/**
 * Fastify's default compilers are loaded only when a route asks for one (issue 10: they cost
 * every start a tenth of a second for nothing). A route that does ask still gets them, working:
 * Ajv validation (a 400 for a bad querystring) and fast-json-stringify's response schema.
 */
describe('Fastify with its default compilers on demand', () => {
  const app = Fastify({ schemaController: { compilersFactory: compilersOnDemand } });
  app.get(
    '/json-schema',
    {
      schema: {
        querystring: { type: 'object', properties: { n: { type: 'integer', minimum: 1 } }, required: ['n'] },
        response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
      },
    },
    async (request) => ({ n: (request.query as { n: number }).n, secret: 'not in the response schema' }),
  );

  it('validates with Ajv and serialises with the response schema when a route declares them', async () => {
    const good = await app.inject({ url: '/json-schema?n=3' });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('{"n":3}');
    const bad = await app.inject({ url: '/json-schema?n=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'FST_ERR_VALIDATION' });
  });
});
