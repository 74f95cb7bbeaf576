import { createRequire } from 'node:module';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as playwrightExpect, type Page } from '@playwright/test';
import { snapshotScreen } from './a11y';

/** The page an assertion is about: a Page, or a Locator's page. */
function pageOf(subject: unknown): Page | null {
  const s = subject as { page?: unknown; mainFrame?: unknown; locator?: unknown } | null;
  if (!s || typeof s !== 'object') return null;
  if (typeof s.mainFrame === 'function') return s as Page;
  if (typeof s.page === 'function' && typeof s.locator === 'function') return (s as { page: () => Page }).page();
  return null;
}

/**
 * Where the test made an assertion: the first frame of `origin` outside this file and the test
 * runner (a spec's line, or a shared helper's), so an accessibility failure says where the screen
 * was seen. Read only then: V8 writes a stack out when it is first read.
 */
function assertionSite(origin: Error): string {
  const frames = (origin.stack ?? '').split('\n').slice(1);
  const own = fileURLToPath(import.meta.url);
  const site = frames.find((f) => !f.includes(own) && !f.includes('node_modules') && /\.tsx?:\d+/.test(f));
  const where = site?.match(/\(?((?:file:\/\/)?\/[^()]+?:\d+):\d+\)?$/)?.[1] ?? '';
  return relative(process.cwd(), where.replace(/^file:\/\//, ''));
}

/** The matchers, each followed, once it passes, by `after(site)` (`.not` included). */
function thenCheck<T extends object>(matchers: T, after: (site: () => string) => void): T {
  return new Proxy(matchers, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === 'not' && value && typeof value === 'object') return thenCheck(value, after);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        const origin = new Error();
        return result.then((passed) => (after(() => assertionSite(origin)), passed));
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
    return page ? thenCheck(matchers, (site) => snapshotScreen(page, site)) : matchers;
  },
});

// A failed assertion names the test's line, not this wrapper's: Playwright leaves out the stack
// frames of the files it is told are its own (its own package, and this file). Playwright's
// internal hook (pinned version); without it, failures just also show this file.
const boxed = createRequire(import.meta.url)('playwright-core/lib/coreBundle') as {
  utils?: { setBoxedStackPrefixes?: (prefixes: string[]) => void };
};
boxed.utils?.setBoxedStackPrefixes?.([
  dirname(createRequire(import.meta.url).resolve('playwright/package.json')),
  fileURLToPath(import.meta.url),
]);
