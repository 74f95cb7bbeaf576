import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { cardExpiry } from './support/clock';
import { tr } from './support/catalog';
import { booking, daySpa, deposit, payButton, type PayingJourney } from './paymentJourneys';
import { recordAnnouncements } from './support/announcements';

// The card cases every journey that takes money must pass (issue 8 §1), in Chromium against the
// real server and the sandbox (Stripe's test cards), each journey in its own language: its card
// step is the card payment statechart invoked as a child, so each case ends where the guest can
// pay again, and pays. Every purchase POST is counted.

const CARDS = {
  good: '4242424242424242',
  luhnFails: '4242424242424241',
  authenticate: '4000002500003155',
  declined: '4000000000000002',
};

function countPurchases(page: Page, journey: PayingJourney) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && journey.purchase.test(new URL(request.url()).pathname))
      posts.push(request.url());
  });
  return posts;
}

async function card(page: Page, journey: PayingJourney, number: string) {
  await page.getByLabel(tr(journey.lang, 'Card number')).fill(number);
  await page.getByLabel(tr(journey.lang, 'Expiry (MM / YY)')).fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
}

const errorToast = (page: Page, journey: PayingJourney) =>
  page.locator('.toast-text', { hasText: new RegExp(`^${tr(journey.lang, 'Error, {reason}', { reason: '' })}`) });
const authDialog = (page: Page, journey: PayingJourney) =>
  page.getByRole('dialog', { name: tr(journey.lang, 'Confirm your payment') });

for (const journey of [booking, daySpa, deposit]) {
  test.describe(`paying in the ${journey.name}`, () => {
    test.beforeEach(({ page }) => recordAnnouncements(page));

    test('a number the card field refuses, corrected, then paid', async ({ page, baseURL }) => {
      const posts = countPurchases(page, journey);
      await journey.open(page, baseURL!, 0);
      await journey.fillForm(page, true);
      await card(page, journey, CARDS.luhnFails);
      await payButton(page, journey.lang).click();
      const alert = page.getByRole('alert').filter({ hasText: tr(journey.lang, 'Your card number is invalid.') });
      await expect(alert).toBeVisible();
      // Nothing was posted, and the guest can pay again.
      await expect(payButton(page, journey.lang)).toBeEnabled();
      expect(posts).toHaveLength(0);
      await page.getByLabel(tr(journey.lang, 'Card number')).fill(CARDS.good);
      await expect(alert).toBeHidden();
      await payButton(page, journey.lang).click();
      await journey.paid(page);
      expect(posts).toHaveLength(1);
    });

    test('3-D Secure failed, then paid', async ({ page, baseURL }) => {
      const posts = countPurchases(page, journey);
      await journey.open(page, baseURL!, 1);
      await journey.fillForm(page, true);
      await card(page, journey, CARDS.authenticate);
      await payButton(page, journey.lang).click();
      await authDialog(page, journey)
        .getByRole('button', { name: tr(journey.lang, 'Fail authentication') })
        .click();
      await expect(errorToast(page, journey)).toBeVisible();
      await expect(payButton(page, journey.lang)).toBeEnabled();
      expect(posts).toHaveLength(2);
      await payButton(page, journey.lang).click();
      await authDialog(page, journey)
        .getByRole('button', { name: tr(journey.lang, 'Complete authentication') })
        .click();
      await journey.paid(page);
      // Each attempt: the purchase, then its confirmation after 3-D Secure.
      expect(posts).toHaveLength(4);
    });

    test('declined, then paid with another card', async ({ page, baseURL }) => {
      const posts = countPurchases(page, journey);
      await journey.open(page, baseURL!, 2);
      await journey.fillForm(page, true);
      await card(page, journey, CARDS.declined);
      await payButton(page, journey.lang).click();
      await expect(errorToast(page, journey)).toBeVisible();
      await expect(payButton(page, journey.lang)).toBeEnabled();
      await page.getByLabel(tr(journey.lang, 'Card number')).fill(CARDS.good);
      await payButton(page, journey.lang).click();
      await journey.paid(page);
      expect(posts).toHaveLength(2);
    });

    test('a double click sends one payment', async ({ page, baseURL }) => {
      const posts = countPurchases(page, journey);
      await journey.open(page, baseURL!, 3);
      await journey.fillForm(page, true);
      await card(page, journey, CARDS.good);
      await payButton(page, journey.lang).dblclick();
      await journey.paid(page);
      expect(posts).toHaveLength(1);
    });

    test('the wallet pays through the same form checks as the card', async ({ page, baseURL }) => {
      const posts = countPurchases(page, journey);
      await journey.open(page, baseURL!, 4);
      await journey.fillForm(page, false);
      const wallet = page.getByRole('button', { name: tr(journey.lang, 'Pay with the test wallet') });
      await wallet.click();
      // The consents are missing: refused like a card payment would be, under each consent.
      await expect(errorToast(page, journey)).toBeVisible();
      for (const box of journey.consents(page)) await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(wallet).toBeEnabled();
      await journey.fillForm(page, true);
      await wallet.click();
      await journey.paid(page);
      expect(posts).toHaveLength(2);
    });
  });
}
