import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/client';
import { enqueueMail } from '../../server/mail/outbox';
import { checkInApp } from './checkIn/support';
import { withToken } from './accessTokens/support';
import { freshIp } from './accounts/support';

// Issue 36: metrics an operator scrapes (Prometheus text format): requests and latency by route,
// jobs, payments in flight, mails not sent; for administrators, or a scraper holding an
// administrator's token with the `metrics:read` scope. docs/operations.md §10.

type App = Awaited<ReturnType<typeof checkInApp>>;
let t: App;
beforeAll(async () => {
  t = await checkInApp();
});
afterAll(() => t.close());

/** The value of one sample line, e.g. `terme_mails{state="pending"}`. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe('operating metrics', () => {
  it('count requests by route pattern and status, and read jobs, payments and mails from the database', async () => {
    for (let n = 0; n < 3; n++) expect((await t.visitor.get('/api/seasons')).statusCode).toBe(200);
    await enqueueMail(t.database.db, { to: 'x@example.com', kind: 'other', subject: 'Waiting', text: 'Body' });
    const [{ n: pending }] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from outbox_mails where status = 'pending'`),
    );

    const response = await t.admin.get('/api/admin/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(
      sample(text, 'terme_http_request_duration_seconds_count{method="GET",route="/api/seasons",status="2xx"}'),
    ).toBe(3);
    expect(text).toContain('# TYPE terme_http_request_duration_seconds histogram');
    expect(sample(text, 'terme_mails{state="pending"}')).toBe(pending);
    expect(sample(text, 'terme_jobs{queue="mail.send",state="queued"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE terme_payments_in_flight gauge');
  });

  it('are for administrators: 403 for a guest, 401 for a visitor', async () => {
    expect((await t.guest.get('/api/admin/metrics')).statusCode).toBe(403);
    expect((await t.visitor.get('/api/admin/metrics')).statusCode).toBe(401);
  });

  it("open to an administrator's token with metrics:read; a guest is neither offered nor granted the scope", async () => {
    const adminScopes = (await t.admin.get('/oauth/scopes')).json().map((s: { id: string }) => s.id);
    expect(adminScopes).toContain('metrics:read');
    const guestScopes = (await t.guest.get('/oauth/scopes')).json().map((s: { id: string }) => s.id);
    expect(guestScopes).not.toContain('metrics:read');
    const refused = await t.guest.post(
      '/oauth/personal-access-tokens',
      { name: 'Scraper', scopes: ['metrics:read'] },
      { 'x-locale': 'en', 'x-forwarded-for': freshIp() },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.scopes).toEqual(['This scope does not exist.']);

    const created = await t.admin.post(
      '/oauth/personal-access-tokens',
      { name: 'Prometheus', scopes: ['metrics:read'] },
      { 'x-locale': 'en', 'x-forwarded-for': freshIp() },
    );
    expect(created.statusCode).toBe(200);
    const scraped = await withToken(t, created.json().accessToken, 'GET', '/api/admin/metrics');
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('terme_http_request_duration_seconds');
    // The same token opens nothing else.
    expect((await withToken(t, created.json().accessToken, 'GET', '/api/admin/arrivals')).statusCode).toBe(403);
  });
});
