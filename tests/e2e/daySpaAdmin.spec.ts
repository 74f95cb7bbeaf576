import type { Locator, Page } from '@playwright/test';
import { dayNumber, weekdayOfDay, type IsoDate } from '../../domain/dates';
import { spaAdminMessage } from '../../domain/daySpaAdmin';
import { INTL_LOCALE } from '../../domain/locales';
import { formatMoney } from '../../domain/money';
import { expect, test } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { onHotelClock, cardExpiry } from './support/clock';
import { slotDays } from './support/daySpaBooking';
import { pagePost } from './checkInSupport';
import { payButton, signInAsNewAccount } from './paymentJourneys';
import { holdingSetting } from './support/sharedSetting';

// Issue 33, docs/product.md §12.16: the revenue manager adds a Sunday slot of 20 places at 45 € on
// the day spa's screen, a guest books it for two at once and pays 45 € a person, and lowering the
// slot's places under the two sold is refused with the reservation listed. In the three languages,
// each on a Sunday of its own: the window's last Sundays, far from the first days the other
// day-spa walks book (in the winter closure, when the window holds no Sunday of a season, its
// last days).

test.describe.configure({ timeout: 60_000 });

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const LANGS: Lang[] = ['it', 'en', 'de'];
const isSunday = (day: IsoDate) => weekdayOfDay(dayNumber(day)) === 7;
const sundays = slotDays.filter(isSunday);
const walkDays = (sundays.length >= LANGS.length ? sundays : slotDays).slice(-LANGS.length);
const weekdayName = (lang: Lang, day: IsoDate) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** Ticks a checkbox, again if the sticky navigation bar moved the page under the pointer. */
async function tick(box: Locator) {
  await expect(async () => {
    if (!(await box.isChecked())) await box.click({ timeout: 2_000 });
    await expect(box).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Saves the product form and waits for the server's answer. */
async function saveProduct(page: Page, t: (text: string) => string) {
  const form = page.getByRole('form', { name: t('Names, descriptions and sale') });
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/admin/day-spa/products/')),
    form.getByRole('button', { name: t('Save the product') }).click(),
  ]);
}

/**
 * docs/product.md §12.16 (decision 053): with minors not admitted, the guest's participant form
 * at once offers no minor; the product admits them again straight after. Other walks add minors
 * to the same product meanwhile: the setting's lock keeps them out of this moment.
 */
async function adultsOnlyFollows(page: Page, guest: Page, t: (text: string) => string) {
  await page.locator('details.admin-spa__product > summary').click();
  const minors = page
    .getByRole('form', { name: t('Names, descriptions and sale') })
    .getByRole('checkbox', { name: t('Minors admitted (untick for adults only)') });
  await holdingSetting('day-spa-minors', async () => {
    await minors.uncheck();
    try {
      await saveProduct(page, t);
      await guest.reload();
      const types = guest.getByRole('group', { name: t('Type of participant') });
      await expect(types.getByRole('radio', { name: t('Adult: receives an invitation to register') })).toBeVisible();
      await expect(types.getByRole('radio', { name: t('Minor: added at once') })).toHaveCount(0);
    } finally {
      await minors.check();
      await saveProduct(page, t);
    }
  });
}

async function signIn(page: Page, lang: Lang) {
  await page.goto(`/${lang}/`);
  expect((await pagePost(page, '/login', { ...REVENUE, remember: true })).status()).toBe(200);
}

for (const [n, lang] of LANGS.entries()) {
  test(`the revenue manager adds a Sunday slot of 20 places at 45 € and a guest books it (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const day = walkDays[n];
    const t = (text: string, values?: Record<string, string>) => tr(lang, text, values);
    const title = `${weekdayName(lang, day)} ${lang} ${Date.now() % 100_000}`;
    await signIn(page, lang);
    await page.goto(`/${lang}/admin/day-spa`);
    const menu = page.getByRole('navigation', { name: t('Front desk') });
    await expect(menu.getByRole('link', { name: t('Day spa') })).toHaveAttribute('aria-current', 'page');
    await page.getByLabel(t('Month')).fill(day.slice(0, 7));

    const form = page.getByRole('form', { name: t('Add a slot') });
    await form.getByLabel(t('From'), { exact: true }).fill(day);
    await form.getByLabel(t('To'), { exact: true }).fill(day);
    await form.getByRole('checkbox', { name: weekdayName(lang, day) }).check();
    await form.getByLabel(t('Slot title')).fill(title);
    await form.getByLabel(t('Places'), { exact: true }).fill('0');
    await form.getByLabel(t('Price per person')).fill('45');
    await form.getByRole('button', { name: t('Add the slot') }).click();
    // Bad input: the message next to the field, in the page's language; nothing is sent.
    await expect(form.getByText(spaAdminMessage(lang, 'capacityRange', { min: 1, max: 500 }))).toBeVisible();
    await form.getByLabel(t('Places'), { exact: true }).fill('20');
    await form.getByRole('button', { name: t('Add the slot') }).click();
    await expect(page.getByRole('status').filter({ hasText: /1/ })).toBeVisible();
    const row = page.getByTestId(`spa-day-${day}`);
    const slot = row.getByRole('listitem').filter({ hasText: title });
    await expect(slot).toContainText(t('{0} sold of {1}', { 0: '0', 1: '20' }));
    await expect(slot).toContainText(formatMoney(4500, lang));

    // A guest books it for two at once, and pays 45 € a person.
    const guest = await (await browser.newContext({ baseURL, locale: lang })).newPage();
    await onHotelClock(guest);
    await signInAsNewAccount(guest, baseURL!, lang);
    await guest.goto(`/${lang}/day-spa/thermal-day/${day}?people=2`);
    const offer = guest.locator('.day-spa-slot').filter({ hasText: title });
    await expect(offer.locator('.day-spa-slot__price')).toHaveText(formatMoney(9000, lang));
    await offer
      .getByRole('button', { name: new RegExp(`^${t('Book {title} for {total}', { title, total: '.+' })}$`) })
      .click();
    await expect(guest.getByLabel(t('Card number'))).toBeVisible({ timeout: 15_000 });
    const cancellation = t(
      'I accept the cancellation conditions: the amount paid is not refunded if the reservation is cancelled or the entry is not used.',
    );
    await tick(guest.getByRole('checkbox', { name: cancellation }));
    await tick(
      guest.getByRole('checkbox', { name: new RegExp(t('I have read and accept the {link}').split('{link}')[0]) }),
    );
    await guest.getByLabel(t('Card number')).fill('4242424242424242');
    await guest.getByLabel(t('Expiry (MM / YY)')).fill(cardExpiry());
    await guest.getByLabel(t('CVC')).fill('123');
    await payButton(guest, lang).click();
    await expect(guest).toHaveURL(new RegExp(`/${lang}/my/product-reservations/DS-[A-Z2-9]{8}$`), { timeout: 20_000 });
    await expect(guest.getByTestId('amount-paid')).toHaveText(formatMoney(9000, lang));
    const number = /DS-[A-Z2-9]{8}$/.exec(guest.url())![0];
    if (lang === 'de') await adultsOnlyFollows(page, guest, t);
    await guest.context().close();

    // The calendar counts the two sold; lowering the places under them is refused with the reservation.
    await page.reload();
    await page.getByLabel(t('Month')).fill(day.slice(0, 7));
    await expect(slot).toContainText(t('{0} sold of {1}', { 0: '2', 1: '20' }));
    await slot.getByRole('button').click();
    const edit = row.getByRole('form');
    await edit.getByLabel(t('Places'), { exact: true }).fill('1');
    await edit.getByRole('button', { name: t('Save the slot') }).click();
    await expect(edit.getByText(spaAdminMessage(lang, 'capacityUnderSold', { sold: 2 }))).toBeVisible();
    await expect(edit.getByTestId('spa-reservations-in-the-way')).toContainText(number);
  });
}
