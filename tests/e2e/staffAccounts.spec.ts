import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/fixtures';
import { tr } from './support/catalog';
import { passwordLink } from './support/accounts';
import { pagePost } from './checkInSupport';

// docs/product.md §12: the administrator invites a front-desk colleague; the colleague sets a
// password from the mail's link, sees only the front desk's menu, and is refused the staff accounts.

test.describe.configure({ timeout: 120_000 });

const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const PASSWORD = 'reception-password-2026';

async function signIn(page: Page, lang: string, account: { email: string; password: string }) {
  await page.goto(`/${lang}/`);
  expect((await pagePost(page, '/login', { ...account, remember: true })).status()).toBe(200);
}

const menu = (page: Page) => page.getByRole('navigation', { name: tr('en', 'Front desk') });

test('the administrator invites a front-desk colleague, who sets a password and sees only the desk', async ({
  browser,
  page,
  baseURL,
  outbox,
}) => {
  const email = uniqueEmail('desk');
  await signIn(page, 'en', ADMIN);
  await page.goto('/en/admin/staff');
  await expect(menu(page).getByRole('link', { name: 'Staff accounts' })).toHaveAttribute('aria-current', 'page');

  const form = page.getByRole('form', { name: 'Invite a colleague' });
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(form.getByText('The email address is required.')).toBeVisible();
  await form.getByLabel('First name').fill('Sara');
  await form.getByLabel('Last name').fill('Greco');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption('front_desk');
  await form.getByLabel('Language of the mail').selectOption('en');
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  await expect(page.getByTestId(`staff-${email}`)).toContainText('Invited, no password yet');

  const mail = await outbox.waitFor(email);
  expect(mail.subject).toBe('Your Terme staff account');
  const link = new URL(passwordLink(mail.links));

  const colleague = await (await browser.newContext({ baseURL })).newPage();
  await colleague.goto(`${link.pathname}${link.search}`);
  const reset = colleague.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await reset.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await reset.getByRole('button', { name: 'Save the new password' }).click();
  await expect(colleague).toHaveURL(/\/en\/my$/);

  await colleague.goto('/en/admin');
  const links = menu(colleague).getByRole('link');
  await expect(menu(colleague).getByRole('link', { name: 'Arrivals' })).toBeVisible();
  const names = await links.allTextContents();
  expect(names.slice(0, 3)).toEqual(['Arrivals', 'Police report', 'Guest requests']);
  expect(names).not.toContain('Staff accounts');
  expect(names).not.toContain('Staff actions');
  await expect(
    colleague.getByTestId('arrivals-table').or(colleague.getByText('No arrivals in these days.')),
  ).toBeVisible();

  await colleague.goto('/en/admin/staff');
  await expect(colleague.getByRole('alert')).toHaveText("This page is for the hotel's staff only.");
  await colleague.context().close();
});

test('the revenue manager’s menu in Italian and German has no front-desk screens', async ({ page }) => {
  await signIn(page, 'it', REVENUE);
  await page.goto('/it/admin/staff');
  await expect(page.getByRole('alert')).toHaveText(tr('it', "This page is for the hotel's staff only."));
  const names = await page
    .getByRole('navigation', { name: tr('it', 'Front desk') })
    .getByRole('link')
    .allTextContents();
  expect(names).not.toContain(tr('it', 'Arrivals'));
  expect(names).not.toContain(tr('it', 'Staff accounts'));

  await page.goto('/de/admin/staff');
  const german = await page
    .getByRole('navigation', { name: tr('de', 'Front desk') })
    .getByRole('link')
    .allTextContents();
  expect(german).not.toContain(tr('de', 'Police report'));
});
