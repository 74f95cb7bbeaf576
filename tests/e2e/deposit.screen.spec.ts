import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/fixtures';
import { cardExpiry } from './support/clock';

// The deposit screen beyond the journey walks: the front desk's link (its amount in cents, product.md §4.1),
// the language, amounts the hotel does not take, the receipt, a double click, and the payment code
// staying out of the first route's JavaScript.

/** Clicked again if the sticky navigation bar moved the page under the pointer. */
async function acceptPrivacy(page: Page, name: RegExp) {
  const privacy = page.getByRole('checkbox', { name });
  await expect(async () => {
    if (!(await privacy.isChecked())) await privacy.click({ timeout: 2_000 });
    await expect(privacy).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function fillGuest(page: Page, email: string) {
  await page.getByLabel('First name', { exact: true }).fill('Dora');
  await page.getByLabel('Last name', { exact: true }).fill('Deposit');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await acceptPrivacy(page, /privacy policy/);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM / YY)').fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
}

test('fills the form from the front desk link, amount in cents, and speaks the language of the route', async ({
  page,
}) => {
  await page.goto('/it/deposit-payment?amount=9950&id=42&number=R-77&note=Saldo%20camera%20101');
  await expect(page.getByRole('heading', { name: 'Pagamento acconto' })).toBeVisible();
  await expect(page.getByLabel('Importo')).toHaveValue('99,50');
  await expect(page.getByLabel('Causale')).toHaveValue('Saldo camera 101');
  await expect(page.getByLabel('Numero di prenotazione (se ne hai uno)')).toHaveValue('R-77');
  await expect(page.getByTestId('deposit-amount')).toHaveText('Importo da pagare: 99,50 €');
  await expect(page.getByRole('button', { name: /Paga ora/ })).toContainText('99,50');
  await expect(page.getByRole('button', { name: 'Paga con il wallet di prova' })).toBeVisible();
});

test('reads 25000 in the link as 250 euro, not 25,000', async ({ page }) => {
  await page.goto('/en/deposit-payment?amount=25000');
  await expect(page.getByLabel('Amount')).toHaveValue('250.00');
  await expect(page.getByTestId('deposit-amount')).toHaveText('Amount to pay: €250.00');
  await expect(page.locator('.field-error')).toHaveCount(0);
});

test('defaults to a 100 euro reservation deposit without a link', async ({ page }) => {
  await page.goto('/en/deposit-payment');
  await expect(page.getByLabel('Amount')).toHaveValue('100.00');
  await expect(page.getByLabel('Payment reference')).toHaveValue('Reservation Deposit');
});

for (const [amount, message] of [
  ['50', 'Der Betrag muss mindestens 1,00 € betragen.'],
  ['2000000', 'Der Betrag darf höchstens 10.000,00 € betragen.'],
] as const) {
  test(`refuses a link amount of ${amount} cents with a message, and pays nothing`, async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/(deposit-payment|api\/sandbox\/payment-methods)$/.test(request.url()))
        posts.push(request.url());
    });
    await page.goto(`/de/deposit-payment?amount=${amount}`);
    // Said at once, under the amount, before the guest fills anything in.
    await expect(page.locator('.field-error', { hasText: message })).toBeVisible();
    await expect(page.getByLabel('Betrag')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Vorname', { exact: true }).fill('Dora');
    await page.getByLabel('Nachname', { exact: true }).fill('Deposit');
    await page.getByLabel('E-Mail', { exact: true }).fill(uniqueEmail('range'));
    await acceptPrivacy(page, /Datenschutz/);
    await page.getByLabel('Kartennummer').fill('4242424242424242');
    await page.getByRole('button', { name: /^Jetzt .+ bezahlen$/ }).click();
    await expect(page.getByLabel('Betrag')).toBeFocused();
    await expect(page.getByRole('button', { name: /^Jetzt .+ bezahlen$/ })).toBeEnabled();
    expect(posts).toEqual([]);
    // A correct amount then pays.
    await page.getByLabel('Betrag').fill('80');
    await expect(page.locator('.field-error')).toHaveCount(0);
    await page.getByLabel('Ablaufdatum (MM / JJ)').fill(cardExpiry());
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Jetzt .+ bezahlen$/ }).click();
    await expect(page.getByTestId('receipt-amount')).toHaveText('80,00 €');
  });
}

test('shows the receipt after paying, and another payment starts from an empty form', async ({ page, outbox }) => {
  const email = uniqueEmail('receipt');
  await page.goto('/en/deposit-payment?amount=4200&number=R-5');
  await fillGuest(page, email);
  await page.getByRole('button', { name: /Pay now/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you, We will get back to you shortly!' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you, We will get back to you shortly!' })).toBeFocused();
  await expect(page.getByTestId('receipt-amount')).toHaveText('€42.00');
  await expect(page.getByText(email)).toBeVisible();
  // Not a form ready to pay the same amount again.
  await expect(page.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
  await outbox.waitFor(email);
  await page.getByRole('button', { name: 'Make another payment' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expect(page.getByRole('button', { name: /Pay now/ })).toBeEnabled();
});

test('shows the card field messages live while the guest types', async ({ page }) => {
  await page.goto('/en/deposit-payment');
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card number is invalid.' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await expect(page.getByText('Your card number is invalid.')).toBeHidden();
  await page.getByLabel('Expiry (MM / YY)').fill(cardExpiry(-1, 1));
  await expect(page.getByText("Your card's expiration date is in the past.")).toBeVisible();
});

test('a double click on Pay pays once and sends one receipt', async ({ page, outbox }) => {
  const email = uniqueEmail('double');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/deposit-payment')) posts.push(request.url());
  });
  await page.goto('/en/deposit-payment?amount=12000');
  await fillGuest(page, email);
  await page.getByRole('button', { name: /Pay now/ }).dblclick();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you, We will get back to you shortly!' }),
  ).toBeVisible();
  const receipt = await outbox.waitFor(email);
  expect(receipt.body).toContain('€120.00');
  expect(posts).toHaveLength(1);
  expect(outbox.all().filter((mail) => mail.to.includes(email))).toHaveLength(1);
});

test('loads neither Stripe nor the sandbox card code on the first route', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/en/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((url) => /stripe|SandboxCardFields|StripeCardFields/i.test(url))).toEqual([]);
  await page.goto('/en/deposit-payment');
  await expect(page.getByLabel('Card number')).toBeVisible();
  expect(scripts.some((url) => url.includes('SandboxCardFields'))).toBe(true);
  expect(scripts.filter((url) => url.includes('stripe.com'))).toEqual([]);
});
