import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { GUEST } from './support/accounts';
import type { Lang } from './support/catalog';
import { contrastOverBackground } from './support/contrast';
import { measureShown } from './support/shownBoxes';

// Issue 16 item 2: the navigation bar stays on one row in every language from 320 px up, signed
// in or not, and its texts keep 4.5:1 contrast over the header image and when floating.

const WIDTHS = [320, 390, 1280];
const LANGS: Lang[] = ['it', 'en', 'de'];
const MIN_CONTRAST = 4.5;

async function logIn(page: Page) {
  await page.goto('/it/privacy');
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const res = await page.request.post('/login', {
    data: { ...GUEST, remember: true },
    headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
}

/** Every control the bar shows: brand, journey links (desktop), languages, cart, account, menu. */
const controls = (page: Page) => {
  const bar = page.getByRole('banner');
  return [
    bar.getByRole('link', { name: /^Terme/ }),
    ...[0, 1, 2, 3, 4, 5].map((i) => bar.locator('.navbar__link').nth(i)),
    ...['IT', 'EN', 'DE'].map((code) => bar.getByRole('link', { name: code, exact: true })),
    bar.locator('.navbar__cart'),
    bar.locator('.navbar__account'),
    bar.locator('.navbar__menu-button'),
  ];
};

/**
 * The boxes of the controls shown. The first paint's cart and account controls give way to their
 * islands after it: one seen shown can be gone when measured, and then all are measured again.
 */
const shownBoxes = async (page: Page) => (await measureShown(controls(page), async () => null)).map(({ box }) => box);

async function expectOneRow(page: Page, where: string) {
  const boxes = await shownBoxes(page);
  const lowestTop = Math.max(...boxes.map((b) => b.y));
  const highestBottom = Math.min(...boxes.map((b) => b.y + b.height));
  expect(lowestTop, `${where}: every control on the same row`).toBeLessThan(highestBottom);
  const width = page.viewportSize()!.width;
  for (const box of boxes)
    expect(box.x + box.width, `${where}: inside the ${width}px screen`).toBeLessThanOrEqual(width);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${where}: no sideways scrolling`,
  ).toBeLessThanOrEqual(width);
}

/**
 * The bar fades its colours when it starts or stops floating (0.2 s): measured halfway, a colour
 * between the two fails. Waits for the fade to end (getAnimations starts a pending one first).
 */
const fadeEnded = (page: Page) =>
  page.getByRole('banner').evaluate((bar) => Promise.all(bar.getAnimations({ subtree: true }).map((a) => a.finished)));

async function expectContrast(page: Page, where: string) {
  await fadeEnded(page);
  const measured = await contrastOverBackground(page.getByRole('banner'), controls(page));
  expect(measured.length).toBeGreaterThanOrEqual(5);
  for (const { name, ratio } of measured) expect(ratio, `${where}: "${name}"`).toBeGreaterThanOrEqual(MIN_CONTRAST);
}

// One browser page per width and state, walking the three languages: the languages change the
// words (and so the widths) measured, not the setup, which costs more than the measuring.
for (const width of WIDTHS) {
  for (const signedIn of [false, true]) {
    test(`${width}px, ${signedIn ? 'signed in' : 'signed out'}, it/en/de: one row, readable over the header and floating`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      if (signedIn) await logIn(page);
      const bar = page.getByRole('banner');
      for (const lang of LANGS) {
        // The home page's photo; the case (Italian, signed in, 320 px) also on a page with a title band.
        const paths = width === 320 && lang === 'it' && signedIn ? [`/${lang}/`, `/${lang}/privacy`] : [`/${lang}/`];
        for (const path of paths) {
          await test.step(path, async () => {
            await page.goto(path);
            const account = signedIn
              ? bar.getByRole('link', { name: { it: 'Il mio account', en: 'My account', de: 'Mein Konto' }[lang] })
              : bar.getByRole('button', { name: { it: 'Accedi', en: 'Log in', de: 'Anmelden' }[lang] });
            await expect(account).toBeVisible();
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await expect(bar).not.toHaveClass(/navbar--floating/);
            await expectOneRow(page, `${path} over the header`);
            await expectContrast(page, `${path} over the header`);

            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await expect(bar).toHaveClass(/navbar--floating/);
            await expectOneRow(page, `${path} floating`);
            await expectContrast(page, `${path} floating`);
          });
        }
      }
    });
  }
}
