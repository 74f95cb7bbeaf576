import { expect, test } from './support/fixtures';
import { readFileSync } from 'node:fs';
import { checkScreens } from './support/a11y';

// The suite's accessibility check (support/a11y.ts) is itself tested: a screen with a violation
// (here an image without a text alternative) fails the test that saw it.
test('the accessibility check fails a screen that breaks a WCAG rule', async ({ page, browser }, testInfo) => {
  test.fail(Boolean(process.env.A11Y_REPORT_ONLY), 'report-only runs record violations without failing');
  await page.goto('/en/privacy');
  // The screen is rendered (its route's code arrives after the load event).
  await expect(page.getByRole('main')).toBeVisible();
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
  const failure = await checkScreens(browser, testInfo).then(
    () => 'no failure',
    (error: Error) => error.message,
  );
  // What someone fixing it needs: the rule, the element, the screen and where the test saw it.
  expect(failure).toContain('rule image-alt (critical)');
  expect(failure).toMatch(/element \S*img\S*\n\s+<img src="\/favicon\.svg" class="a11y-self-test"/);
  // The screen's key lists every machine state shown (the navigation bar's, the page body's while it
  // loads...), not the language: a screen is checked in the first of the three a test shows.
  expect(failure).toMatch(/on the screen "privacy desktop nav-\S+ (\S+ )*a11ySelfTest=imageWithoutAlt"/);
  expect(failure).toMatch(/at \/en\/privacy \(\d+×\d+\), seen by the assertion at tests\/e2e\/a11y\.spec\.ts:\d+/);
  const copy = failure.match(/the page as checked: (\S+\.html)/)?.[1];
  expect(copy && readFileSync(copy, 'utf8')).toContain('<img src="/favicon.svg" class="a11y-self-test"');
});
