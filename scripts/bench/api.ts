// npm run bench:api: requests per second and latency of Terme's hot API routes next to a bare
// Fastify route and a Fastify route doing one indexed SELECT, on PGlite and on PostgreSQL 15 (a
// throw-away server on BENCH_PG_PORT, default 55471), interleaved in rounds so that the machine's
// load falls on all alike; then the rates search's latency for 1-5 rooms x 1, 7, 14, 28 nights.
// BENCH_BEFORE_ROOT names a built copy of an earlier commit (dist/ and dist-server/): its Terme
// is measured in the same rounds, beside this one ("before" and "after").
// It asserts nothing: figures go to docs/benchmarks.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { TempPostgres } from '../faults/postgres';
import { ensureBuilt } from '../build/ensureBuilt.mjs';
import { addDays } from '../../domain/dates';
import { bookableStay } from './screens';
import { freePort } from './servers';

const root = join(import.meta.dirname, '../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 10;

async function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: string,
  cwd = root,
): Promise<{ url: string; child: ChildProcess }> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      LOG_REQUESTS: '0',
      SKIP_BUILD: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes(ready) && resolve());
  });
  child.stdout!.resume();
  return { url, child };
}

const TICKS_PER_MS = 100 / 1000; // USER_HZ on Linux

/** CPU time (user + system, ms) a process has used, from /proc: the machine's load does not inflate it. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
  } catch {
    return 0;
  }
}

/**
 * CPU time of PostgreSQL's server processes: the postmaster's own and that of the backends it
 * reaped (a pool closes idle connections), plus its live children's.
 */
function postgresCpuMs(dataDir: string): number {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const fields = (pid: number | string) =>
    readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').map(Number);
  const own = fields(postmaster);
  let total = (own[11] + own[12] + own[13] + own[14]) / TICKS_PER_MS;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const child = fields(entry);
      if (child[1] === postmaster) total += (child[11] + child[12]) / TICKS_PER_MS;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
  );

/** A session cookie and its CSRF token, from a page load as a browser gets them. */
async function session(url: string): Promise<Record<string, string>> {
  const page = await fetch(`${url}/en/`);
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())![1];
  return { cookie, 'x-csrf-token': token, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
}

/** What Chromium sends: the other rows send none, as autocannon does, and get the JSON as it is. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const ratesBody = (from: string, nights: number, rooms: number) =>
  JSON.stringify({
    from_date: from,
    to_date: addDays(from, nights),
    locale: 'en',
    rooms: Array.from({ length: rooms }, () => ({ adults: 2, children: 0, children_ages: [] })),
  });

/**
 * 480 different 5-room, 14-night searches (15 arrival days x 32 ways of 1 or 2 adults per room),
 * taken in turn: more than the 256 answers a process keeps, so none is answered from its cache.
 */
function uncachedRatesBodies(): string[] {
  const long = bookableStay(28);
  const bodies: string[] = [];
  for (let day = 0; day < 15; day++) {
    const from = addDays(long.from, day);
    for (let mask = 0; mask < 32; mask++) {
      const rooms = Array.from({ length: 5 }, (_, room) => ({
        adults: (mask >> room) & 1 ? 2 : 1,
        children: 0,
        children_ages: [],
      }));
      bodies.push(JSON.stringify({ from_date: from, to_date: addDays(from, 14), locale: 'en', rooms }));
    }
  }
  return bodies;
}

interface Target {
  name: string;
  url: string;
  /** The process serving it, whose CPU time per request is counted. */
  pid: number;
  method?: 'GET' | 'POST';
  body?: string;
  /** Bodies sent in turn instead of `body`. */
  bodies?: string[];
  headers?: Record<string, string>;
}

const pg = new TempPostgres(Number(process.env.BENCH_PG_PORT ?? 55471));
const children: ChildProcess[] = [];
try {
  ensureBuilt();
  pg.init();
  const pgData = join(pg.dir, 'data');
  const loadBefore = loadavg();
  // `node --import tsx`: the server is this very process, whose CPU time is read.
  const baseline = await startProcess(
    ['--import', 'tsx', 'scripts/bench/baselineServer.ts'],
    { BASELINE_PG_URL: await pg.createDatabase('baseline') },
    'listening',
  );
  children.push(baseline.child);
  const versions: [string, string][] = process.env.BENCH_BEFORE_ROOT
    ? [
        ['before', process.env.BENCH_BEFORE_ROOT],
        ['after', root],
      ]
    : [['', root]];
  const termes: { kind: 'pglite' | 'postgres'; label: string; url: string; pid: number }[] = [];
  for (const [version, dir] of versions) {
    for (const kind of ['pglite', 'postgres'] as const) {
      const database: Record<string, string> =
        kind === 'postgres' ? { DATABASE_URL: await pg.createDatabase(`terme_${version || 'now'}`) } : {};
      const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'terme-bench-api-')), ...database };
      const started = await startProcess(['dist-server/main.js'], env, 'Terme is running', dir);
      children.push(started.child);
      termes.push({ kind, label: version ? `${kind}, ${version}` : kind, url: started.url, pid: started.child.pid! });
    }
  }

  const stay = bookableStay(14);
  const targets: Target[] = [{ name: 'bare Fastify route', url: `${baseline.url}/bare`, pid: baseline.child.pid! }];
  for (const kind of ['pglite', 'postgres'])
    targets.push({
      name: `one indexed SELECT (${kind})`,
      url: `${baseline.url}/one-select/${kind}`,
      pid: baseline.child.pid!,
    });
  const products = (await (await fetch(`${termes[0].url}/api/products`)).json()) as { id: number }[];
  const routesOf = (terme: (typeof termes)[number], headers: Record<string, string>): Target[] => [
    { name: `GET /api/room-categories (${terme.label})`, url: `${terme.url}/api/room-categories`, pid: terme.pid },
    {
      name: `rates 1 room x 14 nights (${terme.label})`,
      url: `${terme.url}/api/available/rates`,
      pid: terme.pid,
      method: 'POST',
      headers,
      body: ratesBody(stay.from, 14, 1),
    },
    {
      name: `rates 5 rooms x 14 nights (${terme.label})`,
      url: `${terme.url}/api/available/rates`,
      pid: terme.pid,
      method: 'POST',
      headers,
      body: ratesBody(stay.from, 14, 5),
    },
    {
      name: `rates 5 rooms x 14 nights, as a browser asks (${terme.label})`,
      url: `${terme.url}/api/available/rates`,
      pid: terme.pid,
      method: 'POST',
      headers: { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      body: ratesBody(stay.from, 14, 5),
    },
    {
      name: `rates 5 rooms x 14 nights, a new query each time (${terme.label})`,
      url: `${terme.url}/api/available/rates`,
      pid: terme.pid,
      method: 'POST',
      headers,
      bodies: uncachedRatesBodies(),
    },
    {
      name: `day-spa availability, 2 months (${terme.label})`,
      url: `${terme.url}/api/${products[0].id}/availability?people=2&from_date=${stay.today}&to_date=${addDays(stay.today, 60)}`,
      pid: terme.pid,
    },
  ];
  for (const terme of termes) {
    const headers = await session(terme.url);
    targets.push(...routesOf(terme, headers));
  }

  const runs = new Map<
    string,
    { rps: number[]; p50: number[]; p99: number[]; appCpu: number[]; dbCpu: number[]; bad: number }
  >();
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} of ${ROUNDS} …`);
    for (const target of targets) {
      const cpuBefore = [cpuMs(target.pid), postgresCpuMs(pgData)];
      let next = 0;
      const bodies = target.bodies;
      const requests = bodies && [
        { setupRequest: (request: { body?: string }) => ({ ...request, body: bodies[next++ % bodies.length] }) },
      ];
      const result = await autocannon({
        url: target.url,
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        requests,
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      const seen = runs.get(target.name) ?? { rps: [], p50: [], p99: [], appCpu: [], dbCpu: [], bad: 0 };
      const served = Math.max(1, result.requests.total);
      seen.appCpu.push((cpuMs(target.pid) - cpuBefore[0]) / served);
      seen.dbCpu.push((postgresCpuMs(pgData) - cpuBefore[1]) / served);
      seen.rps.push(result.requests.average);
      seen.p50.push(result.latency.p50);
      seen.p99.push(result.latency.p99);
      seen.bad += result.non2xx + result.errors;
      runs.set(target.name, seen);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\n## API benchmark ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s per route (medians); load average before ${loadBefore.map((n) => n.toFixed(1)).join(' ')}, after ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    "CPU per request: user + system time of the serving process (and of PostgreSQL's backends) over the requests served, median of the rounds; steadier than req/s on a loaded machine, not immune to it.\n",
  );
  console.log(
    '| route | req/s | p50 ms | p99 ms | ratio to one SELECT on the same database | app CPU ms per request | PostgreSQL CPU ms per request | non-2xx or errors |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, seen] of runs) {
    const kind = name.includes('(pglite') ? 'pglite' : 'postgres';
    const yardstick = median(runs.get(`one indexed SELECT (${kind})`)!.rps);
    const db = kind === 'postgres' && name !== 'bare Fastify route' ? median(seen.dbCpu).toFixed(2) : '-';
    console.log(
      `| ${name} | ${Math.round(median(seen.rps))} | ${median(seen.p50)} | ${median(seen.p99)} | ${(median(seen.rps) / yardstick).toFixed(2)}× | ${median(seen.appCpu).toFixed(2)} | ${db} | ${seen.bad} |`,
    );
  }

  console.log('\nRates search latency, median of 15 sequential requests (ms):');
  for (const terme of termes) {
    const headers = await session(terme.url);
    const long = bookableStay(28);
    console.log(
      `\n${terme.label}\n| rooms | 1 night | 7 nights | 14 nights | 28 nights |\n| --- | --- | --- | --- | --- |`,
    );
    for (let rooms = 1; rooms <= 5; rooms++) {
      const cells: string[] = [];
      for (const nights of [1, 7, 14, 28]) {
        const times: number[] = [];
        for (let i = 0; i < 16; i++) {
          const started = performance.now();
          const answer = await fetch(`${terme.url}/api/available/rates`, {
            method: 'POST',
            headers,
            body: ratesBody(long.from, nights, rooms),
          });
          if (!answer.ok)
            throw new Error(`rates ${rooms} rooms x ${nights} nights: ${answer.status} ${await answer.text()}`);
          await answer.arrayBuffer();
          if (i > 0) times.push(performance.now() - started);
        }
        cells.push(median(times).toFixed(1));
      }
      console.log(`| ${rooms} | ${cells.join(' | ')} |`);
    }
  }
} finally {
  await Promise.all(children.map(stop));
  pg.destroy();
}
