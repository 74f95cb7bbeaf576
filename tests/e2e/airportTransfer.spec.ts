import type { Locator, Page } from '@playwright/test';
import { tr, type Lang } from './support/catalog';
import { expect, test } from './support/fixtures';
import { describeRequestForm, type Outcome } from './support/requestFormWalk';

// The airport transfer form (product.md §8.3; issue 12): its machine walked in three languages, and
// the price shown live as the guest changes airport and people.

const form = (page: Page, lang: Lang) => page.getByRole('form', { name: tr(lang, 'Airport transfer request') });

async function fillTransfer(form: Locator, lang: Lang, flight: string) {
  await form.getByRole('radio', { name: tr(lang, 'Treviso Canova (TSF)') }).check();
  await form.getByLabel(tr(lang, 'Flight number'), { exact: true }).fill(flight);
  await form.getByLabel(tr(lang, 'First name'), { exact: true }).fill('Jan');
  await form.getByLabel(tr(lang, 'Last name'), { exact: true }).fill('Berg');
  await form.getByLabel(tr(lang, 'Email'), { exact: true }).fill('jan.berg@example.com');
  await form.getByRole('checkbox', { name: new RegExp(tr(lang, 'privacy policy')) }).check();
}

describeRequestForm({
  name: 'formSubmit (airport transfer)',
  start: async (page, lang) => {
    await page.goto(`/${lang}/airport-transfer`);
  },
  form,
  submitLabel: 'Request the transfer',
  fields: { flight_number: 'Flight number', first_name: 'First name', email: 'Email' },
  refusedField: 'flight_number',
  request: { url: '**/airport-transfer', method: 'POST' },
  // Refused: the flight number is required.
  fill: (_page, f, outcome: Outcome, lang) => fillTransfer(f, lang, outcome === 'refuse' ? '' : 'FR 1234'),
  succeeded: async (page, lang) => {
    // The earlier failure's 'Error' toast (also a status) may still be showing after the retry.
    await expect(
      page.getByRole('status').filter({ hasText: tr(lang, 'Thank you, We will get back to you shortly!') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: tr(lang, 'Back to the home page') })).toHaveAttribute(
      'href',
      `/${lang}/`,
    );
    await expect(form(page, lang)).toHaveCount(0);
  },
  exclude: {
    'succeeded --form.submit--> submitting': 'the thank-you with its link home replaces the form',
    'succeeded --field.edit--> editing': 'idem',
  },
});

test('shows the price per person and the total as the guest changes airport and people (VCE 35 euro, TSF 45 euro)', async ({
  page,
}) => {
  await page.goto('/it/airport-transfer');
  const f = form(page, 'it');
  await expect(page.getByTestId('price-per-person')).toHaveText('35,00\u00a0€');
  await expect(page.getByTestId('transfer-total')).toHaveText('35,00\u00a0€');
  const more = f.getByRole('button', { name: tr('it', 'Increase {label}', { label: tr('it', 'People') }) });
  await more.click();
  await more.click();
  await expect(page.getByTestId('transfer-total')).toHaveText('105,00\u00a0€');
  await f.getByRole('radio', { name: tr('it', 'Treviso Canova (TSF)') }).check();
  await expect(page.getByTestId('price-per-person')).toHaveText('45,00\u00a0€');
  await expect(page.getByTestId('transfer-total')).toHaveText('135,00\u00a0€');
  // The return trip is ticked unless the guest unticks it.
  await expect(f.getByRole('checkbox', { name: tr('it', 'Return trip to the airport too') })).toBeChecked();
});

test('takes the price from a link: ?amount=45 shows Treviso', async ({ page }) => {
  await page.goto('/en/airport-transfer?amount=45');
  await expect(form(page, 'en').getByRole('radio', { name: 'Treviso Canova (TSF)' })).toBeChecked();
  await expect(page.getByTestId('price-per-person')).toHaveText('€45.00');
});
