import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { payments, productReservations } from '../../../server/db/schema';
import { defaultSlot, openDay, setSlot, slotById, thermalDay } from '../daySpa/support';
import { freshDatabase } from '../support/testApp';
import { checkoutRace } from './checkoutRace';

const PROCESSES = 3;
const GUESTS_PER_PROCESS = 4;

// Only on a real PostgreSQL (TEST_DATABASE_URL, CI's second server run): PGlite serialises transactions.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "a dated product's last places bought at once from several app processes on PostgreSQL",
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

    it('sells exactly the places there are: 7 places, 12 carts of 2 people, 3 paid, the others told there is no place left and not charged', async () => {
      const { db } = database;
      const day = openDay(3);
      const slot = await defaultSlot(db, day);
      await setSlot(db, slot.id, { capacity: 7, booked: 0, salePrice: 3000 });
      const line = {
        type: 'reservation',
        id: (await thermalDay(db)).id,
        product_availability_id: slot.id,
        date: day,
        people: 2,
        quantity: 1,
      };

      const answers = await checkoutRace(PROCESSES, { databaseUrl: url, guests: GUESTS_PER_PROCESS, line });

      const paid = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status !== 200);
      expect(paid).toHaveLength(3);
      for (const answer of paid) expect(answer.body).toMatchObject({ total: 6000 });
      expect(refused).toHaveLength(PROCESSES * GUESTS_PER_PROCESS - 3);
      for (const answer of refused)
        expect(answer).toEqual({
          status: 409,
          body: expect.objectContaining({ message: 'Not available, try another date' }),
        });

      expect((await slotById(db, slot.id)).booked).toBe(6);
      const reservations = await db
        .select()
        .from(productReservations)
        .where(eq(productReservations.productAvailabilityId, slot.id));
      expect(reservations.map((r) => r.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
      // Refused before any charge: only the three paid orders have a payment.
      const charged = await db.select().from(payments).where(eq(payments.kind, 'shop_order'));
      expect(charged.map((p) => [p.amount, p.status])).toEqual([
        [6000, 'succeeded'],
        [6000, 'succeeded'],
        [6000, 'succeeded'],
      ]);
    }, 180_000);
  },
);
