import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { redactUrl } from '../../../server/http/logRedaction';
import { freshDatabase, testConfig } from '../support/testApp';

describe('the request log', () => {
  let app: FastifyInstance;
  let database: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await freshDatabase();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    app = await buildApp(testConfig({ logger: true }), { database, logStream: stream });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('never holds a reset token, an invitation token, an email of a link, a cookie or a CSRF token', async () => {
    const cookie = 'terme_session=s%3Acookie-secret-123.signature';
    await app.inject({
      method: 'GET',
      url: '/it/password/reset/reset-token-abc123?email=victim%40example.com',
      headers: { accept: 'text/html', cookie },
    });
    await app.inject({
      method: 'GET',
      url: '/de/register?invitation=invite-token-xyz789',
      headers: { accept: 'text/html' },
    });
    await app.inject({
      method: 'POST',
      url: '/login',
      headers: { cookie, 'x-csrf-token': 'csrf-token-456', 'x-requested-with': 'XMLHttpRequest' },
      payload: { email: 'a@b.c', password: 'hunter2-password' },
    });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const secret of [
      'reset-token-abc123',
      'victim%40example.com',
      'victim@example.com',
      'invite-token-xyz789',
      'cookie-secret-123',
      'csrf-token-456',
      'hunter2-password',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('"url":"/it/password/reset/[redacted]?email=[redacted]"');
    expect(log).toContain('"url":"/de/register?invitation=[redacted]"');
  });

  it('keeps the rest of a URL readable', () => {
    expect(redactUrl('/api/products?kind=day_spa&locale=de')).toBe('/api/products?kind=day_spa&locale=de');
    expect(redactUrl('/en/password/reset/t0k3n')).toBe('/en/password/reset/[redacted]');
    expect(redactUrl('/x?locale=it&email=a%40b.c&token=1')).toBe('/x?locale=it&email=[redacted]&token=[redacted]');
  });
});
