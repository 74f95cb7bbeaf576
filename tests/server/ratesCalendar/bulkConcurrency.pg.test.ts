import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addDays, type IsoDate } from '../../../domain/dates';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { freshDatabase, testConfig, TestClient } from '../support/testApp';
import { bookableStay, categoryBySlug } from '../booking/support';

// docs/product.md §12.12 "Bulk change", decision 049: a bulk change applied while another staff
// member saves a cell it covers, through two app instances on one PostgreSQL (as two processes):
// exactly one wins, the other gets 409 and nothing of it is written. Only on a real PostgreSQL.
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const ROUNDS = 4;

interface Cell {
  rate_plan_id: number;
  room_category_id: number;
  date: IsoDate;
  version: number;
  price: number | null;
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a bulk change against a cell save (PostgreSQL)', () => {
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const staff: TestClient[] = [];

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
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
  });

  it('saves the bulk change or the cell, never both over each other; the loser gets 409 and writes nothing', async () => {
    const db = databases[0].db;
    const stay = await bookableStay(db, 4, 2);
    const double = (await categoryBySlug(db, 'double')).id;
    const range = { from: stay.from, to: addDays(stay.from, 3) };
    const prices = async (): Promise<Cell[]> => {
      const cal = (await staff[0].get(`/api/admin/calendar?from=${range.from}&to=${range.to}`)).json();
      return (cal.price_cells as Cell[]).filter((c) => c.room_category_id === double);
    };
    const wins = { bulk: 0, cell: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const before = await prices();
      const plan = before[0].rate_plan_id;
      const mine = before.filter((c) => c.rate_plan_id === plan);
      const bulk = { ...range, category_ids: [double], rate_plan_ids: [plan], price: { mode: 'amount', value: 100 } };
      const preview = (await staff[0].post('/api/admin/calendar/bulk/preview', bulk)).json();
      expect(preview.cells).toBe(4);
      const shared = mine[2];
      const answers = await Promise.all([
        staff[0].post('/api/admin/calendar/bulk', { ...bulk, versions: preview.versions }),
        staff[1].post('/api/admin/calendar/changes', { prices: [{ ...shared, price: 50000 + round }] }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const after = (await prices()).filter((c) => c.rate_plan_id === plan);
      if (answers[0].statusCode === 200) {
        wins.bulk++;
        expect(after.map((c) => c.price)).toEqual(mine.map((c) => c.price! + 100));
      } else {
        wins.cell++;
        expect(after.map((c) => c.price)).toEqual(mine.map((c, i) => (i === 2 ? 50000 + round : c.price)));
      }
    }
    expect(wins.bulk + wins.cell).toBe(ROUNDS);
  });
});
