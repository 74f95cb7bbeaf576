import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { jobs } from '../../../server/db/schema';
import { claimJobs, enqueueJob, failedJobs, RetryLater } from '../../../server/jobs/queue';
import { JobRunner } from '../../../server/jobs/runner';
import { freshDatabase } from '../support/testApp';

const quiet = { info() {}, warn() {}, error() {} };

describe('the job queue on PostgreSQL tables', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  const db = () => database.db;
  const jobsOf = (queue: string) => db().select().from(jobs).where(eq(jobs.queue, queue)).orderBy(jobs.id);
  /** Makes every job of `queue` due now, as if its back-off had passed. */
  const timePasses = (queue: string) =>
    db()
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.queue, queue));

  it('writes no job when the transaction that asked for it rolls back', async () => {
    await db()
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.rollback', { n: 1 });
        throw new Error('the purchase failed');
      })
      .catch(() => undefined);
    await db().transaction(async (tx) => {
      await enqueueJob(tx, 'test.rollback', { n: 2 });
    });
    expect((await jobsOf('test.rollback')).map((j) => j.payload)).toEqual([{ n: 2 }]);
  });

  it('runs a job once with its payload and marks it done', async () => {
    const runner = new JobRunner(db(), { log: quiet });
    const seen: unknown[] = [];
    runner.define('test.once', { run: async (payload) => void seen.push(payload) });
    await enqueueJob(db(), 'test.once', { reservation: 7 });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual([{ reservation: 7 }]);
    expect((await jobsOf('test.once'))[0]).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
  });

  it('retries a failing job after its back-off and fails it for good after the last attempt', async () => {
    const runner = new JobRunner(db(), { log: quiet });
    let calls = 0;
    runner.define('test.flaky', {
      run: async () => {
        calls++;
        throw new Error(`SMTP refused (${calls})`);
      },
      backoffMs: () => 60_000,
    });
    await enqueueJob(db(), 'test.flaky', {}, { maxAttempts: 3 });
    await runner.runDue();
    // Not due again before its back-off.
    expect(await runner.runDue()).toBe(0);
    const [waiting] = await jobsOf('test.flaky');
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP refused (1)' });
    expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    for (let i = 0; i < 2; i++) {
      await timePasses('test.flaky');
      await runner.runDue();
    }
    await timePasses('test.flaky');
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(3);
    expect((await jobsOf('test.flaky'))[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'SMTP refused (3)',
    });
    expect((await failedJobs(db())).map((j) => j.queue)).toContain('test.flaky');
  });

  it('postpones a job that cannot act yet without counting an attempt', async () => {
    const runner = new JobRunner(db(), { log: quiet });
    let calls = 0;
    runner.define('test.busy', {
      run: async () => {
        if (++calls === 1) throw new RetryLater(30_000, 'someone else holds the payment');
      },
    });
    await enqueueJob(db(), 'test.busy', {}, { maxAttempts: 1 });
    await runner.runDue();
    expect((await jobsOf('test.busy'))[0]).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
    await timePasses('test.busy');
    await runner.runDue();
    expect((await jobsOf('test.busy'))[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('gives a job whose runner died to another runner once the lease lapses, never while it holds', async () => {
    const dead = new JobRunner(db(), { log: quiet });
    const alive = new JobRunner(db(), { log: quiet });
    const ranBy: string[] = [];
    alive.define('test.lease', { run: async () => void ranBy.push(alive.owner) });
    await enqueueJob(db(), 'test.lease', {});
    // The first runner claims it and is never heard of again (kill -9).
    expect(await claimJobs(db(), dead.owner, new Map([['test.lease', 60_000]]), 1)).toHaveLength(1);
    expect(await alive.runDue()).toBe(0);
    await db()
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.queue, 'test.lease'));
    expect(await alive.runDue()).toBe(1);
    expect(ranBy).toEqual([alive.owner]);
    expect((await jobsOf('test.lease'))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('writes one run of a periodic job per time slot, however many processes schedule it', async () => {
    const runners = [new JobRunner(db(), { log: quiet }), new JobRunner(db(), { log: quiet })];
    for (const r of runners) r.every('test.periodic', 120_000);
    const slot = Math.floor(Date.now() / 120_000) * 120_000;
    await Promise.all(runners.map((r) => r.schedulePeriodic(slot + 10)));
    await Promise.all(runners.map((r) => r.schedulePeriodic(slot + 60_000)));
    expect(await jobsOf('test.periodic')).toHaveLength(1);
    await runners[1].schedulePeriodic(slot + 120_000);
    expect((await jobsOf('test.periodic')).map((j) => j.singletonKey)).toEqual([
      `every:${new Date(slot).toISOString()}`,
      `every:${new Date(slot + 120_000).toISOString()}`,
    ]);
  });

  it('keeps running after the database refused a poll', async () => {
    const runner = new JobRunner(db(), { log: quiet, pollMs: 10, outagePollMs: 10 });
    let ran = 0;
    runner.define('test.outage', { run: async () => void ran++ });
    const original = db().execute.bind(db());
    let refusals = 2;
    (db() as unknown as { execute: typeof original }).execute = ((query: Parameters<typeof original>[0]) => {
      if (refusals-- > 0)
        return Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
      return original(query);
    }) as typeof original;
    try {
      await enqueueJob(db(), 'test.outage', {});
      runner.start();
      await expect.poll(() => ran, { timeout: 20_000, interval: 50 }).toBe(1);
    } finally {
      await runner.stop();
      (db() as unknown as { execute: typeof original }).execute = original;
    }
  });
});
