import type { Page } from '@playwright/test';
import { addDays, formatDate, hotelToday } from '../../domain/dates';
import { bookingWindow } from '../../domain/season';
import type { SeasonWire } from '../../domain/seasonAdmin';
import { validationMessage } from '../../domain/validation';
import { expect, test } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { onHotelClock } from './support/clock';
import { pagePost } from './checkInSupport';
import { roomsUrl, season } from './bookingSupport';

// Issue 32, docs/product.md §12.9: the revenue manager opens next season's sales from the seasons
// screen, and a guest can at once search a stay in May of the next season (May 2027 in late
// November 2026, when the usual rule keeps it closed). In the three languages; the front desk is
// refused the screen. The walks change the shared server's next season, so they run one after
// the other and put it back as it was.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const today = hotelToday();

async function signIn(page: Page, lang: Lang, account: { email: string; password: string }) {
  await page.goto(`/${lang}/`);
  expect((await pagePost(page, '/login', { ...account, remember: true })).status()).toBe(200);
}

async function staffFetch(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) {
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return page.request.fetch(url, {
    method,
    data,
    headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' },
  });
}

for (const lang of ['it', 'en', 'de'] as Lang[]) {
  test(`the revenue manager opens next season's sales and May becomes bookable (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.skip(!season.next, 'no next season in the seed');
    const next = season.next!;
    const may = `${next.start.slice(0, 4)}-05-12`;
    const stay = { from: may, to: addDays(may, 2) };
    const search = roomsUrl(lang, {
      arrival: stay.from,
      departure: stay.to,
      code: '',
      rooms: [{ adults: 2, children: 0, childrenAges: [] }],
    });

    await signIn(page, lang, REVENUE);
    const seasons = (await (await staffFetch(page, 'GET', '/api/admin/seasons')).json()).seasons as SeasonWire[];
    const original = seasons.find((s) => s.starts_on === next.start)!;
    try {
      const guest = await (await browser.newContext({ baseURL, locale: lang })).newPage();
      await onHotelClock(guest);
      // By the usual rule May is not on sale yet (late November): the search says so.
      if (stay.from > bookingWindow(season, today).max) {
        await guest.goto(search);
        await expect(guest.getByTestId('search-refused')).toContainText(validationMessage(lang, 'stayOutsideWindow'), {
          timeout: 30_000,
        });
      }

      await page.goto(`/${lang}/admin/seasons`);
      const menu = page.getByRole('navigation', { name: tr(lang, 'Front desk') });
      await expect(menu.getByRole('link', { name: tr(lang, 'Seasons') })).toHaveAttribute('aria-current', 'page');
      const row = page.getByTestId(`season-${next.start}`);
      await row.getByRole('button').first().click();
      const form = row.getByRole('form', { name: tr(lang, 'Change the season') });
      // Sales that close before they open: refused under the field, in the page's language.
      await form.getByLabel(tr(lang, 'Sales open on')).fill(today);
      await form.getByLabel(tr(lang, 'Sales close after')).fill(addDays(today, -1));
      await form.getByRole('button', { name: tr(lang, 'Save the season') }).click();
      await expect(form.getByText(validationMessage(lang, 'bookableToBeforeFrom'))).toBeVisible();
      await form.getByLabel(tr(lang, 'Sales close after')).fill('');
      await form.getByRole('button', { name: tr(lang, 'Save the season') }).click();
      await expect(row.getByRole('cell').first()).toHaveText(formatDate(today, lang, 'DD MMM YYYY'));

      // The guest's search of the same stay now offers rooms.
      await guest.goto(search);
      // Each room category offered is an article with its rates.
      await expect(guest.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
      await expect(guest.getByTestId('search-refused')).toHaveCount(0);
      await guest.context().close();
    } finally {
      const { id, ...dates } = original;
      expect((await staffFetch(page, 'PUT', `/api/admin/seasons/${id}`, dates)).status()).toBe(200);
    }
  });
}

test('the revenue manager adds a season after the last one, is refused an overlap, and deletes it again (de)', async ({
  page,
}) => {
  await signIn(page, 'de', REVENUE);
  const seasons = (await (await staffFetch(page, 'GET', '/api/admin/seasons')).json()).seasons as SeasonWire[];
  const last = seasons.at(-1)!;
  const starts = addDays(last.ends_on, 60);
  await page.goto('/de/admin/seasons');
  const form = page.getByRole('form', { name: tr('de', 'Add a season') });
  // Overlapping the last season: refused by the server next to the first day.
  await form.getByLabel(tr('de', 'First open day')).fill(last.ends_on);
  await form.getByLabel(tr('de', 'Last open day')).fill(addDays(last.ends_on, 200));
  await form.getByRole('button', { name: tr('de', 'Add the season') }).click();
  await expect(
    form.getByText(
      validationMessage('de', 'seasonOverlaps', {
        start: formatDate(last.starts_on, 'de'),
        end: formatDate(last.ends_on, 'de'),
      }),
    ),
  ).toBeVisible();
  await form.getByLabel(tr('de', 'First open day')).fill(starts);
  await form.getByRole('button', { name: tr('de', 'Add the season') }).click();
  const row = page.getByTestId(`season-${starts}`);
  const name = `${formatDate(starts, 'de', 'DD MMM YYYY')} – ${formatDate(addDays(last.ends_on, 200), 'de', 'DD MMM YYYY')}`;
  await expect(row.getByRole('rowheader')).toHaveText(name);
  // Deleting asks once more.
  await row.getByRole('button', { name: tr('de', 'Delete {name}', { name }) }).click();
  await row.getByRole('button', { name: tr('de', 'Yes, delete {name}', { name }) }).click();
  await expect(row).toHaveCount(0);
  expect((await (await staffFetch(page, 'GET', '/api/admin/seasons')).json()).seasons).toEqual(seasons);
});

test('the front desk is refused the seasons screen', async ({ page }) => {
  await signIn(page, 'en', DESK);
  await page.goto('/en/admin/seasons');
  await expect(page.getByRole('alert')).toHaveText("This page is for the hotel's staff only.");
  const names = await page.getByRole('navigation', { name: 'Front desk' }).getByRole('link').allTextContents();
  expect(names).not.toContain('Seasons');
});

test('the administrator reads season changes in the staff actions log, with before and after', async ({ page }) => {
  await signIn(page, 'en', ADMIN);
  // A page loaded after signing in carries the session's CSRF token.
  await page.goto('/en/admin/actions');
  const seasons = (await (await staffFetch(page, 'GET', '/api/admin/seasons')).json()).seasons as SeasonWire[];
  const starts = addDays(seasons.at(-1)!.ends_on, 500);
  const body = { starts_on: starts, ends_on: addDays(starts, 100), bookable_from: today, bookable_to: null };
  const created = await staffFetch(page, 'POST', '/api/admin/seasons', body);
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as SeasonWire;
  expect(
    (await staffFetch(page, 'PUT', `/api/admin/seasons/${id}`, { ...body, ends_on: addDays(starts, 90) })).status(),
  ).toBe(200);
  expect((await staffFetch(page, 'DELETE', `/api/admin/seasons/${id}`)).status()).toBe(204);

  await page.reload();
  const log = page.getByTestId('staff-actions');
  const day = (iso: string) => formatDate(iso, 'en', 'DD MMM YYYY');
  const sales = `(sales ${day(today)} – …)`;
  await expect(log.getByText(`Added the season ${day(starts)} – ${day(addDays(starts, 100))} ${sales}`)).toBeVisible();
  await expect(
    log.getByText(
      `Changed the season ${day(starts)} – ${day(addDays(starts, 100))} ${sales} to ${day(starts)} – ${day(addDays(starts, 90))} ${sales}`,
    ),
  ).toBeVisible();
  await expect(log.getByText(`Deleted the season ${day(starts)} – ${day(addDays(starts, 90))} ${sales}`)).toBeVisible();
});
