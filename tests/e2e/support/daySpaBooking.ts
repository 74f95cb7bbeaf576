import type { Page } from '@playwright/test';
import { addDays, hotelToday, type IsoDate } from '../../../domain/dates';
import { clockNow } from '../../../domain/clock';
import { demoSlotDays, isDaySpaGap, isDaySpaClosedDay } from '../../../server/db/seed/daySpa';
import { hotelSeasons } from '../../../server/db/seed/seasons';
import { expect } from './fixtures';
import { cardExpiryYear } from './clock';
import { registerAccount, type Account } from './accounts';
import type { Lang } from './catalog';

/**
 * The days the server's seed gave slots (server/db/seed/daySpa.ts, the same rule): the seasons'
 * days from the hotel's today to two months ahead, none in the winter closure; a gap day among
 * them has no record.
 */
export const slotDays: readonly IsoDate[] = demoSlotDays(
  hotelToday(),
  hotelSeasons(clockNow()).map((season) => ({ start: season.startsOn, end: season.endsOn })),
);

/**
 * The first day from `after` days on with a seeded, free default slot (and `ok` if given). Never
 * today plus N days blindly: in the last week of a season the next days with slots are in March.
 */
export function openDay(after: number, ok: (day: IsoDate) => boolean = () => true): IsoDate {
  const from = addDays(hotelToday(), after);
  const day = slotDays.find((d) => d >= from && !isDaySpaGap(d) && !isDaySpaClosedDay(d) && ok(d));
  if (!day) throw new Error(`No seeded day-spa day with a free slot from ${from} on (seeded up to ${slotDays.at(-1)})`);
  return day;
}

/** The `n`-th (from 0) day that `openDay(after, ok)` would give, each a different day. */
export function openDays(after: number, count: number, ok: (day: IsoDate) => boolean = () => true): IsoDate[] {
  const from = addDays(hotelToday(), after);
  const days = slotDays.filter((d) => d >= from && !isDaySpaGap(d) && !isDaySpaClosedDay(d) && ok(d)).slice(0, count);
  if (days.length < count)
    throw new Error(`Only ${days.length} of ${count} seeded day-spa days with a free slot from ${from} on`);
  return days;
}

/** POSTs as the page's session (its CSRF token, the AJAX marker). */
export function pagePost(page: Page) {
  return async (url: string, data: unknown) => {
    const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
    return page.request.post(url, { data, headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' } });
  };
}

/** Signs the page in as a new account and books `people` places by the API, as the payment screen would. */
export async function bookAsNewAccount(
  page: Page,
  baseURL: string,
  people: number,
  lang: Lang = 'it',
): Promise<{ account: Account; number: string }> {
  const account = await registerAccount(baseURL, undefined, lang);
  await page.goto(`/${lang}/`);
  const post = pagePost(page);
  const login = await post('/login', { email: account.email, password: account.password, remember: true });
  expect(login.status()).toBe(200);
  await page.goto(`/${lang}/`);
  const date = openDay(4);
  const product = (await (await page.request.get(`/api/products/thermal-day`)).json()) as { id: number };
  const records = (await (
    await page.request.get(`/api/${product.id}/availability?people=${people}&from_date=${date}&to_date=${date}`)
  ).json()) as { id: number; title: string | null }[];
  const card = (await (
    await post('/api/sandbox/payment-methods', {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: cardExpiryYear(),
      cvc: '123',
    })
  ).json()) as { id: string };
  const booked = await post('/my/product-reservations', {
    date,
    people,
    product_availability_id: records.find((r) => r.title === null)!.id,
    cancellation_policy_consent: true,
    rules_consent: true,
    payment_method_id: card.id,
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return { account, number: ((await booked.json()) as { reservation_number: string }).reservation_number };
}
