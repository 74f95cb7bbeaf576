/**
 * One app process of the shop's checkout races on PostgreSQL (redemption.pg.test.ts,
 * datedProducts.pg.test.ts): builds the whole app on the shared database, fills one cart per
 * guest with `line` (a gift card, personalised, or a dated product), makes their card payment
 * methods, prints "ready", then on "go" (stdin) pays every cart at once (with `code`, a gift
 * card, when given) and prints the answers.
 *
 * Input: one JSON argument (WorkerInput).
 */
// The run's day (TERME_NOW), as the test process that started this one reads it.
import '../../support/testClock';
import { createInterface } from 'node:readline';
import { buildApp } from '../../../server/app';
import { testConfig, TestClient } from '../support/testApp';
import { sandboxCard } from '../payments/support';
import { buyer, giftCardCatalogue } from './support';

export interface WorkerInput {
  databaseUrl: string;
  guests: number;
  worker: number;
  /** The cart's one line: a massage gift card for Carla, or that dated product's body for POST /shop/cart. */
  line: 'gift-card' | Record<string, unknown>;
  code?: string;
}

async function cartLine(app: Awaited<ReturnType<typeof buildApp>>, client: TestClient, line: WorkerInput['line']) {
  if (line !== 'gift-card') {
    const added = await client.post('/shop/cart', line);
    if (added.statusCode !== 200) throw new Error(`not added: ${added.body}`);
    return;
  }
  const catalogue = await giftCardCatalogue(await new TestClient(app).start('/en/shop'));
  const { rowId } = (
    await client.post('/shop/cart', { id: catalogue.spa.id, variation: catalogue.spa.massage, people: 1, quantity: 1 })
  ).json();
  await client.send('PATCH', `/shop/cart/${rowId}`, { recipients: [{ name: 'Carla', email: 'carla@example.com' }] });
}

async function main() {
  const input = JSON.parse(process.argv[2]) as WorkerInput;
  const app = await buildApp(testConfig({ databaseUrl: input.databaseUrl }));
  await app.ready();

  const guests = await Promise.all(
    Array.from({ length: input.guests }, async (_, i) => {
      const client = await new TestClient(app).start('/en/shop');
      await cartLine(app, client, input.line);
      // Each guest its own address: the race is about the card or the places, not the rate limit.
      const payment = {
        payment_method_id: await sandboxCard(client, '4242424242424242'),
        ...(input.code ? { gift_card_code: input.code } : {}),
      };
      return { client, address: `10.99.${input.worker}.${i + 1}`, body: buyer(payment) };
    }),
  );

  console.log('ready');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) if (line.trim() === 'go') break;

  const answers = await Promise.all(
    guests.map(async ({ client, address, body }) => {
      const response = await client.post('/shop/checkout', body, { 'x-locale': 'en', 'x-forwarded-for': address });
      return { status: response.statusCode, body: response.json() as Record<string, unknown> };
    }),
  );
  console.log(`result ${JSON.stringify(answers)}`);
  await app.close();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
