import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { cardPaymentMachine } from '../../machines/cardPayment.machine';
import { cardPaymentEvents, samples } from '../machines/cardPaymentModel';
import { expect, uniqueEmail } from './support/fixtures';
import { cardExpiry } from './support/clock';
import { describeModel, type ModelPath } from './support/modelHarness';
import type { RequestGate } from './support/requestGate';
import { Outbox } from './support/outbox';

// Every path of machines/cardPayment.machine.ts through the deposit screen (the card step of
// machines/deposit.machine.ts), in Chromium, against the real server and the payment sandbox. The
// guest's card (Stripe's test cards) and form make the server answer as each path needs. Every pay
// is a double click: no path may pay twice.

const CARDS = {
  good: '4242424242424242',
  authenticate: '4000002500003155',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  luhnFails: '4242424242424241',
};

// includeHidden: while the 3-D Secure dialog is open, the page behind it is hidden from assistive tech.
const payButton = (page: Page) => page.getByRole('button', { name: /Pay now/, includeHidden: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm your payment' });
const stateOf = (s: AnyMachineSnapshot) => s.value as string;

/** What the guest is told for each refusal (the sandbox's and the server's English texts). */
const REFUSALS = {
  declined: { message: 'Your card was declined. Please try another card.', errors: {} },
  insufficient: { message: 'Your card has insufficient funds. Please try another card.', errors: {} },
  privacy: { message: 'Please accept the privacy policy.', errors: { privacy: 'Please accept the privacy policy.' } },
  authenticationFailed: {
    message: 'The card authentication failed. Please try again or use another card.',
    errors: {},
  },
  abandoned: { message: 'The card authentication was not completed.', errors: {} },
};
type Refusal = { message: string; errors: Record<string, string> };

/**
 * The walks: every first outcome; after a refusal, the retry as it starts (paying on after a
 * refusal is each journey's case in paymentCases.spec.ts). Walks that end right after an edit or
 * a retry are the harness's additions for transitions the others miss.
 */
function firstOutcomeThenSuccess(path: ModelPath): boolean {
  const submits = path.steps.flatMap((s, i) => (s.event.type === 'payment.submit' ? [i] : []));
  const last = path.steps[path.steps.length - 1].event as EventObject & { amountCents?: number };
  const edits = path.steps.filter((s) => s.event.type === 'card.change' || s.event.type === 'field.edit').length;
  if (submits.length > 2 || edits > 1) return false;
  if (edits === 1) return (last.type === 'card.change' || last.type === 'field.edit') && submits.length === 1;
  if (submits.length < 2) return true;
  const retry = path.steps.slice(submits[1]).map((s) => stateOf(s.state));
  return retry.join() === 'creatingPaymentMethod';
}

/** What the guest types for the submit at `index`, read from how the path says the attempt ends. */
function attemptAt(path: ModelPath, index: number) {
  const event = (i: number) =>
    path.steps[i]?.event as (EventObject & { output?: unknown; error?: unknown }) | undefined;
  if (event(index + 1)?.type === 'xstate.error.actor.createPaymentMethod')
    return { card: CARDS.luhnFails, amount: '250', privacy: true };
  const answer = event(index + 2);
  if (answer?.output === samples.requiresAction) return { card: CARDS.authenticate, amount: '250', privacy: true };
  if (answer?.error === samples.declined)
    return { card: CARDS.declined, amount: '250', privacy: true, refusal: REFUSALS.declined };
  if (answer?.error === samples.insufficientFunds)
    return { card: CARDS.insufficient, amount: '250', privacy: true, refusal: REFUSALS.insufficient };
  if (answer?.error === samples.invalid)
    return { card: CARDS.good, amount: '250', privacy: false, refusal: REFUSALS.privacy };
  return { card: CARDS.good, amount: '250', privacy: true };
}

/**
 * Ticks or clears the consent. Clicked again if the page moved under the pointer: the navigation
 * bar turns sticky (and takes space) when scrolling brings the checkbox into view.
 */
async function setPrivacy(page: Page, checked: boolean) {
  const privacy = page.getByRole('checkbox', { name: /privacy policy/ });
  await expect(async () => {
    if ((await privacy.isChecked()) !== checked) await privacy.click({ timeout: 2_000 });
    await expect(privacy).toBeChecked({ checked, timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function fill(page: Page, attempt: ReturnType<typeof attemptAt>, email: string) {
  await page.getByLabel('Amount').fill(attempt.amount);
  await page.getByLabel('First name', { exact: true }).fill('Anna');
  await page.getByLabel('Last name', { exact: true }).fill('Walker');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await setPrivacy(page, attempt.privacy);
  await page.getByLabel('Card number').fill(attempt.card);
  await page.getByLabel('Expiry (MM / YY)').fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
}

/** Requests the page sent so far, by kind: every post of the purchase and every card payment method. */
const sent = (data: Record<string, unknown>) => data.sent as { purchases: number; cards: number };
/** How many the path expects up to step `index`: one per paying or confirming state, one per card. */
function expectedRequests(path: ModelPath, index: number) {
  const states = path.steps.slice(0, index + 1).map((s) => stateOf(s.state));
  return {
    purchases: states.filter((s) => s === 'paying' || s === 'confirming').length,
    cards: states.filter((s) => s === 'creatingPaymentMethod').length,
  };
}

async function busy(page: Page) {
  await expect(payButton(page)).toBeDisabled();
  await expect(payButton(page)).toHaveAttribute('aria-busy', 'true');
}

const gate = (data: Record<string, unknown>) => data.gate as RequestGate;
const holdPurchase = async (ctx: {
  hold: (m: { url: string; method: string }) => Promise<RequestGate>;
  data: Record<string, unknown>;
}) => (ctx.data.gate = await ctx.hold({ url: '**/deposit-payment', method: 'POST' }));

describeModel({
  plan: {
    machine: cardPaymentMachine,
    name: 'cardPayment (deposit payment)',
    events: cardPaymentEvents,
    filter: firstOutcomeThenSuccess,
    exclude: {
      ...Object.fromEntries(
        [
          'payingZeroTotal',
          'idle --payment.submit#1--> payingZeroTotal',
          'cardInvalid --payment.submit#1--> payingZeroTotal',
          'failed --payment.submit#1--> payingZeroTotal',
          'payingZeroTotal --done:postPurchase--> succeeded',
          'payingZeroTotal --error:postPurchase--> failed',
        ].map((id) => [
          id,
          'a deposit is 1 to 10,000 euro: the deposit journey refuses 0 before its card step (tests/machines walks the zero total)',
        ]),
      ),
      '(machine) --giftCard.change--> (self)':
        'the gift card field is walked by the shop checkout in Chromium (shop.spec.ts); tests/machines walks its paths',
    },
  },
  start: async (page, ctx) => {
    ctx.data.email = uniqueEmail('deposit');
    ctx.data.sent = { purchases: 0, cards: 0 };
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      if (request.url().endsWith('/deposit-payment')) sent(ctx.data).purchases++;
      if (request.url().endsWith('/api/sandbox/payment-methods')) sent(ctx.data).cards++;
    });
    // The front desk's link: 25,000 cents.
    await page.goto('/en/deposit-payment?amount=25000&number=R-2031');
    // The card field's code loads on demand, after the screen.
    await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 15_000 });
  },
  states: {
    idle: async (page) => {
      await expect(payButton(page)).toBeEnabled();
      await expect(payButton(page)).toContainText('€250.00');
      await expect(page.getByRole('button', { name: 'Pay with the test wallet' })).toBeEnabled();
    },
    creatingPaymentMethod: busy,
    paying: busy,
    authenticating: async (page) => {
      await expect(dialog(page)).toBeVisible();
      await expect(payButton(page)).toBeDisabled();
    },
    confirming: async (page) => {
      await expect(dialog(page)).toBeHidden();
      await busy(page);
    },
    cardInvalid: async (page, ctx) => {
      // The card field's message stays in the alert line until the guest corrects the card.
      const shown = page.getByText('Your card number is invalid.');
      if (ctx.path.steps[ctx.index].event.type === 'card.change') await expect(shown).toBeHidden();
      else await expect(shown).toBeVisible();
      await expect(payButton(page)).toBeEnabled();
    },
    failed: async (page, ctx) => {
      const refusal = ctx.data.refusal as Refusal;
      await expect(page.getByText(`Error, ${refusal.message}`).first()).toBeVisible();
      for (const [field, message] of Object.entries(refusal.errors)) {
        await expect(page.locator('.field-error', { hasText: message }), `error under ${field}`).toBeVisible();
      }
      if (!Object.keys(refusal.errors).length) await expect(page.locator('.field-error')).toHaveCount(0);
      await expect(payButton(page)).toBeEnabled();
    },
    succeeded: async (page, ctx) => {
      await expect(
        page.getByRole('status').filter({ hasText: 'Thank you, We will get back to you shortly!' }),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: 'Payment complete' })).toBeVisible();
      // The receipt, instead of a form ready to pay the same amount again.
      await expect(page.getByTestId('receipt-amount')).toHaveText('€250.00');
      await expect(page.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Make another payment' })).toBeVisible();
      expect(sent(ctx.data)).toEqual(expectedRequests(ctx.path, ctx.index));
      const receipt = await new Outbox(ctx.dataDir).waitFor(String(ctx.data.email));
      expect(receipt.subject).toBe('Your deposit has been received');
    },
  },
  events: {
    'payment.submit': async (page, _event, ctx) => {
      const attempt = attemptAt(ctx.path, ctx.index);
      ctx.data.refusal = attempt.refusal;
      await fill(page, attempt, String(ctx.data.email));
      ctx.data.gate = await ctx.hold({ url: '**/api/sandbox/payment-methods', method: 'POST' });
      await payButton(page).dblclick();
      await gate(ctx.data).held();
    },
    'xstate.done.actor.createPaymentMethod': async (_page, _event, ctx) => {
      const card = gate(ctx.data);
      const purchase = await holdPurchase(ctx);
      await card.release();
      await purchase.held();
    },
    'xstate.error.actor.createPaymentMethod': (_page, _event, ctx) => gate(ctx.data).release(),
    'xstate.done.actor.postPurchase': (_page, _event, ctx) => gate(ctx.data).release(),
    'xstate.error.actor.postPurchase': (_page, _event, ctx) => gate(ctx.data).release(),
    'xstate.done.actor.handleCardAction': async (page, _event, ctx) => {
      const complete = ctx.next?.type === 'xstate.done.actor.postPurchase';
      if (!complete) ctx.data.refusal = REFUSALS.authenticationFailed;
      await holdPurchase(ctx);
      await dialog(page)
        .getByRole('button', { name: complete ? 'Complete authentication' : 'Fail authentication' })
        .click();
      await gate(ctx.data).held();
    },
    'xstate.error.actor.handleCardAction': async (page, _event, ctx) => {
      ctx.data.refusal = REFUSALS.abandoned;
      await page.keyboard.press('Escape');
    },
    'card.change': async (page) => {
      await page.getByLabel('Card number').fill(CARDS.good);
      await expect(page.getByText('Your card number is invalid.')).toBeHidden();
    },
    'field.edit': async (page, event, ctx) => {
      // The guest edits the field: its error goes away, the toast's reason stays as it was.
      const refusal = ctx.data.refusal as Refusal;
      ctx.data.refusal = {
        ...refusal,
        errors: Object.fromEntries(Object.entries(refusal.errors).filter(([name]) => name !== event.name)),
      };
      if (event.name === 'privacy') await setPrivacy(page, true);
      else await page.getByLabel('Amount').fill('250');
    },
  },
});
