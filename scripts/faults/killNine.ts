/**
 * Issue 9, item 2: purchases (deposit payments through the sandbox gateway) sent to three app
 * processes, one of which is killed -9 at random moments and started again. Once the load
 * stops, reconciliation must decide every payment left in flight; then, in the database, every
 * charge has its confirmed purchase or its refund, and nothing is confirmed without its charge.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AppProcess, request } from './appProcess';
import type { TempPostgres } from './postgres';

export interface KillNineFigures {
  purchases: number;
  paidAnswers: number;
  cutOff: number;
  kills: number;
  charged: number;
  refunded: number;
  chargedNotReserved: number;
  reservedNotCharged: number;
  failures: string[];
}

const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One guest paying a deposit from the page, as the browser does: page (session + CSRF), card, payment. */
export async function purchase(app: AppProcess, n: number): Promise<number> {
  const page = await request(`${app.baseUrl}/en/deposit-payment`, { headers: { accept: 'text/html' } });
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(String(page.body))?.[1];
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!csrf) return page.status === 200 ? -1 : page.status;
  const headers = {
    cookie,
    'x-csrf-token': csrf,
    'x-requested-with': 'XMLHttpRequest',
    'content-type': 'application/json',
    'x-locale': 'en',
  };
  const card = await request(`${app.baseUrl}/api/sandbox/payment-methods`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvc: '123',
    }),
  });
  const pm = (card.body as { id?: string } | null)?.id;
  if (!pm) return card.status;
  const paid = await request(`${app.baseUrl}/deposit-payment`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      amount: random(1_000, 90_000),
      note: `Fault ${n}`,
      first_name: 'Kill',
      last_name: `Nine ${n}`,
      email: `kill.nine.${n}@example.com`,
      privacy: true,
      payment_method_id: pm,
    }),
  });
  return paid.status;
}

export async function runKillNine(postgres: TempPostgres, purchases = 200): Promise<KillNineFigures> {
  const failures: string[] = [];
  const url = await postgres.createDatabase('terme_kill9');
  const env = {
    DATABASE_URL: url,
    SESSION_SECRET: 'faults-secret-0123456789abcdef0123456789',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'terme-kill9-')),
    // Reconciliation soon after a crash, so the script does not wait minutes (production: 120 s).
    RECONCILE_AFTER_SECONDS: '5',
    RECONCILE_EVERY_SECONDS: '3',
  };
  const apps = [new AppProcess(env), new AppProcess(env), new AppProcess(env)];
  for (const app of apps) await app.start();

  const statuses: number[] = [];
  let next = 0;
  let kills = 0;
  let buying = true;
  const buyer = async () => {
    while (next < purchases) {
      const alive = apps.filter((a) => a.ready);
      if (alive.length === 0) {
        await sleep(100);
        continue;
      }
      statuses.push(await purchase(alive[random(0, alive.length - 1)], next++));
    }
  };
  const restarts: Promise<void>[] = [];
  const killer = async () => {
    while (buying) {
      await sleep(random(500, 2_000));
      const victim = apps[random(0, apps.length - 1)];
      // Only while another one serves: purchases keep coming, the victim's die in flight.
      if (!buying || !victim.ready || apps.filter((a) => a.ready).length < 2) continue;
      victim.kill9();
      kills++;
      // Started again in the background, as a supervisor would; the next kill may come meanwhile.
      restarts.push(victim.start().catch((error) => void failures.push(`a restart failed: ${error}`)));
    }
  };
  const killing = killer();
  await Promise.all(Array.from({ length: 6 }, buyer));
  buying = false;
  await killing;
  await Promise.all(restarts);
  for (const app of apps) if (!app.alive) await app.start();

  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const count = async (query: string) => Number((await db.query(query)).rows[0].n);
  // Reconciliation runs at start-up and every 3 s on payments in flight for more than 5 s.
  const deadline = Date.now() + 120_000;
  let inFlight = Infinity;
  while (Date.now() < deadline) {
    inFlight = await count(`select count(*) as n from payments where status in ('pending', 'confirming', 'refunding')`);
    if (inFlight === 0) break;
    await sleep(1_000);
  }
  if (inFlight) failures.push(`${inFlight} payments still in flight two minutes after the load stopped`);

  const charged = await count(`select count(*) as n from sandbox_payment_intents where status = 'succeeded'`);
  const refunded = await count(`select count(*) as n from sandbox_payment_intents where status = 'refunded'`);
  const chargedNotReserved = await count(`
    select count(*) as n from sandbox_payment_intents i
    where i.status = 'succeeded' and not exists (
      select 1 from payments p join deposits d on d.id = p.purchase_id and p.kind = 'deposit'
      where p.idempotency_key = i.idempotency_key and p.status = 'succeeded' and p.payment_intent_id = i.id and d.status = 'paid' and d.payment_id = p.id)`);
  const reservedNotCharged = await count(`
    select count(*) as n from deposits d
    where d.status = 'paid' and not exists (
      select 1 from payments p join sandbox_payment_intents i on i.id = p.payment_intent_id
      where p.id = d.payment_id and p.status = 'succeeded' and i.status = 'succeeded' and i.amount = d.amount)`);
  const refundedWrongly = await count(`
    select count(*) as n from sandbox_payment_intents i join payments p on p.payment_intent_id = i.id
    join deposits d on d.id = p.purchase_id and p.kind = 'deposit'
    where i.status = 'refunded' and (p.status <> 'refunded' or d.status = 'paid')`);
  const receipts = await count(
    `select count(distinct "to") as n from outbox_mails where subject = 'Your deposit has been received'`,
  );
  const paidDeposits = await count(`select count(*) as n from deposits where status = 'paid'`);
  await db.end();

  if (chargedNotReserved) failures.push(`${chargedNotReserved} charges without their deposit`);
  if (reservedNotCharged) failures.push(`${reservedNotCharged} deposits paid without their charge`);
  if (refundedWrongly) failures.push(`${refundedWrongly} refunds whose deposit still counts as paid`);
  if (receipts !== paidDeposits)
    failures.push(`${paidDeposits} deposits paid but ${receipts} guests got a receipt in the outbox`);
  const died = apps.reduce((n, a) => n + a.unexpectedExits, 0);
  if (died) failures.push(`${died} app processes died without being killed`);
  await Promise.all(apps.map((a) => a.stop()));

  return {
    purchases,
    paidAnswers: statuses.filter((s) => s === 200).length,
    cutOff: statuses.filter((s) => s === 0).length,
    kills,
    charged,
    refunded,
    chargedNotReserved,
    reservedNotCharged,
    failures,
  };
}
