import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import { setScryptCost } from '../../../server/modules/accounts/passwords';
import { TEST_SCRYPT_COST } from './globalSetup';
import { checkAnswers } from './answerCheck';

// Fast password hashing in tests; production keeps OWASP's cost (see passwords.ts).
setScryptCost(TEST_SCRYPT_COST);

let template: Promise<Blob> | null = null;

/** The database made once per run by globalSetup.ts (migrated and seeded), read once per test file. */
function migratedTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return template;
}

let created = 0;

/**
 * A new, empty PostgreSQL database on the server of TEST_DATABASE_URL, named for this process:
 * every test app gets its own, so test files can run in parallel. Returns its URL.
 */
export async function createPostgresDatabase(): Promise<string> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `terme_test_${process.pid}_${++created}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  base.pathname = `/${name}`;
  return base.toString();
}

/**
 * A fresh, migrated and seeded database: on PostgreSQL when TEST_DATABASE_URL is set (CI runs
 * the server suite a second time that way), else a clone of an embedded PGlite template.
 */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DATABASE_URL) {
    // A copy of the template globalSetup.ts migrated and seeded.
    const url = await createPostgresDatabase();
    return Object.assign(await openDatabase({ dataDir: ':memory:', databaseUrl: url }), { url });
  }
  return openDatabase({ dataDir: ':memory:', loadDataDir: await migratedTemplate() });
}

/** Tests speak as if behind a proxy on loopback: their X-Forwarded-For (freshIp) keeps rate-limit counters apart. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'terme-test-'));
  return loadConfig(
    {},
    {
      dataDir,
      logger: false,
      sessionSecret: 'test-secret-0123456789abcdef0123456789',
      scryptCost: TEST_SCRYPT_COST,
      honeypotMinAgeMs: 0,
      distDir: join(import.meta.dirname, 'dist'),
      trustProxy: ['127.0.0.1'],
      ...overrides,
    },
  );
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const config = testConfig(overrides);
  // Every documented answer is held to its schema (decision 019).
  const app = await buildApp(config, { database, checkAnswers });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A browser-like client: keeps the session cookie, fetches the CSRF token from a page like the
 * SPA does, and sends it with every state-changing request.
 */
export class TestClient {
  cookies = new Map<string, string>();
  csrf = '';

  constructor(private app: FastifyInstance) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(response: LightMyRequestResponse) {
    for (const c of response.cookies) this.cookies.set(c.name, c.value);
    const rotated = response.headers['x-csrf-token'];
    if (typeof rotated === 'string') this.csrf = rotated;
  }

  /** Opens a page to get a session and its CSRF token, as the browser does on first load. */
  async start(path = '/it/'): Promise<this> {
    // A page load, not an AJAX call: no X-Requested-With, so the server answers with the SPA.
    const response = await this.app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'text/html', ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}) },
    });
    this.remember(response);
    const match = /<meta name="csrf-token" content="([^"]+)"/.exec(response.body);
    if (!match) throw new Error(`no CSRF meta in ${path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    this.csrf = match[1];
    return this;
  }

  async inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      ...options,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...options.headers,
      },
    });
    this.remember(response);
    return response;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.inject({ method: 'GET', url, headers });
  }

  send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload: unknown = {},
    headers: Record<string, string> = {},
  ) {
    return this.inject({
      method,
      url,
      payload: payload as InjectOptions['payload'],
      headers: { 'x-csrf-token': this.csrf, ...headers },
    });
  }

  post(url: string, payload: unknown = {}, headers: Record<string, string> = {}) {
    return this.send('POST', url, payload, headers);
  }

  /** Logs in through the real endpoint. */
  async login(email: string, password: string) {
    const response = await this.post('/login', { email, password, remember: true });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response;
  }
}
