import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { RoomCategoryWire } from '../../../domain/roomsAdmin';
import { roomCategories, staffActions } from '../../../server/db/schema';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { freshDatabase, testConfig, TestClient } from '../support/testApp';

// docs/product.md §12.18, decision 050: two staff save the same room category at the same moment,
// each through its own app instance with its own connections to one PostgreSQL (as two processes
// would), both holding the same version. The category's row lock decides: exactly one save
// passes, the other gets 409, and the saved row is the winner's whole (never a mix of the two).
// Only on a real PostgreSQL (TEST_DATABASE_URL): PGlite is one connection and serialises everything.
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const ROUNDS = 6;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two staff saving one category at once (PostgreSQL)', () => {
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const staff: TestClient[] = [];

  beforeAll(async () => {
    const first = await freshDatabase();
    databases.push(first, await openDatabase({ dataDir: ':memory:', databaseUrl: first.url! }));
    for (const database of databases) {
      const app = await buildApp(testConfig(), { database });
      await app.ready();
      apps.push(app);
    }
    for (const [i, account] of [REVENUE, ADMIN].entries()) {
      const client = await new TestClient(apps[i]).start();
      await client.login(account.email, account.password);
      staff.push(client);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('lets exactly one of two simultaneous saves of the same version through; the other gets 409', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const list = (await staff[0].get('/api/admin/rooms')).json().categories as RoomCategoryWire[];
      const queen = list.find((c) => c.slug === 'queen')!;
      const save = (client: TestClient, who: string) =>
        client.send('PUT', `/api/admin/room-categories/${queen.id}`, {
          name_it: `${who} ${round}`,
          name_en: `${who} ${round}`,
          name_de: `${who} ${round}`,
          description_it: `${who} it`,
          description_en: `${who} en`,
          description_de: `${who} de`,
          min_adults: 1,
          max_adults: who === 'A' ? 2 : 3,
          max_children: who === 'A' ? 0 : 1,
          version: queen.version,
        });
      const answers = await Promise.all([save(staff[0], 'A'), save(staff[1], 'B')]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers[0].statusCode === 200 ? 'A' : 'B';
      const [row] = await databases[0].db.select().from(roomCategories).where(eq(roomCategories.id, queen.id));
      expect(row).toMatchObject({
        version: queen.version + 1,
        name: { it: `${winner} ${round}`, en: `${winner} ${round}`, de: `${winner} ${round}` },
        description: { en: `${winner} en` },
        maxAdults: winner === 'A' ? 2 : 3,
        maxChildren: winner === 'A' ? 0 : 1,
      });
    }
    const logged = await databases[0].db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'room_category.update'));
    expect(logged).toHaveLength(ROUNDS);
  });
});
