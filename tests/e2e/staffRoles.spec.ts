import type { Page } from '@playwright/test';
import { addDays, hotelToday } from '../../domain/dates';
import { expect, test } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { onHotelClock } from './support/clock';
import { pagePost } from './checkInSupport';

// Issue 32, docs/product.md §12.12 and §12: each role sees its own screens. The front desk is
// refused the rates calendar (the screen says so in place, the API answers 403); the revenue
// manager is refused the police report (no menu entry, the same refusal, 403). In it, en and de.

const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const today = hotelToday();

async function signIn(page: Page, lang: Lang, account: { email: string; password: string }) {
  await page.goto(`/${lang}/`);
  expect((await pagePost(page, '/login', { ...account, remember: true })).status()).toBe(200);
}

const staffGet = (page: Page, url: string) =>
  page.request.get(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });

for (const lang of ['it', 'en', 'de'] as Lang[]) {
  test(`the front desk is refused the rates, the revenue manager the police report (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, lang, DESK);
    await page.goto(`/${lang}/admin/calendar`);
    await expect(page.getByRole('alert')).toHaveText(tr(lang, "This page is for the hotel's staff only."));
    await expect(page.getByTestId('rates-calendar')).toHaveCount(0);
    expect((await staffGet(page, `/api/admin/calendar?from=${today}&to=${addDays(today, 6)}`)).status()).toBe(403);
    expect((await staffGet(page, '/api/admin/rate-plans')).status()).toBe(403);

    const revenue = await (await browser.newContext({ baseURL, locale: lang })).newPage();
    await onHotelClock(revenue);
    await signIn(revenue, lang, REVENUE);
    await revenue.goto(`/${lang}/admin/police-report`);
    await expect(revenue.getByRole('alert')).toHaveText(tr(lang, "This page is for the hotel's staff only."));
    const menu = revenue.getByRole('navigation', { name: tr(lang, 'Front desk') });
    await expect(menu.getByRole('link', { name: tr(lang, 'Rates and availability') })).toBeVisible();
    await expect(menu.getByRole('link', { name: tr(lang, 'Police report') })).toHaveCount(0);
    expect((await staffGet(revenue, `/api/admin/police-report?date=${today}`)).status()).toBe(403);
    await revenue.context().close();
  });
}
