// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findChromium, MISSING_CHROMIUM } from '../../../scripts/chromium.mjs';

// Issue 36: on a developer's machine with neither Debian's Chromium nor Playwright's own, `npm test`
// says in one line what to install (scripts/test.mjs prints MISSING_CHROMIUM) instead of failing
// deep in Playwright.
const only =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('findChromium', () => {
  it("prefers E2E_CHROMIUM, then Debian's headless shell, its full browser, Playwright's own", () => {
    const own = '/home/dev/.cache/ms-playwright/chromium/chrome';
    expect(findChromium({ env: { E2E_CHROMIUM: '/opt/c' }, exists: only(), playwrightOwn: own })).toBe('/opt/c');
    expect(
      findChromium({
        env: {},
        exists: only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell', own),
        playwrightOwn: own,
      }),
    ).toBe('/usr/bin/chromium-headless-shell');
    expect(findChromium({ env: {}, exists: only('/usr/bin/chromium', own), playwrightOwn: own })).toBe(
      '/usr/bin/chromium',
    );
    expect(findChromium({ env: {}, exists: only(own), playwrightOwn: own })).toBe(own);
  });

  it('finds none when there is none, and the message names both ways to install one', () => {
    expect(findChromium({ env: {}, exists: only(), playwrightOwn: '/nowhere' })).toBeUndefined();
    expect(MISSING_CHROMIUM).toContain('apt install chromium-headless-shell');
    expect(MISSING_CHROMIUM).toContain('npx playwright install chromium');
  });
});
