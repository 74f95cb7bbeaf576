/**
 * Issue 36: the backup and restore drill of docs/operations.md §3b, as an operator would run it.
 * An app process on PostgreSQL takes room bookings and deposit payments; `pg_dump` (custom format)
 * backs the database up while it serves; the dump is restored with `pg_restore` into a new
 * database, a new app process starts on it (migrations on start: none to run), and it serves the
 * same bookings to the guest who made them and the same paid deposits.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AppProcess, request } from './appProcess';
import { purchase } from './killNine';
import { Guest } from '../proxy/client';
import type { TempPostgres } from './postgres';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const GUEST = { email: 'guest@terme.example', password: 'terme-guest-2026' };
/** A mid-season day, so that the drill books the same stays whatever the date it runs on. */
const DAY = '2027-06-16';

export interface RestoreDrillFigures {
  bookings: number;
  deposits: number;
  dumpBytes: number;
  restoredBookings: number;
  restoredDeposits: number;
  failures: string[];
}

/** The demo guest signed in on an app process, as a browser is (scripts/proxy/client.ts). */
async function signIn(app: AppProcess): Promise<Guest> {
  const guest = new Guest(app.baseUrl);
  const status = await guest.login(GUEST.email, GUEST.password);
  if (status !== 200) throw new Error(`the guest could not sign in (${status})`);
  return guest;
}

/** Books one room for two for a stay a week apart from the last, with the sandbox card. */
async function book(guest: Guest, week: number): Promise<number> {
  const from = new Date(Date.parse(`${DAY}T00:00:00Z`) + week * 7 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const rates = await guest.send('POST', '/api/available/rates', {
    from_date: from,
    to_date: to,
    locale: 'en',
    rooms: [{ adults: 2, children: 0, children_ages: [] }],
  });
  type Entry = {
    room_category: { id: number; available_rooms_count: number };
    rates: { rate_variations: { id: number }[] }[];
  };
  const offer = ((JSON.parse(rates.body) as Entry[][])[0] ?? []).find((e) => e.room_category.available_rooms_count > 0);
  if (!offer) throw new Error(`no room offered for ${from} (${rates.status})`);
  const card = await guest.send('POST', '/api/sandbox/payment-methods', {
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
  });
  const booked = await guest.send('POST', '/my/room-reservations', {
    from_date: from,
    to_date: to,
    rooms: [
      {
        room_category_id: offer.room_category.id,
        rate_variation_id: offer.rates[0].rate_variations[0].id,
        adults: 2,
        children: 0,
        children_ages: [],
      },
    ],
    cancellation_policy_consent: true,
    city_tax_policy_consent: true,
    payment_method_id: (JSON.parse(card.body) as { id: string }).id,
  });
  if (booked.status !== 200) throw new Error(`a booking failed (${booked.status}): ${booked.body}`);
  return (JSON.parse(booked.body) as { reservation_id: number }).reservation_id;
}

/** The guest's reservations as /my shows them: numbers, dates and totals. */
async function myBookings(app: AppProcess): Promise<string[]> {
  const guest = await signIn(app);
  const list = await guest.send('GET', '/api/my/room-reservations');
  const rows = (JSON.parse(list.body) as { reservations?: unknown[] } | unknown[]) ?? [];
  const items = (Array.isArray(rows) ? rows : (rows.reservations ?? [])) as Record<string, unknown>[];
  return items.map((r) => JSON.stringify([r.number ?? r.id, r.from_date, r.to_date, r.total])).sort();
}

const paidDeposits = async (url: string) => {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query(
    `select count(*)::int as n, coalesce(sum(amount), 0)::int as cents from deposits where status = 'paid'`,
  );
  await db.end();
  return `${rows[0].n} deposits, ${rows[0].cents} cents`;
};

const asPostgres = (cmd: string, args: string[]) => {
  const root = process.getuid?.() === 0;
  execFileSync(root ? 'runuser' : join(BIN, cmd), root ? ['-u', 'postgres', '--', join(BIN, cmd), ...args] : args, {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
};

export async function runRestoreDrill(
  postgres: TempPostgres,
  bookings = 3,
  deposits = 5,
): Promise<RestoreDrillFigures> {
  const failures: string[] = [];
  const url = await postgres.createDatabase('terme_drill');
  const env = (databaseUrl: string) => ({
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'faults-secret-0123456789abcdef0123456789',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'terme-drill-')),
    NODE_ENV: 'test',
    TERME_NOW: DAY,
  });
  const live = new AppProcess(env(url));
  await live.start();
  const guest = await signIn(live);
  for (let week = 0; week < bookings; week++) await book(guest, week);
  for (let n = 0; n < deposits; n++) {
    const status = await purchase(live, n);
    if (status !== 200) failures.push(`a deposit payment answered ${status}`);
  }
  const before = await myBookings(live);
  const depositsBefore = await paidDeposits(url);

  // The backup, taken while the site serves, as a nightly job would.
  const dir = mkdtempSync(join(tmpdir(), 'terme-backup-'));
  chmodSync(dir, 0o777);
  const dump = join(dir, 'terme.dump');
  asPostgres('pg_dump', [
    '-h',
    '127.0.0.1',
    '-p',
    String(postgres.port),
    '-U',
    'postgres',
    '-Fc',
    '-f',
    dump,
    'terme_drill',
  ]);
  await live.stop();

  // The restore, into a database of its own, and a process started on it.
  const restoredUrl = await postgres.createDatabase('terme_restored');
  asPostgres('pg_restore', [
    '-h',
    '127.0.0.1',
    '-p',
    String(postgres.port),
    '-U',
    'postgres',
    '--no-owner',
    '-d',
    'terme_restored',
    dump,
  ]);
  const restored = new AppProcess(env(restoredUrl));
  await restored.start();
  const after = await myBookings(restored);
  const depositsAfter = await paidDeposits(restoredUrl);
  const health = await request(`${restored.baseUrl}/healthz`);
  await restored.stop();

  if (before.length !== bookings)
    failures.push(`the guest saw ${before.length} bookings before the backup, not ${bookings}`);
  if (JSON.stringify(after) !== JSON.stringify(before))
    failures.push(`the restored site serves other bookings: ${after.length} instead of ${before.length}`);
  if (depositsAfter !== depositsBefore) failures.push(`restored ${depositsAfter}, backed up ${depositsBefore}`);
  if (health.status !== 200) failures.push(`the restored site's health check answered ${health.status}`);
  if (live.unexpectedExits + restored.unexpectedExits) failures.push('an app process died during the drill');
  return {
    bookings: before.length,
    deposits: Number(depositsBefore.split(' ')[0]),
    dumpBytes: statSync(dump).size,
    restoredBookings: after.length,
    restoredDeposits: Number(depositsAfter.split(' ')[0]),
    failures,
  };
}
