import './tests/support/testClock';
import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';

// Debian's Chromium if there is one, else Playwright's own (scripts/chromium.mjs).
const chromium = findChromium();

// Browser tests in Debian's Chromium (never a downloaded browser) against the real server,
// which tests/e2e/support/globalSetup.ts starts once per run on a free port and a fresh DATA_DIR.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // E2E_OUTPUT_DIR: a folder of its own when several runs share the working tree.
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  // The machine coverage of the browser walks (reports/machines/raw/playwright.json): not a reporter,
  // so that `--reporter` on the command line cannot drop it.
  globalTeardown: './tests/e2e/support/modelCoverage.ts',
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Generous waits: on a busy 2-core machine a first screen (lazy chunks, catalog) can take seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    // For QA's tools (CI, test management): see docs/testing.md "For QA".
    ['junit', { outputFile: 'reports/machines/junit/playwright.xml' }],
    ['./tests/e2e/support/a11yReporter.ts'],
    // scripts/test.mjs counts the results from this file.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  use: {
    // Set by the global setup before the workers start (the fixtures read it too).
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // A trace's screencast nearly doubled the browsers' CPU (GPU and browser processes; titles.spec
    // 102 s CPU -> 71 s without screenshots, 58 s with no trace). CI keeps no artifacts: E2E_TRACE=off.
    trace:
      process.env.E2E_TRACE === 'off'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
});
