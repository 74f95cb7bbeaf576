import type { Page } from '@playwright/test';
import type { RoomsSearch } from '../../domain/bookingQuery';
import { expect, test } from './support/fixtures';
import { GUEST } from './support/accounts';
import { tr, type Lang } from './support/catalog';
import { pagePost } from './checkInSupport';
import { bookableStays, roomsUrl } from './bookingSupport';

// docs/product.md §16.9, in it/en/de: the revenue manager adds an extra on the add-ons screen
// (7 € per night, 22 %), and a guest's payment step offers it for their 3-night stay at the
// server's 21 €. Other walks pay on the same server: the walk's add-on has a name of its own and is
// taken off offer at the end, and no walk here pays.

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const stays = bookableStays(3, 3, 9);

async function signIn(page: Page, lang: Lang, account: { email: string; password: string }) {
  await page.goto(`/${lang}/`);
  expect((await pagePost(page, '/login', { ...account, remember: true })).status()).toBe(200);
}

for (const [index, lang] of (['it', 'en', 'de'] as const).entries()) {
  test(`the revenue manager adds an extra at 7 € a night and a guest's payment step offers it at 21 € for 3 nights (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = (text: string, values?: Record<string, string>) => tr(lang, text, values);
    const mark = `${lang}-${Date.now().toString(36)}`;
    const names = { it: `Parcheggio ${mark}`, en: `Parking ${mark}`, de: `Parkplatz ${mark}` };

    const staff = await (
      await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.84.0.${index + 1}` } })
    ).newPage();
    await signIn(staff, lang, REVENUE);
    await staff.goto(`/${lang}/admin/add-ons`);
    await staff.getByRole('button', { name: t('Add an add-on') }).click();
    const form = staff.getByRole('form', { name: t('Add an add-on') });
    await form.getByLabel(t('Name ({0})', { 0: t('Italian') })).fill(names.it);
    await form.getByLabel(t('Name ({0})', { 0: t('English') })).fill(names.en);
    await form.getByLabel(t('Name ({0})', { 0: t('German') })).fill(names.de);
    for (const language of ['Italian', 'English', 'German'])
      await form.getByLabel(t('Description ({0})', { 0: t(language) })).fill('Garage, 50 m.');
    await form.getByLabel(t('Priced')).selectOption({ label: t('per night') });
    await form.getByLabel(t('Price per unit (VAT included)')).fill('7');
    await form.getByRole('button', { name: t('Add the add-on') }).click();
    await expect(form).toHaveCount(0);
    const added = staff.getByRole('article', { name: names[lang] });
    await expect(added).toContainText(t('Offered'));

    try {
      const search: RoomsSearch = {
        arrival: stays[index].from,
        departure: stays[index].to,
        code: '',
        rooms: [{ adults: 2, children: 0, childrenAges: [] }],
      };
      await signIn(page, lang, GUEST);
      await page.goto(roomsUrl(lang, search));
      const select = new RegExp(
        `^${t('Select {0}, {1}, {2}')
          .split(/\{\d\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
      );
      await page.locator('.booking-categories').getByRole('button', { name: select }).first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/booking/payment\\?`), { timeout: 20_000 });
      const extras = page.getByRole('group', { name: t('Extras for room {number}', { number: '1' }) });
      const parking = extras.getByRole('checkbox', { name: new RegExp(`^${names[lang]}`) });
      await expect(parking).toBeVisible();
      await expect(parking.locator('xpath=..')).toContainText(/21[.,]00/);
    } finally {
      // Off offer again, through the same screen: no other walk's payment step keeps it.
      await added.getByRole('button', { name: t('Change {0}', { 0: names[lang] }) }).click();
      const change = staff.getByRole('form', { name: t('Change {0}', { 0: names[lang] }) });
      await change.getByLabel(t('Offered to guests')).uncheck();
      await change.getByRole('button', { name: t('Save the add-on') }).click();
      await expect(added).toContainText(t('Not offered'));
    }
  });
}
