import { expect, test } from './support/fixtures';
import { lastStays, roomsUrl } from './bookingSupport';
import { chunkFetches, watchHeading } from './support/lateCode';

// product.md §2.1 (rooms screen, 'Change search'): the booking widget in a full-screen modal with Cancel.
// The widget's code and the season's calendar come when the
// modal opens (decisions 028 and 031): the rooms screen asks for neither before.

const [stay] = lastStays(1);

test('en: the rooms screen opens the change-search modal with the widget; Cancel closes it', async ({ page }) => {
  const calendarRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/booking/season') calendarRequests.push(request.url());
  });
  await page.goto(
    roomsUrl('en', {
      arrival: stay.from,
      departure: stay.to,
      code: '',
      rooms: [{ adults: 2, children: 0, childrenAges: [] }],
    }),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your rooms' })).toBeVisible();
  await expect(page.getByRole('img', { name: /, photo 1$/ }).first()).toBeVisible();
  expect(calendarRequests).toEqual([]);

  await page.getByRole('button', { name: 'Change search' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Change your search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Promo code (optional)')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Search' })).toBeEnabled();
  expect(calendarRequests).toHaveLength(1);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('it: the dialog comes after the rooms screen; Escape closes it and the focus is back on its button', async ({
  page,
}) => {
  await watchHeading(page);
  await page.goto(
    roomsUrl('it', {
      arrival: stay.from,
      departure: stay.to,
      code: '',
      rooms: [{ adults: 2, children: 0, childrenAges: [] }],
    }),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Scegli le tue camere' })).toBeVisible();
  const trigger = page.getByRole('button', { name: 'Modifica ricerca' }).first();
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Modifica la tua ricerca' });
  await expect(dialog).toBeVisible();
  // Under the open modal the rest of the page is hidden from assistive technology: found by its class.
  await expect(page.locator('button.change-search').first()).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('button', { name: 'Cerca' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Radix's dialog code: asked for once, after the screen's heading (decision 035).
  const { headingAt, fetchedAt } = await chunkFetches(page, 'ModalDialog');
  expect(fetchedAt.length).toBe(1);
  expect(fetchedAt[0]).toBeGreaterThan(headingAt);
});
