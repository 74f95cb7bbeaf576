import type { Page } from '@playwright/test';
import { addDays, addYears, hotelToday } from '../../domain/dates';
import { isDaySpaGap, isDaySpaSoldOut } from '../../server/db/seed/daySpa';
import { expect, test } from './support/fixtures';
import { registerAccount } from './support/accounts';
import { tr } from './support/catalog';
import { freezeClock, installClock, resumeClock } from './support/clock';

// The reservation page and the participant invitation form (SPEC 2-5), in Italian, against the
// real server: a guest invited by mail, a minor added directly, then a full reservation that
// offers only infants.

const it = (text: string, params?: Record<string, string>) => tr('it', text, params);

function openDay(after: number) {
  for (let d = addDays(hotelToday(), after); ; d = addDays(d, 1)) if (!isDaySpaGap(d) && !isDaySpaSoldOut(d)) return d;
}

/** Signs the page in as a new account and books `people` places by the API, as the payment screen would. */
async function bookAsNewAccount(page: Page, baseURL: string, people: number) {
  const account = await registerAccount(baseURL, undefined, 'it');
  await page.goto('/it/');
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const post = async (url: string, data: unknown) => {
    const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? csrf;
    return page.request.post(url, { data, headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' } });
  };
  const login = await post('/login', { email: account.email, password: account.password, remember: true });
  expect(login.status()).toBe(200);
  await page.goto('/it/');
  const date = openDay(4);
  const slots = (await (await page.request.get(`/api/products/thermal-day`)).json()) as { id: number };
  const records = (await (await page.request.get(`/api/${slots.id}/availability?people=${people}&from_date=${date}&to_date=${date}`)).json()) as { id: number; title: string | null }[];
  const card = (await (await post('/api/sandbox/payment-methods', { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' })).json()) as { id: string };
  const booked = await post('/my/product-reservations', {
    date, people, product_availability_id: records.find((r) => r.title === null)!.id, cancellation_policy_consent: true, rules_consent: true, payment_method_id: card.id,
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return { account, number: ((await booked.json()) as { reservation_number: string }).reservation_number };
}

const participants = (page: Page) => page.getByTestId('participants');
const typeRadio = (page: Page, label: string) => page.getByRole('radio', { name: it(label) });

test('invites a guest by mail, adds a minor, then offers only infants once the reservation is full', async ({ page, baseURL, outbox }) => {
  const { account, number } = await bookAsNewAccount(page, baseURL!, 3);
  await page.goto(`/it/my/product-reservations/${number}`);
  await expect(page.getByRole('heading', { name: it('Reservation {number}', { number }) })).toBeVisible();
  await expect(participants(page)).toContainText(account.fullName);

  // Nothing but the type shows before a type is chosen.
  await expect(page.getByLabel(it('First name'), { exact: true })).toHaveCount(0);

  // A guest: an email is required, then an invitation goes out.
  await typeRadio(page, 'Guest: receives an invitation to register by email').check();
  await page.getByLabel(it('First name'), { exact: true }).fill('Anna');
  await page.getByLabel(it('Last name'), { exact: true }).fill('Berg');
  await page.getByRole('button', { name: it('Send invitation') }).click();
  await expect(page.getByRole('alert').filter({ hasText: /email/i }).first()).toBeVisible();
  const guestEmail = `anna.${Date.now()}@example.com`;
  await page.getByLabel(it('Email'), { exact: true }).fill(guestEmail);
  await page.getByRole('button', { name: it('Send invitation') }).click();
  await expect(page.getByRole('status').filter({ hasText: guestEmail })).toBeVisible();
  await expect(participants(page)).toContainText('Anna Berg', { timeout: 5000 });
  const mail = await outbox.waitFor(guestEmail);
  expect(mail.links.some((l) => l.includes('/it/register?invitation='))).toBe(true);

  // A minor is added directly; the reservation is now full (booker, guest, minor).
  await typeRadio(page, 'Minor: added at once').check();
  await page.getByLabel(it('First name'), { exact: true }).fill('Luca');
  await page.getByLabel(it('Last name'), { exact: true }).fill('Berg');
  await page.getByLabel(it('Date of birth')).fill(addYears(hotelToday(), -9));
  await page.getByRole('button', { name: it('Add') }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Luca Berg' })).toBeVisible();
  await expect(participants(page)).toContainText('Luca Berg', { timeout: 5000 });
  await expect(page.getByText(it('Every place of this reservation is taken: only infants can still be added.'))).toBeVisible();

  // Full: another adult shows the notice instead of the fields; an infant is still added.
  await typeRadio(page, 'Adult: receives an invitation to register').check();
  await expect(page.getByText(it('The maximum number of participants has been reached.'))).toBeVisible();
  await expect(page.getByLabel(it('First name'), { exact: true })).toHaveCount(0);
  await typeRadio(page, 'Infant (up to 1 year): free, added at once').check();
  await page.getByLabel(it('First name'), { exact: true }).fill('Sofia');
  await page.getByLabel(it('Last name'), { exact: true }).fill('Berg');
  await page.getByLabel(it('Date of birth')).fill(addDays(hotelToday(), -60));
  await page.getByRole('button', { name: it('Add') }).click();
  await expect(participants(page)).toContainText('Sofia Berg', { timeout: 5000 });
});

test('adds a second minor and a second infant, each chosen while the notice of the one before still shows', async ({ page, baseURL }) => {
  await installClock(page);
  const { number } = await bookAsNewAccount(page, baseURL!, 3);
  await page.goto(`/it/my/product-reservations/${number}`);
  await expect(participants(page)).toBeVisible();
  // The success notice lasts one second: the page's timers wait while the guest goes on.
  await freezeClock(page);
  const add = async (type: string, firstName: string, birth: string) => {
    await typeRadio(page, type).check();
    await page.getByLabel(it('First name'), { exact: true }).fill(firstName);
    await page.getByLabel(it('Last name'), { exact: true }).fill('Neri');
    await page.getByLabel(it('Date of birth')).fill(birth);
    await page.getByRole('button', { name: it('Add') }).click();
    await expect(page.getByRole('status').filter({ hasText: `${firstName} Neri` })).toBeVisible();
    // Free for the next participant's type, the same one included.
    await expect(typeRadio(page, type)).not.toBeChecked();
  };
  await add('Minor: added at once', 'Luca', addYears(hotelToday(), -9));
  await add('Minor: added at once', 'Marta', addYears(hotelToday(), -7));
  await add('Infant (up to 1 year): free, added at once', 'Sofia', addDays(hotelToday(), -60));
  await add('Infant (up to 1 year): free, added at once', 'Marco', addDays(hotelToday(), -30));
  await resumeClock(page);
  for (const name of ['Luca Neri', 'Marta Neri', 'Sofia Neri', 'Marco Neri']) await expect(participants(page)).toContainText(name, { timeout: 5000 });
  // The form starts again, empty.
  await expect(page.getByLabel(it('First name'), { exact: true })).toHaveCount(0);
});

test("answers not found for another guest's reservation number", async ({ page, baseURL }) => {
  const { number } = await bookAsNewAccount(page, baseURL!, 1);
  await bookAsNewAccount(page, baseURL!, 1);
  await page.goto(`/it/my/product-reservations/${number}`);
  await expect(page.getByText(it('The page does not exist'))).toBeVisible();
});

test('lists the reservation on /my with a link to its page', async ({ page, baseURL }) => {
  const { number } = await bookAsNewAccount(page, baseURL!, 2);
  await page.goto('/it/my');
  await page.getByRole('link', { name: new RegExp(number) }).click();
  await expect(page).toHaveURL(new RegExp(`/it/my/product-reservations/${number}$`));
  await expect(page.getByTestId('amount-paid')).toBeVisible();
});
