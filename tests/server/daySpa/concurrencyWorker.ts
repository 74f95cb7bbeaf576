/**
 * One app process for the concurrency test: builds the whole app on the PostgreSQL named by
 * TEST_DATABASE_URL, listens on a free port and prints `listening <port>`. Every worker gets
 * the same session secret, so a session opened on one process is valid on the others.
 */
// The run's day (TERME_NOW), as the test process that started this one reads it.
import '../../support/testClock';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { setScryptCost } from '../../../server/modules/accounts/passwords';

setScryptCost(2 ** 10);
const config = loadConfig(
  {},
  {
    databaseUrl: process.env.TEST_DATABASE_URL,
    dataDir: mkdtempSync(join(tmpdir(), 'terme-worker-')),
    sessionSecret: process.env.WORKER_SESSION_SECRET ?? 'concurrency-secret-0123456789abcdef',
    distDir: join(import.meta.dirname, '..', 'support', 'dist'),
    logger: false,
    scryptCost: 2 ** 10,
  },
);
const app = await buildApp(config);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
