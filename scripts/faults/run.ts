/**
 * `npm run test:faults` (also run by .ci/run): the crash and outage scenarios of issue 9, and the
 * graceful stop and the backup-and-restore drill of issue 36, on a
 * throw-away PostgreSQL 15 (port FAULTS_PG_PORT, default a free one). Prints the figures; exits 1
 * on any failure.
 */
import { ensureBuilt } from '../build/ensureBuilt.mjs';
import { freePort } from './appProcess';
import { runKillNine } from './killNine';
import { runOutage } from './outage';
import { runSigterm } from './sigterm';
import { runRestoreDrill } from './restoreDrill';
import { TempPostgres } from './postgres';

/**
 * A port the system says is free, not a fixed one: in CI the server tests on PostgreSQL run
 * beside this, and their servers take ports from the same range (a fixed port was once taken).
 */
async function startPostgres(): Promise<TempPostgres> {
  for (let attempt = 1; ; attempt++) {
    const postgres = new TempPostgres(Number(process.env.FAULTS_PG_PORT) || (await freePort()));
    try {
      postgres.init();
      return postgres;
    } catch (error) {
      console.error(`PostgreSQL did not start on port ${postgres.port} (attempt ${attempt}):\n${postgres.logTail()}`);
      postgres.destroy();
      if (attempt >= 3) throw error;
    }
  }
}

let failed = false;
// The purchases start from the deposit page, as a browser does (its CSRF token is in the page).
ensureBuilt();
const postgres = await startPostgres();
try {
  const kill = await runKillNine(postgres, Number(process.env.FAULTS_PURCHASES ?? 200));
  console.log(
    `kill -9: ${kill.purchases} purchases, ${kill.kills} app processes killed -9 meanwhile (${kill.cutOff} requests cut off, ${kill.paidAnswers} answered paid); ` +
      `${kill.charged} charged, ${kill.refunded} refunded; ${kill.chargedNotReserved} charged without their reservation, ${kill.reservedNotCharged} reserved without their charge`,
  );
  for (const f of kill.failures) console.error(`  FAILED: ${f}`);
  failed ||= kill.failures.length > 0;

  const term = await runSigterm(postgres, Number(process.env.FAULTS_SIGTERM_PURCHASES ?? 200));
  console.log(
    `SIGTERM: ${term.purchases} purchases, ${term.stops} app processes stopped meanwhile (${term.notTaken} requests not taken by a stopping process, ${term.paidAnswers} answered paid); ` +
      `${term.charged} charged; ${term.inFlightAfter} payments left in flight with reconciliation held off`,
  );
  for (const f of term.failures) console.error(`  FAILED: ${f}`);
  failed ||= term.failures.length > 0;

  const drill = await runRestoreDrill(postgres);
  console.log(
    `restore drill: ${drill.bookings} bookings and ${drill.deposits} paid deposits backed up with pg_dump (${drill.dumpBytes} bytes) while serving; ` +
      `restored with pg_restore into a new database, a new process serves ${drill.restoredBookings} bookings and ${drill.restoredDeposits} paid deposits`,
  );
  for (const f of drill.failures) console.error(`  FAILED: ${f}`);
  failed ||= drill.failures.length > 0;

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
