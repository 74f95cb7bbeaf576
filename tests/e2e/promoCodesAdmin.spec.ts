import type { Page } from '@playwright/test';
import { formatMoney } from '../../domain/money';
import { promoMessage } from '../../domain/promoCodes';
import { expect, test } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { cardExpiryYear, onHotelClock } from './support/clock';
import { pagePost } from './checkInSupport';
import { bookableStays, roomsUrl, type Stay } from './bookingSupport';

// Issue 32, docs/product.md §12.15: the revenue manager creates a promo code on its screen (a
// bad field is refused under it), a guest's search with the code shows its discount at once; a
// code capped at one use, used once, is refused with its reason. In the three languages, each
// with a code of its own (the walks share the server with others).

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const LANGS: Lang[] = ['it', 'en', 'de'];
// Each language its own stays, apart from the early stays other walks fill.
const stays = bookableStays(2, 12, 9);
const run = Date.now().toString(36).slice(-5).toUpperCase();

interface Offer {
  room_category: { id: number; name: string };
  rates: { rate_variations: { id: number; total: number }[] }[];
}

/** The Double Room's offer for two adults, as the search answers it (no code). */
async function doubleRoom(page: Page, stay: Stay): Promise<Offer> {
  const answer = await pagePost(page, '/api/available/rates', {
    from_date: stay.from,
    to_date: stay.to,
    locale: 'en',
    rooms: [{ adults: 2, children: 0, children_ages: [] }],
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as Offer[][])[0].find((e) => e.room_category.name === 'Double Room')!;
}

/** The signed-in page's account books the Double Room for two with the code (card 4242), as the payment screen would. */
async function bookWithCode(page: Page, stay: Stay, offer: Offer, code: string) {
  const method = await pagePost(page, '/api/sandbox/payment-methods', {
    number: '4242424242424242',
    exp_month: 12,
    exp_year: cardExpiryYear(),
    cvc: '123',
  });
  const booked = await pagePost(page, '/my/room-reservations', {
    from_date: stay.from,
    to_date: stay.to,
    code,
    rooms: [
      {
        room_category_id: offer.room_category.id,
        rate_variation_id: offer.rates[0].rate_variations[0].id,
        adults: 2,
        children: 0,
        children_ages: [],
      },
    ],
    cancellation_policy_consent: true,
    city_tax_policy_consent: true,
    payment_method_id: ((await method.json()) as { id: string }).id,
  });
  expect(booked.status(), await booked.text()).toBe(200);
}

const search = (lang: Lang, stay: Stay, code: string) =>
  roomsUrl(lang, {
    arrival: stay.from,
    departure: stay.to,
    code,
    rooms: [{ adults: 2, children: 0, childrenAges: [] }],
  });

async function signIn(page: Page, lang: Lang) {
  await page.goto(`/${lang}/`);
  expect((await pagePost(page, '/login', { ...REVENUE, remember: true })).status()).toBe(200);
}

for (const [index, lang] of LANGS.entries()) {
  test(`the revenue manager creates a code, a guest's search shows its discount, and once used up it is refused (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const code = `E2E-${lang.toUpperCase()}-${run}`;
    const names = { it: `Prova ${run}`, en: `Trial ${run}`, de: `Versuch ${run}` };
    const [first, second] = [stays[index * 2], stays[index * 2 + 1]];

    await signIn(page, lang);
    await page.goto(`/${lang}/admin/promo-codes`);
    await expect(page.getByRole('heading', { level: 2, name: tr(lang, 'Promo codes') })).toBeVisible();
    const menu = page.getByRole('navigation', { name: tr(lang, 'Front desk') });
    await expect(menu.getByRole('link', { name: tr(lang, 'Promo codes') })).toHaveAttribute('aria-current', 'page');

    const form = page.getByRole('form', { name: tr(lang, 'Add a promo code') });
    await form.getByLabel(tr(lang, 'Code')).fill(code.toLowerCase());
    await form.getByLabel(tr(lang, 'Name in Italian')).fill(names.it);
    await form.getByLabel(tr(lang, 'Name in English')).fill(names.en);
    await form.getByLabel(tr(lang, 'Percentage off')).fill('20');
    await form.getByLabel(tr(lang, 'Uses in all')).fill('1');
    await form.getByRole('button', { name: tr(lang, 'Add the code') }).click();
    // The German name is missing: said under its field, in the page's language.
    await expect(form.getByText(promoMessage(lang, 'nameRequired'))).toBeVisible();
    await form.getByLabel(tr(lang, 'Name in German')).fill(names.de);
    await form.getByRole('button', { name: tr(lang, 'Add the code') }).click();
    const row = page.getByTestId(`promo-${code}`);
    await expect(row.getByRole('rowheader')).toHaveText(code);
    await expect(row.getByTestId('uses')).toHaveText('0 / 1');

    // A guest's search with the code: the offer named, the prices 20% lower.
    const plain = await doubleRoom(page, first);
    const plainTotal = plain.rates[0].rate_variations[0].total;
    const guest = await (await browser.newContext({ baseURL, locale: lang })).newPage();
    await onHotelClock(guest);
    await guest.goto(search(lang, first, code.toLowerCase()));
    await expect(guest.getByTestId('promo-status')).toContainText(`${code} · ${names[lang]}`, { timeout: 30_000 });
    const price = formatMoney(Math.round(plainTotal * 0.8), lang);
    await expect(guest.locator('.rate-variation__total', { hasText: price }).first()).toBeVisible();

    // Used once (its cap): the next search with it is refused, with the reason.
    await bookWithCode(page, first, plain, code);
    await guest.goto(search(lang, second, code));
    await expect(guest.getByTestId('search-refused')).toContainText(
      promoMessage(lang, 'usedUp', { offer: names[lang] }),
      {
        timeout: 30_000,
      },
    );
    await guest.context().close();
    await page.reload();
    await expect(page.getByTestId(`promo-${code}`).getByTestId('uses')).toHaveText('1 / 1');
  });
}

test('the front desk is refused the promo codes screen', async ({ page }) => {
  await page.goto('/en/');
  expect((await pagePost(page, '/login', { ...DESK, remember: true })).status()).toBe(200);
  await page.goto('/en/admin/promo-codes');
  await expect(page.getByRole('alert')).toHaveText("This page is for the hotel's staff only.");
  const names = await page.getByRole('navigation', { name: 'Front desk' }).getByRole('link').allTextContents();
  expect(names).not.toContain('Promo codes');
});
