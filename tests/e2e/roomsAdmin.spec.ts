import type { Page } from '@playwright/test';
import { formatDate } from '../../domain/dates';
import type { RoomCategoryWire } from '../../domain/roomsAdmin';
import { validationMessage } from '../../domain/validation';
import { expect, test } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { pagePost } from './checkInSupport';
import { bookableStays, offersFor, sellOut } from './bookingSupport';

// Issue 32, docs/product.md §12.14: the revenue manager puts a suite out of order from the rooms
// screen. Over nights a guest has booked (this walk books them first) it is refused with the
// reservation listed; on the next nights it is saved, and the guest's search sells one suite
// fewer at once; removed, both suites are sold again. In the three languages, each on dates of
// its own, near the end of what the calendar allows but before the last stays other walks use.

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const stays = bookableStays(2, 400);

async function staffFetch(page: Page, url: string) {
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return page.request.fetch(url, { headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' } });
}

(['it', 'en', 'de'] as Lang[]).forEach((lang, i) => {
  test(`the revenue manager puts a suite out of order, refused over a booking, and one suite fewer is sold (${lang})`, async ({
    page,
    baseURL,
  }) => {
    const booked = stays.at(-(7 + 2 * i))!;
    const later = stays.at(-(6 + 2 * i))!;
    expect(later.from).toBe(booked.to);
    const suitesFree = async () =>
      (await offersFor(baseURL!, later, { adults: 2 })).find((e) => e.room_category.name === 'Suite')!.room_category
        .available_rooms_count;
    // A guest books every suite of the first stay.
    await sellOut(baseURL!, booked, 'Suite');
    const before = await suitesFree();

    await page.goto(`/${lang}/`);
    expect((await pagePost(page, '/login', { ...REVENUE, remember: true })).status()).toBe(200);
    await page.goto(`/${lang}/admin/rooms`);
    const menu = page.getByRole('navigation', { name: tr(lang, 'Front desk') });
    await expect(menu.getByRole('link', { name: tr(lang, 'Rooms') })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: tr(lang, 'Rooms') })).toBeVisible();
    const categories = (await (await staffFetch(page, '/api/admin/rooms')).json()).categories as RoomCategoryWire[];
    const room = categories.find((c) => c.slug === 'suite')!.rooms[0];
    const row = page.getByTestId(`room-${room.number}`);
    const formName = tr(lang, 'Put room {0} out of order').replace('{0}', room.number);

    // Over the booked nights: refused, the reservation listed.
    await row.getByRole('button', { name: formName }).click();
    const form = row.getByRole('form', { name: formName });
    await form.getByLabel(tr(lang, 'First night out of order')).fill(booked.from);
    await form.getByLabel(tr(lang, 'Back in service on')).fill(booked.to);
    await form.getByLabel(tr(lang, 'Reason')).fill('Walk');
    await form.getByRole('button', { name: tr(lang, 'Put out of order') }).click();
    await expect(form.getByText(validationMessage(lang, 'roomHasNights'))).toBeVisible();
    const listed = form.getByTestId('nights-in-the-way');
    await expect(listed).toContainText(
      `${formatDate(booked.from, lang, 'DD MMM YYYY')} – ${formatDate(booked.to, lang, 'DD MMM YYYY')}`,
    );
    await expect(listed).toContainText(/R-\d{5}/);

    // The next nights are free: saved, and the guest's search sells one suite fewer.
    await form.getByLabel(tr(lang, 'First night out of order')).fill(later.from);
    await form.getByLabel(tr(lang, 'Back in service on')).fill(later.to);
    await form.getByRole('button', { name: tr(lang, 'Put out of order') }).click();
    const days = `${formatDate(later.from, lang, 'DD MMM YYYY')} – ${formatDate(later.to, lang, 'DD MMM YYYY')}`;
    const back = row.getByRole('button', { name: tr(lang, 'Back in service: {days}').replace('{days}', days) });
    await expect(back).toBeVisible();
    expect(await suitesFree()).toBe(before - 1);

    // Back in service: sold again.
    await back.click();
    await expect(back).toHaveCount(0);
    expect(await suitesFree()).toBe(before);
  });
});
