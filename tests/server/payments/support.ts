import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { AppConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { payments, productVariations, products, sandboxPaymentIntents } from '../../../server/db/schema';
import { purchaseReply, runPurchase } from '../../../server/payments/purchase';
import type { PaymentFields, PurchaseDescriptor, PurchaseSpec } from '../../../server/payments/purchaseSpec';
import { purchaseKinds } from '../../../server/modules';
import type { PaymentGateway } from '../../../server/payments/gateway';
import { freshDatabase, testConfig, type TestClient } from '../support/testApp';
import { nothing, requestSchema } from '../../../server/http/validation';
import { fields } from '../../../domain/validation';
import { object } from 'yup';

/** A tiny priced purchase for tests: `quantity` x a product variation's price from the database. */
export interface TestOrder {
  id: number;
  variationId: number;
  quantity: number;
  amount: number;
  status: 'pending' | 'paid' | 'released';
  paymentId: number | null;
}

export interface OrderResult {
  order_id: number;
  total: number;
}

export class OrderStore {
  orders = new Map<number, TestOrder>();
  confirmCalls = 0;
  private nextId = 1;

  /** The test orders' kind of purchase (they are paid as 'shop_order'). */
  purchases: PurchaseDescriptor = {
    kind: 'shop_order',
    confirm: async (_tx, purchaseId, paymentId) => {
      this.confirmCalls++;
      const order = this.orders.get(purchaseId)!;
      Object.assign(order, { status: 'paid', paymentId });
    },
    release: async (_tx, purchaseId) => {
      this.orders.get(purchaseId)!.status = 'released';
    },
  };

  spec(variationId: number, quantity: number, userId: number | null = null): PurchaseSpec<OrderResult> {
    return {
      purchase: this.purchases,
      userId,
      email: 'guest@example.com',
      hold: async (tx) => {
        const [variation] = await tx.select().from(productVariations).where(eq(productVariations.id, variationId));
        const order: TestOrder = {
          id: this.nextId++,
          variationId,
          quantity,
          amount: variation.price * quantity,
          status: 'pending',
          paymentId: null,
        };
        this.orders.set(order.id, order);
        return { purchaseId: order.id, amountCents: order.amount, description: `Test order ${order.id}` };
      },
      resultFor: async (_db, purchaseId) => ({ order_id: purchaseId, total: this.orders.get(purchaseId)!.amount }),
    };
  }
}

export interface PaymentsTestApp {
  app: FastifyInstance;
  database: Database;
  store: OrderStore;
  config: AppConfig;
  /** A product variation priced 2,500 cents, made for these tests. */
  variationId: number;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, plus `POST /test/orders` `{variation_id, quantity, ...payment}`:
 * a priced purchase through runPurchase whose amount only the server computes.
 */
export async function createPaymentsTestApp(
  overrides: Partial<AppConfig> = {},
  gateway?: (db: Database['db']) => PaymentGateway,
  /** The test orders' kind as reconciliation and the gateway's events settle it (default: the shop's own). */
  settleOrders?: (store: OrderStore) => PurchaseDescriptor,
): Promise<PaymentsTestApp> {
  const database = await freshDatabase();
  const [product] = await database.db
    .insert(products)
    .values({
      slug: `test-${Date.now()}`,
      kind: 'gift_card',
      title: { en: 'T', it: 'T', de: 'T' },
      description: { en: '', it: '', de: '' },
      image: 'x.jpg',
    })
    .returning();
  const [variation] = await database.db
    .insert(productVariations)
    .values({ productId: product.id, text: { en: 'One', it: 'Uno', de: 'Eins' }, price: 2500, value: 2500 })
    .returning();
  const config = testConfig(overrides);
  const store = new OrderStore();
  const app = await buildApp(config, {
    database,
    purchaseKinds:
      settleOrders && ((deps) => [...purchaseKinds(deps).filter((k) => k.kind !== 'shop_order'), settleOrders(store)]),
  });
  const orderSchema = requestSchema((locale) => {
    const f = fields(locale);
    return object({ variation_id: f.id('valueInvalid'), quantity: f.count(0, 10, 'numberInvalid'), ...f.payment() });
  });
  app.post('/test/orders', { schema: { querystring: nothing, body: orderSchema } }, async (request) => {
    const body = request.body as PaymentFields & { variation_id: number; quantity: number };
    return purchaseReply(
      await runPurchase(
        { db: database.db, config, gateway: gateway?.(database.db) },
        body,
        store.spec(body.variation_id, body.quantity),
      ),
    );
  });
  await app.ready();
  return {
    app,
    database,
    store,
    config,
    variationId: variation.id,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Creates a sandbox card payment method through the sandbox endpoint, like the browser does. */
export async function sandboxCard(client: TestClient, number: string): Promise<string> {
  const response = await client.post('/api/sandbox/payment-methods', {
    number,
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: '123',
  });
  if (response.statusCode !== 200) throw new Error(`payment method refused: ${response.body}`);
  return response.json().id;
}

export async function authenticate(client: TestClient, clientSecret: string, outcome: 'succeed' | 'fail') {
  const response = await client.post('/api/sandbox/payment-intents/authenticate', {
    client_secret: clientSecret,
    outcome,
  });
  return response.json().payment_intent as { id: string; status: string };
}

export async function paymentRows(database: Database) {
  return database.db.select().from(payments).orderBy(payments.id);
}

export async function sandboxIntents(database: Database) {
  return database.db.select().from(sandboxPaymentIntents);
}
