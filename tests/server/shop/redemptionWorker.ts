/**
 * One app process of the gift-card race (redemption.pg.test.ts): builds the whole app on the
 * shared PostgreSQL, fills one cart per guest and makes their card payment methods, prints
 * "ready", then on "go" (stdin) pays every cart at once with the same gift card and prints the answers.
 *
 * Input: one JSON argument { databaseUrl, code, guests, worker }.
 */
import { createInterface } from 'node:readline';
import { buildApp } from '../../../server/app';
import { testConfig, TestClient } from '../support/testApp';
import { sandboxCard } from '../payments/support';
import { buyer, giftCardCatalogue } from './support';

interface WorkerInput {
  databaseUrl: string;
  code: string;
  guests: number;
  worker: number;
}

async function main() {
  const input = JSON.parse(process.argv[2]) as WorkerInput;
  const app = await buildApp(testConfig({ databaseUrl: input.databaseUrl }));
  await app.ready();
  const catalogue = await giftCardCatalogue(await new TestClient(app).start('/en/shop'));

  const guests = await Promise.all(
    Array.from({ length: input.guests }, async (_, i) => {
      const client = await new TestClient(app).start('/en/shop');
      const { rowId } = (await client.post('/shop/cart', { id: catalogue.spa.id, variation: catalogue.spa.massage, people: 1, quantity: 1 })).json();
      await client.send('PATCH', `/shop/cart/${rowId}`, { name: 'Carla', email: 'carla@example.com' });
      // Each guest its own address: the race is about the card, not the rate limit.
      return { client, address: `10.99.${input.worker}.${i + 1}`, body: buyer({ payment_method_id: await sandboxCard(client, '4242424242424242'), gift_card_code: input.code }) };
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
