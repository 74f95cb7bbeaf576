import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { tr } from './support/catalog';
import { pagePost } from './checkInSupport';

// Issue 10: no layout shift (CLS under 0.05) on any screen. Sections that load on their own
// stay out of the page until what is above them has come, so they never move when it does.

/** Records every layout shift not caused by input, which of `watched` were ever in the page while `skeleton` was, and which were removed once shown. */
async function watchPage(page: Page, watched: string[], skeleton: string) {
  await page.addInitScript(
    ({ watched, skeleton }) => {
      const record = {
        shifts: [] as number[],
        underSkeleton: [] as string[],
        removed: [] as string[],
        seen: [] as string[],
      };
      (window as unknown as { __layout: typeof record }).__layout = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) record.shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        for (const selector of watched) {
          const present = Boolean(document.querySelector(selector));
          if (present && !record.seen.includes(selector)) record.seen.push(selector);
          if (!present && record.seen.includes(selector) && !record.removed.includes(selector))
            record.removed.push(selector);
          if (present && document.querySelector(skeleton) && !record.underSkeleton.includes(selector))
            record.underSkeleton.push(selector);
        }
      }).observe(document, { childList: true, subtree: true });
    },
    { watched, skeleton },
  );
}
const layout = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __layout: { shifts: number[]; underSkeleton: string[]; removed: string[] } }).__layout,
  );
const total = (shifts: number[]) => shifts.reduce((sum, shift) => sum + shift, 0);

// The spa days under the gift cards' skeletons moved down when the cards came (CLS 0.056).
test('shop (en) on a phone: the spa days come with the gift cards, below them; nothing moves', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await watchPage(page, ['.shop-spa-days'], '.shop-page .skeleton');
  await page.goto('/en/shop');
  await expect(page.getByRole('heading', { level: 2, name: 'A day at the spa on a date' })).toBeVisible();
  await expect(page.locator('.shop-product').first()).toBeVisible();
  const seen = await layout(page);
  expect(seen.underSkeleton).toEqual([]);
  expect(seen.shifts).toEqual([]);
});

// The failed mails under the requests' skeletons moved when the requests came (CLS 0.05).
test('front desk requests (it) on a phone: the failed mails come below the requests once they have; another filter keeps them', async ({
  page,
}) => {
  const it = (text: string) => tr('it', text);
  await page.goto('/it/');
  expect(
    (
      await pagePost(page, '/login', { email: 'admin@terme.example', password: 'terme-admin-2026', remember: true })
    ).status(),
  ).toBe(200);
  await page.setViewportSize({ width: 412, height: 823 });
  await watchPage(page, ['.admin-mails'], 'section[aria-labelledby="requests-title"] > .skeleton');
  await page.goto('/it/admin/requests');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${it('Mails not sent')}`) })).toBeVisible();
  let seen = await layout(page);
  expect(seen.underSkeleton).toEqual([]);
  // What is left: the filters' counts appearing beside their names.
  expect(total(seen.shifts)).toBeLessThan(0.05);

  await page.getByRole('button', { name: new RegExp(`^${it('In progress')}`) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${it('In progress')}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByRole('table', { name: it('In progress') }).or(page.getByText(it('No requests here.'))),
  ).toBeVisible();
  seen = await layout(page);
  expect(seen.removed).toEqual([]);
});
