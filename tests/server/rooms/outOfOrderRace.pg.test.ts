import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import {
  ratePlans,
  rateVariations,
  roomNights,
  roomOutOfOrder,
  roomReservations,
  rooms,
  users,
} from '../../../server/db/schema';
import { addDays } from '../../../domain/dates';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { hashPassword } from '../../../server/modules/accounts/passwords';
import { freshDatabase, testConfig, TestClient } from '../support/testApp';
import { bookableStay, CARDS, lastBookableStay, occupyCategory, paymentMethod, type Stay } from '../booking/support';

// docs/product.md §12.14, decision 044: the last-room race still sells 0 rooms too many when a
// room goes out of order at the same time, and an out-of-order period never shares a night with
// a sold one. Two app instances, each with its own connections to one PostgreSQL (as two
// processes would): guests of both race for the category's last free suites while the revenue
// manager puts one of them out of order. Only on a real PostgreSQL (TEST_DATABASE_URL): PGlite is
// one connection and serialises everything.
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const ROUNDS = 5;
const GUESTS = 8;
const FREE = 2;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'rooms going out of order during the last-room race (PostgreSQL)',
  () => {
    const databases: Database[] = [];
    let url = '';
    const apps: FastifyInstance[] = [];
    let staff: TestClient;
    const guests: TestClient[] = [];
    let variationId = 0;

    beforeAll(async () => {
      const first = await freshDatabase();
      url = first.url!;
      databases.push(first, await openDatabase({ dataDir: ':memory:', databaseUrl: first.url! }));
      for (const database of databases) {
        const app = await buildApp(testConfig(), { database });
        await app.ready();
        apps.push(app);
      }
      const { db } = databases[0];
      staff = await new TestClient(apps[1]).start();
      await staff.login(REVENUE.email, REVENUE.password);
      const passwordHash = await hashPassword('race-password-1');
      await db.insert(users).values(
        Array.from({ length: GUESTS }, (_, i) => ({
          firstName: 'Racer',
          lastName: String(i),
          email: `ooo-racer${i}@example.com`,
          passwordHash,
          locale: 'en',
        })),
      );
      for (let i = 0; i < GUESTS; i++) {
        const guest = await new TestClient(apps[i % 2]).start('/en/');
        await guest.login(`ooo-racer${i}@example.com`, 'race-password-1');
        guests.push(guest);
      }
      const [variation] = await db
        .select({ id: rateVariations.id })
        .from(rateVariations)
        .innerJoin(ratePlans, eq(ratePlans.id, rateVariations.ratePlanId))
        .where(and(eq(ratePlans.slug, 'flexible'), eq(rateVariations.board, 'bed_and_breakfast')));
      variationId = variation.id;
    }, 120_000);
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
    });

    const reserve = async (guest: TestClient, stay: Stay, categoryId: number, card?: string) =>
      guest.post(
        '/my/room-reservations',
        {
          from_date: stay.from,
          to_date: stay.to,
          rooms: [
            { room_category_id: categoryId, rate_variation_id: variationId, adults: 2, children: 0, children_ages: [] },
          ],
          cancellation_policy_consent: true,
          city_tax_policy_consent: true,
          payment_method_id: card ?? (await paymentMethod(guest, CARDS.ok)),
        },
        { 'x-locale': 'en' },
      );

    /** The category's rooms with no night of the stay taken, in id order. */
    async function freeRooms(categoryId: number, stay: Stay) {
      const { db } = databases[0];
      const rows = await db
        .select({ id: rooms.id })
        .from(rooms)
        .where(
          and(
            eq(rooms.roomCategoryId, categoryId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(roomNights)
                .where(
                  and(
                    eq(roomNights.roomId, rooms.id),
                    sql`${roomNights.night} >= ${stay.from}`,
                    sql`${roomNights.night} < ${stay.to}`,
                  ),
                ),
            ),
          ),
        )
        .orderBy(rooms.id);
      return rows.map((r) => r.id);
    }

    it('sells at most the rooms left in service: a period saved means one sale fewer, a sale first means the period refused', async () => {
      const { db } = databases[0];
      const last = await lastBookableStay(db, 2);
      const outcomes: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Each round its own two nights, going back from the last bookable stay.
        const stay = { from: addDays(last.from, -3 * round), to: addDays(last.to, -3 * round) };
        const occupied = await occupyCategory(db, 'suite', stay, FREE);
        expect(occupied.freeRooms).toBe(FREE);
        const suiteId = occupied.category.id;
        const [target] = await freeRooms(suiteId, stay);

        const cards = await Promise.all(guests.map((guest) => paymentMethod(guest, CARDS.ok)));
        const close = () =>
          staff.post(
            `/api/admin/rooms/${target}/out-of-order`,
            { starts_on: stay.from, ends_on: stay.to, reason: `Race ${round}` },
            { 'x-locale': 'en' },
          );
        const buy = guests.map((guest, i) => () => reserve(guest, stay, suiteId, cards[i]));
        // Even rounds: the staff request sent with the guests'. Odd rounds: sent once a guest's
        // hold has taken a night of the stay, while the other guests are still buying.
        const nightsTaken = async () =>
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(roomNights)
              .where(
                and(eq(roomNights.night, stay.from), sql`${roomNights.reservationId} <> ${occupied.reservation.id}`),
              )
          )[0].n;
        const closeOnceHeld = async () => {
          for (let tries = 0; tries < 400 && (await nightsTaken()) === 0; tries++)
            await new Promise((r) => setImmediate(r));
          return close();
        };
        const [closing, ...answers] = await Promise.all([
          round % 2 ? closeOnceHeld() : close(),
          ...buy.map((send) => send()),
        ]);
        const sold = answers.filter((a) => a.statusCode === 200).length;
        expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
        expect([201, 422]).toContain(closing.statusCode);
        // Every free suite is either sold or out of order, never both, never one sold twice.
        expect(sold + (closing.statusCode === 201 ? 1 : 0)).toBe(FREE);
        if (closing.statusCode === 422) expect(closing.json().reservations.length).toBeGreaterThanOrEqual(1);
        const confirmed = await db
          .select({ id: roomReservations.id })
          .from(roomReservations)
          .where(and(eq(roomReservations.fromDate, stay.from), eq(roomReservations.status, 'confirmed')));
        expect(confirmed).toHaveLength(1 + sold);
        outcomes.push(closing.statusCode === 201 ? 'out of order first' : 'sold first');
      }
      // No night of a room is both sold and out of order, over every round.
      const clashes = await db
        .select({ room: roomNights.roomId, night: roomNights.night })
        .from(roomNights)
        .innerJoin(
          roomOutOfOrder,
          and(
            eq(roomOutOfOrder.roomId, roomNights.roomId),
            sql`${roomNights.night} >= ${roomOutOfOrder.startsOn}`,
            sql`${roomNights.night} < ${roomOutOfOrder.endsOn}`,
          ),
        );
      expect(clashes).toEqual([]);
      console.log(`[out-of-order race] ${ROUNDS} rounds of ${GUESTS} guests on 2 instances: ${outcomes.join(', ')}`);
    }, 180_000);

    it('a period saved or removed through one instance reaches the other one’s kept search answers once it has heard it', async () => {
      const { db } = databases[0];
      const stay = await bookableStay(db, 2, 9);
      const visitor = await new TestClient(apps[0]).start('/en/');
      const suitesFree = async () => {
        const answer = await visitor.post('/api/available/rates', {
          from_date: stay.from,
          to_date: stay.to,
          locale: 'en',
          rooms: [{ adults: 2, children: 0, children_ages: [] }],
        });
        const entries = answer.json()[0] as { room_category: { name: string; available_rooms_count: number } }[];
        return entries.find((e) => e.room_category.name === 'Suite')!.room_category.available_rooms_count;
      };
      // The first instance has answered (and kept) the search before the change.
      const before = await suitesFree();
      expect(await suitesFree()).toBe(before);
      const [suite] = await freeRooms(
        (await db.select().from(rooms).where(eq(rooms.number, '501')))[0].roomCategoryId,
        stay,
      );
      const saved = await staff.post(
        `/api/admin/rooms/${suite}/out-of-order`,
        { starts_on: stay.from, ends_on: stay.to, reason: 'Heard' },
        { 'x-locale': 'en' },
      );
      expect(saved.statusCode).toBe(201);
      await apps[0].answerCache.sync();
      expect(await suitesFree()).toBe(before - 1);
      // Removed (a delete of the period alone): sold again there too.
      expect(await suitesFree()).toBe(before - 1);
      expect((await staff.send('DELETE', `/api/admin/rooms/out-of-order/${saved.json().id}`)).statusCode).toBe(204);
      await apps[0].answerCache.sync();
      expect(await suitesFree()).toBe(before);
    });

    it('a guest’s hold waits for a period being saved on the last suite, then is refused (409); nothing held', async () => {
      const { db } = databases[0];
      // Far from the race's stays, which are the last ones the calendar allows.
      const stay = await bookableStay(db, 2, 3);
      const occupied = await occupyCategory(db, 'suite', stay, 1);
      const [lastSuite] = await freeRooms(occupied.category.id, stay);
      const suiteIds = (
        await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.roomCategoryId, occupied.category.id))
      ).map((r) => r.id);

      // A colleague's change in flight, as the service makes it: the category's rooms locked, the period written.
      const colleague = new pg.Client({ connectionString: url });
      await colleague.connect();
      try {
        await colleague.query('begin');
        await colleague.query('select id from rooms where id = any($1) order by id for update', [suiteIds]);
        await colleague.query(
          "insert into room_out_of_order (room_id, starts_on, ends_on, reason) values ($1, $2, $3, 'In flight')",
          [lastSuite, stay.from, stay.to],
        );
        const card = await paymentMethod(guests[0], CARDS.ok);
        const booking = reserve(guests[0], stay, occupied.category.id, card);
        const waiting = async () =>
          (
            await colleague.query(
              "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
            )
          ).rows[0].n as number;
        for (let tries = 0; tries < 100 && (await waiting()) === 0; tries++)
          await new Promise((r) => setTimeout(r, 50));
        const w = await waiting();
        console.log('WAIT', w);
        await colleague.query('commit');
        const answer = await booking;
        expect(answer.statusCode, answer.body).toBe(409);
      } finally {
        await colleague.end();
      }
      const held = await db
        .select({ id: roomReservations.id })
        .from(roomReservations)
        .where(
          and(eq(roomReservations.fromDate, stay.from), inArray(roomReservations.status, ['pending', 'confirmed'])),
        );
      expect(held.map((h) => h.id)).toEqual([occupied.reservation.id]);
    });
  },
);
