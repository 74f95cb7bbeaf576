import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../support/testApp';
import { freshIp, uniqueEmail } from './support';

// Watch the hash verification while keeping its real behaviour.
vi.mock('../../../server/modules/accounts/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../server/modules/accounts/passwords')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
// The server project shares modules between test files (vitest.config.ts): the app is imported
// anew here, so that its login reads the watched module.
vi.resetModules();
const { createTestApp, TestClient } = await import('../support/testApp');
const { verifyPassword, dummyHash } = await import('../../../server/modules/accounts/passwords');

describe('login timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs a full hash verification for an unknown email, as for a known one', async () => {
    const client = await new TestClient(t.app).start('/it/');
    vi.mocked(verifyPassword).mockClear();
    const response = await client.post(
      '/login',
      { email: uniqueEmail('ghost'), password: 'some-guess' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(response.statusCode).toBe(422);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(verifyPassword).toHaveBeenCalledWith('some-guess', await dummyHash());
    expect(await dummyHash()).toMatch(/^scrypt\$1024\$/);
  });
});
