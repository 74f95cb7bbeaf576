import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { IsoDate } from '../../../domain/dates';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { freshDatabase, testConfig, TestClient } from '../support/testApp';

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };

/** A rate plan's price on a day as the calendar answers it. */
export interface PriceCell {
  rate_plan_id: number;
  room_category_id: number;
  date: IsoDate;
  version: number;
  price: number | null;
}

/**
 * Two staff members on two app instances, each with its own connections to one fresh PostgreSQL
 * database, as two processes would be (docs/product.md §12.12): `staff[0]` the revenue manager,
 * `staff[1]` the administrator. Registers its own beforeAll/afterAll in the calling describe.
 */
export function twoStaffOnPostgres() {
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
      const account = n === 0 ? REVENUE : ADMIN;
      await client.login(account.email, account.password);
      staff.push(client);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
  });
  return {
    staff,
    apps,
    db: () => databases[0].db,
    /** One category's prices from `from` to `to`, as the revenue manager's calendar reads them. */
    prices: async (from: IsoDate, to: IsoDate, categoryId: number): Promise<PriceCell[]> => {
      const cal = (await staff[0].get(`/api/admin/calendar?from=${from}&to=${to}`)).json();
      return (cal.price_cells as PriceCell[]).filter((c) => c.room_category_id === categoryId);
    },
  };
}
