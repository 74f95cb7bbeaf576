import { expect, test } from './support/fixtures';
import { authDialog, openLoginFromNavBar } from './support/accounts';
import { chunkFetches } from './support/lateCode';

// The login dialog loads the first time someone opens it (Layout.tsx), and Radix's dialog code
// (decision 035) with it, not a round trip after it.

test('de: the login dialog opens from the home page; the modal code was asked for before the dialog code had come', async ({
  page,
}) => {
  await page.goto('/de/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await chunkFetches(page, 'ModalDialog')).fetchedAt).toEqual([]);

  await openLoginFromNavBar(page, 'de');
  await expect(authDialog(page).getByRole('form', { name: 'Anmelden' })).toBeVisible();
  const modal = await chunkFetches(page, 'ModalDialog');
  const login = await chunkFetches(page, 'AuthDialog');
  expect(modal.fetchedAt).toHaveLength(1);
  expect(login.cameAt).toHaveLength(1);
  expect(modal.fetchedAt[0]).toBeLessThan(login.cameAt[0]);
});
