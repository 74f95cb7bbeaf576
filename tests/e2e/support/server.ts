import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the global setup wrote the address and data folder of the server it started. */
export const SERVER_INFO_FILE = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'node_modules',
  '.cache',
  'terme-e2e-server.json',
);

export interface E2eServer {
  baseURL: string;
  /** The server's DATA_DIR: its outbox is DATA_DIR/outbox. */
  dataDir: string;
}

/** The running test server: from the environment the global setup exported, else from its file. */
export function e2eServer(): E2eServer {
  if (process.env.E2E_BASE_URL && process.env.E2E_DATA_DIR) {
    return { baseURL: process.env.E2E_BASE_URL, dataDir: process.env.E2E_DATA_DIR };
  }
  try {
    return JSON.parse(readFileSync(SERVER_INFO_FILE, 'utf8')) as E2eServer;
  } catch {
    throw new Error('No e2e server: run the browser tests with node_modules/.bin/playwright test');
  }
}
