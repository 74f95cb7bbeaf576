import type { Locator, Page } from '@playwright/test';
import type { RoomsSearch } from '../../domain/bookingQuery';
import { isWeekend } from '../../server/db/seed/daySpa';
import { openDays } from './support/daySpaBooking';
import { expect, uniqueEmail } from './support/fixtures';
import { registerAccount } from './support/accounts';
import { tr, type Lang } from './support/catalog';
import { lastStays, offersFor, roomsUrl } from './bookingSupport';
import { expectAnnounced } from './support/announcements';

// The three journeys that take money, each opened on its payment screen the way a guest gets
// there, for the card cases every journey must pass (paymentCases.spec.ts). What each shows once
// paid is written here from the seed: a double room for two (150 euro deposit, 75 a person), a
// weekday thermal-day entry for one (35 euro), a deposit link of 77 euro.

export interface PayingJourney {
  name: string;
  lang: Lang;
  /** The purchase POST, counted by the tests. */
  purchase: RegExp;
  /** Opens the payment screen (signed in as a new account where the journey needs one); `n` picks a day of its own where places run out. */
  open(page: Page, baseURL: string, n: number): Promise<void>;
  /** Everything but the card: consents, names. */
  fillForm(page: Page, consents: boolean): Promise<void>;
  /** The consents' checkboxes, for the field errors under them. */
  consents(page: Page): Locator[];
  /** What the guest sees once paid (the page records its status messages: recordAnnouncements). */
  paid(page: Page): Promise<void>;
}

export const payButton = (page: Page, lang: Lang) =>
  page.getByRole('button', {
    name: new RegExp(`^${tr(lang, 'Pay now {amount}', { amount: '.+' })}$`),
    includeHidden: true,
  });

export async function signInAsNewAccount(page: Page, baseURL: string, lang: Lang) {
  const account = await registerAccount(baseURL, undefined, lang);
  await page.goto(`/${lang}/`);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const res = await page.request.post('/login', {
    data: { email: account.email, password: account.password, remember: true },
    headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
}

/** Ticks a checkbox, again if the sticky navigation bar moved the page under the pointer. */
async function tick(box: Locator, checked: boolean) {
  await expect(async () => {
    if ((await box.isChecked()) !== checked) await box.click({ timeout: 2_000 });
    await expect(box).toBeChecked({ checked, timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

// The last stay of the calendar: five double rooms (of ten) are booked on it by these cases.
const [, stay] = lastStays(2);

export const booking: PayingJourney = {
  name: 'room booking',
  lang: 'de',
  purchase: /\/my\/room-reservations$/,
  async open(page, baseURL) {
    const double = (await offersFor(baseURL, stay, { adults: 2 })).find((e) => e.room_category.name === 'Double Room')!;
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
    await signInAsNewAccount(page, baseURL, 'de');
    await page.goto(roomsUrl('de', search));
    await expect(page).toHaveURL(/\/de\/booking\/payment\?/, { timeout: 20_000 });
    await expect(page.getByLabel(tr('de', 'Card number'))).toBeVisible({ timeout: 15_000 });
  },
  consents: (page) => [
    page.getByRole('checkbox', {
      name: new RegExp(tr('de', 'I accept the cancellation policy: the deposit is retained if I cancel.').slice(0, 20)),
    }),
    page.getByRole('checkbox', {
      name: new RegExp(
        tr('de', 'I understand that the city tax is paid on site and is not included in the total.').slice(0, 20),
      ),
    }),
  ],
  async fillForm(page, consents) {
    for (const box of this.consents(page)) await tick(box, consents);
  },
  async paid(page) {
    await expectAnnounced(page, new RegExp(`^${tr('de', 'Thank you!')}`), /^\/de\/booking\/payment$/);
    await expect(page).toHaveURL(/\/de\/my\/room-reservations\/\d+$/, { timeout: 10_000 });
    await expect(page.getByTestId('deposit-paid')).toContainText('150,00');
  },
};

/**
 * The n-th weekday (one slot, 35 euro) with seeded, free slots from tomorrow on: in the last week
 * of a season there are only a few before the closure, then the next season's.
 */
function weekday(n: number) {
  return openDays(1, n + 1, (d) => !isWeekend(d))[n];
}

export const daySpa: PayingJourney = {
  name: 'day spa',
  lang: 'en',
  purchase: /\/my\/product-reservations$/,
  async open(page, baseURL, n) {
    await signInAsNewAccount(page, baseURL, 'en');
    await page.goto(`/en/day-spa/thermal-day/${weekday(n)}?people=1`);
    await page
      .getByRole('button', { name: /^Book / })
      .first()
      .click();
    await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 15_000 });
  },
  consents: (page) => [
    page.getByRole('checkbox', { name: /I accept the cancellation conditions/ }),
    page.getByRole('checkbox', { name: /I have read and accept/ }),
  ],
  async fillForm(page, consents) {
    for (const box of this.consents(page)) await tick(box, consents);
  },
  async paid(page) {
    await expectAnnounced(page, /^Thank you! Your reservation DS-[A-Z2-9]{8} is confirmed\.$/, /^\/en\/day-spa\//);
    await expect(page).toHaveURL(/\/en\/my\/product-reservations\/DS-[A-Z2-9]{8}$/, { timeout: 10_000 });
    await expect(page.getByTestId('amount-paid')).toHaveText('€35.00');
  },
};

export const deposit: PayingJourney = {
  name: 'deposit payment',
  lang: 'it',
  purchase: /\/deposit-payment$/,
  async open(page) {
    await page.goto('/it/deposit-payment?amount=7700&number=R-4401');
    await expect(page.getByLabel('Numero della carta')).toBeVisible({ timeout: 15_000 });
  },
  consents: (page) => [page.getByRole('checkbox', { name: /informativa sulla privacy/ })],
  async fillForm(page, consents) {
    await page.getByLabel('Nome', { exact: true }).fill('Dora');
    await page.getByLabel('Cognome', { exact: true }).fill('Deposito');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('cases'));
    for (const box of this.consents(page)) await tick(box, consents);
  },
  async paid(page) {
    await expect(
      page.getByRole('status').filter({ hasText: tr('it', 'Thank you, We will get back to you shortly!') }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('receipt-amount')).toHaveText('77,00 €');
  },
};
