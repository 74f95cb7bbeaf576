import type { Page } from '@playwright/test';
import type { RoomsSearch } from '../../domain/bookingQuery';
import { expect, test } from './support/fixtures';
import { cardExpiry } from './support/clock';
import { GUEST } from './support/accounts';
import { tr } from './support/catalog';
import { bookableStays, lastStays, offersFor, roomsUrl, sellOut, type Stay } from './bookingSupport';

// Each card outcome at booking.payment (Stripe's test cards in the sandbox), in Italian: what a
// guest sees, and what the server then holds. Promo codes: bookingPromoCodes.spec.ts.

const it = (text: string, values?: Record<string, string>) => tr('it', text, values);
// Far from the stays the model walks use (they start two days from today).
const stays = bookableStays(2, 8, 20);
// Sold out on purpose: a stay nobody else's walk uses (paymentJourneys.ts books the last one).
const [soldOutStay] = lastStays(2);
const CARDS = { insufficient: '4000000000009995', good: '4242424242424242' };

async function logIn(page: Page) {
  await page.goto('/it/');
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const res = await page.request.post('/login', {
    data: { ...GUEST, remember: true },
    headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
}

/** A double room for two, already chosen: the stored query opens the payment directly. */
async function openPayment(page: Page, baseURL: string, stay: Stay) {
  const [double] = await offersFor(baseURL, stay, { adults: 2 });
  const search: RoomsSearch = {
    arrival: stay.from,
    departure: stay.to,
    code: '',
    rooms: [
      {
        adults: 2,
        children: 0,
        childrenAges: [],
        room: double.room_category.id,
        rate: double.rates[0].rate_variations[0].id,
      },
    ],
  };
  await logIn(page);
  await page.goto(roomsUrl('it', search));
  await expect(page).toHaveURL(/\/it\/booking\/payment\?/, { timeout: 20_000 });
  return double.room_category.name;
}

async function pay(page: Page, card: string) {
  await page.getByRole('checkbox', { name: /condizioni di cancellazione/ }).check();
  await page.getByRole('checkbox', { name: /imposta di soggiorno si paga in loco/ }).check();
  await page.getByLabel('Numero della carta').fill(card);
  await page.getByLabel(/Scadenza/).fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Paga ora/ }).click();
}

const confirmed = async (page: Page) => {
  await expect(page.getByRole('status').filter({ hasText: it('Thank you!') })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/it\/my\/room-reservations\/\d+$/, { timeout: 10_000 });
  // 75 euro for each of the two guests.
  await expect(page.getByTestId('deposit-paid')).toContainText('150,00');
};

test.describe('paying the booking deposit by card', () => {
  // 3-D Secure, declines, a refused number and double clicks: paymentCases.spec.ts.
  test('says why when the card is refused for insufficient funds, and lets the guest pay again', async ({
    page,
    baseURL,
  }) => {
    await openPayment(page, baseURL!, stays[3]);
    await pay(page, CARDS.insufficient);
    await expect(page.locator('.toast-text', { hasText: /^Errore, / })).toBeVisible();
    await expect(page.getByRole('button', { name: /Paga ora/ })).toBeEnabled();
    await expect(page).toHaveURL(/\/it\/booking\/payment\?/);
    await pay(page, CARDS.good);
    await confirmed(page);
  });

  test('a room sold out meanwhile: the guest is told, nothing is charged, and stays on the payment', async ({
    page,
    baseURL,
  }) => {
    const stay = soldOutStay;
    const category = await openPayment(page, baseURL!, stay);
    // Meanwhile another guest takes every room of that category left for these dates.
    await sellOut(baseURL!, stay, category);
    await pay(page, CARDS.good);
    await expect(page.locator('.toast-text', { hasText: /^Errore, / })).toContainText(/non è più disponibile/);
    await expect(page.getByRole('button', { name: /Paga ora/ })).toBeEnabled();
    await expect(page).toHaveURL(/\/it\/booking\/payment\?/);
  });
});
