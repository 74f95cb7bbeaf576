import type { Page } from '@playwright/test';
import { addDays } from '../../domain/dates';
import { formatMoneyInput } from '../../domain/money';
import { cureMessages } from '../../domain/ssnCure/messages';
import { cureAdminMessages } from '../../domain/ssnCure/settingsForm';
import { expect, test } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { pagePost } from './checkInSupport';

// Issue 35, docs/product.md §16.11: the revenue manager changes what an exempt guest pays on the
// cures' screen and finds it saved after a reload, an amount over 1,000 € refused next to its field;
// the front desk reads the same settings with no way to save them; a save over settings saved
// meanwhile is refused; a period without visits says so. The walks share the server with others:
// the exempt amount is changed (the guests' walks book with the ticket, which they check), put back
// as found, one walk at a time.

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const EXEMPT: Record<Lang, number> = { it: 4610, en: 4620, de: 4630 };

async function openCures(page: Page, lang: Lang, who: { email: string; password: string }) {
  await page.goto(`/${lang}/`);
  expect((await pagePost(page, '/login', { ...who, remember: true })).status()).toBe(200);
  await page.goto(`/${lang}/admin/ssn-cure`);
  const menu = page.getByRole('navigation', { name: tr(lang, 'Front desk') });
  await expect(menu.getByRole('link', { name: tr(lang, 'SSN cures') })).toHaveAttribute('aria-current', 'page');
  return page.getByRole('form', { name: tr(lang, 'The cures’ settings') });
}

test.describe.configure({ mode: 'serial' });

(['it', 'en', 'de'] as Lang[]).forEach((lang) => {
  test(`the SSN cures' screen: the exempt guest's amount changed and saved, the desk reads it (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const form = await openCures(page, lang, REVENUE);
    const ticket = form.getByLabel(tr(lang, 'Exempt guest'), { exact: true });
    await expect(ticket).toBeEditable();
    const before = await ticket.inputValue();
    const save = form.getByRole('button', { name: tr(lang, 'Save the cures’ settings') });

    // Over 1,000 €: refused next to the field, in the screen's language, and nothing is sent.
    await ticket.fill(lang === 'en' ? '1000.01' : '1000,01');
    await ticket.blur();
    await save.click();
    await expect(ticket).toHaveAccessibleDescription(new RegExp(cureAdminMessages.amountRange[lang]));

    // Someone saves meanwhile (another revenue manager's tab): this save is refused with the reason.
    const other = await (await browser.newContext({ baseURL, locale: lang })).newPage();
    const otherForm = await openCures(other, lang, REVENUE);
    await otherForm.getByRole('button', { name: tr(lang, 'Save the cures’ settings') }).click();
    await expect(otherForm.getByRole('status')).toHaveText(tr(lang, 'Saved.'));
    await other.context().close();
    await ticket.fill(before);
    await ticket.blur();
    await save.click();
    await expect(form.getByRole('alert')).toHaveText(cureMessages.settingsChanged[lang]);
    await page.reload();

    const typed = formatMoneyInput(EXEMPT[lang], lang);
    await ticket.fill(typed);
    await ticket.blur();
    await save.click();
    await expect(form.getByRole('status')).toHaveText(tr(lang, 'Saved.'));
    await page.reload();
    await expect(ticket).toHaveValue(typed);

    // The desk sees the same settings and cannot change them (docs/product.md §16.11).
    const desk = await (await browser.newContext({ baseURL, locale: lang })).newPage();
    const deskForm = await openCures(desk, lang, DESK);
    const deskTicket = deskForm.getByLabel(tr(lang, 'Exempt guest'), { exact: true });
    await expect(deskTicket).toHaveValue(typed);
    await expect(deskTicket).toBeDisabled();
    await expect(deskForm.getByLabel(tr(lang, 'Admission visit'))).toBeDisabled();
    await expect(deskForm.getByRole('button', { name: tr(lang, 'Save the cures’ settings') })).toHaveCount(0);
    await expect(deskForm).toContainText(tr(lang, 'The revenue manager changes these settings.'));

    // The cures booked: a period that ends before it starts is refused; one far ahead has no visits.
    const from = desk.getByLabel(tr(lang, 'Visits from'));
    const to = desk.getByLabel(tr(lang, 'to'), { exact: true });
    const today = await from.inputValue();
    await from.fill(addDays(today, 700));
    await expect(to).toHaveAccessibleDescription(cureAdminMessages.rangeOrder[lang]);
    await to.fill(addDays(today, 710));
    await expect(desk.getByText(tr(lang, 'No cure has its admission visit in these days.'))).toBeVisible();
    await desk.context().close();

    // The amount as it was.
    await ticket.fill(before);
    await ticket.blur();
    await save.click();
    await expect(form.getByRole('status')).toHaveText(tr(lang, 'Saved.'));
  });
});
