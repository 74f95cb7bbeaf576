import type { Page } from '@playwright/test';
import { depositPlan } from '../machines/depositModel';
import { expect, uniqueEmail } from './support/fixtures';
import { cardExpiry } from './support/clock';
import { describeModel } from './support/modelHarness';
import { tr } from './support/catalog';

// Every path of machines/deposit.machine.ts through /de/deposit-payment, in German, in Chromium
// against the real server and the sandbox: an amount the hotel takes is paid (its card step's own
// outcomes are walked in deposit.spec.ts), one it does not is refused before any card payment,
// the receipt, and another payment from there. Expected texts come from the link and the form.

const de = (text: string, values?: Record<string, string>) => tr('de', text, values);
const payButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${de('Pay now {amount}', { amount: '.+' })}$`) });
const amountField = (page: Page) => page.getByLabel(de('Amount'));

async function fill(page: Page, amount: string, email: string) {
  await amountField(page).fill(amount);
  await page.getByLabel(de('First name'), { exact: true }).fill('Anna');
  await page.getByLabel(de('Last name'), { exact: true }).fill('Walker');
  await page.getByLabel(de('Email'), { exact: true }).fill(email);
  const privacy = page.getByRole('checkbox', { name: new RegExp(de('privacy policy')) });
  // Clicked again if the sticky navigation bar moved the page under the pointer.
  await expect(async () => {
    if (!(await privacy.isChecked())) await privacy.click({ timeout: 2_000 });
    await expect(privacy).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel(de('Card number')).fill('4242424242424242');
  await page.getByLabel(de('Expiry (MM / YY)')).fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
}

describeModel({
  plan: depositPlan({ name: 'deposit (deposit payment journey)' }),
  start: async (page, ctx) => {
    ctx.data.email = uniqueEmail('deposit-journey');
    ctx.data.posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/deposit-payment'))
        ctx.data.posts = Number(ctx.data.posts) + 1;
    });
    // The front desk's link, in cents: 250 euro.
    await page.goto('/de/deposit-payment?amount=25000&number=R-2031');
    await expect(page.getByLabel(de('Card number'))).toBeVisible({ timeout: 15_000 });
  },
  states: {
    form: async (page, ctx) => {
      await expect(page.getByRole('form', { name: de('Deposit payment') })).toBeVisible();
      const event = ctx.path.steps[ctx.index].event as { type: string; values?: { amount: number } };
      if (event.type === 'pay.submit' && event.values?.amount === 50) {
        // Refused before any card payment, the reason under the amount, the focus on it.
        await expect(
          page.locator('.field-error', { hasText: 'Der Betrag muss mindestens 1,00 € betragen.' }),
        ).toBeVisible();
        await expect(amountField(page)).toBeFocused();
        expect(ctx.data.posts).toBe(0);
      } else if (event.type === 'pay.submit') {
        await expect(payButton(page)).toBeDisabled();
      } else {
        await expect(page.getByTestId('deposit-amount')).toContainText('250,00 €');
        await expect(payButton(page)).toBeEnabled();
      }
    },
    receipt: async (page, ctx) => {
      await expect(
        page.getByRole('status').filter({ hasText: de('Thank you, We will get back to you shortly!') }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: de('Thank you, We will get back to you shortly!') }),
      ).toBeFocused();
      await expect(page.getByTestId('receipt-amount')).toHaveText('250,00 €');
      await expect(page.getByText(String(ctx.data.email))).toBeVisible();
      await expect(page.getByText('R-2031')).toBeVisible();
      await expect(payButton(page)).toHaveCount(0);
      expect(ctx.data.posts).toBe(1);
    },
  },
  events: {
    'pay.submit': async (page, event, ctx) => {
      const refused = (event.values as { amount: number }).amount === 50;
      await fill(page, refused ? '0,50' : '250', String(ctx.data.email));
      if (!refused) await ctx.hold({ url: '**/deposit-payment', method: 'POST' });
      await payButton(page).click();
    },
    'xstate.done.actor.cardPayment': async (page, _event, ctx) => {
      if (ctx.path.steps[ctx.index - 1]?.event.type === 'pay.submit') return ctx.release();
      await fill(page, '250', String(ctx.data.email));
      await payButton(page).click();
    },
    'payment.again': async (page, _event, ctx) => {
      await page.getByRole('button', { name: de('Make another payment') }).click();
      ctx.data.posts = 0;
    },
  },
});
