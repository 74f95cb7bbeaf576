import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RatePlanWire } from '../../../domain/ratePlans';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { freshDatabase, testConfig, TestClient } from '../support/testApp';
import { bookableStay, categoryBySlug, GUEST, ratesBody, type RatesEntry } from '../booking/support';

// docs/product.md §12.13: two managers editing the same rate plan. Two app instances, each with
// its own connections to one PostgreSQL (as two processes would), save the same plan at once over
// the version both read: one save is kept, the other gets 409 and writes nothing, so no change is
// overwritten unseen. Only on a real PostgreSQL: PGlite is one connection and serialises everything.
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const ROUNDS = 5;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two managers saving one rate plan at once (PostgreSQL)', () => {
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const staff: TestClient[] = [];
  let plan: RatePlanWire;
  let doubleId: number;

  beforeAll(async () => {
    const first = await freshDatabase();
    databases.push(first, await openDatabase({ dataDir: ':memory:', databaseUrl: first.url! }));
    for (const [n, database] of databases.entries()) {
      const app = await buildApp(testConfig(), { database });
      await app.ready();
      apps.push(app);
      const client = await new TestClient(app).start();
      await client.login(n === 0 ? REVENUE.email : ADMIN.email, n === 0 ? REVENUE.password : ADMIN.password);
      staff.push(client);
    }
    doubleId = (await categoryBySlug(first.db, 'double')).id;
    const created = await staff[0].post('/api/admin/rate-plans', draft(1));
    expect(created.statusCode, created.body).toBe(201);
    plan = created.json();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
  });

  function draft(minNights: number, supplement = 2500) {
    return {
      name: { it: 'Mezza pensione', en: 'Race half board', de: 'Halbpension' },
      boards: [{ board: 'half_board', supplement_per_adult_night: supplement }],
      refundable: true,
      terms: { it: 'Termini.', en: 'Terms.', de: 'Bedingungen.' },
      deposit_rule: 'per_person',
      min_nights: minNights,
      room_category_ids: [doubleId],
    };
  }
  const stored = async () =>
    ((await staff[0].get('/api/admin/rate-plans')).json() as RatePlanWire[]).find((p) => p.id === plan.id)!;

  it('keeps exactly one of two saves over the same version; the other gets 409 and changes nothing', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const read = await stored();
      // Each manager a different change: the revenue manager's supplement, the administrator's minimum stay.
      const mine = { ...draft(1, 3000 + round), version: read.version };
      const theirs = { ...draft(2 + round), version: read.version };
      const answers = await Promise.all([
        staff[0].send('PUT', `/api/admin/rate-plans/${plan.id}`, mine, { 'x-locale': 'en' }),
        staff[1].send('PUT', `/api/admin/rate-plans/${plan.id}`, theirs, { 'x-locale': 'en' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const won = answers.findIndex((a) => a.statusCode === 200);
      const lost = answers[1 - won];
      const after = await stored();
      expect(after.version).toBe(read.version + 1);
      // The plan is the winner's draft whole: nothing of the refused one leaked in.
      const winner = won === 0 ? mine : theirs;
      expect(after.min_nights).toBe(winner.min_nights);
      expect(after.boards).toEqual(winner.boards);
      // The refused manager is shown the plan as it is now.
      expect(lost.json().current).toMatchObject({ version: after.version, min_nights: winner.min_nights });
    }
    const log = (await staff[1].get('/api/admin/staff-actions')).json() as { action: string }[];
    expect(log.filter((a) => a.action === 'rate_plan.update')).toHaveLength(ROUNDS);
  });

  it('a save through one instance reaches the other instance’s guest search once it has heard it', async () => {
    const guest = await new TestClient(apps[1]).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    const stay = await bookableStay(databases[0].db, 2, 3);
    const offered = async () =>
      ((await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]))).json()[0] as RatesEntry[])
        .find((e) => e.room_category.id === doubleId)
        ?.rates.some((r) => r.name === 'Race half board');
    const read = await stored();
    expect(
      (await staff[0].send('PUT', `/api/admin/rate-plans/${plan.id}`, { ...draft(1), version: read.version }))
        .statusCode,
    ).toBe(200);
    await apps[1].rulesCache.sync();
    expect(await offered()).toBe(true);
    const again = await stored();
    expect(
      (await staff[0].send('PUT', `/api/admin/rate-plans/${plan.id}`, { ...draft(3), version: again.version }))
        .statusCode,
    ).toBe(200);
    await apps[1].rulesCache.sync();
    expect(await offered()).toBe(false);
  });
});
