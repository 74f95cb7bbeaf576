import { expect, test } from './support/fixtures';

// Issue 16 item 14: the sandbox card's inputs sit on one line (expiry and CVC side by side, and
// the number beside them on a desktop), whatever the length of their labels in each language.

for (const width of [390, 1280]) {
  test(`the card inputs line up at ${width}px in it, en and de`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ['it', 'en', 'de']) {
      await page.goto(`/${lang}/deposit-payment`);
      const [number, expiry, cvc] = ['cc-number', 'cc-exp', 'cc-csc'].map((field) =>
        page.locator(`input[autocomplete="${field}"]`),
      );
      await expect(cvc).toBeVisible();
      const boxes = await Promise.all([number, expiry, cvc].map(async (input) => (await input.boundingBox())!));
      const [n, e, c] = boxes;
      expect(Math.abs(e.y - c.y), `${lang}: expiry and CVC inputs at the same height`).toBeLessThan(1);
      expect(Math.abs(e.height - c.height), `${lang}: expiry and CVC inputs equally tall`).toBeLessThan(1);
      if (width > 480) expect(Math.abs(n.y - e.y), `${lang}: the number beside them`).toBeLessThan(1);
      for (const box of boxes) expect(box.x + box.width, `${lang}: inside the screen`).toBeLessThanOrEqual(width);
    }
  });
}
