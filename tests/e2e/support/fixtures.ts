import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';
import { e2eServer, type E2eServer } from './server';
import { Outbox } from './outbox';
import { checkScreens, finishSnapshots, startTest } from './a11y';
import { expect } from './checkedExpect';
import { recordModelPath } from './modelCoverage';
import { onHotelClock } from './clock';

export { expect };

/** A client address per test: the server believes X-Forwarded-For from loopback (TRUST_PROXY), so rate limits count per test. */
function addressFor(testId: string, retry: number): string {
  const h = createHash('sha1').update(`${testId}:${retry}`).digest();
  return `10.${h[0]}.${h[1]}.${(h[2] % 254) + 1}`;
}

export const test = base.extend<{
  server: E2eServer;
  outbox: Outbox;
  clientAddress: string;
  a11y: void;
  modelCoverage: void;
}>({
  // First, so torn down last: a model path counts as walked only if nothing after it failed the test.
  modelCoverage: [
    async ({}, use, testInfo) => {
      await use();
      recordModelPath(testInfo);
    },
    { auto: true },
  ],
  // Every screen the test saw, checked with axe-core (WCAG 2.2 AA) once it is over.
  a11y: [
    async ({ browser }, use, testInfo) => {
      startTest();
      await use();
      await checkScreens(browser, testInfo);
    },
    { auto: true },
  ],
  server: async ({}, use) => {
    await use(e2eServer());
  },
  baseURL: async ({}, use) => {
    await use(e2eServer().baseURL);
  },
  clientAddress: async ({}, use, testInfo) => {
    await use(addressFor(testInfo.testId, testInfo.retry));
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ 'X-Forwarded-For': clientAddress });
  },
  outbox: async ({ server }, use) => {
    await use(new Outbox(server.dataDir));
  },
  page: async ({ page }, use) => {
    await onHotelClock(page);
    // A page error (an exception in the SPA) fails the test that caused it.
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(page);
    await finishSnapshots();
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

/** An address nobody has used yet, for registrations in tests. */
export function uniqueEmail(prefix = 'walker'): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@terme.example`;
}
