import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { GiftCardProductWire } from '../../../domain/giftCardProducts';
import { staffActions } from '../../../server/db/schema';
import { freshDatabase, testConfig, TestClient } from '../support/testApp';

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const URL = '/api/admin/gift-card-products';

// product.md §12.17, on a real PostgreSQL only (PGlite serialises transactions): staff in two app
// processes save the same gift-card product at once, all from the version they read. The save
// locks the product's row and compares the version under it, so exactly one save wins, the others
// get 409 and change nothing; and the other process's shop shows the winner's price at once.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two processes saving one gift-card product at once', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let url: string;
  beforeAll(async () => {
    database = await freshDatabase();
    url = database.url!;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('one save of those holding the same version wins; the others are refused with 409', async () => {
    const [one, two] = await Promise.all([
      buildApp(testConfig({ databaseUrl: url })),
      buildApp(testConfig({ databaseUrl: url })),
    ]);
    await Promise.all([one.ready(), two.ready()]);
    try {
      const revenue = await new TestClient(one).start('/en/');
      await revenue.login(REVENUE.email, REVENUE.password);
      const admin = await new TestClient(two).start('/en/');
      await admin.login(ADMIN.email, ADMIN.password);
      const spa = ((await revenue.get(URL)).json().products as GiftCardProductWire[]).find(
        (p) => p.slug === 'gift-card-spa',
      )!;
      const body = (price: number) => ({
        ...spa,
        variations: spa.variations.map((v, i) => ({
          id: v.id,
          text: v.text,
          value: v.value,
          price: i === 0 ? price : v.price,
        })),
      });
      const saves = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? admin : revenue).send('PUT', `${URL}/${spa.id}`, body(3000 + i * 100)),
        ),
      );
      const won = saves.filter((s) => s.statusCode === 200);
      expect(won).toHaveLength(1);
      expect(saves.filter((s) => s.statusCode === 409)).toHaveLength(7);
      const winner = won[0].json() as GiftCardProductWire;
      expect(winner.version).toBe(spa.version + 1);

      const logged = await database.db
        .select()
        .from(staffActions)
        .where(eq(staffActions.action, 'gift_card_product.update'));
      expect(logged).toHaveLength(1);
      // Each process's shop shows the winner's price.
      for (const app of [one, two]) {
        const shop = await new TestClient(app).start('/en/shop');
        const detail = (await shop.get('/api/products/gift-card-spa')).json();
        expect(detail.product_variations[0].price).toBe(winner.variations[0].price);
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  }, 120_000);
});
