import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from './support/testApp';

describe('the HTTP skeleton', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the health check when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('writes a CSRF token into the page and refuses a POST without it with 419', async () => {
    const client = await new TestClient(t.app).start('/it/');
    expect(client.csrf).toMatch(/^[\w-]{20,}$/);
    const refused = await client.inject({ method: 'POST', url: '/logout', payload: {} });
    expect(refused.statusCode).toBe(419);
    expect(refused.json().message).toBe('Sessione scaduta, ricarica la pagina');
  });

  it('answers an unknown API path with 404 JSON and an unknown page with 404 and the SPA', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('message');
    const page = await t.app.inject({ method: 'GET', url: '/de/no-such-page', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="de">');
  });

  it('sends strict security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('says who is signed in without ever answering 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });
});
