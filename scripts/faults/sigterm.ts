/**
 * Issue 36: a graceful stop. Purchases (deposit payments through the sandbox gateway) go to three
 * app processes; one at a time is sent SIGTERM at random moments and started again, as a
 * supervisor does on a deploy. Reconciliation is held off for the whole run, so nothing may be
 * left for it: a stopping process finishes the payments in its hands before it exits. Then every
 * charge has its paid deposit, nothing is paid without its charge, no payment is in flight.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AppProcess } from './appProcess';
import { purchase } from './killNine';
import type { TempPostgres } from './postgres';

export interface SigtermFigures {
  purchases: number;
  stops: number;
  paidAnswers: number;
  /** Requests a stopping process did not take (connection refused or 503): the client may retry elsewhere. */
  notTaken: number;
  inFlightAfter: number;
  charged: number;
  failures: string[];
}

const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function runSigterm(postgres: TempPostgres, purchases = 120): Promise<SigtermFigures> {
  const failures: string[] = [];
  const url = await postgres.createDatabase('terme_sigterm');
  const env = {
    DATABASE_URL: url,
    SESSION_SECRET: 'faults-secret-0123456789abcdef0123456789',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'terme-sigterm-')),
    // No reconciliation during the run: a payment left in flight would be the stop's fault.
    RECONCILE_AFTER_SECONDS: '3600',
  };
  const apps = [new AppProcess(env), new AppProcess(env), new AppProcess(env)];
  for (const app of apps) await app.start();

  const statuses: number[] = [];
  let next = 0;
  let stops = 0;
  let buying = true;
  const buyer = async () => {
    while (next < purchases) {
      const alive = apps.filter((a) => a.ready);
      if (alive.length === 0) {
        await sleep(50);
        continue;
      }
      statuses.push(await purchase(alive[random(0, alive.length - 1)], next++));
    }
  };
  const stopper = async () => {
    while (buying) {
      await sleep(random(100, 600));
      const victim = apps[random(0, apps.length - 1)];
      if (!buying || !victim.ready || apps.filter((a) => a.ready).length < 2) continue;
      // SIGTERM, then wait for the exit: the process answers what it holds, then closes.
      const stopped = victim.stop();
      stops++;
      // Started again once it exited, in the background: the next stop may hit another one meanwhile.
      restarts.push(
        stopped.then(() => victim.start()).catch((error) => void failures.push(`a restart failed: ${error}`)),
      );
    }
  };
  const restarts: Promise<void>[] = [];
  const stopping = stopper();
  await Promise.all(Array.from({ length: 6 }, buyer));
  buying = false;
  await stopping;
  await Promise.all(restarts);

  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const count = async (query: string) => Number((await db.query(query)).rows[0].n);
  const inFlightAfter = await count(
    `select count(*) as n from payments where status in ('pending', 'confirming', 'refunding')`,
  );
  const charged = await count(`select count(*) as n from sandbox_payment_intents where status = 'succeeded'`);
  const chargedNotPaid = await count(`
    select count(*) as n from sandbox_payment_intents i
    where i.status = 'succeeded' and not exists (
      select 1 from payments p join deposits d on d.id = p.purchase_id and p.kind = 'deposit'
      where p.payment_intent_id = i.id and p.status = 'succeeded' and d.status = 'paid' and d.payment_id = p.id)`);
  const paidNotCharged = await count(`
    select count(*) as n from deposits d
    where d.status = 'paid' and not exists (
      select 1 from payments p join sandbox_payment_intents i on i.id = p.payment_intent_id
      where p.id = d.payment_id and p.status = 'succeeded' and i.status = 'succeeded' and i.amount = d.amount)`);
  const paidAnswers = statuses.filter((s) => s === 200).length;
  const paidDeposits = await count(`select count(*) as n from deposits where status = 'paid'`);
  await db.end();

  if (inFlightAfter)
    failures.push(`${inFlightAfter} payments left in flight by a stop (nothing may be left to reconcile)`);
  if (chargedNotPaid) failures.push(`${chargedNotPaid} charges without their paid deposit`);
  if (paidNotCharged) failures.push(`${paidNotCharged} deposits paid without their charge`);
  // Every purchase answered 'paid' is a paid deposit: no answer was lost by a stopping process.
  if (paidDeposits !== paidAnswers) failures.push(`${paidAnswers} answered paid, but ${paidDeposits} deposits paid`);
  if (stops === 0) failures.push('no process was stopped during the purchases');
  const died = apps.reduce((n, a) => n + a.unexpectedExits, 0);
  if (died) failures.push(`${died} app processes died without being stopped`);
  await Promise.all(apps.map((a) => a.stop()));

  return {
    purchases,
    stops,
    paidAnswers,
    notTaken: statuses.filter((s) => s === 0 || s === 503).length,
    inFlightAfter,
    charged,
    failures,
  };
}
