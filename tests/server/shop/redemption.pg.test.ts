import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { giftCards, giftCardUses, payments } from '../../../server/db/schema';
import { freshDatabase, testConfig } from '../support/testApp';
import { checkoutRace } from './checkoutRace';
import { issueGiftCard } from './giftCardFixture';

const PROCESSES = 3;
const GUESTS_PER_PROCESS = 4;

// Only on a real PostgreSQL (TEST_DATABASE_URL, CI's second server run): PGlite serialises transactions.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'one gift card spent at once from several app processes on PostgreSQL',
  () => {
    let database: Database;
    let url: string;
    beforeAll(async () => {
      // A copy of the run's migrated and seeded template (tests/server/support/globalSetup.ts).
      const fresh = await freshDatabase();
      database = fresh;
      url = fresh.url!;
    });
    afterAll(async () => {
      await database?.close();
    });

    it('never takes the card below zero: it pays 200.00 in all, the rest by card, and later payers hear it is used up', async () => {
      const { db } = database;
      // 12 carts of 95.00 against a card of 200.00: 95.00 + 95.00 + 10.00 from the card, in some order.
      const card = await issueGiftCard(db, testConfig().sessionSecret, { value: 20000, expiresOn: '2099-12-31' });
      const answers = await checkoutRace(PROCESSES, {
        databaseUrl: url,
        code: card.code,
        guests: GUESTS_PER_PROCESS,
        line: 'gift-card',
      });

      const paid = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status !== 200);
      expect(paid).toHaveLength(3);
      expect(refused).toHaveLength(PROCESSES * GUESTS_PER_PROCESS - 3);
      for (const answer of refused)
        expect(answer).toEqual({
          status: 422,
          body: expect.objectContaining({ errors: { gift_card_code: ['This gift card has been used up.'] } }),
        });

      const [after] = await db.select().from(giftCards).where(eq(giftCards.id, card.id));
      expect(after.balance).toBe(0);
      const uses = await db.select().from(giftCardUses).where(eq(giftCardUses.giftCardId, card.id));
      expect(uses.map((u) => u.amount).sort((a, b) => a - b)).toEqual([1000, 9500, 9500]);
      expect(uses.every((u) => u.status === 'spent')).toBe(true);
      // What the card did not pay, the card payment charged: 0, 0 and 85.00.
      const charged = await db.select().from(payments).where(eq(payments.kind, 'shop_order'));
      expect(charged.map((p) => [p.amount, p.status]).sort()).toEqual([
        [0, 'succeeded'],
        [0, 'succeeded'],
        [8500, 'succeeded'],
      ]);
    }, 180_000);
  },
);
