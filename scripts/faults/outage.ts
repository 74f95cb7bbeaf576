/**
 * Issue 9, item 1: two app processes on one PostgreSQL under steady load. Every backend is
 * terminated several times, then PostgreSQL is stopped and started again. Required: no process
 * dies; while PostgreSQL is down, requests answer 503 JSON quickly and /healthz answers 503; once
 * it is back, both processes serve again without a restart.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppProcess, request } from './appProcess';
import type { TempPostgres } from './postgres';

const until = async (what: string, check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for: ${what}`);
};

export interface OutageFigures {
  backendsKilled: number;
  processesDied: number;
  requestsDuringOutage: number;
  slowestOutageAnswerMs: number;
  failures: string[];
}

export async function runOutage(postgres: TempPostgres): Promise<OutageFigures> {
  const failures: string[] = [];
  const url = await postgres.createDatabase('terme_outage');
  const env = {
    DATABASE_URL: url,
    SESSION_SECRET: 'faults-secret-0123456789abcdef0123456789',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'terme-outage-')),
  };
  const apps = [new AppProcess(env), new AppProcess(env)];
  // One after the other: each migrates and seeds at start.
  for (const app of apps) await app.start();

  // Steady load: each process gets a request every ~20 ms from a few loops.
  let loading = true;
  const seen: { status: number; ms: number; phase: string }[] = [];
  let phase = 'up';
  const load = apps.flatMap((app) =>
    [0, 1, 2].map(async () => {
      while (loading) {
        const r = await request(`${app.baseUrl}/api/room-categories`, {
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        });
        seen.push({ status: r.status, ms: r.ms, phase });
        await new Promise((done) => setTimeout(done, 20));
      }
    }),
  );
  const allServe = async () =>
    (await Promise.all(apps.map((a) => request(`${a.baseUrl}/healthz`, {}, 5_000)))).every((r) => r.status === 200);

  let backendsKilled = 0;
  let slowest = 0;
  let duringOutage = 0;
  try {
    await until('both processes serve', allServe, 30_000);
    for (let round = 0; round < 5; round++) {
      await new Promise((done) => setTimeout(done, 400));
      backendsKilled += await postgres.terminateBackends('terme_outage');
    }
    await until('both processes serve after the backends were terminated', allServe, 15_000);

    phase = 'down';
    postgres.stop();
    await new Promise((done) => setTimeout(done, 300));
    const health = await Promise.all(apps.map((a) => request(`${a.baseUrl}/healthz`, {}, 10_000)));
    for (const h of health)
      if (h.status !== 503) failures.push(`/healthz answered ${h.status} while PostgreSQL was down`);
    const api = await Promise.all(
      apps.map((a) =>
        request(
          `${a.baseUrl}/api/room-categories?locale=de`,
          { headers: { 'x-requested-with': 'XMLHttpRequest' } },
          10_000,
        ),
      ),
    );
    for (const r of api) {
      const message = (r.body as { message?: string } | null)?.message;
      if (
        r.status !== 503 ||
        message !== 'Die Website ist kurz nicht erreichbar. Bitte versuche es gleich noch einmal.'
      )
        failures.push(`a request while PostgreSQL was down answered ${r.status} ${JSON.stringify(r.body)}`);
    }
    await new Promise((done) => setTimeout(done, 2_000));
    postgres.start();
    phase = 'back';
    await until('both processes serve after PostgreSQL restarted', allServe, 30_000);
    await new Promise((done) => setTimeout(done, 1_000));
  } catch (error) {
    failures.push(String(error));
  } finally {
    loading = false;
    await Promise.all(load);
  }

  const down = seen.filter((s) => s.phase === 'down');
  duringOutage = down.length;
  slowest = Math.max(0, ...down.map((s) => s.ms));
  const badDown = down.filter((s) => s.status !== 503 && s.status !== 200);
  if (badDown.length)
    failures.push(
      `${badDown.length} requests during the outage answered neither 503 nor 200: ${[...new Set(badDown.map((s) => s.status))].join(', ')}`,
    );
  if (slowest > 8_000) failures.push(`a request during the outage took ${slowest} ms`);
  const lastBack = seen.filter((s) => s.phase === 'back').slice(-12);
  if (lastBack.some((s) => s.status !== 200))
    failures.push(`after the restart requests still fail: ${lastBack.map((s) => s.status).join(',')}`);
  const processesDied = apps.reduce((n, a) => n + a.unexpectedExits + (a.alive ? 0 : 1), 0);
  if (processesDied) failures.push(`${processesDied} app processes died`);
  await Promise.all(apps.map((a) => a.stop()));
  return {
    backendsKilled,
    processesDied,
    requestsDuringOutage: duringOutage,
    slowestOutageAnswerMs: slowest,
    failures,
  };
}
