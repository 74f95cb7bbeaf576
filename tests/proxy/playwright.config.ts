import '../support/testClock';
import { defineConfig } from '@playwright/test';
import { findChromium } from '../../scripts/chromium.mjs';

// The browser walk of `npm run test:proxy` (scripts/proxy/run.ts starts nginx and the processes and
// passes their address in PROXY_URL): TLS with the certificate the run made, so the browser is told
// to accept it.
export default defineConfig({
  testDir: '.',
  testMatch: 'walk.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['line']],
  outputDir: '../../test-results/proxy',
  use: {
    baseURL: process.env.PROXY_URL,
    browserName: 'chromium',
    ignoreHTTPSErrors: true,
    trace: 'off',
    launchOptions: { executablePath: findChromium() },
  },
});
