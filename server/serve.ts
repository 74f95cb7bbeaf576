import type { AppConfig } from './config';
import { buildApp } from './app';
import type { Database } from './db/client';
import { seedDemo } from './db/seed';

/** The rest of the start (main.ts): migrate and seed the open database, then serve SPA and API. */
export async function serve(config: AppConfig, opening: Promise<Database>): Promise<void> {
  const database = await opening;
  // Several processes started together (a deploy) migrate and seed one at a time.
  const accounts = await database.exclusive(async () => {
    await database.migrate();
    return seedDemo(database.db);
  });

  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/db`;
  console.log(`\nTerme is running on ${config.appUrl}  (database: ${where})`);
  console.log('Demo accounts:');
  for (const a of accounts) console.log(`  ${a.role.padEnd(14)} ${a.email}  /  ${a.password}`);
  if (!config.stripeSecretKey)
    console.log('Payments: sandbox (test card 4242 4242 4242 4242, any future expiry, any CVC)');
  if (!config.smtpUrl) console.log(`Mail: written to ${config.dataDir}/outbox as .eml files`);

  // Mails, the hourly sweep (sessions, rate limits, check-ins of past stays) and whatever else is queued in PostgreSQL.
  app.jobs.start();

  // A graceful stop (docs/operations.md): no new requests; those in flight (a payment included)
  // are answered; the jobs finish the step in hand; then the database closes and the process exits.
  // A request that hangs cannot hold a deploy for ever: after STOP_TIMEOUT_SECONDS it exits anyway.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // Said out loud: a server that stops by itself in a test run must say why.
      console.error(`Terme: ${signal} received, stopping`);
      const deadline = setTimeout(() => {
        console.error('Terme: requests still open after the stop timeout, exiting');
        process.exit(1);
      }, config.stopTimeoutMs);
      deadline.unref();
      void app.close().then(() => {
        console.error('Terme: stopped');
        process.exit(0);
      });
    });
  }
}
