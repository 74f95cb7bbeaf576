import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { giftCardAdjustments, giftCards, giftCardUses } from '../../../server/db/schema';
import { freshDatabase, testConfig, TestClient } from '../support/testApp';
import { checkoutRace } from '../shop/checkoutRace';
import { issueGiftCard } from '../shop/giftCardFixture';

const PROCESSES = 2;
const GUESTS_PER_PROCESS = 3;
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

// docs/product.md §12.11, on a real PostgreSQL only (PGlite serialises transactions): the front
// desk takes money off a card while guests in other app processes pay with it. Each change locks
// the card's row, so whatever the order the card never goes below zero and every cent is accounted for.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the front desk and guests of other processes change one gift card at once on PostgreSQL',
  () => {
    let database: Database;
    let url: string;
    beforeAll(async () => {
      const fresh = await freshDatabase();
      database = fresh;
      url = fresh.url!;
    });
    afterAll(async () => {
      await database?.close();
    });

    it('the balance is the value less what the guests spent and the desk took off, never below zero', async () => {
      const { db } = database;
      const card = await issueGiftCard(db, testConfig().sessionSecret, { value: 20000, expiresOn: '2099-12-31' });
      const app = await buildApp(testConfig({ databaseUrl: url }));
      await app.ready();
      try {
        const desk = await new TestClient(app).start('/en/');
        await desk.login(DESK.email, DESK.password);
        // Six carts of 95.00 and five take-offs of 50.00 against 200.00, all at once.
        const [guests, takeOffs] = await Promise.all([
          checkoutRace(PROCESSES, { databaseUrl: url, code: card.code, guests: GUESTS_PER_PROCESS, line: 'gift-card' }),
          Promise.all(
            Array.from({ length: 5 }, (_, i) =>
              desk.post(`/api/admin/gift-cards/${card.id}/balance`, { amount: -5000, reason: `Desk ${i}` }),
            ),
          ),
        ]);
        for (const answer of takeOffs) expect([200, 422]).toContain(answer.statusCode);
        for (const refused of takeOffs.filter((a) => a.statusCode === 422))
          expect(Object.keys(refused.json().errors)).toEqual(['amount']);
        for (const answer of guests.filter((a) => a.status !== 200))
          expect(answer).toMatchObject({ status: 422, body: { errors: { gift_card_code: expect.any(Array) } } });

        const [after] = await db.select().from(giftCards).where(eq(giftCards.id, card.id));
        const uses = await db.select().from(giftCardUses).where(eq(giftCardUses.giftCardId, card.id));
        const changes = await db.select().from(giftCardAdjustments).where(eq(giftCardAdjustments.giftCardId, card.id));
        const spent = uses.filter((u) => u.status === 'spent').reduce((sum, u) => sum + u.amount, 0);
        const takenOff = changes.reduce((sum, c) => sum + c.amount!, 0);
        expect(uses.every((u) => u.status === 'spent')).toBe(true);
        expect(changes).toHaveLength(takeOffs.filter((a) => a.statusCode === 200).length);
        expect(after.balance).toBeGreaterThanOrEqual(0);
        expect(after.balance).toBe(20000 - spent + takenOff);
        // Someone used what there was: nothing is left that a later payer or take-off could have had.
        expect(after.balance).toBeLessThan(5000);
      } finally {
        await app.close();
      }
    }, 180_000);
  },
);
