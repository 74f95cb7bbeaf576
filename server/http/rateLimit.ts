import type { FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Db } from '../db/client';
import { TooManyRequests } from './tooManyRequests';

const windowStart = (windowMs: number) => new Date(Math.floor(Date.now() / windowMs) * windowMs);

/** What is left of the current fixed window: the real wait of a limit counted in it. */
export const windowLeftMs = (windowMs = 60_000) => windowStart(windowMs).getTime() + windowMs - Date.now();

/** Counts one hit for `key` in the current fixed window and returns the count so far. */
export async function countHit(db: Db, key: string, windowMs = 60_000): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: windowStart(windowMs), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  return row.hits;
}

export async function currentHits(db: Db, key: string, windowMs = 60_000): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(windowMs))));
  return row?.hits ?? 0;
}

/** Throws 429 once `key` has been hit more than `limit` times in the window; the wait is the window's rest. */
export async function enforceLimit(db: Db, key: string, limit: number, windowMs = 60_000) {
  if ((await countHit(db, key, windowMs)) > limit) throw new TooManyRequests(windowLeftMs(windowMs));
}

/**
 * A route hook (preValidation: counts every attempt, even a malformed one) allowing `limit`
 * requests a window from one address under `name`.
 */
export function limitPerAddress(db: Db, name: string, limit: number, windowMs = 60_000) {
  return async (request: FastifyRequest) => enforceLimit(db, `${name}:${request.ip}`, limit, windowMs);
}

export async function purgeOldRateLimits(db: Db) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(Date.now() - 3600_000)));
}
