import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** Failed logins of one account from one address before that address must wait. */
export const FAILED_LOGINS_PER_EMAIL = 5;
/** Failed logins of one account from all addresses before each failing address waits longer. */
export const FAILED_LOGINS_PER_ACCOUNT = 20;
/** The first wait; each failure beyond the free ones doubles it, up to MAX_LOGIN_WAIT_MS. */
export const FIRST_LOGIN_WAIT_MS = 60_000;
export const MAX_LOGIN_WAIT_MS = 15 * 60_000;
/** An hour without failures forgets them. */
const FORGET_AFTER_MS = 3600_000;

const pairKey = (email: string, ip: string) => `login:${email}:${ip}`;
const accountKey = (email: string) => `login-account:${email}`;

function growingWait(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_LOGIN_WAIT_MS, FIRST_LOGIN_WAIT_MS * 2 ** Math.min(failures - free, 10));
}

/**
 * How long (ms) this address must still wait before trying this account again; 0: it may try.
 * Address and account together (issue 31): only an address that has failed for the account waits,
 * from its own last failure, as long as its failures or the account's (from anywhere) ask. So
 * strangers failing elsewhere never keep out an address that has not failed, e.g. the owner's,
 * while each guessing address waits longer the more the account is attacked.
 */
export async function loginWait(db: Db, email: string, ip: string): Promise<number> {
  const rows = await db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [pairKey(email, ip), accountKey(email)]));
  const now = Date.now();
  const live = rows.filter((r) => now - r.lastFailedAt.getTime() < FORGET_AFTER_MS);
  const pair = live.find((r) => r.key === pairKey(email, ip));
  if (!pair) return 0;
  const account = live.find((r) => r.key === accountKey(email))?.failures ?? 0;
  const wait = Math.max(
    growingWait(pair.failures, FAILED_LOGINS_PER_EMAIL),
    growingWait(account, FAILED_LOGINS_PER_ACCOUNT),
  );
  return Math.max(0, pair.lastFailedAt.getTime() + wait - now);
}

/** Counts a failed login for the account and for the account from this address. */
export async function countLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  const at = new Date(Date.now());
  for (const key of [pairKey(email, ip), accountKey(email)]) {
    // Failures older than FORGET_AFTER_MS start again from one.
    const stale = sql`${loginFailures.lastFailedAt} < ${new Date(at.getTime() - FORGET_AFTER_MS).toISOString()}`;
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, lastFailedAt: at })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: { failures: sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`, lastFailedAt: at },
      });
  }
}

/** A right password from this address: its own failures for the account are over (the account's stay). */
export async function forgetLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, pairKey(email, ip)));
}

export async function purgeOldLoginFailures(db: Db): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, new Date(Date.now() - FORGET_AFTER_MS)));
}
