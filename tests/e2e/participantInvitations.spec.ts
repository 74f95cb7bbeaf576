import type { Browser, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/fixtures';
import { onHotelClock } from './support/clock';
import { authDialog, newAccount, registerAccount } from './support/accounts';
import { bookAsNewAccount, pagePost } from './support/daySpaBooking';
import { tr, type Lang } from './support/catalog';
import type { Outbox } from './support/outbox';

// Issue 16 item 1: the invitation mail's link opens the registration (or the login) with the
// invitation shown and the address filled in; signing in there confirms the participant, who then
// has the reservation in /my; the booker sees them confirmed; a used, unknown or someone else's
// link says what is wrong.

/** Invites someone to the booker's reservation and returns the mailed link (path and query). */
async function invite(
  booker: Page,
  outbox: Outbox,
  number: string,
  lang: Lang,
  person: { first_name: string; last_name: string; email: string },
) {
  const response = await pagePost(booker)(`/${lang}/my/product-reservations/${number}/invitations`, {
    type: 'guest',
    ...person,
  });
  expect(response.status(), await response.text()).toBe(200);
  const mail = await outbox.waitFor(person.email);
  const link = mail.links.find((l) => l.includes('/register?invitation='));
  if (!link) throw new Error(`no invitation link in ${JSON.stringify(mail.links)}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** A second browser for the invited person (no session of the booker's). */
async function visitor(browser: Browser, baseURL: string, clientAddress: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress.replace(/\.\d+$/, '.251') },
  });
  const page = await context.newPage();
  await onHotelClock(page);
  return page;
}

test('a new guest registers from the invitation, finds the reservation in /my, and the booker sees them confirmed', async ({
  page,
  browser,
  baseURL,
  outbox,
  clientAddress,
}) => {
  test.setTimeout(90_000);
  const it = (text: string, values?: Record<string, string>) => tr('it', text, values);
  const { account: booker, number } = await bookAsNewAccount(page, baseURL!, 3);
  const invited = { first_name: 'Anna', last_name: 'Berg', email: uniqueEmail('anna') };
  const link = await invite(page, outbox, number, 'it', invited);

  const guest = await visitor(browser, baseURL!, clientAddress);
  await guest.goto(link);
  // The registration dialog opens over the invitation, with who invites to what and the address filled in.
  const form = authDialog(guest).getByRole('form', { name: it('Register') });
  await expect(form).toBeVisible();
  await expect(authDialog(guest).getByTestId('invitation-summary')).toContainText(booker.fullName);
  await expect(authDialog(guest).getByTestId('invitation-summary')).toContainText(number);
  await expect(form.getByLabel(it('Email'), { exact: true })).toHaveValue(invited.email);
  await expect(form.getByLabel(it('First name'), { exact: true })).toHaveValue('Anna');
  await form.getByLabel(it('Password'), { exact: true }).fill('una-password-sicura');
  await form.getByLabel(it('Confirm password'), { exact: true }).fill('una-password-sicura');
  await form.getByRole('checkbox', { name: new RegExp(it('privacy policy')) }).check();
  await form.getByRole('button', { name: it('Register') }).click();

  // Straight to the reservation, as a participant: who booked it, no amounts, no invitation form.
  await expect(guest).toHaveURL(new RegExp(`/it/my/product-reservations/${number}$`));
  await expect(guest.getByRole('heading', { name: it('Reservation {number}', { number }) })).toBeVisible();
  await expect(guest.getByRole('definition').filter({ hasText: booker.fullName })).toBeVisible();
  await expect(guest.getByTestId('amount-paid')).toHaveCount(0);
  await expect(guest.getByRole('form', { name: it('Add a participant') })).toHaveCount(0);
  await guest.goto('/it/my');
  await guest.getByRole('link', { name: new RegExp(number) }).click();
  await expect(guest).toHaveURL(new RegExp(`/it/my/product-reservations/${number}$`));

  // The booker sees the participant confirmed.
  await page.goto(`/it/my/product-reservations/${number}`);
  const row = page.getByTestId('participants').getByRole('listitem').filter({ hasText: 'Anna Berg' });
  await expect(row).toContainText(it('Place confirmed'));

  // The link works once: opened again it says so.
  const other = await visitor(browser, baseURL!, clientAddress);
  await other.goto(link);
  await expect(other.getByRole('alert')).toContainText('Questo invito è già stato accettato');
  await expect(authDialog(other)).toHaveCount(0);
});

test('someone with an account gets the login with the address filled in', async ({
  page,
  browser,
  baseURL,
  outbox,
  clientAddress,
}) => {
  test.setTimeout(90_000);
  const { number } = await bookAsNewAccount(page, baseURL!, 2, 'en');
  const existing = await registerAccount(baseURL!, newAccount('member'), 'en');
  const link = await invite(page, outbox, number, 'en', {
    first_name: existing.firstName,
    last_name: existing.lastName,
    email: existing.email,
  });

  const guest = await visitor(browser, baseURL!, clientAddress);
  await guest.goto(link);
  const form = authDialog(guest).getByRole('form', { name: 'Log in' });
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(existing.email);
  await form.getByLabel('Password', { exact: true }).fill(existing.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(guest).toHaveURL(new RegExp(`/en/my/product-reservations/${number}$`));
  await page.goto(`/en/my/product-reservations/${number}`);
  await expect(
    page.getByTestId('participants').getByRole('listitem').filter({ hasText: existing.fullName }),
  ).toContainText('Place confirmed');
});

test('registering under another address than the invited one is refused with the reason, in German', async ({
  page,
  browser,
  baseURL,
  outbox,
  clientAddress,
}) => {
  test.setTimeout(90_000);
  const de = (text: string) => tr('de', text);
  const { number } = await bookAsNewAccount(page, baseURL!, 2, 'de');
  const invitedEmail = uniqueEmail('max');
  const link = await invite(page, outbox, number, 'de', {
    first_name: 'Max',
    last_name: 'Muster',
    email: invitedEmail,
  });

  const guest = await visitor(browser, baseURL!, clientAddress);
  await guest.goto(link);
  const form = authDialog(guest).getByRole('form', { name: de('Register') });
  await form.getByLabel(de('Email'), { exact: true }).fill(uniqueEmail('someone-else'));
  await form.getByLabel(de('Password'), { exact: true }).fill('ein-sicheres-passwort');
  await form.getByLabel(de('Confirm password'), { exact: true }).fill('ein-sicheres-passwort');
  await form.getByRole('checkbox', { name: new RegExp(de('privacy policy')) }).check();
  await form.getByRole('button', { name: de('Register') }).click();
  await expect(form.getByText(`Diese Einladung wurde an ${invitedEmail} geschickt`)).toBeVisible();
  await expect(form.getByLabel(de('Email'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('an unknown link says so instead of opening an empty registration', async ({ page }) => {
  await page.goto('/it/register?invitation=not-a-real-invitation');
  await expect(page.getByRole('alert')).toContainText("Questo link d'invito non è valido");
  await expect(authDialog(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: tr('it', 'Your invitation') })).toBeVisible();
});
