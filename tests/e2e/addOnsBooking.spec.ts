import type { Page } from '@playwright/test';
import type { RoomsSearch } from '../../domain/bookingQuery';
import { expect, test } from './support/fixtures';
import { cardExpiry } from './support/clock';
import { GUEST } from './support/accounts';
import { tr, type Lang } from './support/catalog';
import { bookableStays, roomsUrl } from './bookingSupport';

// docs/product.md §16.9 in the browser, in it/en/de: a family (2 adults + 1 child of 8) books three
// nights, adds late check-out (30 € per stay, 10 % VAT) and bathrobe and pool towel (4 € per person
// and night, 22 %: 3 persons × 3 nights = 36 €) on the payment step, pays the deposit, and the
// reservation page lists both extras and splits VAT with the 36 € at 22 %: 29.51 + 6.49.

const LATE: Record<Lang, string> = { it: 'Late check-out', en: 'Late check-out', de: 'Später Check-out' };
const ROBE: Record<Lang, string> = {
  it: 'Accappatoio e telo piscina',
  en: 'Bathrobe and pool towel',
  de: 'Bademantel und Badetuch',
};
const stays = bookableStays(3, 3, 6);
test.describe.configure({ mode: 'serial' });

async function logIn(page: Page, lang: Lang) {
  await page.goto(`/${lang}/`);
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const res = await page.request.post('/login', {
    data: { ...GUEST, remember: true },
    headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
}

/** A price as the page shows it in any of the three languages ("€600.00", "600,00 €") in cents. */
const cents = (text: string) => Number(text.replace(/\D/g, ''));
/** Matches a price of `amount` cents, whatever the language's separators. */
const money = (amount: number) => {
  const euros = String(Math.floor(amount / 100)).replace(/\B(?=(\d{3})+$)/g, '[.,]?');
  return new RegExp(`(^|\\D)${euros}[.,]${String(amount % 100).padStart(2, '0')}(\\D|$)`);
};

for (const [index, lang] of (['it', 'en', 'de'] as const).entries()) {
  test(`adds late check-out and a per-person-night extra, and the receipt shows them with their VAT (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const search: RoomsSearch = {
      arrival: stays[index].from,
      departure: stays[index].to,
      code: '',
      rooms: [{ adults: 2, children: 1, childrenAges: [8] }],
    };
    await logIn(page, lang);
    await page.goto(roomsUrl(lang, search));
    // "Select {room}, {rate}, {price}" as the language words it (German puts the room first).
    const select = new RegExp(
      `^${tr(lang, 'Select {0}, {1}, {2}')
        .split(/\{\d\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('.+')}$`,
    );
    await page.locator('.booking-categories').getByRole('button', { name: select }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/booking/payment\\?`), { timeout: 20_000 });

    const extras = page.getByRole('group', { name: tr(lang, 'Extras for room {number}', { number: '1' }) });
    const late = extras.getByRole('checkbox', { name: new RegExp(`^${LATE[lang]}`) });
    const robe = extras.getByRole('checkbox', { name: new RegExp(`^${ROBE[lang]}`) });
    await expect(robe.locator('xpath=..')).toContainText(/36[.,]00/);
    // The order summary's total of the stay is the rooms' and the extras' (the deposit stays the rooms').
    const summary = page.locator('.order-summary');
    const rooms = cents(await summary.locator('.order-summary__price').innerText());
    const deposit = await summary.getByTestId('deposit').innerText();
    await expect(summary.getByTestId('stay-total')).toHaveText(money(rooms));
    await late.check();
    await robe.check();
    await expect(page.locator('.booking-extras__total')).toContainText(/66[.,]00/);
    await expect(summary.getByTestId('extras-total')).toContainText(/66[.,]00/);
    await expect(summary.getByTestId('stay-total')).toHaveText(money(rooms + 6600));
    await expect(summary.getByTestId('deposit')).toHaveText(deposit);
    // The guest's 10 % discount is the rooms' alone: the price to pay is what the reservation will show.
    const toPay = await summary.getByTestId('discounted-total').innerText();

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
    await expect(page).toHaveURL(new RegExp(`/${lang}/my/room-reservations/\\d+$`), { timeout: 20_000 });

    await expect(page.getByTestId('reservation-total')).toHaveText(toPay);
    const lines = page.getByTestId('reservation-add-ons').getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: LATE[lang] })).toContainText(/30[.,]00/);
    await expect(lines.filter({ hasText: ROBE[lang] })).toContainText(/× 9, .*36[.,]00/);
    const vat = page.getByTestId('vat-split');
    const at22 = vat.getByRole('row', { name: /^22 %/ });
    await expect(at22).toContainText(/29[.,]51/);
    await expect(at22).toContainText(/6[.,]49/);
    await expect(at22).toContainText(/36[.,]00/);
    await expect(vat.getByRole('row', { name: /^10 %/ })).toBeVisible();
  });
}

// The hold refuses an extra taken off offer meanwhile (422 under its line, §16.9): nothing is
// charged, and the reason shows next to that extra's checkbox.
test('an extra no longer offered is refused next to its checkbox (en)', async ({ page }) => {
  test.setTimeout(120_000);
  const refused = 'This extra is not offered any more: remove it to go on.';
  await page.route('**/my/room-reservations', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 422, json: { message: refused, errors: { 'add_ons[0].add_on_id': [refused] } } })
      : route.fallback(),
  );
  await logIn(page, 'en');
  await page.goto(
    roomsUrl('en', {
      arrival: stays[0].from,
      departure: stays[0].to,
      code: '',
      rooms: [{ adults: 2, children: 0, childrenAges: [] }],
    }),
  );
  await page
    .locator('.booking-categories')
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/booking\/payment\?/, { timeout: 20_000 });
  const late = page.getByRole('checkbox', { name: /^Late check-out/ });
  await late.check();
  await page
    .getByRole('checkbox', { name: 'I accept the cancellation policy: the deposit is retained if I cancel.' })
    .check();
  await page
    .getByRole('checkbox', { name: 'I understand that the city tax is paid on site and is not included in the total.' })
    .check();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM / YY)').fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await expect(late).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.booking-extras__line').filter({ has: late }).getByRole('alert')).toHaveText(refused);
});
