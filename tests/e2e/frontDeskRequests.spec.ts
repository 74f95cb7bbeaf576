import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { onHotelClock } from './support/clock';
import { tr } from './support/catalog';
import { pagePost } from './checkInSupport';
import { GUEST } from './support/accounts';
import { addDays, formatDate } from '../../domain/dates';
import { bookableStays } from './bookingSupport';
import { FAILED_MAIL } from './support/dbFixtures';

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

test(
  'staff read a guest request in the inbox and move it to in progress',
  { tag: '@dates' },
  async ({ page, browser, baseURL }) => {
    const email = `inbox-${randomUUID().slice(0, 8)}@example.com`;
    const contact = { first_name: 'Greta', last_name: 'Weiss', email, privacy: true, newsletter_consent: false };
    // The new dates must be a stay the calendar allows (the server checks them: 422 otherwise), on
    // any day of the year; the current ones are the guest's, a week before.
    const [wanted] = bookableStays(3, 1, 30);
    const checkin = addDays(wanted.from, -7);
    await page.goto('/en/requests/change-booking');
    const change = await send(page, '/requests/change-booking', {
      ...contact,
      checkin,
      checkout: addDays(checkin, 3),
      new_checkin: wanted.from,
      new_checkout: wanted.to,
      note: 'A week later, please.',
    });
    const refund = await send(page, '/requests/refund', {
      ...contact,
      amount: 9990,
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });

    const staff = await (
      await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.78.0.1' } })
    ).newPage();
    await onHotelClock(staff);
    await staff.goto('/de/');
    expect((await pagePost(staff, '/login', { ...ADMIN, remember: true })).status()).toBe(200);
    await staff.goto('/de/admin');
    await staff.getByRole('link', { name: de('Guest requests') }).click();
    await expect(staff).toHaveURL(/\/de\/admin\/requests$/);
    await expect(staff).toHaveTitle('Rezeption: Anfragen der Gäste · Terme Hotel');

    // A row per request in the inbox's dense table (docs/product.md §12.0), named by its number and kind.
    const card = (id: number) =>
      staff
        .getByTestId('requests-table')
        .getByRole('row')
        .filter({ has: staff.getByRole('rowheader', { name: new RegExp(`^#${id} `) }) });
    const changeCard = card(change);
    await expect(changeCard.getByRole('rowheader')).toHaveText(`#${change} · ${de('Change of booking')}`);
    await expect(changeCard).toContainText(`Greta Weiss${email}`);
    const day = (iso: string) => formatDate(iso, 'de', 'DD MMM YYYY');
    await expect(changeCard).toContainText(`${day(checkin)} – ${day(addDays(checkin, 3))}`);
    await expect(changeCard).toContainText(`${day(wanted.from)} – ${day(wanted.to)}`);
    await expect(changeCard).toContainText('A week later, please.');
    // The refund: the amount, and the bank details whole, grouped as people read them.
    await expect(card(refund)).toContainText('99,90 €');
    await expect(card(refund)).toContainText('DE89 3704 0044 0532 0130 00');
    await expect(card(refund)).toContainText('COBADEFFXXX');

    await changeCard.getByRole('button', { name: de('Mark as {0}', { 0: de('In progress') }) }).click();
    await expect(staff.locator('.toast--success')).toContainText(
      de('Request #{0} is now: {1}', { 0: String(change), 1: de('In progress') }),
    );
    await expect(changeCard).toHaveCount(0);
    await staff.getByRole('button', { name: new RegExp(`^${de('In progress')} \\(\\d+\\)$`) }).click();
    await expect(card(change)).toBeVisible();
    await expect(card(refund)).toHaveCount(0);

    await staff.getByRole('link', { name: de('Staff actions') }).click();
    await expect(staff.getByTestId('staff-actions')).toContainText(
      `${ADMIN.email} · ${de('Marked request #{0} as {1}', { 0: String(change), 1: de('In progress') })}`,
    );
    await staff.context().close();
  },
);

test('tells a guest that the inbox is for staff only', async ({ page }) => {
  await page.goto('/it/');
  expect((await pagePost(page, '/login', { ...GUEST, remember: true })).status()).toBe(200);
  await page.goto('/it/admin/requests');
  await expect(page.getByText(tr('it', "This page is for the hotel's staff only."))).toBeVisible();
});

test('staff see a mail that could not be sent and send it again', async ({ browser, baseURL, outbox }) => {
  const it = (text: string, values?: Record<string, string>) => tr('it', text, values);
  const staff = await (
    await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.78.0.2' } })
  ).newPage();
  await onHotelClock(staff);
  await staff.goto('/it/');
  expect((await pagePost(staff, '/login', { ...ADMIN, remember: true })).status()).toBe(200);
  // The seeded failed mail (support/dbFixtures.ts): its count shows on every front-desk page.
  await staff.goto('/it/admin');
  await staff.getByRole('link', { name: it('Mails not sent: {failedMails}', { failedMails: '1' }) }).click();
  await expect(staff).toHaveURL(/\/it\/admin\/requests#mails$/);
  await expect(staff.getByRole('heading', { name: `${it('Mails not sent')} (1)` })).toBeVisible();
  // The link leads to the mails, below the requests: brought into view, with the focus.
  await expect(staff.getByRole('heading', { name: new RegExp(`^${it('Mails not sent')}`) })).toBeFocused();
  await expect(staff.getByRole('heading', { name: new RegExp(`^${it('Mails not sent')}`) })).toBeInViewport();
  const mail = staff.getByTestId('failed-mails').getByRole('listitem');
  await expect(mail.getByRole('heading')).toContainText(it('Deposit receipt'));
  await expect(mail).toContainText(`${FAILED_MAIL.to} · ${FAILED_MAIL.subject}`);
  await expect(mail).toContainText(it('Attempts: {0}', { 0: '12' }));
  await expect(mail).toContainText(FAILED_MAIL.lastError);
  const id = /#(\d+)/.exec((await mail.getByRole('heading').textContent()) ?? '')![1];

  await mail.getByRole('button', { name: it('Send again') }).click();
  await expect(staff.locator('.toast--success')).toContainText(FAILED_MAIL.to);
  await expect(staff.getByText(it('Every mail has been sent.'))).toBeVisible();
  // The job really delivers it (the .eml outbox), and the log says who asked.
  expect((await outbox.waitFor(FAILED_MAIL.to)).subject).toBe(FAILED_MAIL.subject);
  await staff.getByRole('link', { name: it('Staff actions') }).click();
  await expect(staff.getByTestId('staff-actions')).toContainText(
    `${ADMIN.email} · ${it('Sent mail #{0} to {1} again', { 0: id, 1: FAILED_MAIL.to })}`,
  );
  await staff.context().close();
});
