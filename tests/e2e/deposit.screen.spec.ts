import { expect, test, uniqueEmail } from './support/fixtures';

// The deposit screen beyond the card statechart's walk: the front desk's link, the language,
// a double click, and the payment code staying out of the first route's JavaScript.

test('fills the form from the front desk link and speaks the language of the route', async ({ page }) => {
  await page.goto('/it/deposit-payment?amount=99,50&id=42&number=R-77&note=Saldo%20camera%20101');
  await expect(page.getByRole('heading', { name: 'Pagamento acconto' })).toBeVisible();
  await expect(page.getByLabel('Importo')).toHaveValue('99,50');
  await expect(page.getByLabel('Causale')).toHaveValue('Saldo camera 101');
  await expect(page.getByLabel('Numero di prenotazione (se ne hai uno)')).toHaveValue('R-77');
  await expect(page.getByRole('button', { name: /Paga ora/ })).toContainText('99,50');
  await expect(page.getByText('Apple Pay e Google Pay non sono supportati da questo browser.')).toBeVisible();
});

test('defaults to a 100 euro reservation deposit without a link', async ({ page }) => {
  await page.goto('/en/deposit-payment');
  await expect(page.getByLabel('Amount')).toHaveValue('100.00');
  await expect(page.getByLabel('Payment reference')).toHaveValue('Reservation Deposit');
});

test('shows the card field messages live while the guest types', async ({ page }) => {
  await page.goto('/en/deposit-payment');
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card number is invalid.' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await expect(page.getByText('Your card number is invalid.')).toBeHidden();
  await page.getByLabel('Expiry (MM / YY)').fill('0120');
  await expect(page.getByText("Your card's expiration date is in the past.")).toBeVisible();
});

test('a double click on Pay pays once and sends one receipt', async ({ page, outbox }) => {
  const email = uniqueEmail('double');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/deposit-payment')) posts.push(request.url());
  });
  await page.goto('/en/deposit-payment?amount=120');
  await page.getByLabel('First name', { exact: true }).fill('Dora');
  await page.getByLabel('Last name', { exact: true }).fill('Double');
  await page.getByLabel('Email', { exact: true }).fill(email);
  const privacy = page.getByRole('checkbox', { name: /privacy policy/ });
  // Clicked again if the sticky navigation bar moved the page under the pointer.
  await expect(async () => {
    if (!(await privacy.isChecked())) await privacy.click({ timeout: 2_000 });
    await expect(privacy).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM / YY)').fill('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Pay now/ }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, We will get back to you shortly!' })).toBeVisible();
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
