/**
 * One app process of the concurrency test (concurrency.pg.test.ts): builds the whole app on the
 * shared PostgreSQL, logs its guests in and makes their card payment methods, prints "ready",
 * then on "go" (stdin) fires every guest's reservation at once and prints the answers as JSON.
 *
 * Input: one JSON argument { databaseUrl, form, users: [{email, password}] }.
 */
// The run's day (TERME_NOW), as the test process that started this one reads it.
import '../../support/testClock';
import { createInterface } from 'node:readline';
import { buildApp } from '../../../server/app';
import { setScryptCost } from '../../../server/modules/accounts/passwords';
import { testConfig, TestClient } from '../support/testApp';
import { CARDS, paymentMethod } from './support';

interface WorkerInput {
  databaseUrl: string;
  form: Record<string, unknown>;
  users: { email: string; password: string }[];
}

async function main() {
  const input = JSON.parse(process.argv[2]) as WorkerInput;
  setScryptCost(2 ** 10);
  const app = await buildApp(testConfig({ databaseUrl: input.databaseUrl }));
  await app.ready();

  const guests = await Promise.all(
    input.users.map(async (user) => {
      const client = await new TestClient(app).start('/en/');
      await client.login(user.email, user.password);
      return { client, body: { ...input.form, payment_method_id: await paymentMethod(client, CARDS.ok) } };
    }),
  );

  console.log('ready');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) if (line.trim() === 'go') break;

  const answers = await Promise.all(
    guests.map(async ({ client, body }) => {
      const response = await client.post('/my/room-reservations', body, { 'x-locale': 'en' });
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
