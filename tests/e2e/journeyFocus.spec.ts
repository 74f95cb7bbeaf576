import type { Page } from '@playwright/test';
import { isWeekend } from '../../server/db/seed/daySpa';
import { openDay } from './support/daySpaBooking';
import { expect, test } from './support/fixtures';
import { tr } from './support/catalog';
import { cardExpiry, freezeClock, installClock, resumeClock } from './support/clock';
import { bookableStays, roomsUrl } from './bookingSupport';
import { signInAsNewAccount } from './paymentJourneys';

// Issue 16 items 3 and 4, on a 390 x 844 phone in Italian: each journey step starts at its top or
// at the part that changed, with the focus there for screen readers, and the day-spa success
// message shows where the guest is looking.

const it = (text: string, values?: Record<string, string>) => tr('it', text, values);
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const lastSelect = (page: Page) =>
  page
    .locator('.booking-categories')
    .getByRole('button', { name: new RegExp(`^${it('Select')} `) })
    .last();
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('booking: after room 1 the next room is in view and focused; the payment opens at its heading', async ({
  page,
  baseURL,
}) => {
  const [stay] = bookableStays(2, 1, 12);
  await signInAsNewAccount(page, baseURL!, 'it');
  const two = { adults: 2, children: 0, childrenAges: [] };
  await page.goto(roomsUrl('it', { arrival: stay.from, departure: stay.to, code: '', rooms: [two, two] }));
  await expect(page.getByRole('heading', { name: it('Room {i} of {n}', { i: '1', n: '2' }) })).toBeVisible({
    timeout: 20_000,
  });
  // The last rate of the list, far down the page.
  await lastSelect(page).scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(1000);
  await lastSelect(page).click();
  const room2 = page.getByRole('heading', { name: it('Room {i} of {n}', { i: '2', n: '2' }) });
  await expect(room2).toBeFocused({ timeout: 15_000 });
  await expect(room2).toBeInViewport();

  await lastSelect(page).scrollIntoViewIfNeeded();
  await lastSelect(page).click();
  await expect(page).toHaveURL(/\/it\/booking\/payment\?/, { timeout: 15_000 });
  const heading = page.getByRole('heading', { level: 1, name: it('Confirm Room') });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});

test('day spa: the success message shows where the Pay button was, in view and focused', async ({ page, baseURL }) => {
  const day = openDay(24, (d) => !isWeekend(d));
  await installClock(page);
  await signInAsNewAccount(page, baseURL!, 'it');
  await page.goto(`/it/day-spa/thermal-day/${day}?people=1`);
  await page
    .getByRole('button', { name: new RegExp(`^${it('Book')} `) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: it('Your details') })).toBeFocused({ timeout: 15_000 });
  await page.getByRole('checkbox', { name: /condizioni di cancellazione/ }).check();
  await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
  await page.getByLabel(it('Card number')).fill('4242424242424242');
  await page.getByLabel(it('Expiry (MM / YY)')).fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: /Paga ora/ });
  await pay.scrollIntoViewIfNeeded();
  // The reservation opens 1.2 s after the payment: the page's timers wait while we look.
  await freezeClock(page);
  await pay.click();
  const paid = page
    .getByRole('status')
    .filter({ hasText: /^Grazie! La tua prenotazione DS-[A-Z2-9]{8} è confermata\.$/ });
  await expect(paid).toBeInViewport({ timeout: 15_000 });
  await expect(paid).toBeFocused();
  await resumeClock(page);
  await expect(page).toHaveURL(/\/it\/my\/product-reservations\/DS-/, { timeout: 15_000 });
});

test('deposit: the receipt opens at its top, its heading focused', async ({ page }) => {
  await page.goto('/it/deposit-payment?amount=6000');
  await page.getByLabel('Nome', { exact: true }).fill('Dora');
  await page.getByLabel('Cognome', { exact: true }).fill('Deposito');
  await page.getByLabel('Email', { exact: true }).fill(`focus.${Date.now()}@terme.example`);
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await page.getByLabel(it('Card number')).fill('4242424242424242');
  await page.getByLabel(it('Expiry (MM / YY)')).fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Paga ora/ }).click();
  const heading = page.getByRole('heading', { name: it('Thank you, We will get back to you shortly!') });
  await expect(heading).toBeFocused({ timeout: 15_000 });
  await expect(heading).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});
