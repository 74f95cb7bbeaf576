import { createHash } from 'node:crypto';
import { test as base, expect as playwrightExpect, type Page } from '@playwright/test';
import { e2eServer, type E2eServer } from './server';
import { Outbox } from './outbox';
import { checkScreens, finishSnapshots, snapshotScreen, startTest } from './a11y';

/** The page an assertion is about: a Page, or a Locator's page. */
function pageOf(subject: unknown): Page | null {
  const s = subject as { page?: unknown; mainFrame?: unknown; locator?: unknown } | null;
  if (!s || typeof s !== 'object') return null;
  if (typeof s.mainFrame === 'function') return s as Page;
  if (typeof s.page === 'function' && typeof s.locator === 'function') return (s as { page: () => Page }).page();
  return null;
}

/** The matchers, each followed, once it passes, by `after` (`.not` included). */
function thenCheck<T extends object>(matchers: T, after: () => void): T {
  return new Proxy(matchers, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === 'not' && value && typeof value === 'object') return thenCheck(value, after);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        return result instanceof Promise ? result.then((passed) => (after(), passed)) : result;
      };
    },
  });
}

/**
 * Playwright's expect, where every passing assertion about a page (or a locator on it) keeps the
 * screen it shows for the accessibility check at the end of the test (support/a11y.ts): the suite
 * checks every screen its tests see, without each test having to ask.
 */
export const expect: typeof playwrightExpect = new Proxy(playwrightExpect, {
  apply(target, thisArg, args: Parameters<typeof playwrightExpect>) {
    const matchers = Reflect.apply(target, thisArg, args) as object;
    const page = pageOf(args[0]);
    return page ? thenCheck(matchers, () => snapshotScreen(page)) : matchers;
  },
});

/** A client address per test: the server trusts X-Forwarded-For, so rate limits count per test. */
function addressFor(testId: string, retry: number): string {
  const h = createHash('sha1').update(`${testId}:${retry}`).digest();
  return `10.${h[0]}.${h[1]}.${(h[2] % 254) + 1}`;
}

export const test = base.extend<{ server: E2eServer; outbox: Outbox; clientAddress: string; a11y: void }>({
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
