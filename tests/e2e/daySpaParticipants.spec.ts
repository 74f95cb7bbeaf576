import type { Page } from '@playwright/test';
import { addDays, addYears, hotelToday } from '../../domain/dates';
import { expect, test } from './support/fixtures';
import { bookAsNewAccount } from './support/daySpaBooking';
import { tr, trMessage } from './support/catalog';
import { freezeClock, installClock, resumeClock } from './support/clock';
import { holdingSetting } from './support/sharedSetting';

// The reservation page and the participant invitation form (product.md §10), in Italian, against the
// real server: a guest invited by mail, a minor added directly, then a full reservation that
// offers only infants.

const it = (text: string, params?: Record<string, string>) => tr('it', text, params);

const participants = (page: Page) => page.getByTestId('participants');
const typeRadio = (page: Page, label: string) => page.getByRole('radio', { name: label });
/** The infant's type names the product's free age (1 year here, the default: product.md §12.16). */
const INFANT = trMessage(
  'it',
  '{infantAge, plural, =0 {Infant (under 1 year): free, added at once} one {Infant (up to 1 year): free, added at once} other {Infant (up to # years): free, added at once}}',
  { infantAge: 1 },
);

test('invites a guest by mail, adds a minor, then offers only infants once the reservation is full', async ({
  page,
  baseURL,
  outbox,
}) => {
  const { account, number } = await bookAsNewAccount(page, baseURL!, 3);
  // Minors admitted throughout: daySpaAdmin.spec switches them off for a moment (docs/testing.md).
  await holdingSetting('day-spa-minors', async () => {
    await page.goto(`/it/my/product-reservations/${number}`);
    await expect(page.getByRole('heading', { name: it('Reservation {number}', { number }) })).toBeVisible();
    await expect(participants(page)).toContainText(account.fullName);

    // Nothing but the type shows before a type is chosen.
    await expect(page.getByLabel(it('First name'), { exact: true })).toHaveCount(0);

    // A guest: an email is required, then an invitation goes out.
    await typeRadio(page, it('Guest: receives an invitation to register by email')).check();
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
    await typeRadio(page, it('Minor: added at once')).check();
    await page.getByLabel(it('First name'), { exact: true }).fill('Luca');
    await page.getByLabel(it('Last name'), { exact: true }).fill('Berg');
    await page.getByLabel(it('Date of birth')).fill(addYears(hotelToday(), -9));
    await page.getByRole('button', { name: it('Add') }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Luca Berg' })).toBeVisible();
    await expect(participants(page)).toContainText('Luca Berg', { timeout: 5000 });
    await expect(
      page.getByText(it('Every place of this reservation is taken: only infants can still be added.')),
    ).toBeVisible();

    // Full: another adult shows the notice instead of the fields; an infant is still added.
    await typeRadio(page, it('Adult: receives an invitation to register')).check();
    await expect(page.getByText(it('The maximum number of participants has been reached.'))).toBeVisible();
    await expect(page.getByLabel(it('First name'), { exact: true })).toHaveCount(0);
    await typeRadio(page, INFANT).check();
    await page.getByLabel(it('First name'), { exact: true }).fill('Sofia');
    await page.getByLabel(it('Last name'), { exact: true }).fill('Berg');
    await page.getByLabel(it('Date of birth')).fill(addDays(hotelToday(), -60));
    await page.getByRole('button', { name: it('Add') }).click();
    await expect(participants(page)).toContainText('Sofia Berg', { timeout: 5000 });
  });
});

test('adds a second minor and a second infant, each chosen while the notice of the one before still shows', async ({
  page,
  baseURL,
}) => {
  await installClock(page);
  const { number } = await bookAsNewAccount(page, baseURL!, 3);
  // Minors admitted throughout: daySpaAdmin.spec switches them off for a moment (docs/testing.md).
  await holdingSetting('day-spa-minors', async () => {
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
    await add(it('Minor: added at once'), 'Luca', addYears(hotelToday(), -9));
    await add(it('Minor: added at once'), 'Marta', addYears(hotelToday(), -7));
    await add(INFANT, 'Sofia', addDays(hotelToday(), -60));
    await add(INFANT, 'Marco', addDays(hotelToday(), -30));
    await resumeClock(page);
    for (const name of ['Luca Neri', 'Marta Neri', 'Sofia Neri', 'Marco Neri'])
      await expect(participants(page)).toContainText(name, { timeout: 5000 });
    // The form starts again, empty.
    await expect(page.getByLabel(it('First name'), { exact: true })).toHaveCount(0);
  });
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
