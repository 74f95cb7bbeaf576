import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../../server/db/client';
import { enqueueJob } from '../../../server/jobs/queue';
import { freshDatabase } from '../support/testApp';

const PROCESSES = 3;
const JOBS = 240;

interface Worker {
  child: ChildProcess;
  owner: string;
}

function startWorker(databaseUrl: string): Promise<Worker> {
  // node itself with tsx's loader (not the tsx wrapper): a SIGKILL must reach the process that runs the jobs.
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'queueWorker.ts')], {
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^ready (\S+)$/.exec(line);
      if (match) resolve({ child, owner: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`queue worker exited with ${code}`)));
  });
}

interface Run {
  job_id: number;
  owner: string;
  started_at: Date;
  ended_at: Date | null;
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the job queue with several app processes (PostgreSQL)', () => {
  let database: Database & { url?: string };
  let workers: Worker[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    await database.db
      .execute(sql`create table test_job_runs (id serial primary key, job_id int not null, n int not null, owner text not null,
      started_at timestamptz not null default clock_timestamp(), ended_at timestamptz)`);
  }, 120_000);

  afterAll(async () => {
    for (const { child } of workers) if (child.exitCode === null) child.kill('SIGKILL');
    await database?.close();
  });

  it('runs every job, and never one job in two processes at once, even when a process is killed -9', async () => {
    for (let n = 0; n < JOBS; n++) await enqueueJob(database.db, 'test.record', { n });
    workers = await Promise.all(Array.from({ length: PROCESSES }, () => startWorker(database.url!)));
    const count = async (query: ReturnType<typeof sql>) =>
      Number(rowsOf<{ n: number }>(await database.db.execute(query))[0].n);

    // Once a third of the work is done, one process dies in the middle of its jobs.
    await expect
      .poll(() => count(sql`select count(*) as n from test_job_runs where ended_at is not null`), {
        timeout: 60_000,
        interval: 50,
      })
      .toBeGreaterThan(JOBS / 3);
    const victim = workers[0];
    victim.child.kill('SIGKILL');
    await new Promise((resolve) => victim.child.once('exit', resolve));
    const killedAt = new Date();

    await expect
      .poll(() => count(sql`select count(*) as n from jobs where queue = 'test.record' and status = 'done'`), {
        timeout: 90_000,
        interval: 100,
      })
      .toBe(JOBS);
    const runs = rowsOf<Run>(
      await database.db.execute(sql`select job_id, owner, started_at, ended_at from test_job_runs order by started_at`),
    );

    // Every job ran to its end (at least once: the killed process may have finished one without recording it).
    expect(new Set(runs.filter((r) => r.ended_at !== null).map((r) => r.job_id)).size).toBe(JOBS);
    // A job ran twice only when the killed process had claimed it, and the second run began after the kill.
    const byJob = new Map<number, Run[]>();
    for (const run of runs) byJob.set(run.job_id, [...(byJob.get(run.job_id) ?? []), run]);
    const repeated = [...byJob.values()].filter((list) => list.length > 1);
    for (const [first, second, ...more] of repeated) {
      expect(more).toEqual([]);
      expect(first.owner).toBe(victim.owner);
      expect(new Date(second.started_at).getTime()).toBeGreaterThanOrEqual(killedAt.getTime() - 50);
    }
    // No two runs of any job overlapped in time.
    for (const list of byJob.values()) {
      for (let i = 1; i < list.length; i++) {
        const previousEnd = new Date(list[i - 1].ended_at ?? killedAt).getTime();
        expect(new Date(list[i].started_at).getTime()).toBeGreaterThanOrEqual(previousEnd - 50);
      }
    }
    console.log(
      `job queue: ${JOBS} jobs over ${PROCESSES} processes, one killed -9; ${repeated.length} jobs rerun after the kill, 0 run twice at once`,
    );
  }, 180_000);
});
