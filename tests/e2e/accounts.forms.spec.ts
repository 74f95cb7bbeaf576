import type { Page } from '@playwright/test';
import { expect, uniqueEmail } from './support/fixtures';
import {
  GUEST,
  HONEYPOT_MIN_AGE_MS,
  authDialog,
  newAccount,
  openLoginFromNavBar,
  registerAccount,
  resetLinkFor,
} from './support/accounts';
import { freezeClock, installClock } from './support/clock';
import { describeFormSubmit, FORM_GONE_AFTER_SUCCESS } from './support/formSubmitWalk';
import { Outbox } from './support/outbox';

// Every path of machines/formSubmit.machine.ts as registration, login and both password screens
// use it, through the real screens against the real server. The server answers as the path needs:
// right or wrong credentials, an address already registered, too many requests, a wrong email for a link.

const signedInNotice = (page: Page) => authDialog(page).getByRole('status');

describeFormSubmit({
  name: 'formSubmit (login)',
  start: async (page) => {
    await installClock(page);
    await page.goto('/en/');
    await openLoginFromNavBar(page, 'en');
  },
  form: (page) => page.getByRole('form', { name: 'Log in' }),
  submitLabel: 'Log in',
  fields: { email: 'Email', password: 'Password' },
  request: { url: '**/login', method: 'POST' },
  refusal: {
    message: 'The given data was invalid.',
    errors: { email: ['These credentials do not match our records.'] },
  },
  fill: async (_page, form, outcome) => {
    // A refusal uses an address of its own: failed attempts are counted per address.
    await form.getByLabel('Email', { exact: true }).fill(outcome === 'accept' ? GUEST.email : uniqueEmail('nobody'));
    await form.getByLabel('Password', { exact: true }).fill(outcome === 'accept' ? GUEST.password : 'not-the-password');
  },
  beforeAccept: (page) => freezeClock(page),
  succeeded: async (page) => {
    await expect(signedInNotice(page)).toContainText('Welcome');
    await expect(page.getByRole('form', { name: 'Log in' })).toHaveCount(0);
  },
  exclude: FORM_GONE_AFTER_SUCCESS('signed in, the dialog shows the welcome and goes to /my'),
});

describeFormSubmit({
  name: 'formSubmit (register)',
  start: async (page, ctx) => {
    await installClock(page);
    await page.goto('/en/');
    await openLoginFromNavBar(page, 'en');
    await authDialog(page).getByRole('button', { name: 'I do not have an account' }).click();
    ctx.data.shownAt = Date.now();
  },
  form: (page) => page.getByRole('form', { name: 'Register' }),
  submitLabel: 'Register',
  fields: {
    first_name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    password: 'Password',
    password_confirmation: 'Confirm password',
  },
  request: { url: '**/en/register', method: 'POST' },
  refusal: {
    message: 'The given data was invalid.',
    errors: { email: ['An account with this email address already exists.'] },
  },
  fill: async (page, form, outcome, ctx) => {
    const account = newAccount('register');
    ctx.data.account = account;
    await form.getByLabel('First name', { exact: true }).fill(account.firstName);
    await form.getByLabel('Last name', { exact: true }).fill(account.lastName);
    // Refused: the demo guest's address is already registered.
    await form.getByLabel('Email', { exact: true }).fill(outcome === 'accept' ? account.email : GUEST.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await form.getByRole('checkbox', { name: /privacy policy/ }).check();
    // The server's honeypot refuses a form shown less than a second ago.
    const age = Date.now() - Number(ctx.data.shownAt);
    if (age < HONEYPOT_MIN_AGE_MS) await page.waitForTimeout(HONEYPOT_MIN_AGE_MS - age);
  },
  beforeAccept: (page) => freezeClock(page),
  succeeded: async (page, ctx) => {
    const { fullName } = ctx.data.account as { fullName: string };
    await expect(signedInNotice(page)).toContainText(`Welcome, ${fullName}!`);
  },
  exclude: FORM_GONE_AFTER_SUCCESS('registered and signed in, the dialog shows the welcome and goes to /my'),
});

/** Seconds of the server's minute that must be left for the page's own request to be refused too. */
const WINDOW_LEFT_S = 20;

/**
 * Uses up the test address's reset requests (ten a minute: the server answers 429). The server counts
 * them in fixed minutes: when its answer says the minute ends in less than WINDOW_LEFT_S, the page's
 * request, seconds later, could fall in a fresh minute and be accepted, so the next minute is used
 * up instead (the 429's Retry-After says when it starts).
 */
async function useUpResetRequests(page: Page) {
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const ask = () =>
    page.request.post('/password/email', {
      headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: uniqueEmail('flood') },
    });
  for (;;) {
    let answer = await ask();
    for (let i = 0; i < 10 && answer.status() !== 429; i++) answer = await ask();
    expect(answer.status()).toBe(429);
    if (Number(answer.headers()['retry-after']) >= WINDOW_LEFT_S) return;
    await expect
      .poll(async () => (await ask()).status(), { timeout: (WINDOW_LEFT_S + 10) * 1000, intervals: [1000] })
      .not.toBe(429);
  }
}

/** A new client address for the rest of the test (a visitor on another network). */
async function moveToAnotherAddress(page: Page) {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `10.251.${byte()}.${byte()}` });
}

describeFormSubmit({
  name: 'formSubmit (forgot password)',
  start: async (page) => {
    await page.goto('/en/password/reset');
  },
  form: (page) => page.getByRole('form', { name: 'Reset your password' }),
  submitLabel: 'Send the link',
  fields: { email: 'Email' },
  request: { url: '**/password/email', method: 'POST' },
  refusal: { message: 'Too many requests. Please wait a minute and try again.', errors: {} },
  fill: async (page, form, outcome, ctx) => {
    if (outcome === 'refuse') {
      await useUpResetRequests(page);
      ctx.data.usedUp = true;
    } else if (ctx.data.usedUp) {
      await moveToAnotherAddress(page);
      ctx.data.usedUp = false;
    }
    await form.getByLabel('Email', { exact: true }).fill(GUEST.email);
  },
  succeeded: async (page) => {
    await expect(page.getByRole('status')).toContainText('we have sent');
    await expect(page.getByRole('form', { name: 'Reset your password' })).toHaveCount(0);
  },
  exclude: FORM_GONE_AFTER_SUCCESS('the answer replaces the form'),
});

describeFormSubmit({
  name: 'formSubmit (new password)',
  start: async (page, ctx) => {
    const account = await registerAccount(ctx.baseURL, newAccount('reset'));
    const link = await resetLinkFor(ctx.baseURL, new Outbox(ctx.dataDir), account.email);
    ctx.data.account = account;
    const url = new URL(link);
    await page.goto(`${url.pathname.replace(/^\/[a-z]{2}\//, '/en/')}${url.search}`);
    await expect(
      page.getByRole('form', { name: 'Choose a new password' }).getByLabel('Email', { exact: true }),
    ).toHaveValue(account.email);
  },
  form: (page) => page.getByRole('form', { name: 'Choose a new password' }),
  submitLabel: 'Save the new password',
  fields: { email: 'Email', password: 'Password', password_confirmation: 'Confirm password' },
  request: { url: '**/password/reset', method: 'POST' },
  refusal: {
    message: 'The given data was invalid.',
    errors: { email: ['This password reset link is invalid or has expired.'] },
  },
  fill: async (_page, form, outcome, ctx) => {
    const account = ctx.data.account as { email: string };
    // Refused: the link was sent for another address.
    await form
      .getByLabel('Email', { exact: true })
      .fill(outcome === 'accept' ? account.email : uniqueEmail('stranger'));
    await form.getByLabel('Password', { exact: true }).fill('a-new-password-2026');
    await form.getByLabel('Confirm password', { exact: true }).fill('a-new-password-2026');
  },
  succeeded: async (page, ctx) => {
    const account = ctx.data.account as { fullName: string };
    await expect(page).toHaveURL(/\/en\/my$/);
    await expect(page.getByTestId('account-name')).toHaveText(account.fullName);
  },
  exclude: FORM_GONE_AFTER_SUCCESS('signed in with the new password, the screen goes to /my'),
});
