import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { personalAccessTokens, users } from '../../../server/db/schema';
import { createToken } from '../../../server/modules/accessTokens/service';
import { HttpError } from '../../../server/http/errors';
import { freshDatabase } from '../support/testApp';

/**
 * The cap of 50 live tokens under simultaneous creations (decision 019): on PostgreSQL the pool's
 * ten connections really run at once; without the lock on the account's row several would count
 * the same 40 and all pass.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the live-token cap under 30 simultaneous creations (PostgreSQL)',
  () => {
    let database: Database;
    beforeAll(async () => {
      database = await freshDatabase();
    });
    afterAll(() => database.close());

    it('lets exactly 10 of 30 through when the account holds 40', async () => {
      const { db } = database;
      const [user] = await db
        .insert(users)
        .values({ firstName: 'Ada', lastName: 'Race', email: `race.${Date.now()}@example.com`, passwordHash: 'x' })
        .returning();
      const yearAhead = new Date(Date.now() + 365 * 86_400_000);
      await db.insert(personalAccessTokens).values(
        Array.from({ length: 40 }, (_, i) => ({
          userId: user.id,
          name: `held ${i}`,
          scopes: ['profile:read'],
          tokenHash: `held-${user.id}-${i}`,
          lastFour: '0000',
          expiresAt: yearAhead,
        })),
      );
      const outcomes = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) =>
          createToken(db, user.id, { name: `race ${i}`, scopes: ['profile:read'], expiresInDays: 365 }, 'en'),
        ),
      );
      const refused = outcomes.filter((o) => o.status === 'rejected');
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
      expect(refused).toHaveLength(20);
      for (const o of refused) expect((o as PromiseRejectedResult).reason).toBeInstanceOf(HttpError);
      expect(await db.$count(personalAccessTokens, eq(personalAccessTokens.userId, user.id))).toBe(50);
    });
  },
);
