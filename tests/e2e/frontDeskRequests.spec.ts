import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { tr } from './support/catalog';
import { pagePost } from './checkInSupport';
import { GUEST } from './support/accounts';
import { addDays, formatDate, hotelToday } from '../../domain/dates';

// The front desk reads what guests sent (issue 12 -> 13): a guest's change-booking and refund
// requests in the staff's inbox with their dates, amount, bank details and note; staff move one
// to "in progress" and the log says who did.

const de = (text: string, values?: Record<string, string>) => tr('de', text, values);
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };

async function send(page: Page, url: string, body: Record<string, unknown>): Promise<number> {
  const response = await pagePost(page, url, body);
  expect(response.status()).toBe(200);
  return (await response.json()).request_id;
}

test('staff read a guest request in the inbox and move it to in progress', async ({ page, browser, baseURL }) => {
  const email = `inbox-${randomUUID().slice(0, 8)}@example.com`;
  const contact = { first_name: 'Greta', last_name: 'Weiss', email, privacy: true, newsletter_consent: false };
  const checkin = addDays(hotelToday(), 30);
  await page.goto('/en/requests/change-booking');
  const change = await send(page, '/requests/change-booking', {
    ...contact,
    checkin,
    checkout: addDays(checkin, 3),
    new_checkin: addDays(checkin, 7),
    new_checkout: addDays(checkin, 10),
    note: 'A week later, please.',
  });
  const refund = await send(page, '/requests/refund', { ...contact, amount: 9990, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });

  const staff = await (await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.78.0.1' } })).newPage();
  await staff.goto('/de/');
  expect((await pagePost(staff, '/login', { ...ADMIN, remember: true })).status()).toBe(200);
  await staff.goto('/de/admin');
  await staff.getByRole('link', { name: de('Guest requests') }).click();
  await expect(staff).toHaveURL(/\/de\/admin\/requests$/);
  await expect(staff).toHaveTitle('Rezeption: Anfragen der Gäste · Terme Hotel');

  const card = (id: number) => staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: new RegExp(`^#${id} `) }) });
  const changeCard = card(change);
  await expect(changeCard.getByRole('heading')).toHaveText(`#${change} · ${de('Change of booking')}`);
  await expect(changeCard).toContainText(`Greta Weiss · ${email}`);
  const day = (iso: string) => formatDate(iso, 'de', 'DD MMM YYYY');
  await expect(changeCard).toContainText(`${day(checkin)} – ${day(addDays(checkin, 3))}`);
  await expect(changeCard).toContainText(`${day(addDays(checkin, 7))} – ${day(addDays(checkin, 10))}`);
  await expect(changeCard).toContainText('A week later, please.');
  // The refund: the amount, and the bank details whole, grouped as people read them.
  await expect(card(refund)).toContainText('99,90 €');
  await expect(card(refund)).toContainText('DE89 3704 0044 0532 0130 00');
  await expect(card(refund)).toContainText('COBADEFFXXX');

  await changeCard.getByRole('button', { name: de('Mark as {0}', { 0: de('In progress') }) }).click();
  await expect(staff.locator('.toast--success')).toContainText(de('Request #{0} is now: {1}', { 0: String(change), 1: de('In progress') }));
  await expect(changeCard).toHaveCount(0);
  await staff.getByRole('button', { name: new RegExp(`^${de('In progress')} \\(\\d+\\)$`) }).click();
  await expect(card(change)).toBeVisible();
  await expect(card(refund)).toHaveCount(0);

  await staff.getByRole('link', { name: de('Staff actions') }).click();
  await expect(staff.getByTestId('staff-actions')).toContainText(`${ADMIN.email} · ${de('Marked request #{0} as {1}', { 0: String(change), 1: de('In progress') })}`);
  await staff.context().close();
});

test('tells a guest that the inbox is for staff only', async ({ page }) => {
  await page.goto('/it/');
  expect((await pagePost(page, '/login', { ...GUEST, remember: true })).status()).toBe(200);
  await page.goto('/it/admin/requests');
  await expect(page.getByText(tr('it', "This page is for the hotel's staff only."))).toBeVisible();
});
