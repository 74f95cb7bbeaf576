// npm run bench:start: how long `npm start` takes to answer on existing data (issue 10's target:
// 1.5 s). From the spawn of `npm start` (and, apart, of `node dist-server/main.js`) to the first
// 200 of /healthz, of /it/ and of a database-backed API call (/api/room-categories), each polled
// every 25 ms. BENCH_BEFORE_ROOT names a built copy of an earlier commit: its restarts alternate
// with this checkout's, each on its own data folder made the same way (a first start migrates and
// seeds it, a second start is not counted: the seed mark is then in place). BENCH_START_RUNS
// restarts per version and command (7 by default). It asserts nothing: figures go to
// docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../build/ensureBuilt.mjs';
import { freePort } from './servers';

const root = join(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_START_RUNS ?? 7);
const PATHS = ['/healthz', '/it/', '/api/room-categories'] as const;
const POLL_MS = 25;

type Times = Record<(typeof PATHS)[number] | 'cpu', number>;

const TICKS_PER_MS = 100 / 1000; // USER_HZ on Linux

/**
 * CPU time (user + system, ms) used so far by the processes of a group (npm, its shell and node):
 * unlike the wall time, another program's load on the machine does not inflate it.
 */
function groupCpuMs(pgid: number): number {
  return groupStats(pgid).reduce(
    (total, fields) => total + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS,
    0,
  );
}

/** The /proc/PID/stat fields (after the command's name) of every live process of a group. */
function groupStats(pgid: number): string[][] {
  const stats: string[][] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      // A zombie has let go of everything, its data folder too.
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') stats.push(fields);
    } catch {
      // gone meanwhile
    }
  }
  return stats;
}

/** Polls `url` until it answers 200; resolves with the milliseconds since `started`. */
async function firstOk(url: string, started: number, exited: () => boolean): Promise<number> {
  for (;;) {
    if (exited()) throw new Error(`the server exited before ${url} answered`);
    try {
      const answer = await fetch(url);
      await answer.arrayBuffer();
      if (answer.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Starts `command` in `cwd` on `dataDir`, times each path's first 200, then stops it (its whole process group). */
async function timeStart(cwd: string, dataDir: string, command: string[]): Promise<Times> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // No SKIP_BUILD: `npm start`'s check of the build is part of what it costs.
  const child = spawn(command[0], command.slice(1), {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dataDir, LOG_REQUESTS: '0' },
    stdio: 'ignore',
    detached: true,
  });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  try {
    const times = await Promise.all(PATHS.map((path) => firstOk(`${url}${path}`, started, exited)));
    return { ...(Object.fromEntries(PATHS.map((path, i) => [path, times[i]])) as Times), cpu: groupCpuMs(child.pid!) };
  } finally {
    if (groupStats(child.pid!).length) process.kill(-child.pid!, 'SIGTERM');
    // Until every process of the group is gone (node outlives npm): two servers must never open one data folder.
    while (groupStats(child.pid!).length) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const COMMANDS: Record<string, string[]> = {
  'npm start': ['npm', 'start'],
  'node dist-server/main.js': [process.execPath, 'dist-server/main.js'],
};

ensureBuilt();
const versions: [string, string][] = process.env.BENCH_BEFORE_ROOT
  ? [
      ['before', process.env.BENCH_BEFORE_ROOT],
      ['after', root],
    ]
  : [['now', root]];
const loadBefore = loadavg();
const dataDirs = new Map<string, string>();
const firstStart = new Map<string, number>();
for (const [version, dir] of versions) {
  const dataDir = mkdtempSync(join(tmpdir(), `terme-bench-start-${version}-`));
  dataDirs.set(version, dataDir);
  firstStart.set(version, (await timeStart(dir, dataDir, COMMANDS['npm start']))['/api/room-categories']);
  await timeStart(dir, dataDir, COMMANDS['npm start']);
}

const results = new Map<string, Times[]>();
for (let run = 1; run <= RUNS; run++) {
  console.log(`restart ${run} of ${RUNS} …`);
  for (const [name, command] of Object.entries(COMMANDS)) {
    // Alternate which version goes first, so that neither always follows the other.
    const order = run % 2 ? versions : [...versions].reverse();
    for (const [version, dir] of order) {
      const key = `${version}: ${name}`;
      results.set(key, [...(results.get(key) ?? []), await timeStart(dir, dataDirs.get(version)!, command)]);
    }
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms: number) => (ms / 1000).toFixed(2);
console.log(`\n## Start on existing data ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
console.log(
  `${RUNS} restarts each, alternating; load average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(
  `First start on a new data folder (migrate and seed; the build in place), to /api/room-categories: ${[...firstStart].map(([version, ms]) => `${version} ${seconds(ms)} s`).join(', ')}\n`,
);
console.log(
  'Wall time from the spawn to the first 200 of each path; "cpu" is the CPU time the command\'s processes had used once all three answered.\n',
);
console.log('| version: command | first 200 of | median s | min s | max s | every restart s |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [key, runs] of [...results].sort(([a], [b]) => a.localeCompare(b))) {
  for (const path of [...PATHS, 'cpu'] as const) {
    const xs = runs.map((times) => times[path]);
    console.log(
      `| ${key} | ${path} | ${seconds(median(xs))} | ${seconds(Math.min(...xs))} | ${seconds(Math.max(...xs))} | ${xs.map(seconds).join(' ')} |`,
    );
  }
}
