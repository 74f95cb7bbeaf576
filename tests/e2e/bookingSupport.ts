import type { Page } from '@playwright/test';
import { addDays, hotelToday, type IsoDate } from '../../domain/dates';
import { isDateDisabled, type SeasonInfo } from '../../domain/season';
import { buildRoomsQuery, type RoomsSearch } from '../../domain/bookingQuery';
import { hotelSeasons } from '../../server/db/seed/seasons';
import { clockNow } from '../../domain/clock';
import { expect } from './support/fixtures';
import { apiVisitor, newAccount, registerAccount } from './support/accounts';
import { cardExpiryYear } from './support/clock';

// Shared by the booking walks (booking.spec.ts, bookingWidget.spec.ts): the seeded season rules,
// bookable stays, addresses, and a way to sell out a category on the real server.

const today = hotelToday();
// The seasons of the hotel's now (domain/clock.ts), as the server seeded them on the run's day.
const [current, next] = hotelSeasons(clockNow());
/** The season as the server seeds it (server/db/seed/seasons.ts) and answers it. */
export const season: SeasonInfo = {
  start: current.startsOn,
  end: current.endsOn,
  next: next ? { start: next.startsOn, end: next.endsOn } : null,
};
const closedDates = ['2021-11-15'];

export interface Stay {
  from: IsoDate;
  to: IsoDate;
}

/** Stays of `nights` nights the calendar allows, one after the other from `after` days on. */
export function bookableStays(nights: number, count: number, after = 2): Stay[] {
  const stays: Stay[] = [];
  for (let offset = after; stays.length < count && offset < 800; offset++) {
    const from = addDays(today, offset);
    const days = Array.from({ length: nights + 1 }, (_, i) => addDays(from, i));
    if (days.some((day) => isDateDisabled(day, season, closedDates, today))) continue;
    if (stays.some((s) => s.to > from)) continue;
    stays.push({ from, to: days[nights] });
  }
  return stays;
}

/**
 * The last `count` two-night stays the calendar allows, latest last: far from the early stays the
 * model walks use, whatever the season.
 */
export function lastStays(count: number): Stay[] {
  return bookableStays(2, 400).slice(-count);
}

export const roomsUrl = (lang: string, search: RoomsSearch) =>
  `/${lang}/booking/rooms-available?${buildRoomsQuery(search)}`;
export const paymentUrl = (lang: string, search: RoomsSearch) => `/${lang}/booking/payment?${buildRoomsQuery(search)}`;

/** The address changes without a page load (a link, the back button): the SPA follows it. */
export async function pushAddress(page: Page, path: string) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

interface RatesEntry {
  room_category: { id: number; name: string; available_rooms_count: number };
  rates: { rate_variations: { id: number }[] }[];
}

/** The real server's offer for a stay and people: categories with their ids and free rooms. */
export async function offersFor(
  baseURL: string,
  stay: Stay,
  room: { adults: number; children?: number; ages?: number[] },
): Promise<RatesEntry[]> {
  const { api, csrf, dispose } = await apiVisitor(baseURL);
  try {
    const res = await api.post('/api/available/rates', {
      headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
      data: {
        from_date: stay.from,
        to_date: stay.to,
        locale: 'en',
        rooms: [{ adults: room.adults, children: room.children ?? 0, children_ages: room.ages ?? [] }],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as RatesEntry[][])[0];
  } finally {
    await dispose();
  }
}

/**
 * Another guest books every room of `category` still free for the stay (two adults each, card
 * 4242), so the next reservation of that category is sold out.
 */
export async function sellOut(baseURL: string, stay: Stay, category: string) {
  const entry = (await offersFor(baseURL, stay, { adults: 2 })).find((e) => e.room_category.name === category);
  if (!entry) return;
  const account = await registerAccount(baseURL, newAccount('sellout'));
  const { api, csrf: guestCsrf, dispose } = await apiVisitor(baseURL);
  try {
    const login = await api.post('/login', {
      headers: { 'X-CSRF-TOKEN': guestCsrf, 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: account.email, password: account.password, remember: true },
    });
    expect(login.status(), await login.text()).toBe(200);
    const csrf = login.headers()['x-csrf-token'];
    const headers = { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' };
    for (let left = entry.room_category.available_rooms_count; left > 0; left -= 5) {
      const method = await api.post('/api/sandbox/payment-methods', {
        headers,
        data: { number: '4242424242424242', exp_month: 12, exp_year: cardExpiryYear(), cvc: '123' },
      });
      const room = {
        room_category_id: entry.room_category.id,
        rate_variation_id: entry.rates[0].rate_variations[0].id,
        adults: 2,
        children: 0,
        children_ages: [],
      };
      const res = await api.post('/my/room-reservations', {
        headers,
        data: {
          from_date: stay.from,
          to_date: stay.to,
          rooms: Array.from({ length: Math.min(5, left) }, () => room),
          cancellation_policy_consent: true,
          city_tax_policy_consent: true,
          payment_method_id: (await method.json()).id,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  } finally {
    await dispose();
  }
}
