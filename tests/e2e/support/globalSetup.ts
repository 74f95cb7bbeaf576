import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_INFO_FILE, type E2eServer } from './server';
import { prepareDatabase } from './dbFixtures';
import { startModelCoverage } from './modelCoverage';
import type { FullConfig } from '@playwright/test';

const root = resolve(import.meta.dirname, '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

// A fresh database is migrated and seeded first: seconds on an idle machine, a minute on a busy one.
const STARTUP_LIMIT_MS = 180_000;

async function waitForHealth(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The test server exited (${server.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The test server did not answer /healthz within ${STARTUP_LIMIT_MS / 1000} s:\n${log()}`);
}

/** Starts the real server once per run on a free port and a fresh DATA_DIR; returns the teardown. */
export default async function globalSetup(config: FullConfig) {
  startModelCoverage(config);
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'terme-e2e-'));
  const scryptCost = 2 ** 12;
  await prepareDatabase(dataDir, scryptCost);
  let output = '';
  // node + tsx's cli directly (not npx): killing the child then really stops the server.
  const server = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // The server honours the run's day (TERME_NOW) only in test mode: domain/clock.ts.
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      SKIP_BUILD: '1',
      LOG_REQUESTS: '0',
      // Cheaper password hashing keeps the walks fast; the hash is still scrypt.
      SCRYPT_COST: String(scryptCost),
      DATABASE_URL: '',
      SMTP_URL: '',
      // The test runner stands where a reverse proxy would: each test's address comes in X-Forwarded-For (fixtures.ts).
      TRUST_PROXY: 'loopback',
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(join(import.meta.dirname, 'exitWithRunner.mjs')).href}`.trim(),
      E2E_RUNNER_PID: String(process.pid),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const info: E2eServer = { baseURL: `http://127.0.0.1:${port}`, dataDir };
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (process.env.E2E_KEEP_DATA !== '1') rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(info.baseURL, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  process.env.E2E_BASE_URL = info.baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  mkdirSync(dirname(SERVER_INFO_FILE), { recursive: true });
  writeFileSync(SERVER_INFO_FILE, JSON.stringify(info));

  return async () => {
    await stop();
    rmSync(SERVER_INFO_FILE, { force: true });
  };
}
