import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { MAX_LIVE_TOKENS, type TokenScope } from '../../../domain/accessTokens';
import type { Db } from '../../db/client';
import { personalAccessTokens, users } from '../../db/schema';
import { bool, int, list, nullableWhen, obj, str, when } from '../../http/answers';
import { fieldError, HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import type { Locale } from '../../../domain/locales';
import { accessTokenMessages } from './messages';
import { hashToken, newAccessToken } from './tokenFormat';

type TokenRow = typeof personalAccessTokens.$inferSelect;

/** A token as the token manager lists it (Passport's shape, plus what the list shows). */
export interface TokenView {
  id: number;
  user_id: number;
  name: string;
  scopes: string[];
  revoked: boolean;
  last_four: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
}

export const tokenView = (row: TokenRow): TokenView => ({
  id: row.id,
  user_id: row.userId,
  name: row.name,
  scopes: row.scopes,
  revoked: row.revokedAt !== null,
  last_four: row.lastFour,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  expires_at: row.expiresAt.toISOString(),
});

/** TokenView as JSON Schema, for the routes' answers (decision 019). */
export const tokenViewSchema = obj({
  id: int,
  user_id: int,
  name: str,
  scopes: list(str),
  revoked: bool,
  last_four: str,
  created_at: when,
  last_used_at: nullableWhen,
  expires_at: when,
});

/** A token as the API's document shows it. */
export const tokenViewExample: TokenView = {
  id: 7,
  user_id: 1,
  name: 'Home automation',
  scopes: ['reservations:read'],
  revoked: false,
  last_four: 'x9Qk',
  created_at: '2026-11-26T10:00:00.000Z',
  last_used_at: null,
  expires_at: '2027-11-26T10:00:00.000Z',
};

const live = (userId: number, now: Date) =>
  and(
    eq(personalAccessTokens.userId, userId),
    isNull(personalAccessTokens.revokedAt),
    gt(personalAccessTokens.expiresAt, now),
  );

/** The account's live tokens, newest first (revoked and expired ones no longer open anything). */
export async function listTokens(db: Db, userId: number): Promise<TokenView[]> {
  const rows = await db
    .select()
    .from(personalAccessTokens)
    .where(live(userId, new Date()))
    .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id));
  return rows.map(tokenView);
}

/**
 * Creates a token and returns it in clear, the only time it exists outside its owner's hands.
 * The cap of live tokens is counted under a lock on the account's row, so simultaneous
 * requests queue there and cannot all pass the count together.
 */
export async function createToken(
  db: Db,
  userId: number,
  input: { name: string; scopes: TokenScope[]; expiresInDays: number },
  locale: Locale,
) {
  const accessToken = newAccessToken();
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ live: held }] = await tx.select({ live: count() }).from(personalAccessTokens).where(live(userId, now));
    if (held >= MAX_LIVE_TOKENS)
      throw fieldError('name', translate(accessTokenMessages.tooManyTokens, locale, { max: MAX_LIVE_TOKENS }), locale);
    const [created] = await tx
      .insert(personalAccessTokens)
      .values({
        userId,
        name: input.name,
        scopes: [...new Set(input.scopes)],
        tokenHash: hashToken(accessToken),
        lastFour: accessToken.slice(-4),
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.expiresInDays * 86_400_000),
      })
      .returning();
    return created;
  });
  return { accessToken, token: tokenView(row) };
}

/** Revokes one of the account's own tokens; someone else's (or none) is 404, as if it did not exist. */
export async function revokeToken(db: Db, userId: number, id: number) {
  const [revoked] = await db
    .update(personalAccessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(personalAccessTokens.id, id),
        eq(personalAccessTokens.userId, userId),
        isNull(personalAccessTokens.revokedAt),
      ),
    )
    .returning({ id: personalAccessTokens.id });
  if (!revoked) throw new HttpError(404, accessTokenMessages.tokenNotFound);
}

/** The live token with this hash and its owner, or null (unknown, revoked or expired alike). */
export async function findLiveToken(db: Db, token: string) {
  const now = new Date();
  const [found] = await db
    .select({ token: personalAccessTokens, user: users })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(
      and(
        eq(personalAccessTokens.tokenHash, hashToken(token)),
        isNull(personalAccessTokens.revokedAt),
        gt(personalAccessTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return found ?? null;
}

/** Last used: written at most once a minute per token, so reads do not all turn into writes. */
export async function touchToken(db: Db, row: TokenRow) {
  const now = new Date();
  if (row.lastUsedAt && now.getTime() - row.lastUsedAt.getTime() < 60_000) return;
  await db.update(personalAccessTokens).set({ lastUsedAt: now }).where(eq(personalAccessTokens.id, row.id));
}
