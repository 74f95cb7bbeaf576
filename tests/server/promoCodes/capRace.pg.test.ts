import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { payments, roomReservations, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/modules/accounts/passwords';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { freshDatabase, testConfig, TestClient } from '../support/testApp';
import { bookableStay, CARDS, paymentMethod } from '../booking/support';
import { createCode, doubleRoom, REVENUE, reservationForm } from './support';

// docs/product.md §12.15, decision 045: a code's caps are decided by PostgreSQL. Two app
// instances, each with its own connections to one database (as two processes would), take
// guests racing for the last use of a code: the hold locks the code's row, so exactly one holds
// it and pays; every other guest is told why, before any charge. Only on a real PostgreSQL
// (TEST_DATABASE_URL): PGlite is one connection and serialises everything.
const RACERS = 6;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('guests racing for the last use of a promo code', () => {
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let revenue: TestClient;

  beforeAll(async () => {
    const first = await freshDatabase();
    databases.push(first, await openDatabase({ dataDir: ':memory:', databaseUrl: first.url! }));
    for (const database of databases) {
      const app = await buildApp(testConfig(), { database });
      await app.ready();
      apps.push(app);
    }
    revenue = await new TestClient(apps[0]).start('/en/');
    await revenue.login(REVENUE.email, REVENUE.password);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
  });

  async function racers(prefix: string) {
    const passwordHash = await hashPassword('race-password-1');
    const emails = Array.from({ length: RACERS }, (_, i) => `${prefix}${i}@example.com`);
    await databases[0].db
      .insert(users)
      .values(
        emails.map((email, i) => ({ firstName: 'Racer', lastName: String(i), email, passwordHash, locale: 'en' })),
      );
    return Promise.all(
      emails.map(async (email, i) => {
        const client = await new TestClient(apps[i % 2]).start('/en/');
        await client.login(email, 'race-password-1');
        return client;
      }),
    );
  }

  it('gives the last use to exactly one guest; the others are told why (409, or 422 once it is used up) and pay nothing', async () => {
    const { db } = databases[0];
    await createCode(revenue, 'LAST-ONE', { max_uses: 2 });
    const guests = await racers('last');
    // One use taken already: a confirmed reservation carries the code.
    const taken = await bookableStay(db, 2, 2);
    const first = await doubleRoom(guests[0], taken, 'LAST-ONE');
    const card0 = await paymentMethod(guests[0], CARDS.ok);
    expect(
      (await guests[0].post('/my/room-reservations', reservationForm(taken, first.room!, 'LAST-ONE', card0)))
        .statusCode,
    ).toBe(200);

    // Every guest a stay of their own (rooms are never what decides), all searched with the code first.
    const forms = await Promise.all(
      guests.map(async (guest, i) => {
        const stay = await bookableStay(db, 2, 5 + 3 * i);
        const { room } = await doubleRoom(guest, stay, 'LAST-ONE');
        return reservationForm(stay, room!, 'last-one', await paymentMethod(guest, CARDS.ok));
      }),
    );
    const answers = await Promise.all(
      guests.map((guest, i) => guest.post('/my/room-reservations', forms[i], { 'x-locale': 'it' })),
    );
    // One wins. A loser that waited on the code's lock gets 409; one whose request read the uses
    // after the winner had committed is refused by the check before the hold, 422 (ci22 saw one
    // under load). Either way the same reason, under the code, and no charge.
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409 || s === 422)).toHaveLength(RACERS - 1);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect(refused.json().errors.code).toEqual([
        'Questo codice (Offerta LAST-ONE) è già stato usato tutte le volte consentite. Cerca senza codice.',
      ]);

    const used = await db
      .select()
      .from(roomReservations)
      .where(and(eq(roomReservations.promoCode, 'LAST-ONE'), ne(roomReservations.status, 'released')));
    expect(used.map((r) => r.status)).toEqual(['confirmed', 'confirmed']);
    const charged = await db.select().from(payments).where(eq(payments.kind, 'room_reservation'));
    expect(charged).toHaveLength(2);
    const listed = (await revenue.get('/api/admin/promo-codes')).json().promo_codes as { code: string; uses: number }[];
    expect(listed.find((c) => c.code === 'LAST-ONE')!.uses).toBe(2);
  });

  it('one guest racing themself for a code they may use once: one hold, the other refused', async () => {
    const { db } = databases[0];
    await createCode(revenue, 'ONCE-EACH', { max_uses_per_guest: 1 });
    const [guest] = await racers('self');
    const forms = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const stay = await bookableStay(db, 2, 24 + 3 * i);
        const { room } = await doubleRoom(guest, stay, 'ONCE-EACH');
        return reservationForm(stay, room!, 'ONCE-EACH', await paymentMethod(guest, CARDS.ok));
      }),
    );
    const other = await new TestClient(apps[1]).start('/en/');
    await other.login('self0@example.com', 'race-password-1');
    const answers = await Promise.all(
      forms.map((form, i) => (i % 2 ? other : guest).post('/my/room-reservations', form, { 'x-locale': 'en' })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The others: refused before paying, by the first check (422) or under the lock (409).
    expect(statuses.slice(1).every((s) => s === 409 || s === 422)).toBe(true);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect(refused.json().errors.code).toEqual([
        'You have already used this code (Offer ONCE-EACH) as many times as one guest may.',
      ]);
  });

  it('a code added through one instance reaches the other one’s guest side once it has heard it', async () => {
    const visitor = await new TestClient(apps[1]).start('/en/');
    // The other instance has read (and kept) its pricing catalog before the change.
    expect((await visitor.get('/en/offers-code/heard-1')).statusCode).toBe(404);
    await createCode(revenue, 'HEARD-1', { discount_percent: 5 });
    await apps[1].rulesCache.sync();
    const found = await visitor.get('/en/offers-code/heard-1');
    expect(found.statusCode).toBe(200);
    expect(found.json().summary).toBe('−5% on every rate');
  });
});
