import type { Page } from '@playwright/test';
import type { SiteSettingsWire } from '../../domain/siteSettings';
import { validationMessage } from '../../domain/validation';
import { expect, test } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { onHotelClock } from './support/clock';
import { pagePost } from './checkInSupport';

// Issue 33, product.md §12.17: the administrator sets the seasonal banner's own text and its days
// at /{lang}/admin/settings, and a guest's page on one of those days shows it. The banner walk
// (seasonalBanner.spec.ts) and the airport walk (airportTransfer.spec.ts) share the server: this
// walk keeps the airport prices as they are, gives its banner days in June 2099 (no other walk's
// clock comes near) and checks them in a page it opens itself with its clock there, then puts the
// settings back as they were, within the test. The walks run one after the other. The prices'
// effect on guests is proved on the server (tests/server/siteSettings/siteSettings.test.ts).

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const langs: Lang[] = ['it', 'en', 'de'];
const FROM = '2099-06-01';
const TO = '2099-06-30';

async function staffFetch(page: Page, method: 'GET' | 'PUT', url: string, data?: unknown) {
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return page.request.fetch(url, {
    method,
    data,
    headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' },
  });
}

for (const [index, lang] of langs.entries()) {
  test(`${lang}: the administrator sets the banner's text and days, and a guest's page on those days shows it`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const t = (text: string, values?: Record<string, string>) => tr(lang, text, values);
    const mark = `${lang}-${Date.now().toString(36)}`;
    const texts = {
      it: `Piscina chiusa per manutenzione ${mark}`,
      en: `Pool closed for maintenance ${mark}`,
      de: `Becken wegen Wartung geschlossen ${mark}`,
    };
    const language = { it: t('Italian'), en: t('English'), de: t('German') };

    const staff = await (
      await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.84.0.${index + 1}` } })
    ).newPage();
    await onHotelClock(staff);
    await staff.goto(`/${lang}/`);
    expect((await pagePost(staff, '/login', { ...ADMIN, remember: true })).status()).toBe(200);
    await staff.goto(`/${lang}/admin`);
    const original = (await (await staffFetch(staff, 'GET', '/api/admin/settings')).json()) as SiteSettingsWire;
    try {
      await staff
        .getByRole('navigation', { name: t('Front desk') })
        .getByRole('link', { name: t('Site settings') })
        .click();
      await expect(staff).toHaveURL(new RegExp(`/${lang}/admin/settings$`));
      const form = staff.getByRole('form', { name: t('Site settings') });
      const text = (l: keyof typeof texts) => form.getByLabel(t('Banner text ({0})', { 0: language[l] }));
      // A text in one language only: the others are asked for next to their fields.
      await text(lang).fill(texts[lang]);
      await form.getByLabel(t('Shown from')).fill(FROM);
      await form.getByLabel(t('Shown until')).fill(TO);
      await form.getByRole('button', { name: t('Save the settings') }).click();
      const other = langs.find((l) => l !== lang)!;
      await expect(text(other)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText(validationMessage(lang, 'bannerTextRequired')).first()).toBeVisible();
      for (const l of langs) await text(l).fill(texts[l]);
      // The notice before a package's treatment time (§12.17): over a week is refused next to it.
      const notice = form.getByLabel(t('Guests may change or cancel a time until this many hours before it starts'));
      await notice.fill('169');
      await form.getByRole('button', { name: t('Save the settings') }).click();
      await expect(notice).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText(validationMessage(lang, 'treatmentNoticeRange'))).toBeVisible();
      await notice.fill('25');
      await form.getByRole('button', { name: t('Save the settings') }).click();
      await expect(form.getByRole('status')).toHaveText(t('Saved.'));
      const saved = (await (await staffFetch(staff, 'GET', '/api/admin/settings')).json()) as SiteSettingsWire;
      expect(saved.treatment_notice_hours).toBe(25);

      // A guest on one of those days sees the text in the page's language.
      await page.clock.setFixedTime(new Date('2099-06-10T10:00:00+02:00'));
      await page.goto(`/${lang}/`);
      const banner = page.getByRole('region', { name: t('Season notice') });
      await expect(banner.locator('p')).toHaveText(texts[lang]);
    } finally {
      const restored = await staffFetch(staff, 'PUT', '/api/admin/settings', original);
      expect(restored.status()).toBe(200);
      await staff.context().close();
    }
  });
}
