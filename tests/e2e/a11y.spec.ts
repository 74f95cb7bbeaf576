import { expect, test } from './support/fixtures';
import { checkScreens } from './support/a11y';

// The suite's accessibility check (support/a11y.ts) is itself tested: a screen with a violation
// (here an image without a text alternative) fails the test that saw it.
test('the accessibility check fails a screen that breaks a WCAG rule', async ({ page, browser }, testInfo) => {
  test.fail(Boolean(process.env.A11Y_REPORT_ONLY), 'report-only runs record violations without failing');
  await page.goto('/en/privacy');
  await page.evaluate(() => {
    const broken = document.createElement('img');
    broken.src = '/favicon.svg';
    broken.className = 'a11y-self-test';
    // A screen of its own, so that no earlier test has checked it already.
    broken.dataset.machine = 'a11ySelfTest';
    broken.dataset.state = 'imageWithoutAlt';
    document.querySelector('main')!.append(broken);
  });
  await expect(page.locator('img.a11y-self-test')).toBeVisible();
  await expect(checkScreens(browser, testInfo)).rejects.toThrow(/image-alt \(critical\)/);
});
