import type { Locator, Page } from '@playwright/test';
import { addDays } from '../../domain/dates';
import { bookableStays } from './bookingSupport';
import { tr, type Lang } from './support/catalog';
import { expect } from './support/fixtures';
import { describeRequestForm, type Outcome } from './support/requestFormWalk';
import { pathSends } from './support/modelHarness';

// Every path of machines/formSubmit.machine.ts as the change-booking and refund request screens
// use it (product.md §8, issue 12), in Italian, English and German, against the real server: accepted,
// refused with a field error, the connection dropped, and sent again.

const [newStay] = bookableStays(2, 1, 12);

async function fillContact(form: Locator, lang: Lang) {
  await form.getByLabel(tr(lang, 'First name'), { exact: true }).fill('Anna');
  await form.getByLabel(tr(lang, 'Last name'), { exact: true }).fill('Rossi');
  await form.getByLabel(tr(lang, 'Email'), { exact: true }).fill('anna.rossi@example.com');
  await form.getByRole('checkbox', { name: new RegExp(tr(lang, 'privacy policy')) }).check();
}

/** After the thank-you the form starts again, empty. */
async function thankedAndReset(form: Locator, lang: Lang) {
  await expect(form.getByRole('status')).toContainText(tr(lang, 'Thank you, We will get back to you shortly!'));
  await expect(form.getByLabel(tr(lang, 'First name'), { exact: true })).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: new RegExp(tr(lang, 'privacy policy')) })).not.toBeChecked();
}

const changeForm = (page: Page, lang: Lang) => page.getByRole('form', { name: tr(lang, 'Change booking request') });

describeRequestForm({
  name: 'formSubmit (change-booking request)',
  start: async (page, lang) => {
    // product.md §8: /{lang}/requests redirects to the change-booking form.
    await page.goto(`/${lang}/requests`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/requests/change-booking$`));
  },
  form: changeForm,
  submitLabel: 'Send the request',
  fields: {
    checkin: 'Current check-in',
    checkout: 'Current check-out',
    new_checkin: 'New check-in',
    new_checkout: 'New check-out',
    first_name: 'First name',
    email: 'Email',
  },
  refusedField: 'new_checkout',
  // One walk of new dates the server accepts in `npm run test:dates` (the hotel's calendar on five days of the year).
  tagFirst: { tag: '@dates', first: (path) => pathSends(path, 'xstate.done.actor.submit') },
  request: { url: '**/requests/change-booking', method: 'POST' },
  fill: async (_page, form, outcome: Outcome, lang) => {
    const current = { from: addDays(newStay.from, -7), to: addDays(newStay.from, -4) };
    await form.getByLabel(tr(lang, 'Current check-in'), { exact: true }).fill(current.from);
    await form.getByLabel(tr(lang, 'Current check-out'), { exact: true }).fill(current.to);
    // Refused: the same stay again.
    await form
      .getByLabel(tr(lang, 'New check-in'), { exact: true })
      .fill(outcome === 'refuse' ? current.from : newStay.from);
    await form
      .getByLabel(tr(lang, 'New check-out'), { exact: true })
      .fill(outcome === 'refuse' ? current.to : newStay.to);
    await form.getByLabel(tr(lang, 'Note'), { exact: true }).fill('Two nights later, please.');
    await fillContact(form, lang);
  },
  succeeded: (page, lang) => thankedAndReset(changeForm(page, lang), lang),
});

const refundForm = (page: Page, lang: Lang) => page.getByRole('form', { name: tr(lang, 'Refund request') });

describeRequestForm({
  name: 'formSubmit (refund request)',
  start: async (page, lang) => {
    await page.goto(`/${lang}/requests/refund`);
  },
  form: refundForm,
  submitLabel: 'Send the request',
  fields: {
    amount: 'Amount',
    iban: 'IBAN (optional)',
    bic: 'BIC (optional)',
    first_name: 'First name',
    email: 'Email',
  },
  refusedField: 'iban',
  request: { url: '**/requests/refund', method: 'POST' },
  fill: async (_page, form, outcome: Outcome, lang) => {
    // product.md §1.2: the money input takes a comma as the decimal separator.
    await form.getByLabel(tr(lang, 'Amount'), { exact: true }).fill('125,50');
    const iban = form.getByLabel(tr(lang, 'IBAN (optional)'), { exact: true });
    await iban.fill('');
    // Refused: one digit off, the checksum fails.
    await iban.pressSequentially(outcome === 'refuse' ? 'it60x0542811101000000123457' : 'it60x0542811101000000123456');
    await expect(iban).toHaveValue(
      outcome === 'refuse' ? 'IT60 X054 2811 1010 0000 0123 457' : 'IT60 X054 2811 1010 0000 0123 456',
    );
    await form.getByLabel(tr(lang, 'BIC (optional)'), { exact: true }).fill('BPMOIT22XXX');
    await fillContact(form, lang);
  },
  succeeded: async (page, lang) => {
    await thankedAndReset(refundForm(page, lang), lang);
    await expect(refundForm(page, lang).getByLabel(tr(lang, 'IBAN (optional)'), { exact: true })).toHaveValue('');
  },
});
