import type { Page } from '@playwright/test';
import { formatMoney } from '../../domain/money';
import { spaMessages } from '../../domain/spaSchedule/messages';
import { expect, test } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { pagePost } from './checkInSupport';

// Issue 35, docs/product.md §16.8: the revenue manager adds the treatment "Fango" (50 minutes,
// 60 €, 22 %) on the catalogue's screen, a duration of 0 refused next to its field first; the front
// desk adds a therapist with Monday hours; the public treatments list offers Fango at once. One
// short walk per language, each with names of its own (the walks share the server with others).

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const run = Date.now().toString(36).slice(-5);
const monday = (lang: Lang) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1));

async function openCatalogue(page: Page, lang: Lang, who: { email: string; password: string }) {
  await page.goto(`/${lang}/`);
  expect((await pagePost(page, '/login', { ...who, remember: true })).status()).toBe(200);
  await page.goto(`/${lang}/admin/spa-catalogue`);
  const menu = page.getByRole('navigation', { name: tr(lang, 'Front desk') });
  await expect(menu.getByRole('link', { name: tr(lang, 'The spa’s catalogue') })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

(['it', 'en', 'de'] as Lang[]).forEach((lang) => {
  test(`the spa's catalogue: a treatment added, a therapist's Monday hours set (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const fango = `Fango ${run}${lang}`;
    const skill = `fango-${run}${lang}`;
    await openCatalogue(page, lang, REVENUE);
    // The revenue manager keeps treatments, not therapists (docs/product.md §16.4).
    await expect(page.getByRole('button', { name: tr(lang, 'Add a therapist') })).toHaveCount(0);
    await page.getByRole('button', { name: tr(lang, 'Add a treatment') }).click();
    const form = page.getByRole('form', { name: tr(lang, 'Add a treatment') });
    for (const language of ['Italian', 'English', 'German'])
      await form.getByLabel(tr(lang, `Name in ${language}`)).fill(fango);
    const duration = form.getByLabel(tr(lang, 'Duration (minutes)'));
    await duration.fill('0');
    await form.getByLabel(tr(lang, 'Price (€)')).fill('60');
    await expect(duration).toHaveAccessibleDescription(spaMessages.durationRange[lang]);
    await duration.fill('50');
    await form.getByLabel(tr(lang, 'VAT rate')).selectOption('22');
    await form.getByLabel(tr(lang, 'Skill the therapist needs')).fill(skill);
    await form.getByLabel(tr(lang, 'Cabin kind it needs')).fill('mud');
    await form.getByRole('button', { name: tr(lang, 'Add the treatment') }).click();
    const row = page.getByTestId('spa-treatments').getByRole('row', { name: new RegExp(fango) });
    await expect(row).toContainText(tr(lang, '{0} min', { 0: '50' }));
    await expect(row).toContainText(formatMoney(6000, lang));
    await expect(row).toContainText('22\u00a0%');

    const desk = await (await browser.newContext({ baseURL, locale: lang })).newPage();
    await openCatalogue(desk, lang, DESK);
    await desk.getByRole('button', { name: tr(lang, 'Add a therapist') }).click();
    const therapist = desk.getByRole('form', { name: tr(lang, 'Add a therapist') });
    const tina = `Tina ${run}${lang}`;
    await therapist.getByLabel(tr(lang, 'Name'), { exact: true }).fill(tina);
    await therapist.getByLabel(tr(lang, 'Skills')).fill(skill);
    await therapist.getByRole('button', { name: tr(lang, 'Add a weekday’s hours') }).click();
    const hours = therapist.getByTestId('hours-row-0');
    await expect(hours.getByLabel(tr(lang, 'Weekday'))).toHaveValue('1');
    await hours.getByLabel(tr(lang, 'From (HH:MM)'), { exact: true }).fill('09:00');
    await hours.getByLabel(tr(lang, 'To (HH:MM)'), { exact: true }).fill('13:00');
    await therapist.getByRole('button', { name: tr(lang, 'Add the therapist') }).click();
    await expect(desk.getByTestId('spa-therapists').getByRole('row', { name: new RegExp(tina) })).toContainText(
      `${monday(lang)} 09:00–13:00`,
    );
    await desk.context().close();

    // The site and integrators see the new treatment at once.
    const { treatments } = (await (await page.request.get('/api/spa/treatments')).json()) as {
      treatments: { names: Record<Lang, string>; duration_minutes: number; price_cents: number; vat_rate: number }[];
    };
    expect(treatments.find((x) => x.names[lang] === fango)).toMatchObject({
      duration_minutes: 50,
      price_cents: 6000,
      vat_rate: 22,
    });
  });
});
