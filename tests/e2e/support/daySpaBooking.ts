import type { Page } from '@playwright/test';
import { addDays, hotelToday } from '../../../domain/dates';
import { isDaySpaGap, isDaySpaSoldOut } from '../../../server/db/seed/daySpa';
import { expect } from './fixtures';
import { registerAccount, type Account } from './accounts';
import type { Lang } from './catalog';

/** The first day from `after` days on with a seeded, free default slot. */
export function openDay(after: number) {
  for (let d = addDays(hotelToday(), after); ; d = addDays(d, 1)) if (!isDaySpaGap(d) && !isDaySpaSoldOut(d)) return d;
}

/** POSTs as the page's session (its CSRF token, the AJAX marker). */
export function pagePost(page: Page) {
  return async (url: string, data: unknown) => {
    const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
    return page.request.post(url, { data, headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' } });
  };
}

/** Signs the page in as a new account and books `people` places by the API, as the payment screen would. */
export async function bookAsNewAccount(page: Page, baseURL: string, people: number, lang: Lang = 'it'): Promise<{ account: Account; number: string }> {
  const account = await registerAccount(baseURL, undefined, lang);
  await page.goto(`/${lang}/`);
  const post = pagePost(page);
  const login = await post('/login', { email: account.email, password: account.password, remember: true });
  expect(login.status()).toBe(200);
  await page.goto(`/${lang}/`);
  const date = openDay(4);
  const product = (await (await page.request.get(`/api/products/thermal-day`)).json()) as { id: number };
  const records = (await (await page.request.get(`/api/${product.id}/availability?people=${people}&from_date=${date}&to_date=${date}`)).json()) as { id: number; title: string | null }[];
  const card = (await (await post('/api/sandbox/payment-methods', { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' })).json()) as { id: string };
  const booked = await post('/my/product-reservations', {
    date, people, product_availability_id: records.find((r) => r.title === null)!.id, cancellation_policy_consent: true, rules_consent: true, payment_method_id: card.id,
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return { account, number: ((await booked.json()) as { reservation_number: string }).reservation_number };
}
