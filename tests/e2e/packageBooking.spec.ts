import type { Locator, Page } from '@playwright/test';
import type { RoomsSearch } from '../../domain/bookingQuery';
import { expect, test } from './support/fixtures';
import { cardExpiry } from './support/clock';
import { GUEST } from './support/accounts';
import { tr, type Lang } from './support/catalog';
import { bookableStays, roomsUrl } from './bookingSupport';

// docs/product.md §16.6 and §16.7 in the browser, in it/en/de: a guest searches five nights for two
// adults, picks the seeded package "Terme e fango" (half board, six mud therapies a person), picks
// the six times of each guest day by day, pays the deposit with the sandbox card, and the
// reservation page lists the twelve times and splits the total by VAT: the mud therapies at 22 %
// (twelve at the catalogue's 45 €: 540 €), room and board at 10 %.

const PACKAGE: Record<Lang, string> = { it: 'Terme e fango', en: 'Thermal stay with mud', de: 'Thermen und Fango' };
const TIMES_PER_GUEST = 6;
// Five-night stays of their own (the season may leave room for few; the sold-out walks take its last days).
const stays = bookableStays(5, 3, 2);

async function logIn(page: Page, lang: Lang) {
  await page.goto(`/${lang}/`);
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const res = await page.request.post('/login', {
    data: { ...GUEST, remember: true },
    headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
}

/** One guest's mud therapies: a day of the stay, its first free time, until the six are chosen. */
async function pickSixTimes(lang: Lang, line: Locator) {
  const chosen = (n: number) => tr(lang, '{chosen} of {total} chosen', { chosen: String(n), total: '6' });
  let picked = 0;
  // A day without free times is skipped; a second round picks a second time on a day.
  for (let round = 0; round < 3 && picked < TIMES_PER_GUEST; round++) {
    const days = line.getByRole('group', { name: tr(lang, 'Days of your stay') }).getByRole('button');
    const count = await days.count();
    for (let day = 0; day < count && picked < TIMES_PER_GUEST; day++) {
      await days.nth(day).click();
      await expect(days.nth(day)).toHaveAttribute('aria-pressed', 'true');
      const free = line.getByTestId('free-times').locator('button:enabled');
      const none = line.getByText(tr(lang, 'No free times on this day: choose another day.'));
      await expect(free.first().or(none)).toBeVisible();
      if (!(await free.count())) continue;
      await free.first().click();
      picked++;
      await expect(line.getByRole('heading', { level: 4 })).toContainText(chosen(picked));
    }
  }
  expect(picked).toBe(TIMES_PER_GUEST);
}

for (const [index, lang] of (['it', 'en', 'de'] as const).entries()) {
  test(`books "${PACKAGE[lang]}" for two with the twelve treatment times, and the receipt splits VAT (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stay = stays[index];
    const search: RoomsSearch = {
      arrival: stay.from,
      departure: stay.to,
      code: '',
      rooms: [{ adults: 2, children: 0, childrenAges: [] }],
    };
    await logIn(page, lang);
    await page.goto(roomsUrl(lang, search));
    await page.getByRole('group', { name: PACKAGE[lang], exact: true }).first().getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/booking/payment\\?`), { timeout: 20_000 });

    // The times come before the card: no card field yet.
    const step = page.getByTestId('treatments-step');
    await expect(step.getByRole('heading', { name: tr(lang, 'Your treatment times') })).toBeVisible();
    await expect(page.getByLabel(tr(lang, 'Card number'))).toHaveCount(0);
    const proceed = step.getByRole('button', { name: tr(lang, 'Continue to payment') });
    await expect(proceed).toBeDisabled();
    for (const guest of [0, 1]) await pickSixTimes(lang, step.getByTestId(new RegExp(`^treatment-${guest}-`)));
    await proceed.click();

    // The payment form lists the twelve times; the card pays the deposit (75 € a guest).
    await expect(page.getByTestId('chosen-treatment-times').getByRole('listitem')).toHaveCount(12);
    await page
      .getByRole('checkbox', {
        name: tr(lang, 'I accept the cancellation policy: the deposit is retained if I cancel.'),
      })
      .check();
    await page
      .getByRole('checkbox', {
        name: tr(lang, 'I understand that the city tax is paid on site and is not included in the total.'),
      })
      .check();
    await page.getByLabel(tr(lang, 'Card number')).fill('4242424242424242');
    await page.getByLabel(tr(lang, 'Expiry (MM / YY)')).fill(cardExpiry());
    await page.getByLabel('CVC').fill('123');
    await page
      .getByRole('button', { name: new RegExp(`^${tr(lang, 'Pay now {amount}').split('{')[0].trim()}`) })
      .click();
    await expect(page.getByRole('status').filter({ hasText: tr(lang, 'Thank you!') })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/${lang}/my/room-reservations/\\d+$`), { timeout: 10_000 });

    // The reservation page: the twelve times, and the VAT split (mud therapies 22 %, the rest 10 %).
    await expect(page.getByTestId('reservation-treatment-times').getByRole('listitem')).toHaveCount(12);
    const vat = page.getByTestId('vat-split');
    await expect(vat.getByRole('row', { name: /^22 %/ })).toContainText(/540[.,]00/);
    await expect(vat.getByRole('row', { name: /^10 %/ })).toBeVisible();
    await expect(vat.getByRole('row')).toHaveCount(3);
  });
}
