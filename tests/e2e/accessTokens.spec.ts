import { request as playwrightRequest, type Page } from '@playwright/test';
import { newAccount, registerAccount, type Account } from './support/accounts';
import { tr, type Lang } from './support/catalog';
import { expect, test } from './support/fixtures';

// Personal access tokens (issue 14) in the browser: the token manager creates a token and shows it
// once; a program (a request context without the browser's cookies) calls the API with it, sees
// the data of its scope and 403 for another scope; deleted, the token answers 401. Languages are
// dealt among the tests; wording and failure copy are checked in the unit tests.

async function signIn(page: Page, account: Account, lang: Lang) {
  await page.goto(`/${lang}/`);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const login = await page.request.post('/login', {
    data: { email: account.email, password: account.password, remember: true },
    headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`/${lang}/my/tokens`);
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'Personal access tokens') })).toBeVisible();
}

async function createToken(page: Page, lang: Lang, name: string, scopeIds: string[]) {
  await page.getByRole('button', { name: tr(lang, 'Create token') }).click();
  const dialog = page.getByRole('dialog', { name: tr(lang, 'Create token') });
  await dialog.getByLabel(tr(lang, 'Name')).fill(name);
  for (const id of scopeIds) await dialog.getByRole('checkbox', { name: new RegExp(`\\(${id}\\)`) }).check();
  await dialog.getByRole('button', { name: tr(lang, 'Create'), exact: true }).click();
  const reveal = page.getByRole('dialog', { name: tr(lang, 'Your new token') });
  await expect(reveal).toBeVisible();
  await expect(reveal).toContainText(tr(lang, 'Copy your new token now: it will not be shown again.'));
  const token = await reveal.getByTestId('new-token').inputValue();
  expect(token).toMatch(/^terme_pat_[0-9A-Za-z]{49}$/);
  return token;
}

test('en: a token made in the manager opens its scope to a program, is shown once, and stops working once deleted', async ({
  page,
  baseURL,
}) => {
  const account = await registerAccount(baseURL!, newAccount('tokens'));
  await signIn(page, account, 'en');
  await expect(page).toHaveTitle('Personal access tokens · Terme Hotel');
  await expect(page.getByText('You have no tokens yet.')).toBeVisible();
  const token = await createToken(page, 'en', 'Home calendar', ['profile:read']);
  await page.getByRole('button', { name: 'Done' }).click();

  // In the list, by name with its scope; never the token again.
  const item = page.getByTestId('token-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Home calendar');
  await expect(item).toContainText('profile:read');
  await expect(item).toContainText('Never');
  await page.reload();
  await expect(page.getByTestId('token-item')).toContainText('Home calendar');
  expect(await page.content()).not.toContain(token);

  // A program: no cookie, no CSRF token.
  const program = await playwrightRequest.newContext({ baseURL });
  try {
    const auth = { Authorization: `Bearer ${token}`, 'X-Locale': 'en' };
    const me = await program.get('/api/user', { headers: auth });
    expect(me.status()).toBe(200);
    expect((await me.json()).user.email).toBe(account.email);
    const reservations = await program.get('/api/my/room-reservations', { headers: auth });
    expect(reservations.status()).toBe(403);
    expect((await reservations.json()).message).toBe('This token lacks the scope "reservations:read".');

    // Used: the list says when.
    await page.reload();
    await expect(page.getByTestId('token-item')).not.toContainText('Never');

    await page.getByRole('button', { name: 'Delete the token "Home calendar"' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete token' });
    await expect(confirm).toContainText('Delete the token "Home calendar"?');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('You have no tokens yet.')).toBeVisible();

    const after = await program.get('/api/user', { headers: auth });
    expect(after.status()).toBe(401);
    expect(after.headers()['www-authenticate']).toBe('Bearer error="invalid_token"');
  } finally {
    await program.dispose();
  }
});

test('de: the scopes come from the server in German, and a token with reservations:read reads the reservations', async ({
  page,
  baseURL,
}) => {
  const account = await registerAccount(baseURL!, newAccount('tokens'), 'de');
  await signIn(page, account, 'de');
  await page.getByRole('button', { name: tr('de', 'Create token') }).click();
  const dialog = page.getByRole('dialog', { name: tr('de', 'Create token') });
  await expect(
    dialog.getByRole('checkbox', {
      name: 'Meine Buchungen lesen (Zimmer und Day Spa, mit Zahlungen) (reservations:read)',
    }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  const token = await createToken(page, 'de', 'Kalender', ['reservations:read']);
  await page.getByRole('button', { name: tr('de', 'Done') }).click();
  await expect(page.getByTestId('token-item')).toContainText('reservations:read');
  const program = await playwrightRequest.newContext({ baseURL });
  try {
    const rooms = await program.get('/api/my/room-reservations', { headers: { Authorization: `Bearer ${token}` } });
    expect(rooms.status()).toBe(200);
    expect(await rooms.json()).toEqual([]);
    const profile = await program.get('/api/user', { headers: { Authorization: `Bearer ${token}`, 'X-Locale': 'de' } });
    expect(profile.status()).toBe(403);
    expect((await profile.json()).message).toBe('Diesem Token fehlt die Berechtigung "profile:read".');
  } finally {
    await program.dispose();
  }
});

test('it: a token without a name or a scope is refused under its fields, and nothing is created', async ({
  page,
  baseURL,
}) => {
  const account = await registerAccount(baseURL!, newAccount('tokens'), 'it');
  await signIn(page, account, 'it');
  await page.getByRole('button', { name: tr('it', 'Create token') }).click();
  const dialog = page.getByRole('dialog', { name: tr('it', 'Create token') });
  await dialog.getByRole('button', { name: tr('it', 'Create'), exact: true }).click();
  await expect(dialog).toContainText('Dai un nome al token.');
  await expect(dialog).toContainText('Scegli almeno un permesso.');
  await page.keyboard.press('Escape');
  await expect(page.getByText(tr('it', 'You have no tokens yet.'))).toBeVisible();
});

test(`de: after the token manager's modals close, the focus is back on "Create token", whichever way they closed`, async ({
  page,
  baseURL,
}) => {
  const account = await registerAccount(baseURL!, newAccount('tokenfocus'));
  await signIn(page, account, 'de');
  const createButton = page.getByRole('button', { name: tr('de', 'Create token') });
  await createButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: tr('de', 'Create token') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(createButton).toBeFocused();

  // Created: "Create token" closes, "Your new token" opens from inside it; Done gives the focus back to where it all began.
  await createToken(page, 'de', 'Kalender', ['profile:read']);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tr('de', 'Done') })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(createButton).toBeFocused();
});
