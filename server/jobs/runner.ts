import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import {
  claimJobs,
  completeJob,
  defaultBackoffMs,
  enqueueJob,
  failAbandonedJobs,
  failJob,
  postponeJob,
  renewLease,
  RetryLater,
  type JobRow,
  type QueueDefinition,
} from './queue';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface JobRunnerOptions {
  log: Log;
  /** How often an idle runner looks for due jobs (default 1 s). */
  pollMs?: number;
  /** Jobs one process runs at once (default 4). */
  concurrency?: number;
  /** While the database is unreachable the runner looks again this often, quietly (default 5 s). */
  outagePollMs?: number;
}

interface Periodic {
  queue: string;
  everyMs: number;
  atStart: boolean;
  lastSlot: number | null;
}

const DEFAULT_LEASE_MS = 60_000;

/**
 * Runs the jobs of the queues defined on it, in this process, next to the HTTP server. Every app
 * process runs one; they share the `jobs` table and never run one job twice at once (a claim is
 * a lease renewed while the job runs; see queue.ts). Periodic work (`every`) is one job per time
 * slot, written by whichever process gets there first.
 */
export class JobRunner {
  /** Who holds a claim: host, pid and a random part (a restarted process is someone else). */
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly definitions = new Map<string, QueueDefinition>();
  private readonly periodic: Periodic[] = [];
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private failingSince: number | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: JobRunnerOptions,
  ) {}

  /** Names the handler of a queue (modules call this while they register). */
  define<P = Record<string, unknown>>(queue: string, definition: QueueDefinition<P>): void {
    if (this.definitions.has(queue)) throw new Error(`job queue ${queue} is defined twice`);
    this.definitions.set(queue, definition as QueueDefinition);
  }

  /** Runs `queue` once every `everyMs` across all processes, and (atStart) once when this process starts. */
  every(queue: string, everyMs: number, options: { atStart?: boolean } = {}): void {
    this.periodic.push({ queue, everyMs, atStart: options.atStart ?? false, lastSlot: null });
  }

  /** Each defined queue and the lease its claims get. */
  private get leases(): Map<string, number> {
    return new Map([...this.definitions].map(([queue, d]) => [queue, d.leaseMs ?? DEFAULT_LEASE_MS]));
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    void this.scheduleStartRuns().finally(() => this.loop());
  }

  /** Stops claiming and waits for the jobs in hand (their leases would otherwise lapse and rerun them). */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.running]);
  }

  /** Runs every job due now until none is left (tests; a deterministic drain, no timers). */
  async runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await claimJobs(this.db, this.owner, this.leases, 8);
      if (claimed.length === 0) return ran;
      await Promise.all(claimed.map((job) => this.execute(job)));
      ran += claimed.length;
    }
  }

  /** Writes this time slot's run of every periodic queue (tests call it to act as the clock). */
  async schedulePeriodic(now = Date.now()): Promise<void> {
    for (const p of this.periodic) {
      const slot = Math.floor(now / p.everyMs);
      if (p.lastSlot === slot) continue;
      await enqueueJob(
        this.db,
        p.queue,
        {},
        { singletonKey: `every:${new Date(slot * p.everyMs).toISOString()}`, maxAttempts: 1 },
      );
      p.lastSlot = slot;
    }
  }

  private async scheduleStartRuns() {
    try {
      for (const p of this.periodic.filter((q) => q.atStart)) {
        await enqueueJob(this.db, p.queue, {}, { singletonKey: `start:${this.owner}`, maxAttempts: 1 });
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'jobs: could not schedule the start-up runs');
    }
  }

  private loop() {
    if (!this.started) return;
    void this.tick().then((delay) => {
      if (this.started) this.timer = setTimeout(() => this.loop(), delay);
    });
  }

  /** One look for work; answers how long to wait before the next. */
  private async tick(): Promise<number> {
    const poll = this.options.pollMs ?? 1000;
    try {
      await this.schedulePeriodic();
      await failAbandonedJobs(this.db);
      const free = (this.options.concurrency ?? 4) - this.running.size;
      const claimed = await claimJobs(this.db, this.owner, this.leases, free);
      for (const job of claimed) this.track(this.execute(job));
      if (this.failingSince !== null) this.options.log.info('jobs: the database answers again');
      this.failingSince = null;
      return claimed.length === free && free > 0 ? 0 : poll;
    } catch (error) {
      // The database is down or restarting: say so once, keep looking, never crash the process.
      if (this.failingSince === null)
        this.options.log.warn({ err: error }, 'jobs: the database does not answer; retrying');
      this.failingSince ??= Date.now();
      return this.options.outagePollMs ?? 5_000;
    }
  }

  private track(run: Promise<void>) {
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  private async execute(job: JobRow): Promise<void> {
    const definition = this.definitions.get(job.queue)!;
    const leaseMs = definition.leaseMs ?? DEFAULT_LEASE_MS;
    const heartbeat = setInterval(() => {
      renewLease(this.db, job, this.owner, leaseMs).catch(() => undefined);
    }, leaseMs / 3);
    try {
      await definition.run(job.payload, {
        jobId: job.id,
        attempt: job.attempts,
        lastAttempt: job.attempts >= job.maxAttempts,
      });
      await completeJob(this.db, job, this.owner);
    } catch (error) {
      await this.settleFailure(job, definition, error).catch((e) =>
        this.options.log.error({ err: e }, `jobs: could not record the outcome of job ${job.id}`),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async settleFailure(job: JobRow, definition: QueueDefinition, error: unknown) {
    if (error instanceof RetryLater) return postponeJob(this.db, job, this.owner, error.delayMs);
    const message = error instanceof Error ? error.message : String(error);
    this.options.log.warn(
      { job: { id: job.id, queue: job.queue, attempt: job.attempts }, err: error },
      `job ${job.queue} #${job.id} failed`,
    );
    await failJob(this.db, job, this.owner, message, (definition.backoffMs ?? defaultBackoffMs)(job.attempts));
  }
}
