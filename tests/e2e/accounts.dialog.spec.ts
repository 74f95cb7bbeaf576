import type { Page } from '@playwright/test';
import { authMachine } from '../../machines/auth.machine';
import { expect } from './support/fixtures';
import {
  GUEST,
  HONEYPOT_MIN_AGE_MS,
  authDialog,
  newAccount,
  openLoginFromNavBar,
  type Account,
} from './support/accounts';
import { freezeClock, installClock, resumeClock } from './support/clock';
import { describeModel } from './support/modelHarness';

// Every path of machines/auth.machine.ts through the login / register dialog, in Chromium against
// the real server: opened from the nav bar, from /register or by a page's login gate, switching modes, signing in
// or registering, the welcome and /my after 800 ms, or back to the page that asked for a login.

// A journey that gates a page on login and carries on by itself once signed in (onSignedIn).
const GATED_PAGE = '/en/my/room-reservations/999999';
// Today that page asks the API for the reservation before anyone signs in, gets 401 and the client
// reloads the page (product.md §1.3) again and again, so the dialog never stays open. When the page waits for
// a user, put the input below back and drop this exclusion.

const switchButton = (page: Page, name: string) => authDialog(page).getByRole('button', { name, exact: true });

async function signIn(page: Page, mode: 'login' | 'register', data: Record<string, unknown>) {
  const dialog = authDialog(page);
  if (mode === 'login') {
    const form = dialog.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email', { exact: true }).fill(GUEST.email);
    await form.getByLabel('Password', { exact: true }).fill(GUEST.password);
    data.fullName = 'guest';
    return form.getByRole('button', { name: 'Log in' });
  }
  const account: Account = newAccount('dialog');
  data.fullName = account.fullName;
  const form = dialog.getByRole('form', { name: 'Register' });
  await form.getByLabel('First name', { exact: true }).fill(account.firstName);
  await form.getByLabel('Last name', { exact: true }).fill(account.lastName);
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  // The server's honeypot refuses a form shown less than a second ago.
  const age = Date.now() - Number(data.openedAt);
  if (age < HONEYPOT_MIN_AGE_MS) await page.waitForTimeout(HONEYPOT_MIN_AGE_MS - age);
  return form.getByRole('button', { name: 'Register' });
}

describeModel({
  plan: {
    machine: authMachine,
    name: 'auth (login / register dialog)',
    inputs: [
      { label: 'nav bar', input: {} },
      { label: '/register', input: { mode: 'register' } },
      { label: 'reservation page login gate', input: { mode: 'login', returnsToOpener: true } },
    ],
    events: [
      { type: 'mode.login' },
      { type: 'mode.register' },
      { type: 'auth.signedIn', result: {} },
      { type: 'xstate.after.800.auth.signedIn' },
    ],
    serializeState: (s) => JSON.stringify(s.value),
  },
  start: async (page, ctx) => {
    await installClock(page);
    if (ctx.path.input?.label === '/register') {
      await page.goto('/en/register');
      await expect(authDialog(page)).toBeVisible();
    } else if (ctx.path.input?.label === 'reservation page login gate') {
      await page.goto(GATED_PAGE);
      await expect(authDialog(page)).toBeVisible();
    } else {
      await page.goto('/en/');
      await openLoginFromNavBar(page, 'en');
    }
    ctx.data.openedAt = Date.now();
  },
  states: {
    login: async (page) => {
      await expect(switchButton(page, 'I have an account')).toHaveAttribute('aria-pressed', 'true');
      await expect(switchButton(page, 'I do not have an account')).toHaveAttribute('aria-pressed', 'false');
      await expect(authDialog(page).getByRole('form', { name: 'Log in' })).toBeVisible();
      await expect(authDialog(page).getByRole('link', { name: /forgot/i })).toHaveAttribute(
        'href',
        /\/en\/password\/reset$/,
      );
    },
    register: async (page) => {
      await expect(switchButton(page, 'I do not have an account')).toHaveAttribute('aria-pressed', 'true');
      await expect(authDialog(page).getByRole('form', { name: 'Register' })).toBeVisible();
      await expect(authDialog(page).getByRole('form', { name: 'Log in' })).toHaveCount(0);
    },
    signedIn: async (page, ctx) => {
      const name = String(ctx.data.fullName);
      await expect(authDialog(page).getByRole('status')).toContainText(
        name === 'guest' ? 'Welcome' : `Welcome, ${name}!`,
      );
      await expect(page).not.toHaveURL(/\/my$/);
    },
    returnedToOpener: async (page) => {
      // The dialog closed where it was opened, signed in; the page carries on by itself.
      await expect(authDialog(page)).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === GATED_PAGE);
      await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    },
    redirected: async (page) => {
      await expect(page).toHaveURL(/\/en\/my$/);
      await expect(authDialog(page)).toHaveCount(0);
      await expect(page.getByTestId('account-email')).toBeVisible();
    },
  },
  events: {
    'mode.register': async (page) => {
      await switchButton(page, 'I do not have an account').click();
      await expect(authDialog(page).getByRole('form', { name: 'Register' })).toBeVisible();
    },
    'mode.login': (page) => switchButton(page, 'I have an account').click(),
    'auth.signedIn': async (page, _event, ctx) => {
      const mode = ctx.snapshot.value === 'register' ? 'register' : 'login';
      const submit = await signIn(page, mode, ctx.data);
      const gate = await ctx.hold({ url: mode === 'login' ? '**/login' : '**/en/register', method: 'POST' });
      await submit.click();
      await gate.held();
      // Stop the page's timers so the 800 ms welcome stays until the walk lets time go on.
      if (ctx.next?.type === 'xstate.after.800.auth.signedIn') await freezeClock(page);
      await ctx.release();
    },
    'xstate.after.800.auth.signedIn': (page) => resumeClock(page),
  },
});
