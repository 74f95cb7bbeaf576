import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocale, LOCALES, type Locale } from '../../../domain/locales';
import type { CatalogRoute, RequestSchema } from '../../../server/http/validation';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { echoCandidates, encodeBytes, objectFor, paramValue, queryString, type FieldDescription } from './hostileInput';
import { isKnownMessage } from './knownMessages';

/**
 * Issue 8: malformed input never reaches a handler. Every route the app registered (read from the
 * app's own route catalogue, so a new route is fuzzed as soon as it exists) gets generated hostile
 * bodies, queries and path parameters, with a signed-in session and its CSRF token (so the schema,
 * not CSRF, is what answers) and without. No answer may be a 5xx; every 4xx speaks one of our texts
 * in the request's language and never repeats the input; a 422 has the Laravel shape.
 */
const RUNS_SIGNED_IN = Number(process.env.FUZZ_RUNS ?? 60);
const RUNS_ANONYMOUS = Math.ceil(RUNS_SIGNED_IN / 4);
const GUEST = { email: 'guest@terme.example', password: 'terme-guest-2026' };

let t: TestApp;
let client: TestClient;
let ipCounter = 0;
const figures = { sent: 0, serverErrors: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  t = await createTestApp();
  client = await new TestClient(t.app).start();
});
afterAll(async () => {
  const statuses = [...figures.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(
    `fuzz: ${figures.sent} hostile requests to ${t.app.routeCatalog.length} routes, ${figures.serverErrors} answered 5xx (${statuses})`,
  );
  await t.close();
});

interface Sample {
  locale: Locale;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

const describeSchema = (schema: unknown) =>
  ((schema as RequestSchema | undefined)?.describe() ?? { type: 'object', fields: {} }) as FieldDescription;

function sampleFor(route: CatalogRoute): fc.Arbitrary<Sample> {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  return fc.record({
    locale: fc.constantFrom(...LOCALES),
    params: fc.record(Object.fromEntries(paramNames.map((name) => [name, paramValue]))),
    query: objectFor(describeSchema(route.schema.querystring)),
    body: objectFor(describeSchema(route.schema.body)),
  });
}

function urlOf(route: CatalogRoute, sample: Sample): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeBytes(sample.params[name]));
  const query = queryString(sample.query);
  return query ? `${path}?${query}` : path;
}

/**
 * The language the server must answer in: the path's /{lang}/ prefix, else a `locale` field of
 * the query or of a body it could read, else X-Locale.
 */
const expectedLocale = (route: CatalogRoute, sample: Sample, bodyRead: boolean): Locale =>
  [
    route.url.split('/')[1],
    sample.query.locale,
    route.method !== 'GET' && bodyRead ? sample.body.locale : undefined,
  ].find(isLocale) ?? sample.locale;

function check(route: CatalogRoute, sample: Sample, response: LightMyRequestResponse) {
  figures.sent++;
  figures.byStatus.set(response.statusCode, (figures.byStatus.get(response.statusCode) ?? 0) + 1);
  if (response.statusCode >= 500) figures.serverErrors++;
  const where = `${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const answer = response.json() as { message?: unknown; errors?: Record<string, unknown> };
  const locale = expectedLocale(route, sample, !answer.errors?.body);
  expect(isKnownMessage(answer.message, locale), `${where}: message not one of ours in ${locale}`).toBe(true);
  if (response.statusCode === 422) {
    expect(answer.errors, where).toBeTypeOf('object');
    for (const messages of Object.values(answer.errors ?? {})) {
      expect(Array.isArray(messages) && messages.length > 0, where).toBe(true);
      for (const message of messages as unknown[])
        expect(isKnownMessage(message, locale), `${where}: ${String(message)} not one of ours in ${locale}`).toBe(true);
    }
  }
  for (const sent of echoCandidates([sample.params, sample.query, sample.body])) {
    expect(
      response.body.includes(sent) || response.body.includes(JSON.stringify(sent).slice(1, -1)),
      `${where}: echoes its input`,
    ).toBe(false);
  }
}

const send = (route: CatalogRoute, sample: Sample, signedIn: boolean) => {
  const request = {
    method: route.method as 'GET',
    url: urlOf(route, sample),
    // A new address each time: the rate limits must not be what answers.
    headers: {
      'x-locale': sample.locale,
      'x-forwarded-for': `10.9.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`,
    },
    ...(route.method === 'GET' ? {} : { payload: sample.body }),
  };
  return signedIn
    ? client.inject({ ...request, headers: { ...request.headers, 'x-csrf-token': client.csrf } })
    : t.app.inject(request);
};

async function signIn() {
  if ((await client.get('/api/user')).json().user) return;
  await client.login(GUEST.email, GUEST.password);
}

describe('every route, fuzzed', () => {
  it('knows every route of the app, each with its schemas', () => {
    const urls = t.app.routeCatalog.map((route) => `${route.method} ${route.url}`);
    // Spot checks that the catalogue is the app's: one route of each module.
    for (const expected of [
      'POST /login',
      'POST /api/available/rates',
      'GET /api/:productId/availability',
      'POST /deposit-payment',
      'GET /api/pages/:slug',
      'POST /api/sandbox/payment-methods',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('answers thousands of hostile requests without a 5xx, in the request language, never echoing them', async () => {
    for (const route of t.app.routeCatalog) {
      await signIn();
      await fc.assert(
        fc.asyncProperty(sampleFor(route), async (sample) => check(route, sample, await send(route, sample, true))),
        { numRuns: RUNS_SIGNED_IN },
      );
      await fc.assert(
        fc.asyncProperty(sampleFor(route), async (sample) => check(route, sample, await send(route, sample, false))),
        { numRuns: RUNS_ANONYMOUS },
      );
    }
    expect(figures.serverErrors).toBe(0);
  }, 600_000);
});
