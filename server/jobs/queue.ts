import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client';
import { jobs, type JobStatus } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now (database time). */
  delayMs?: number;
  /** At most one job of this queue with this key is ever written; a second enqueue is a no-op. */
  singletonKey?: string;
  /** Attempts before the job is marked failed (default: the queue's, else 10). */
  maxAttempts?: number;
}

/**
 * Adds a job. Called with a transaction, the job exists exactly when the change that needs it
 * commits (the outbox pattern): nothing is lost to a crash, nothing runs for a rolled-back change.
 * Returns false when the singleton key was already taken.
 */
export async function enqueueJob(
  db: Db | Tx,
  queue: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      queue,
      payload,
      singletonKey: options.singletonKey ?? null,
      maxAttempts: options.maxAttempts ?? 10,
      runAt: options.delayMs ? sql`now() + make_interval(secs => ${options.delayMs / 1000})` : sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** What a queue's handler gets besides its payload. */
export interface JobContext {
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  /** Whether this was the last allowed attempt (a handler may record a final failure). */
  lastAttempt: boolean;
}

export interface QueueDefinition<P = Record<string, unknown>> {
  run(payload: P, job: JobContext): Promise<void>;
  /** Wait before the next attempt after `attempts` failures (default: 30 s doubling, at most 1 h). */
  backoffMs?(attempts: number): number;
  /** How long a claim holds without renewal; renewed every third of it while the job runs (default 60 s). */
  leaseMs?: number;
}

/** Thrown by a handler that cannot act yet (e.g. someone else holds the payment): run again later, not a failure. */
export class RetryLater extends Error {
  constructor(
    public readonly delayMs: number,
    reason: string,
  ) {
    super(reason);
  }
}

export const defaultBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3600_000);

const asJob = (row: Record<string, unknown>): JobRow => ({
  id: Number(row.id),
  queue: String(row.queue),
  payload: (row.payload ?? {}) as Record<string, unknown>,
  singletonKey: (row.singleton_key as string | null) ?? null,
  status: row.status as JobStatus,
  runAt: new Date(row.run_at as string),
  attempts: Number(row.attempts),
  maxAttempts: Number(row.max_attempts),
  lockedBy: (row.locked_by as string | null) ?? null,
  lockedUntil: row.locked_until ? new Date(row.locked_until as string) : null,
  lastError: (row.last_error as string | null) ?? null,
  createdAt: new Date(row.created_at as string),
  finishedAt: row.finished_at ? new Date(row.finished_at as string) : null,
});

/**
 * Claims up to `limit` due jobs of the queues in `leases` (queue -> lease in ms) for `owner`: queued ones whose time has come, and
 * running ones whose lease lapsed (their runner died). SKIP LOCKED lets several processes claim
 * at once without waiting on, or taking, each other's rows.
 */
export async function claimJobs(db: Db, owner: string, leases: Map<string, number>, limit: number): Promise<JobRow[]> {
  const queues = [...leases.keys()];
  if (queues.length === 0 || limit <= 0) return [];
  const leaseSeconds = sql`case ${sql.join(
    queues.map((q) => sql`when queue = ${q} then ${leases.get(q)! / 1000}::float8`),
    sql` `,
  )} end`;
  const result = await db.execute(sql`
    with due as (
      select id from ${jobs}
      where queue in (${sql.join(
        queues.map((q) => sql`${q}`),
        sql`, `,
      )})
        and run_at <= now()
        and (status = 'queued' or (status = 'running' and locked_until < now() and attempts < max_attempts))
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1, locked_by = ${owner},
      locked_until = now() + make_interval(secs => ${leaseSeconds})
    from due where ${jobs.id} = due.id
    returning ${jobs}.*`);
  return rowsOf(result).map(asJob);
}

/** Keeps the claim alive while the handler runs; false when the lease was lost to another runner. */
export async function renewLease(db: Db, job: JobRow, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, owner), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

const mine = (job: JobRow, owner: string) =>
  and(eq(jobs.id, job.id), eq(jobs.lockedBy, owner), eq(jobs.status, 'running'));

export async function completeJob(db: Db, job: JobRow, owner: string) {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
    .where(mine(job, owner));
}

/** A failed attempt: queued again after the back-off, or failed for good after the last attempt. */
export async function failJob(db: Db, job: JobRow, owner: string, error: string, delayMs: number) {
  const final = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      status: final ? 'failed' : 'queued',
      lastError: error.slice(0, 2000),
      lockedBy: null,
      lockedUntil: null,
      runAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      finishedAt: final ? sql`now()` : null,
    })
    .where(mine(job, owner));
}

/** Not a failure: the same attempt is given back and runs again after `delayMs`. */
export async function postponeJob(db: Db, job: JobRow, owner: string, delayMs: number) {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`${jobs.attempts} - 1`,
      lockedBy: null,
      lockedUntil: null,
      runAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
    })
    .where(mine(job, owner));
}

/** Jobs whose runner died on their last allowed attempt: failed for good, so staff can see them. */
export async function failAbandonedJobs(db: Db) {
  await db
    .update(jobs)
    .set({
      status: 'failed',
      finishedAt: sql`now()`,
      lastError: sql`coalesce(${jobs.lastError}, 'the process running it stopped')`,
      lockedBy: null,
    })
    .where(
      and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`), sql`${jobs.attempts} >= ${jobs.maxAttempts}`),
    );
}

/** Finished jobs are kept a week (enough to see what ran), then deleted. */
export async function purgeFinishedJobs(db: Db) {
  await db.delete(jobs).where(and(inArray(jobs.status, ['done']), lt(jobs.finishedAt, sql`now() - interval '7 days'`)));
}

/** What staff should look at: jobs that failed for good, newest first. */
export async function failedJobs(db: Db, limit = 50) {
  return db
    .select({
      id: jobs.id,
      queue: jobs.queue,
      payload: jobs.payload,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .orderBy(sql`${jobs.finishedAt} desc nulls last`)
    .limit(limit);
}
