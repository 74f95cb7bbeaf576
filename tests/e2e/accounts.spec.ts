import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { HONEYPOT_MIN_AGE_MS, authDialog, newAccount, passwordLink } from './support/accounts';
import { tr, type Lang } from './support/catalog';
import { expectAnnounced, recordAnnouncements } from './support/announcements';

// The acceptance walk, as a new visitor would do it: register in German, log out, log in,
// switch to Italian on /my, reset the password through the mail in the outbox, hit an unknown path.

test.use({ locale: 'de-DE' });

const account = newAccount('journey');
const NEW_PASSWORD = 'ein-neues-passwort-2026';

async function logIn(page: Page, lang: Lang, password: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: tr(lang, 'Log in'), exact: true })
    .click();
  const form = authDialog(page).getByRole('form', { name: tr(lang, 'Log in') });
  await form.getByLabel(tr(lang, 'Email'), { exact: true }).fill(account.email);
  await form.getByLabel(tr(lang, 'Password'), { exact: true }).fill(password);
  await form.getByRole('button', { name: tr(lang, 'Log in') }).click();
  return form;
}

async function expectAccountPage(page: Page, lang: Lang) {
  await expect(page).toHaveURL(new RegExp(`/${lang}/my$`));
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'My account') })).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText(account.fullName);
  await expect(page.getByTestId('account-email')).toHaveText(account.email);
}

async function logOut(page: Page, lang: Lang) {
  await page.getByRole('button', { name: tr(lang, 'Log out') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
  // The flash notice lives 4 s (product.md §1.3): read what the page rendered, not what is still there.
  await expectAnnounced(page, tr(lang, 'You have been logged out.'), new RegExp(`^/${lang}/$`));
  await expect(page.getByRole('banner').getByRole('button', { name: tr(lang, 'Log in'), exact: true })).toBeVisible();
}

test('a new visitor registers in German, logs out and in, switches to Italian, resets the password by mail', async ({
  page,
  outbox,
}) => {
  test.setTimeout(120_000);
  await recordAnnouncements(page);

  await test.step('register in German from the nav bar', async () => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
    await page
      .getByRole('banner')
      .getByRole('button', { name: tr('de', 'Log in'), exact: true })
      .click();
    const openedAt = Date.now();
    await authDialog(page)
      .getByRole('button', { name: tr('de', 'I do not have an account') })
      .click();
    const form = authDialog(page).getByRole('form', { name: tr('de', 'Register') });
    await form.getByLabel(tr('de', 'First name'), { exact: true }).fill(account.firstName);
    await form.getByLabel(tr('de', 'Last name'), { exact: true }).fill(account.lastName);
    await form.getByLabel(tr('de', 'Email'), { exact: true }).fill(account.email);
    await form.getByLabel(tr('de', 'Password'), { exact: true }).fill(account.password);
    await form.getByLabel(tr('de', 'Confirm password'), { exact: true }).fill(account.password);
    await form.getByRole('checkbox', { name: new RegExp(tr('de', 'privacy policy')) }).check();
    // The honeypot refuses forms younger than a second: a person is never that fast.
    const age = Date.now() - openedAt;
    if (age < HONEYPOT_MIN_AGE_MS) await page.waitForTimeout(HONEYPOT_MIN_AGE_MS - age);
    await form.getByRole('button', { name: tr('de', 'Register') }).click();
    // The welcome shows for 800 ms before /my, sooner than a busy machine looks: read what the page rendered.
    const welcome = tr('de', 'Welcome, {name}!', { name: account.fullName });
    await expectAnnounced(page, welcome);
    await expectAccountPage(page, 'de');
    await expect(page.getByText(tr('de', 'You have no reservations yet.'))).toBeVisible();
  });

  await test.step('log out, then log in again', async () => {
    await logOut(page, 'de');
    await logIn(page, 'de', account.password);
    await expectAccountPage(page, 'de');
  });

  await test.step('switch to Italian on /my: same page, same person, Italian texts', async () => {
    await page
      .getByRole('navigation', { name: tr('de', 'Language') })
      .getByRole('link', { name: 'IT', exact: true })
      .click();
    await expectAccountPage(page, 'it');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await logOut(page, 'it');
  });

  await test.step('reset the password through the mail in the outbox', async () => {
    await page.goto('/it/password/reset');
    const form = page.getByRole('form', { name: tr('it', 'Reset your password') });
    await form.getByLabel(tr('it', 'Email'), { exact: true }).fill(account.email);
    await form.getByRole('button', { name: tr('it', 'Send the link') }).click();
    await expect(page.getByRole('status')).toBeVisible();

    const mail = await outbox.waitFor(account.email);
    const link = new URL(passwordLink(mail.links));
    expect(link.searchParams.get('email')).toBe(account.email);
    await page.goto(link.pathname + link.search);
    const lang = link.pathname.split('/')[1] as Lang;
    const reset = page.getByRole('form', { name: tr(lang, 'Choose a new password') });
    await expect(reset.getByLabel(tr(lang, 'Email'), { exact: true })).toHaveValue(account.email);
    await reset.getByLabel(tr(lang, 'Password'), { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel(tr(lang, 'Confirm password'), { exact: true }).fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: tr(lang, 'Save the new password') }).click();
    await expectAccountPage(page, lang);

    // The link is single-use: a second visit is refused.
    await page.goto(link.pathname + link.search);
    await reset.getByLabel(tr(lang, 'Password'), { exact: true }).fill('yet-another-password');
    await reset.getByLabel(tr(lang, 'Confirm password'), { exact: true }).fill('yet-another-password');
    await reset.getByRole('button', { name: tr(lang, 'Save the new password') }).click();
    await expect(reset.getByLabel(tr(lang, 'Email'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('the old password no longer works, the new one does', async () => {
    await page.goto('/it/my');
    await logOut(page, 'it');
    const form = await logIn(page, 'it', account.password);
    await expect(form.getByLabel(tr('it', 'Email'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(tr('it', 'Password'), { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: tr('it', 'Log in') }).click();
    await expectAccountPage(page, 'it');
  });

  await test.step('an unknown path shows the not-found screen', async () => {
    await page.goto('/it/questa/pagina/non-esiste');
    await expect(page.getByRole('heading', { level: 1, name: tr('it', 'Error 404') })).toBeVisible();
    await expect(page.getByRole('link', { name: tr('it', 'Back to the home page') })).toHaveAttribute('href', '/it/');
  });
});

test('a guest who opens /my gets the login dialog, and lands on /my after logging in', async ({ page }) => {
  await page.goto('/en/my');
  await expect(authDialog(page).getByRole('form', { name: 'Log in' })).toBeVisible();
  const form = authDialog(page).getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email', { exact: true }).fill('guest@terme.example');
  await form.getByLabel('Password', { exact: true }).fill('terme-guest-2026');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/my$/);
  await expect(page.getByTestId('account-email')).toHaveText('guest@terme.example');
});
