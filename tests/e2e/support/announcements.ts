import { expect, type Page } from '@playwright/test';

// A message shown for a moment before the app moves on (the thank-you before the reservation page)
// can come and go while a busy machine is still looking: the page records every status message it
// renders, with the path it showed on, as the DOM changes.

export interface Announcement {
  text: string;
  path: string;
}

function recordInPage() {
  const seen: Announcement[] = [];
  (window as unknown as { __announcements: Announcement[] }).__announcements = seen;
  const scan = () => {
    for (const node of document.querySelectorAll('[role="status"]')) {
      const text = (node.textContent ?? '').trim();
      const path = location.pathname;
      if (text && !seen.some((a) => a.text === text && a.path === path)) seen.push({ text, path });
    }
  };
  new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Call before the page's first navigation. */
export const recordAnnouncements = (page: Page) => page.addInitScript(recordInPage);

/** Every status message the page rendered since it was loaded. */
export const announcements = (page: Page) =>
  page.evaluate(() => (window as unknown as { __announcements?: Announcement[] }).__announcements ?? []);

/**
 * The page showed a status message matching `text` (on a path matching `path`) at some moment,
 * however briefly: a flash notice lives 4 s, which a busy machine can spend before it looks.
 */
export async function expectAnnounced(page: Page, text: RegExp | string, path: RegExp = /./) {
  const matches = (shown: string) => (typeof text === 'string' ? shown.includes(text) : text.test(shown));
  await expect
    .poll(async () => (await announcements(page)).some((a) => matches(a.text) && path.test(a.path)), {
      timeout: 15_000,
    })
    .toBe(true);
}
