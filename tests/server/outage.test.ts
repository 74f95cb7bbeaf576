import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { isDatabaseUnavailable } from '../../server/db/unavailable';
import { testConfig } from './support/testApp';

/** A local port nothing listens on: PostgreSQL is down, connections are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a site whose PostgreSQL is down', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const port = await closedPort();
    app = await buildApp(testConfig({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/terme` }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers the health check 503 at once', async () => {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ ok: false });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it.each([
    ['it', 'Il sito è momentaneamente non disponibile. Riprova tra qualche istante.'],
    ['en', 'The site is briefly unavailable. Please try again in a moment.'],
    ['de', 'Die Website ist kurz nicht erreichbar. Bitte versuche es gleich noch einmal.'],
  ])('answers a request that needs the database 503 JSON in %s, with a time to retry', async (locale, message) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/room-categories',
      headers: { 'x-locale': locale, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message });
  });

  it('answers a page load that looks up a session 503 as well, not 500; a visitor without one still gets the page', async () => {
    const cookie = `terme_session=${app.signCookie('a-session-token')}`;
    const response = await app.inject({ method: 'GET', url: '/en/', headers: { accept: 'text/html', cookie } });
    expect(response.statusCode).toBe(503);
    // No session, no database (decision 023): the page and its CSRF token come without a query.
    const visitor = await app.inject({ method: 'GET', url: '/en/', headers: { accept: 'text/html' } });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toMatch(/<meta name="csrf-token" content="[\w-]{43}" \/>/);
  });
});

describe('telling an outage from a fault', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'every address of localhost refused',
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]),
    ],
    [
      'a terminated backend',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a server starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a driver error wrapped by Drizzle',
      new Error('Failed query: select 1', { cause: Object.assign(new Error('x'), { code: '08006' }) }),
    ],
  ])('counts %s as the database being unavailable', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key value'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' })],
    ['a bug in our code', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing at all', undefined],
  ])('does not count %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
