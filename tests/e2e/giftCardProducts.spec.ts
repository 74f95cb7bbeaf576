import type { Page } from '@playwright/test';
import type { GiftCardProductWire } from '../../domain/giftCardProducts';
import { formatMoney } from '../../domain/money';
import { validationMessage } from '../../domain/validation';
import { expect, test } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { onHotelClock } from './support/clock';
import { pagePost } from './checkInSupport';

// Issue 33, product.md §12.17: the revenue manager sets a gift card's value (100 €) apart from its
// price (90 €) and the shop shows both at once, in the three languages. Other walks buy the seeded cards with exact amounts on the
// same server: each walk changes only a product it adds itself (its own name, never on another
// walk's screen, found by name as every shop walk finds its card), and takes it off sale at the end.

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const langs: Lang[] = ['it', 'en', 'de'];

async function staffFetch(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return page.request.fetch(url, {
    method,
    data,
    headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' },
  });
}

for (const [index, lang] of langs.entries()) {
  test(`${lang}: the revenue manager sets a gift card's value 100 € and price 90 €, and the shop shows both`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const t = (text: string, values?: Record<string, string>) => tr(lang, text, values);
    const mark = `${lang}-${Date.now().toString(36)}`;
    const names = { it: `Buono prova ${mark}`, en: `Walk card ${mark}`, de: `Testgutschein ${mark}` };
    const title = names[lang];

    const staff = await (
      await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.83.0.${index + 1}` } })
    ).newPage();
    await onHotelClock(staff);
    await staff.goto(`/${lang}/`);
    expect((await pagePost(staff, '/login', { ...REVENUE, remember: true })).status()).toBe(200);
    // The signed-in page's CSRF token.
    await staff.goto(`/${lang}/admin`);
    const created = await staffFetch(staff, 'POST', '/api/admin/gift-card-products', {
      title: names,
      description: { it: 'Solo per questa prova.', en: 'For this walk only.', de: 'Nur für diesen Test.' },
      on_sale: true,
      validity_months: 12,
      version: 0,
      variations: [{ text: { it: 'Massaggio', en: 'Massage', de: 'Massage' }, value: 8000, price: 8000 }],
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()) as GiftCardProductWire;
    try {
      await staff.reload();
      await staff
        .getByRole('navigation', { name: t('Front desk') })
        .getByRole('link', { name: t('Gift-card products') })
        .click();
      await expect(staff).toHaveURL(new RegExp(`/${lang}/admin/gift-card-products$`));
      await expect(staff.getByRole('heading', { level: 2, name: t('Gift-card products') })).toBeVisible();
      const entry = staff.getByRole('article', { name: title });
      await expect(entry).toContainText(formatMoney(8000, lang));
      await entry.getByRole('button', { name: t('Change {0}', { 0: title }) }).click();
      const form = entry.getByRole('form', { name: t('Change {0}', { 0: title }) });
      const value = form.getByLabel(t('Value per person (credited to the card)'));
      const price = form.getByLabel(t('Price per person (what the buyer pays)'));
      await value.fill('100');
      // Below the least price: refused next to the field, in the page's language.
      await price.fill('1');
      await form.getByRole('button', { name: t('Save the product') }).click();
      await expect(form.getByText(validationMessage(lang, 'giftCardPriceRange', { min: 5, max: 5000 }))).toBeVisible();
      await price.fill('90');
      await form.getByRole('button', { name: t('Save the product') }).click();
      await expect(form).toHaveCount(0);
      await expect(entry).toContainText(
        t('value {0}, price {1}', { 0: formatMoney(10000, lang), 1: formatMoney(9000, lang) }),
      );

      // A guest opening the shop sees what the card is worth and what it costs.
      await page.goto(`/${lang}/shop`);
      const card = page.getByRole('form', { name: t('Add {0} to the cart', { 0: title }) });
      await expect(card.getByTestId('gift-card-total')).toHaveText(formatMoney(9000, lang));
      await expect(card.getByTestId('gift-card-value')).toHaveText(formatMoney(10000, lang));
    } finally {
      const [now] = (
        (await (await staffFetch(staff, 'GET', '/api/admin/gift-card-products')).json())
          .products as GiftCardProductWire[]
      ).filter((p) => p.id === product.id);
      await staffFetch(staff, 'PUT', `/api/admin/gift-card-products/${product.id}`, {
        ...now,
        on_sale: false,
        variations: now.variations.map(({ id, text, value, price }) => ({ id, text, value, price })),
      });
      await staff.context().close();
    }
  });
}
