import type { Page } from '@playwright/test';
import { addDays, formatDate, hotelToday, type IsoDate } from '../../domain/dates';
import { INTL_LOCALE } from '../../domain/locales';
import { reopensOn, type SeasonDates } from '../../domain/season';
import { expect, test, uniqueEmail } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { cardExpiry } from './support/clock';

// Issue 29: the winter closure (7 January to the end of February) is a product case. A guest who
// opens the site then sees what they can do, in Italian, English and German: the booking calendar
// opens on the next season, the day spa says when it reopens and its calendar opens on its first
// slots, and the gift-card shop keeps selling. Only meaningful on a day of the closure: run with
// TERME_NOW=2027-01-20 or 2028-02-29 (npm run test:dates); on any other day every test skips.

const LANGS: Lang[] = ['it', 'en', 'de'];
/**
 * Each walk runs in one language a day, a different one for each walk and each day: over the two
 * closure days of `npm run test:dates` every walk is seen in two languages and every language in
 * every day (the words themselves are checked in all three by i18n:check). Twelve walks fewer keep
 * CI under its 30 minutes (docs/testing.md).
 */
const today = hotelToday();
/** The day of the year (20 January 2027: 19; 29 February 2028: 59), so the two closure days differ. */
const DAY_NUMBER = Math.round((Date.parse(today) - Date.parse(`${today.slice(0, 4)}-01-01`)) / 86_400_000);
const walkToday = (lang: Lang, walk: number) => LANGS[(DAY_NUMBER + walk) % LANGS.length] === lang;

/** The day-spa product and the gift card the walks use, as the seed names them. */
const THERMAL_DAY: Record<Lang, string> = { it: 'Giornata alle terme', en: 'Thermal day', de: 'Thermentag' };
const SPA_CARD: Record<Lang, string> = { it: 'Buono regalo terme', en: 'Spa gift card', de: 'Thermen-Gutschein' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalog message as a pattern, its placeholders matching anything. */
const trPattern = (lang: Lang, english: string) =>
  new RegExp(
    `^${tr(lang, english)
      .split(/\{\w+\}/)
      .map(escape)
      .join('.+')}$`,
  );
/** 'marzo 2027', 'March 2027', 'März 2027': a calendar month's caption, as the grid is named. */
const monthCaption = (iso: IsoDate, lang: Lang) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

/** The day the hotel reopens, from the seasons the server sends and the hotel's today; null outside a closure. */
async function reopening(page: Page): Promise<IsoDate | null> {
  const response = await page.request.get('/api/seasons');
  expect(response.status()).toBe(200);
  const { seasons } = (await response.json()) as { seasons: SeasonDates[] };
  return reopensOn(seasons, hotelToday());
}

let reopens: IsoDate | null = null;

test.beforeEach(async ({ page }) => {
  reopens = await reopening(page);
  test.skip(!reopens, `${hotelToday()} is a day of a season, not of the winter closure: run with TERME_NOW=2027-01-20`);
});

for (const lang of LANGS) {
  if (walkToday(lang, 0))
    test(
      `in the winter closure the booking calendar opens on the next season (${lang})`,
      { tag: '@dates' },
      async ({ page }) => {
        const opens = reopens!;
        await page.goto(`/${lang}/booking/select-dates`);
        // The stay offered first starts on the reopening day.
        await expect(page.getByTestId('check-in')).toHaveText(formatDate(opens, lang, 'ddd DD MMM YYYY'));
        await page.getByRole('button', { name: tr(lang, 'Choose the dates of your stay') }).click();
        const calendar = page.getByRole('dialog');
        await expect(calendar.getByRole('grid').first()).toHaveAccessibleName(monthCaption(opens, lang));
        // Nothing to see before it: the closure's months are not offered at all.
        await expect(
          calendar.getByRole('button', { name: tr(lang, 'Go to the previous month'), exact: true }),
        ).toBeDisabled();
        await expect(calendar.locator('td[aria-disabled="true"]').filter({ hasText: /^1$/ })).toHaveCount(0);
        // A stay in the new season can be chosen: the first week from the reopening.
        const days = calendar.locator('td:not([aria-disabled="true"]) button');
        await expect(days.first()).toBeEnabled();
      },
    );

  if (walkToday(lang, 1))
    test(
      `in the winter closure the day spa says when it reopens and its calendar opens on its first slots (${lang})`,
      { tag: '@dates' },
      async ({ page }) => {
        const opens = reopens!;
        const product = (await (await page.request.get('/api/products/thermal-day')).json()) as { id: number };
        // The server sells no entry before the reopening: the closure has no slot at all.
        const closed = (await (
          await page.request.get(`/api/${product.id}/availability?people=1&from_date=${hotelToday()}&to_date=${opens}`)
        ).json()) as { date: string }[];
        expect(closed.filter((r) => r.date < opens)).toEqual([]);

        await page.goto(`/${lang}/day-spa/thermal-day`);
        await expect(
          page.getByRole('heading', { level: 1, name: tr(lang, 'Reservation {title}', { title: THERMAL_DAY[lang] }) }),
        ).toBeVisible();
        const notice = page.getByTestId('day-spa-closure');
        await expect(notice).toContainText(
          tr(lang, 'The day spa is closed for the winter and reopens on {day}.', {
            day: formatDate(opens, lang, 'DD MMMM YYYY'),
          }),
        );
        await expect(notice).toContainText(
          tr(lang, 'You can already book your day from then on: the calendar opens on the first day with entries.'),
        );

        const calendar = page.locator('.price-calendar:not([aria-busy])');
        await expect(calendar.getByRole('grid').first()).toHaveAccessibleName(monthCaption(opens, lang));
        // The first day with a price is the reopening day or, after a day the demo leaves empty, the next.
        const firstPriced = calendar.locator('button[data-price]').first();
        await expect(firstPriced).toBeVisible();
        const date = (await firstPriced.getAttribute('data-date'))!;
        expect(date >= opens && date <= addDays(opens, 1)).toBe(true);
        await firstPriced.click();

        await expect(
          page.getByRole('heading', {
            level: 2,
            name: new RegExp(`^${escape(tr(lang, 'Availability'))} ${escape(formatDate(date, lang, 'DD MMMM YYYY'))}$`),
          }),
        ).toBeVisible();
        await expect(
          page.getByRole('button', { name: trPattern(lang, 'Book {title} for {total}') }).first(),
        ).toBeVisible();
        // The availability screen repeats the notice: the guest is still in the closure.
        await expect(page.getByTestId('day-spa-closure')).toContainText(formatDate(opens, lang, 'DD MMMM YYYY'));
      },
    );

  if (walkToday(lang, 2))
    test(`in the winter closure the gift-card shop keeps selling (${lang})`, { tag: '@dates' }, async ({ page }) => {
      await page.goto(`/${lang}/shop`);
      await expect(page.getByRole('heading', { name: tr(lang, 'Gift cards'), level: 1 })).toBeVisible();
      const form = page.getByRole('form', { name: tr(lang, 'Add {0} to the cart', { 0: SPA_CARD[lang] }) });
      await form.getByRole('button', { name: tr(lang, 'Add to cart') }).click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await page.getByRole('link', { name: tr(lang, 'Checkout') }).click();

      await expect(page).toHaveURL(new RegExp(`/${lang}/shop/checkout/personalisation$`));
      const recipients = page.getByRole('form', { name: tr(lang, 'Gift card recipients') });
      await recipients.getByLabel(tr(lang, "Recipient's full name")).fill('Carla Verdi');
      await recipients.getByLabel(tr(lang, "Recipient's email")).fill(uniqueEmail(`winter-${lang}`));
      await recipients.getByRole('button', { name: tr(lang, 'Continue') }).click();

      await expect(page).toHaveURL(new RegExp(`/${lang}/shop/checkout/payment$`));
      await page.getByLabel(tr(lang, 'First name'), { exact: true }).fill('Giulia');
      await page.getByLabel(tr(lang, 'Last name'), { exact: true }).fill('Bianchi');
      await page.getByLabel(tr(lang, 'Email'), { exact: true }).fill(uniqueEmail(`winter-buyer-${lang}`));
      await page.getByRole('checkbox', { name: new RegExp(escape(tr(lang, 'privacy policy'))) }).check();
      await page.getByLabel(tr(lang, 'Card number')).fill('4242424242424242');
      await page.getByLabel(tr(lang, 'Expiry (MM / YY)')).fill(cardExpiry());
      await page.getByLabel(tr(lang, 'CVC')).fill('123');
      const pay = page.getByRole('button', { name: trPattern(lang, 'Pay now {amount}') });
      await expect(pay).toBeEnabled();
      await pay.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/shop/checkout/confirmation$`));
      await expect(
        page.getByRole('heading', { level: 2, name: tr(lang, 'Thank you for your purchase') }),
      ).toBeVisible();
      await expect(page.getByTestId('shop-confirmation')).toContainText(SPA_CARD[lang]);
      await expect(page.getByTestId('cart-count')).toHaveText('0');
    });
}
