/**
 * One app process's job runner for the multi-process queue test: runs 'test.record' jobs on the
 * PostgreSQL of TEST_DATABASE_URL, recording each run's start and end, and prints `ready`.
 */
// The run's day (TERME_NOW), as the test process that started this one reads it.
import '../../support/testClock';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../../server/db/client';
import { JobRunner } from '../../../server/jobs/runner';

const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: ':memory:' });
const quiet = { info() {}, warn() {}, error() {} };
const runner = new JobRunner(database.db, { log: quiet, pollMs: 20, concurrency: 4 });
runner.define<{ n: number }>('test.record', {
  leaseMs: 3_000,
  async run({ n }, job) {
    const [row] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into test_job_runs (job_id, n, owner) values (${job.jobId}, ${n}, ${runner.owner}) returning id`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20 + (n % 5) * 15));
    await database.db.execute(sql`update test_job_runs set ended_at = clock_timestamp() where id = ${row.id}`);
  },
});
runner.start();
process.stdout.write(`ready ${runner.owner}\n`);
process.on(
  'SIGTERM',
  () =>
    void runner
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
