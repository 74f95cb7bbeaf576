import type { Page } from '@playwright/test';

/** Notes when the screen's heading (`main h1`) first comes: call before the page loads. */
export async function watchHeading(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main h1')) return;
      (window as unknown as { __headingAt: number }).__headingAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** When the heading came, and each script of the build whose file name starts with `chunk`: when it was asked for and when it had come. */
export async function chunkFetches(
  page: Page,
  chunk: string,
): Promise<{ headingAt: number; fetchedAt: number[]; cameAt: number[] }> {
  return page.evaluate((prefix) => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => {
      const file = new URL(entry.name).pathname.split('/').pop()!;
      return /\/assets\/[^/]+\.js$/.test(entry.name) && file.startsWith(prefix);
    });
    return {
      headingAt: (window as unknown as { __headingAt: number }).__headingAt,
      fetchedAt: scripts.map((entry) => entry.startTime),
      cameAt: scripts.map((entry) => entry.responseEnd),
    };
  }, chunk);
}
