import { expect, test, type Page } from '@playwright/test';
import { addDays, hotelToday } from '../../domain/dates';
import { clockNow } from '../../domain/clock';
import { buildRoomsQuery, type RoomsSearch } from '../../domain/bookingQuery';
import { demoSlotDays, isDaySpaGap, isDaySpaClosedDay } from '../../server/db/seed/daySpa';
import { hotelSeasons } from '../../server/db/seed/seasons';
import { onHotelClock, cardExpiry } from '../e2e/support/clock';

// Issue 36: through nginx (TLS) in front of three app processes (scripts/proxy/run.ts), a guest
// books a room and a day spa in the browser, paying by card. Each request may land on another
// process: the session, the hold and the payment must follow the guest.

const GUEST = { email: 'guest@terme.example', password: 'terme-guest-2026' };

async function signIn(page: Page) {
  await onHotelClock(page);
  await page.goto('/en/');
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const res = await page.request.post('/login', {
    data: { ...GUEST, remember: true },
    headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
}

async function payByCard(page: Page) {
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel(/Expiry/).fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Pay now/ }).click();
}

test('a room and a day spa, booked and paid through the proxy', async ({ page }) => {
  await signIn(page);

  // A double room for two nights from a week ahead: the rates through the proxy, then the payment.
  const from = addDays(hotelToday(), 7);
  const to = addDays(from, 2);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const rates = await page.request.post('/api/available/rates', {
    data: { from_date: from, to_date: to, locale: 'en', rooms: [{ adults: 2, children: 0, children_ages: [] }] },
    headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(rates.status()).toBe(200);
  type Entry = {
    room_category: { id: number; available_rooms_count: number };
    rates: { rate_variations: { id: number }[] }[];
  };
  const offer = ((await rates.json()) as Entry[][])[0].find((e) => e.room_category.available_rooms_count > 0)!;
  const search: RoomsSearch = {
    arrival: from,
    departure: to,
    code: '',
    rooms: [
      {
        adults: 2,
        children: 0,
        childrenAges: [],
        room: offer.room_category.id,
        rate: offer.rates[0].rate_variations[0].id,
      },
    ],
  };
  await page.goto(`/en/booking/rooms-available?${buildRoomsQuery(search)}`);
  await expect(page).toHaveURL(/\/en\/booking\/payment\?/, { timeout: 20_000 });
  await page.getByRole('checkbox', { name: /cancellation/ }).check();
  await page.getByRole('checkbox', { name: /city tax/ }).check();
  await payByCard(page);
  await expect(page).toHaveURL(/\/en\/my\/room-reservations\/\d+/, { timeout: 30_000 });

  // A day-spa entry on a day with slots.
  const days = demoSlotDays(
    hotelToday(),
    hotelSeasons(clockNow()).map((season) => ({ start: season.startsOn, end: season.endsOn })),
  );
  const day = days.find((d) => d >= addDays(hotelToday(), 3) && !isDaySpaGap(d) && !isDaySpaClosedDay(d))!;
  await page.goto(`/en/day-spa/thermal-day/${day}?people=1`);
  await page
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  await page.getByRole('checkbox', { name: /cancellation/ }).check();
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await payByCard(page);
  await expect(page).toHaveURL(/\/en\/my\/product-reservations\/DS-/, { timeout: 30_000 });
});
