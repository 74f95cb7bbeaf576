import type { Page } from '@playwright/test';
import type { Arrival, ArrivalsResponse } from '../../domain/frontDesk';
import { addDays, hotelToday } from '../../domain/dates';
import { expect, test } from './support/fixtures';
import { tr } from './support/catalog';
import { pagePost } from './checkInSupport';

// Issue 32, docs/product.md §12.0: the front desk scans the arrivals in a dense table, a row per
// booking, and eight arrivals fit one screen of a desktop or of a 10-inch tablet held sideways.
// The busy day's answer is the server's shape with ten bookings (two and three guests each, long
// names and addresses), so the walk does not depend on how many guests booked that day.

const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const today = hotelToday();

function busyDay(): ArrivalsResponse {
  const arrival = (i: number): Arrival => ({
    id: 9000 + i,
    number: `R-2027-00${10 + i}`,
    from_date: today,
    to_date: addDays(today, 5),
    nights: 5,
    booker: { name: `Maximiliane Oberhuber-Schwarzenegger ${i}`, email: `maximiliane.oberhuber${i}@example.com` },
    rooms: [String(100 + i)],
    guests: [
      { position: 1, role: 'booker', checked_in: i % 2 === 0, name: i % 2 === 0 ? `Maximiliane ${i}` : null },
      { position: 2, role: 'companion', checked_in: false, name: null },
      { position: 3, role: 'companion', checked_in: false, name: null },
    ],
    total: 184_500,
    paid: 22_500,
    due: 162_000,
  });
  return { from: today, to: addDays(today, 7), arrivals: Array.from({ length: 10 }, (_, i) => arrival(i)) };
}

async function openArrivals(page: Page, lang: 'it' | 'en' | 'de') {
  await page.route('**/api/admin/arrivals?**', (route) => route.fulfill({ json: busyDay() }));
  await page.goto(`/${lang}/`);
  expect((await pagePost(page, '/login', { ...DESK, remember: true })).status()).toBe(200);
  await page.goto(`/${lang}/admin`);
  await expect(page.getByRole('heading', { name: tr(lang, 'Arrivals') })).toBeVisible();
  return page.getByTestId('arrivals-table').getByRole('row');
}

const screens = [
  { name: 'a desktop', viewport: { width: 1366, height: 768 }, lang: 'it' as const },
  { name: 'a 10-inch tablet held sideways', viewport: { width: 1280, height: 800 }, lang: 'de' as const },
];

for (const { name, viewport, lang } of screens) {
  test(`eight arrivals fit one screen of ${name} (${lang})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const rows = await openArrivals(page, lang);
    // The header row, then the ten bookings.
    await expect(rows).toHaveCount(11);
    await expect(rows.nth(8)).toBeInViewport({ ratio: 1 });
  });
}
