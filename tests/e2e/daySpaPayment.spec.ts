import type { Page } from '@playwright/test';
import { formatMoney } from '../../domain/money';
import { openDay } from './support/daySpaBooking';
import { expect, test } from './support/fixtures';
import { cardExpiry } from './support/clock';
import { GUEST, registerAccount, type Account } from './support/accounts';
import { tr } from './support/catalog';

// The day-spa payment screen with each card outcome and the bonus voucher on and off, in Italian.

const it = (text: string, params?: Record<string, string>) => tr('it', text, params);
const BOOK = new RegExp(`^${tr('it', 'Book')} `);
const CARDS = { insufficient: '4000000000009995', good: '4242424242424242' };
const payButton = (page: Page) => page.getByRole('button', { name: /Paga ora/, includeHidden: true });
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100;

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/it/');
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const res = await page.request.post('/login', {
    data: { ...who, remember: true },
    headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
}

/** From the availability of a day straight to its payment screen, signed in. */
async function toPayment(page: Page, date: string, people: number) {
  await page.goto(`/it/day-spa/thermal-day/${date}?people=${people}`);
  await page.getByRole('button', { name: BOOK }).first().click();
  await expect(payButton(page)).toBeEnabled();
}

async function fillAndPay(page: Page, card: string, voucher?: boolean) {
  await page.getByRole('checkbox', { name: /condizioni di cancellazione/ }).check();
  await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
  if (voucher !== undefined) await page.getByRole('checkbox', { name: it('Use my bonus voucher') }).setChecked(voucher);
  await page.getByLabel('Numero della carta').fill(card);
  await page.getByLabel(/Scadenza/).fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
  await payButton(page).click();
}

test('the voucher takes one entry off the total and off the credit shown, and the server charges that total', async ({
  page,
}) => {
  await signIn(page, GUEST);
  await toPayment(page, openDay(6), 2);
  const total = page.getByTestId('total');
  const credit = page.getByTestId('bonus-credit');
  const before = { total: euros(await total.textContent()), credit: euros(await credit.textContent()) };
  await page.getByRole('checkbox', { name: it('Use my bonus voucher') }).check();
  const voucher = euros(await page.getByTestId('voucher-discount').textContent());
  expect(voucher).toBeGreaterThan(0);
  await expect(credit).toContainText(formatMoney(before.credit - voucher, 'it'));
  const after = euros(await total.textContent());
  expect(after).toBeLessThan(before.total);
  await page.getByRole('checkbox', { name: it('Use my bonus voucher') }).uncheck();
  await expect(total).toHaveText(formatMoney(before.total, 'it'));
  await fillAndPay(page, CARDS.good, true);
  await expect(page.getByRole('status').filter({ hasText: 'Grazie!' })).toBeVisible();
  await expect(page).toHaveURL(/\/it\/my\/product-reservations\/DS-/, { timeout: 10_000 });
  await expect(page.getByTestId('amount-paid')).toHaveText(formatMoney(after, 'it'));
});

test('a guest without bonus credit sees no voucher', async ({ page, baseURL }) => {
  const account: Account = await registerAccount(baseURL!, undefined, 'it');
  await signIn(page, account);
  await toPayment(page, openDay(7), 1);
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: it('Use my bonus voucher') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: it('Read the pool rules (PDF)') })).toHaveAttribute(
    'href',
    '/docs/pool-rules-it.pdf',
  );
  const pdf = await page.request.get('/docs/pool-rules-it.pdf');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

// 3-D Secure, declines, a refused number and double clicks: paymentCases.spec.ts.
test('insufficient funds: the error toast and the form stay; another card then pays', async ({ page, baseURL }) => {
  await signIn(page, await registerAccount(baseURL!, undefined, 'it'));
  await toPayment(page, openDay(9), 3);
  await fillAndPay(page, CARDS.insufficient);
  await expect(page.getByText(/^Errore, /).first()).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
  await page.getByLabel('Numero della carta').fill(CARDS.good);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/it\/my\/product-reservations\/DS-/, { timeout: 10_000 });
});
