import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { GUEST, authDialog, newAccount, openLoginFromNavBar, registerAccount, resetLinkFor } from './support/accounts';
import { tr } from './support/catalog';

// The navigation's account control asks /api/user once its code has come. On a busy server that
// read, sent with the visitor's session, can answer after a password reset or a login has signed
// the person in (the last CI run failed on it: /my showed the login dialog). Here the read is answered
// by the server at once and handed to the page only after the sign-in's answer.

/** Holds the page's reads of /api/user (already answered by the server) until `release` is called. */
async function holdUserReads(page: Page) {
  const held: (() => Promise<void>)[] = [];
  let released = false;
  let answered!: () => void;
  const firstAnswered = new Promise<void>((resolve) => (answered = resolve));
  await page.route('**/api/user', async (route) => {
    // Asked now, with the cookies of now: the visitor's session, before the sign-in.
    const response = await route.fetch();
    answered();
    if (released) await route.fulfill({ response });
    else held.push(() => route.fulfill({ response }));
  });
  return {
    firstAnswered,
    release: async () => {
      released = true;
      await Promise.all(held.map((answer) => answer()));
    },
  };
}

test('a password reset signs the person in even when the account control read "a guest" before it and answers after', async ({
  page,
  baseURL,
  outbox,
}) => {
  const account = await registerAccount(baseURL!, newAccount('late-read'));
  const link = new URL(await resetLinkFor(baseURL!, outbox, account.email));
  const reads = await holdUserReads(page);
  await page.goto(`${link.pathname.replace(/^\/[a-z]{2}\//, '/it/')}${link.search}`);
  await reads.firstAnswered;

  const form = page.getByRole('form', { name: tr('it', 'Choose a new password') });
  await form.getByLabel(tr('it', 'Password'), { exact: true }).fill('a-new-password-2026');
  await form.getByLabel(tr('it', 'Confirm password'), { exact: true }).fill('a-new-password-2026');
  const reset = page.waitForResponse(
    (response) => response.url().endsWith('/password/reset') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: tr('it', 'Save the new password') }).click();
  expect((await reset).status()).toBe(200);
  await expect(page).toHaveURL(/\/it\/my$/);
  await reads.release();

  await expect(page.getByTestId('account-name')).toHaveText(account.fullName);
  await expect(authDialog(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: tr('it', 'My account') })).toBeVisible();
});

test('a login from the dialog holds when a read of "a guest" sent before it answers after it', async ({ page }) => {
  const reads = await holdUserReads(page);
  await page.goto('/de/');
  await reads.firstAnswered;
  await openLoginFromNavBar(page, 'de');

  const form = authDialog(page).getByRole('form', { name: tr('de', 'Log in') });
  await form.getByLabel(tr('de', 'Email'), { exact: true }).fill(GUEST.email);
  await form.getByLabel(tr('de', 'Password'), { exact: true }).fill(GUEST.password);
  const login = page.waitForResponse(
    (response) => response.url().endsWith('/login') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: tr('de', 'Log in') }).click();
  expect((await login).status()).toBe(200);
  await reads.release();

  await expect(page).toHaveURL(/\/de\/my$/);
  await expect(page.getByTestId('account-name')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: tr('de', 'My account') })).toBeVisible();
});
