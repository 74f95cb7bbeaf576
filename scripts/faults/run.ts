/**
 * `npm run test:faults` (also run by .ci/run): the crash and outage scenarios of issue 9 on a
 * throw-away PostgreSQL 15 (port FAULTS_PG_PORT, default 55498). Prints the figures; exits 1 on
 * any failure.
 */
import { runOutage } from './outage';
import { TempPostgres } from './postgres';

const postgres = new TempPostgres(Number(process.env.FAULTS_PG_PORT ?? 55498));
let failed = false;
try {
  postgres.init();
  const outage = await runOutage(postgres);
  console.log(
    `outage: ${outage.backendsKilled} backends terminated, PostgreSQL restarted under load; ${outage.processesDied} app processes died; ` +
      `${outage.requestsDuringOutage} requests while it was down, slowest answer ${outage.slowestOutageAnswerMs} ms`,
  );
  for (const f of outage.failures) console.error(`  FAILED: ${f}`);
  failed ||= outage.failures.length > 0;
} finally {
  postgres.destroy();
}
process.exit(failed ? 1 : 0);
