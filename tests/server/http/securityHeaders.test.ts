import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { bookableStay, ratesBody } from '../booking/support';

/** helmet 8's defaults, with COEP off (Stripe's frames) and the CSP of server/http/securityHeaders.ts. */
const EXPECTED = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://*.stripe.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com https://m.stripe.network",
  "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "script-src-attr 'none'",
];

/**
 * The security headers are worked out once at start (issue 10) instead of by a helmet middleware
 * built for every request: every kind of answer must still carry all of them, unchanged.
 */
describe('security headers on every answer', () => {
  let t: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    client = await new TestClient(t.app).start('/en/');
  });
  afterAll(async () => {
    await t.close();
  });

  const answers = () => ({
    'an API read': client.get('/api/room-categories'),
    'a page': client.get('/en/', { accept: 'text/html' }),
    'a 404 of the API': client.get('/api/no-such-route'),
    'a 422': client.post('/api/available/rates', { from_date: 'yesterday' }),
    'a body that is not JSON': client.post('/api/available/rates', '{not json', { 'content-type': 'application/json' }),
  });

  it('sends helmet’s headers and the site’s CSP on API answers, pages, errors, refusals and cached answers', async () => {
    const stay = await bookableStay(t.database.db, 2);
    const search = () => client.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]));
    const all: Record<string, Promise<LightMyRequestResponse>> = { ...answers(), 'a rates answer': search() };
    await all['a rates answer'];
    all['the same rates answer from the cache'] = search();
    for (const [what, pending] of Object.entries(all)) {
      const response = await pending;
      for (const [name, value] of Object.entries(EXPECTED))
        expect(`${what}: ${name}: ${response.headers[name]}`).toBe(`${what}: ${name}: ${value}`);
      const csp = String(response.headers['content-security-policy']).split(';');
      expect(csp.sort(), what).toEqual([...CSP_DIRECTIVES].sort());
      expect(response.headers['cross-origin-embedder-policy'], what).toBeUndefined();
      expect(response.headers['x-powered-by'], what).toBeUndefined();
    }
  });
});
