// Which Chromium the browser walks run in (playwright.config.ts, scripts/test.mjs): E2E_CHROMIUM,
// else Debian's headless shell (what Playwright itself runs headless, a third less CPU per page
// than the full browser), Debian's full browser, then Playwright's own download.
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The path, or undefined when there is none (the caller says what to install: MISSING_CHROMIUM). */
export function findChromium({ env = process.env, exists = existsSync, playwrightOwn } = {}) {
  if (env.E2E_CHROMIUM) return env.E2E_CHROMIUM;
  return [...DEBIAN_CHROMIUMS, playwrightOwn].filter(Boolean).find((path) => exists(path));
}

export const MISSING_CHROMIUM =
  'browser walks: no Chromium here. Install either: `sudo apt install chromium-headless-shell` (Debian) or `npx playwright install chromium`.';
