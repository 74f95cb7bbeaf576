import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { onHotelClock } from './support/clock';
import { tr, type Lang } from './support/catalog';
import { pagePost } from './checkInSupport';
import { validationMessage } from '../../domain/validation';

// docs/product.md §8.4 (issue 34): from any page's footer to the accessibility statement, from it
// to the barrier report, and the report in the front desk's inbox, in each language.

const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const STATEMENT = {
  it: 'Dichiarazione di accessibilità',
  en: 'Accessibility statement',
  de: 'Erklärung zur Barrierefreiheit',
};
const LIMITS = { it: 'Limiti noti', en: 'Known limits', de: 'Bekannte Einschränkungen' };

const langs: Lang[] = ['it', 'en', 'de'];
for (const [index, lang] of langs.entries()) {
  test(`${lang}: a visitor finds the statement in the footer, reports a barrier, and the front desk reads it`, async ({
    browser,
    baseURL,
  }) => {
    const t = (text: string, values?: Record<string, string>) => tr(lang, text, values);
    const visitor = await (
      await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.79.0.${index + 1}` } })
    ).newPage();
    await onHotelClock(visitor);
    await visitor.goto(`/${lang}/shop`);
    await visitor
      .getByRole('contentinfo')
      .getByRole('link', { name: t('Accessibility') })
      .click();
    await expect(visitor).toHaveURL(new RegExp(`/${lang}/accessibility$`));
    await expect(visitor.getByRole('heading', { level: 1, name: STATEMENT[lang] })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: LIMITS[lang] })).toBeVisible();
    await expect(visitor).toHaveTitle(`${STATEMENT[lang]} · Terme Hotel`);

    await visitor.getByRole('link', { name: t('Report a barrier') }).click();
    await expect(visitor).toHaveURL(new RegExp(`/${lang}/requests/accessibility-barrier$`));
    const form = visitor.getByRole('form', { name: t('Report a barrier') });
    // Sent empty: the description's error stands under it, and nothing leaves.
    await form.getByRole('button', { name: t('Send the report') }).click();
    await expect(form.getByLabel(t('What got in your way?'))).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText(validationMessage(lang, 'barrierDescriptionRequired'));

    const description = `The booking calendar ignores the arrow keys (${lang} ${randomUUID().slice(0, 6)})`;
    await form.getByLabel(t('What got in your way?')).fill(description);
    await form.getByLabel(t('Where on the site (page address or name, optional)')).fill('/booking/select-dates');
    await form.getByLabel(t('Assistive technology you use (optional)')).fill('JAWS 2026');
    await form.getByLabel(t('First name'), { exact: true }).fill('Lea');
    await form.getByLabel(t('Last name'), { exact: true }).fill('Brandt');
    await form.getByLabel(t('Email'), { exact: true }).fill(`lea-${lang}@example.com`);
    await form.getByRole('checkbox', { name: new RegExp(t('privacy policy')) }).check();
    await form.getByRole('button', { name: t('Send the report') }).click();
    await expect(form.getByRole('status')).toContainText(t('Thank you, We will get back to you shortly!'));
    await visitor.context().close();

    const staff = await (
      await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.79.1.${index + 1}` } })
    ).newPage();
    await onHotelClock(staff);
    await staff.goto(`/${lang}/`);
    expect((await pagePost(staff, '/login', { ...ADMIN, remember: true })).status()).toBe(200);
    await staff.goto(`/${lang}/admin/requests`);
    const card = staff.getByTestId('requests-table').getByRole('row').filter({ hasText: description });
    await expect(card.getByRole('rowheader')).toContainText(t('Accessibility barrier'));
    await expect(card).toContainText(`Lea Brandtlea-${lang}@example.com`);
    await expect(card).toContainText('/booking/select-dates');
    await expect(card).toContainText('JAWS 2026');
    await staff.context().close();
  });
}
