import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { productAvailabilities, productReservations } from '../../../server/db/schema';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { freshDatabase, testConfig, TestClient } from '../support/testApp';
import { sandboxCard } from '../payments/support';
import { defaultSlot, GUEST, openDay, setSlot, setUser } from '../daySpa/support';

// docs/product.md §12.16: a guest booking the last places and the revenue manager lowering the
// same slot's capacity at once never leave more places sold than the slot holds. Two app
// instances, each with its own connections to one PostgreSQL (as two processes would); only on a
// real PostgreSQL (TEST_DATABASE_URL): PGlite is one connection and serialises everything.
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const ROUNDS = 3;
const CAPACITY = 10;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'guests booking while the capacity is lowered (PostgreSQL)',
  () => {
    const databases: Database[] = [];
    let url = '';
    const apps: FastifyInstance[] = [];
    let revenue: TestClient;
    const guests: TestClient[] = [];

    beforeAll(async () => {
      const first = await freshDatabase();
      url = first.url!;
      databases.push(first, await openDatabase({ dataDir: ':memory:', databaseUrl: first.url! }));
      for (const database of databases) {
        const app = await buildApp(testConfig(), { database });
        await app.ready();
        apps.push(app);
      }
      revenue = await new TestClient(apps[0]).start();
      await revenue.login(REVENUE.email, REVENUE.password);
      for (let n = 0; n < 6; n++) {
        const guest = await new TestClient(apps[1 - (n % 2)]).start('/en/');
        await guest.login(GUEST.email, GUEST.password);
        guests.push(guest);
      }
      await setUser(first.db, GUEST.email, { bonusTermeCredit: 0, discountPercent: 0 });
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
    });

    const db = () => databases[0].db;
    const book = async (guest: TestClient, date: string, slotId: number, people: number) =>
      guest.post(
        '/my/product-reservations',
        {
          date,
          people,
          product_availability_id: slotId,
          cancellation_policy_consent: true,
          rules_consent: true,
          use_bonus_terme: false,
          payment_method_id: await sandboxCard(guest, '4242424242424242'),
        },
        { 'x-locale': 'en' },
      );
    const lower = (slotId: number, capacity: number) =>
      revenue.send(
        'PUT',
        `/api/admin/day-spa/slots/${slotId}`,
        { title: 'Race', starts_at: '09:00', ends_at: '18:30', capacity, price: 4000 },
        { 'x-locale': 'en' },
      );
    const soldOf = async (slotId: number) => {
      const [row] = await db()
        .select({ people: sql<number>`coalesce(sum(${productReservations.people}), 0)::int` })
        .from(productReservations)
        .where(
          and(
            eq(productReservations.productAvailabilityId, slotId),
            inArray(productReservations.status, ['confirmed', 'pending']),
          ),
        );
      return row.people;
    };

    it('never sells more than the capacity, whichever of the bookings and the lowering comes first', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const day = openDay(10 + round);
        const slot = await defaultSlot(db(), day);
        await setSlot(db(), slot.id, { capacity: CAPACITY, booked: 0, salePrice: 4000 });
        // Six guests want 2 places each (12 for 10) while the manager brings the slot down to 6.
        const [lowered, ...bookings] = await Promise.all([
          lower(slot.id, 6),
          ...guests.map((guest) => book(guest, day, slot.id, 2)),
        ]);
        const [after] = await db().select().from(productAvailabilities).where(eq(productAvailabilities.id, slot.id));
        const sold = await soldOf(slot.id);
        expect(after.booked).toBe(sold);
        expect(sold).toBeLessThanOrEqual(after.capacity);
        const accepted = bookings.filter((b) => b.statusCode === 200).length;
        expect(sold).toBe(accepted * 2);
        if (lowered.statusCode === 200) {
          expect(after.capacity).toBe(6);
          expect(accepted).toBeLessThanOrEqual(3);
        } else {
          // Refused only because more than 6 places were sold when its turn came.
          expect(lowered.statusCode).toBe(422);
          expect(lowered.json().reservations.length).toBeGreaterThanOrEqual(4);
          expect(after.capacity).toBe(CAPACITY);
          expect(accepted).toBe(5);
        }
        for (const refused of bookings.filter((b) => b.statusCode !== 200)) expect(refused.statusCode).toBe(409);
      }
    });

    it('a lowering that waits for a booking in flight counts its places once it commits', async () => {
      const day = openDay(14);
      const slot = await defaultSlot(db(), day);
      await setSlot(db(), slot.id, { capacity: CAPACITY, booked: 7, salePrice: 4000 });
      // Another process books the last places: it holds the slot's lock, not yet committed.
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select * from product_availabilities where id = $1 for update', [slot.id]);
        await other.query('update product_availabilities set booked = booked + 3 where id = $1', [slot.id]);
        const lowering = lower(slot.id, 8);
        const waiting = async () =>
          (
            await other.query(
              "select count(*)::int as n from pg_locks where locktype = 'transactionid' and not granted",
            )
          ).rows[0].n as number;
        for (let tries = 0; tries < 100 && (await waiting()) === 0; tries++)
          await new Promise((r) => setTimeout(r, 50));
        expect(await waiting()).toBeGreaterThan(0);
        await other.query('commit');
        const answer = await lowering;
        expect(answer.statusCode).toBe(422);
        expect(answer.json().errors.capacity).toEqual([
          '10 places are already sold: the capacity cannot go below that.',
        ]);
      } finally {
        await other.end();
      }
      const [after] = await db().select().from(productAvailabilities).where(eq(productAvailabilities.id, slot.id));
      expect(after).toMatchObject({ capacity: CAPACITY, booked: 10 });
    });
  },
);
