import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { cardExpiryYear, onHotelClock } from './support/clock';
import { bookableStays, offersFor } from './bookingSupport';
import { registerAccount, type Account } from './support/accounts';
import { tr } from './support/catalog';
import { expect, test } from './support/fixtures';

// "Manage my booking" (issue 12) on a room reservation's page: payments, what is left to pay on
// arrival with the city tax, the change and refund requests prefilled from it, its calendar file;
// and nobody else's reservation.

async function signInNewAccount(
  page: Page,
  baseURL: string,
): Promise<{ account: Account; post: (url: string, data: unknown) => ReturnType<Page['request']['post']> }> {
  const account = await registerAccount(baseURL, undefined, 'en');
  await page.goto('/en/');
  const post = async (url: string, data: unknown) => {
    const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
    return page.request.post(url, { data, headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' } });
  };
  expect((await post('/login', { email: account.email, password: account.password, remember: true })).status()).toBe(
    200,
  );
  await page.goto('/en/');
  return { account, post };
}

/** Books a room for two by the API, as the payment screen would, paying the deposit with 4242. */
async function bookStay(page: Page, baseURL: string) {
  const { account, post } = await signInNewAccount(page, baseURL);
  // A stay of its own among the next weeks (other walks book too): any room for two still free.
  const [stay] = bookableStays(3, 1, 3 + Math.floor(Math.random() * 25));
  const entry = (await offersFor(baseURL, stay, { adults: 2 })).find((e) => e.room_category.available_rooms_count > 0)!;
  const card = (await (
    await post('/api/sandbox/payment-methods', {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: cardExpiryYear(),
      cvc: '123',
    })
  ).json()) as { id: string };
  const room = {
    room_category_id: entry.room_category.id,
    rate_variation_id: entry.rates[0].rate_variations[0].id,
    adults: 2,
    children: 0,
    children_ages: [],
  };
  const booked = await post('/my/room-reservations', {
    from_date: stay.from,
    to_date: stay.to,
    rooms: [room],
    cancellation_policy_consent: true,
    city_tax_policy_consent: true,
    payment_method_id: card.id,
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const { reservation_id: id } = (await booked.json()) as { reservation_id: number };
  return { account, stay, id, number: `R-${String(id).padStart(5, '0')}` };
}

const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test(
  'shows the payments and what is left to pay on arrival, city tax included, and opens the requests prefilled',
  { tag: '@dates' },
  async ({ page, baseURL }) => {
    const { account, stay, id, number } = await bookStay(page, baseURL!);
    await page.goto(`/en/my/room-reservations/${id}`);
    const manage = page.getByRole('region', { name: 'Manage your booking' });
    // product.md §2.3: the deposit is 75 euro per person: two adults.
    await expect(manage.getByTestId('payments')).toContainText('€150.00');
    await expect(manage.getByTestId('payments')).toContainText('4242');
    await expect(manage.getByTestId('paid-so-far')).toHaveText('€150.00');
    const total = euros(await page.getByTestId('reservation-total').innerText());
    // City tax: 1.50 euro a person a night, 2 people, 3 nights.
    await expect(manage).toContainText('€9.00');
    expect(euros(await manage.getByTestId('due-on-arrival').innerText())).toBeCloseTo(total - 150 + 9, 2);

    await manage.getByRole('link', { name: 'Request a change' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/requests/change-booking\\?reservation=${number}$`));
    const change = page.getByRole('form', { name: 'Change booking request' });
    await expect(change.getByLabel('Reservation number (if you have one)')).toHaveValue(number);
    await expect(change.getByLabel('Current check-in', { exact: true })).toHaveValue(stay.from);
    await expect(change.getByLabel('Current check-out', { exact: true })).toHaveValue(stay.to);
    await expect(change.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await expect(change.getByLabel('First name', { exact: true })).toHaveValue(account.firstName);

    // The calendar picks the new dates: check-in, then check-out.
    await change.getByRole('button', { name: 'Pick the new dates' }).click();
    const calendar = page.getByRole('dialog');
    await expect(calendar).toBeVisible();

    await page.goto(`/en/my/room-reservations/${id}`);
    await page
      .getByRole('region', { name: 'Manage your booking' })
      .getByRole('link', { name: 'Request a refund' })
      .click();
    const refund = page.getByRole('form', { name: 'Refund request' });
    await expect(refund.getByLabel('Amount', { exact: true })).toHaveValue('150.00');
    await expect(refund.getByLabel('Reservation number (if you have one)')).toHaveValue(number);
  },
);

test('downloads the stay as a calendar file with the check-in time and the hotel address', async ({
  page,
  baseURL,
}) => {
  const { id, number, stay } = await bookStay(page, baseURL!);
  await page.goto(`/it/my/room-reservations/${id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: tr('it', 'Add to my calendar (.ics)') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`terme-${number}.ics`);
  const ics = readFileSync((await file.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`DTSTART:${stay.from.replace(/-/g, '')}T`);
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain('Via delle Terme 1\\, 35036 Montegrotto Terme (PD)');
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`il tuo soggiorno ${number}`);
});

test("shows someone else's reservation to nobody", async ({ page, browser, baseURL }) => {
  const { id } = await bookStay(page, baseURL!);
  const stranger = await browser.newPage();
  await onHotelClock(stranger);
  await signInNewAccount(stranger, baseURL!);
  await stranger.goto(`/en/my/room-reservations/${id}`);
  await expect(stranger.getByRole('alert')).toContainText('This reservation does not exist or is not yours.');
  await expect(stranger.getByRole('region', { name: 'Manage your booking' })).toHaveCount(0);
  await stranger.close();
});
