import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures';
import { tr, type Lang } from './catalog';
import type { Outbox } from './outbox';

export const GUEST = { email: 'guest@terme.example', password: 'terme-guest-2026' } as const;

/** The server refuses registration forms younger than this (honeypot), in ms, with a margin. */
export const HONEYPOT_MIN_AGE_MS = 1100;

export interface Account {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  password: string;
}

export function newAccount(prefix = 'walker'): Account {
  const firstName = 'Greta';
  const lastName = `Walker ${randomBytes(2).toString('hex')}`;
  return {
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: uniqueEmail(prefix),
    password: `pw-${randomBytes(6).toString('hex')}`,
  };
}

const randomAddress = () => `10.250.${randomBytes(1)[0]}.${(randomBytes(1)[0] % 254) + 1}`;

/** A visitor of its own (cookies, session, client address) talking to the real server's HTTP API. */
export async function apiVisitor(
  baseURL: string,
  lang: Lang = 'en',
): Promise<{ api: APIRequestContext; csrf: string; dispose: () => Promise<void> }> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': randomAddress() } });
  const html = await (await api.get(`/${lang}/`)).text();
  const csrf = html.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1];
  if (!csrf) throw new Error('no CSRF meta in the page');
  return { api, csrf, dispose: () => api.dispose() };
}

/** Registers an account through the API, as the form would (honeypot included). */
export async function registerAccount(
  baseURL: string,
  account: Account = newAccount(),
  lang: Lang = 'en',
): Promise<Account> {
  const { api, csrf, dispose } = await apiVisitor(baseURL, lang);
  try {
    const honeypot = (await (await api.get('/api/honeypot')).json()) as {
      enabled: boolean;
      nameFieldName: string;
      validFromFieldName: string;
      encryptedValidFrom: string;
    };
    // The server's rule: a form shown less than a second ago was filled by a bot.
    if (honeypot.enabled) await new Promise((r) => setTimeout(r, HONEYPOT_MIN_AGE_MS));
    const res = await api.post(`/${lang}/register`, {
      headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
      data: {
        first_name: account.firstName,
        last_name: account.lastName,
        email: account.email,
        password: account.password,
        password_confirmation: account.password,
        privacy_consent: true,
        newsletter_consent: false,
        ...(honeypot.enabled
          ? { [honeypot.nameFieldName]: '', [honeypot.validFromFieldName]: honeypot.encryptedValidFrom }
          : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return account;
  } finally {
    await dispose();
  }
}

/** Asks for a reset link through the API and returns the link from the outbox. */
export async function resetLinkFor(baseURL: string, outbox: Outbox, email: string): Promise<string> {
  const before = new Set(outbox.all().map((m) => m.file));
  const { api, csrf, dispose } = await apiVisitor(baseURL);
  try {
    const res = await api.post('/password/email', {
      headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
      data: { email },
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await dispose();
  }
  const mail = await outbox.waitFor(email, (m) => !before.has(m.file));
  return passwordLink(mail.links);
}

export function passwordLink(links: string[]): string {
  const link = links.find((l) => /\/password\/reset\/[^/?]+/.test(l));
  if (!link) throw new Error(`no password reset link in ${JSON.stringify(links)}`);
  return link;
}

/** The login / register dialog. */
export const authDialog = (page: Page) => page.getByRole('dialog');

export async function openLoginFromNavBar(page: Page, lang: Lang) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: tr(lang, 'Log in'), exact: true })
    .click();
  await expect(authDialog(page)).toBeVisible();
}
