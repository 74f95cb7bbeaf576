import { expect, test } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { pagePost } from './checkInSupport';
import { formatMoney } from '../../domain/money';
import { cardExpiryYear, onHotelClock } from './support/clock';
import type { Page } from '@playwright/test';
import type { Outbox } from './support/outbox';

// docs/product.md §12.11 (issue 33): the front desk finds a gift card by its last four characters,
// takes an amount off with a reason, and the guest's balance page shows the new balance; then sends
// the recipient's mail again (§12.17): a new code, mailed once, which the balance page reads.

const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

/** A 100 € gift card bought in the shop (through its API, paid by card), its code read from the recipient's mail. */
async function buyGiftCard(page: Page, outbox: Outbox, recipient: string): Promise<string> {
  await page.goto('/en/shop');
  const product = await (
    await page.request.get('/api/products/gift-card-amount', { headers: { 'X-Locale': 'en' } })
  ).json();
  const variation = (product.product_variations as { id: number; price: number }[]).find((v) => v.price === 10_000)!;
  const { rowId } = await (
    await pagePost(page, '/shop/cart', { id: product.id, variation: variation.id, people: 1, quantity: 1 })
  ).json();
  const recipients = { recipients: [{ name: 'Bruno', email: recipient, message: '' }] };
  expect((await pagePost(page, `/shop/cart/${rowId}`, recipients, 'PATCH')).status()).toBe(200);
  const card = await (
    await pagePost(page, '/api/sandbox/payment-methods', {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: cardExpiryYear(),
      cvc: '123',
    })
  ).json();
  const paid = await pagePost(page, '/shop/checkout', {
    first_name: 'Anna',
    last_name: 'Dono',
    email: 'anna.dono@example.com',
    privacy: true,
    newsletter_consent: false,
    payment_method_id: card.id,
  });
  expect(paid.status()).toBe(200);
  const mail = await outbox.waitFor(recipient);
  return /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail.body)![1];
}
const langs: Lang[] = ['it', 'en', 'de'];

for (const [index, lang] of langs.entries()) {
  test(`${lang}: the front desk changes a card's balance with a reason and the balance page shows it`, async ({
    page,
    browser,
    baseURL,
    outbox,
  }) => {
    const t = (text: string, values?: Record<string, string>) => tr(lang, text, values);
    const recipient = `bruno-${lang}-${Date.now()}@example.com`;
    const code = await buyGiftCard(page, outbox, recipient);
    const lastFour = code.slice(-4);

    const staff = await (
      await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.82.0.${index + 1}` } })
    ).newPage();
    await onHotelClock(staff);
    await staff.goto(`/${lang}/`);
    expect((await pagePost(staff, '/login', { ...DESK, remember: true })).status()).toBe(200);
    await staff.goto(`/${lang}/admin`);
    await staff
      .getByRole('navigation', { name: t('Front desk') })
      .getByRole('link', { name: t('Gift cards') })
      .click();
    await expect(staff).toHaveURL(new RegExp(`/${lang}/admin/gift-cards$`));
    await staff.getByLabel(t('Last four characters of the code, buyer or recipient')).fill(lastFour);
    await staff.getByRole('button', { name: t('Search') }).click();
    await staff
      .getByTestId(`gift-card-${lastFour}`)
      .getByRole('button', { name: t('Card …{0}', { 0: lastFour }) })
      .click();
    const details = staff.getByTestId('gift-card-details');
    await expect(details.getByTestId('gift-card-balance')).toHaveText(
      t('{0} of {1}', { 0: formatMoney(10_000, lang), 1: formatMoney(10_000, lang) }),
    );

    const form = staff.getByRole('form', { name: t('Change the balance') });
    await form.getByLabel(t('Add or take off')).selectOption('take');
    await form.getByLabel(t('Amount'), { exact: true }).fill('25');
    await form.getByRole('button', { name: t('Save the balance') }).click();
    // No reason: refused next to the field, nothing changed.
    await expect(form.getByLabel(t('Reason'))).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(t('Amount'), { exact: true }).fill('25');
    await form.getByLabel(t('Reason')).fill('Massage paid at the desk');
    await form.getByRole('button', { name: t('Save the balance') }).click();
    await expect(details.getByTestId('gift-card-balance')).toHaveText(
      t('{0} of {1}', { 0: formatMoney(7_500, lang), 1: formatMoney(10_000, lang) }),
    );
    await expect(details.getByTestId('gift-card-adjustments')).toContainText('Massage paid at the desk');

    // The recipient lost the mail (product.md §12.17): it leaves again, once, with a new code.
    const resend = staff.getByRole('form', { name: t('Send the recipient’s mail again') });
    await resend.getByLabel(t('Reason')).fill('Mail lost');
    await resend.getByRole('button', { name: t('Send with a new code') }).click();
    const mail = await outbox.waitFor(recipient, (m) => !m.body.includes(code));
    const newCode = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail.body)![1];
    await expect(details.getByTestId('gift-card-adjustments')).toContainText('Mail lost');
    await expect(details.getByTestId('gift-card-adjustments')).toContainText(`…${newCode.slice(-4)}`);
    expect(outbox.all().filter((m) => m.to.toLowerCase().includes(recipient))).toHaveLength(2);
    await staff.context().close();

    await page.goto(`/${lang}/gift-cards/balance`);
    await page.getByLabel(t('Gift card code')).fill(newCode);
    await page.getByRole('button', { name: t('Check the balance') }).click();
    await expect(page.getByTestId('gift-card-balance')).toContainText(formatMoney(7_500, lang));
  });
}
