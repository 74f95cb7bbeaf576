import { expect } from 'vitest';
import { TestClient } from '../support/testApp';
import { bookableStay, CARDS, paymentMethod, ratesBody, type RatesEntry } from '../booking/support';
import { defaultSlot, openDay } from '../daySpa/support';
import { germanBooker } from '../checkIn/support';
import { giftCardCatalogue } from '../shop/support';
import { issueGiftCard } from '../shop/giftCardFixture';
import { freshIp } from '../accounts/support';
import { addDays, hotelToday } from '../../../domain/dates';
import { ok, type DocumentedWalk } from './support';

/**
 * The guests' side of the documented routes, called for real as a guest and a visitor would:
 * personal access tokens, who is signed in, the day spa, rooms booked and checked in, a package
 * and its treatment times, the guests' requests, the shop and a gift card's balance.
 * Part of the one walk of documentedAnswers.test.ts, which checks every answer against its schema.
 */
export async function callGuestRoutes({ guest, t, db }: DocumentedWalk) {
  // Personal access tokens.
  await ok(await guest.get('/oauth/scopes'), 'scopes');
  const created = await ok(
    await guest.post('/oauth/personal-access-tokens', { name: 'Documented', scopes: ['profile:read'] }),
    'token',
  );
  await ok(await guest.get('/oauth/personal-access-tokens'), 'tokens');
  await ok(await guest.send('DELETE', `/oauth/personal-access-tokens/${created.json().token.id}`), 'revoke');

  // Who is signed in: a guest, and a visitor.
  await ok(await guest.get('/api/user'), 'user');
  const visitor = await new TestClient(t.app).start('/en/');
  expect((await ok(await visitor.get('/api/user'), 'visitor')).json().user).toBeNull();

  // The day spa: products, slots, a reservation paid by card, my reservations.
  await ok(await guest.get('/api/products'), 'products');
  await ok(await guest.get('/api/products?kind=gift_card'), 'gift cards');
  const day = openDay(5);
  const slot = await defaultSlot(db(), day);
  await ok(await guest.get(`/api/${slot.productId}/availability?people=2&from_date=${day}`), 'slots');
  await ok(
    await guest.post('/my/product-reservations', {
      date: day,
      people: 1,
      product_availability_id: slot.id,
      cancellation_policy_consent: true,
      rules_consent: true,
      use_bonus_terme: false,
      payment_method_id: await paymentMethod(guest, CARDS.ok),
    }),
    'day-spa reservation',
  );
  await ok(await guest.get('/api/my/product-reservations'), 'my day-spa reservations');

  // Rooms: the categories, a booking, my reservations, and its check-in made and corrected.
  await ok(await guest.get('/api/room-categories'), 'room categories');
  const stay = await bookableStay(db(), 2, 3);
  const rates = (await ok(await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 1 }])), 'rates')).json();
  const entry = (rates as RatesEntry[][])[0][0];
  const booked = await ok(
    await guest.post('/my/room-reservations', {
      from_date: stay.from,
      to_date: stay.to,
      rooms: [
        {
          room_category_id: entry.room_category.id,
          rate_variation_id: entry.rates[0].rate_variations[0].id,
          adults: 1,
          children: 0,
          children_ages: [],
        },
      ],
      cancellation_policy_consent: true,
      city_tax_policy_consent: true,
      payment_method_id: await paymentMethod(guest, CARDS.ok),
    }),
    'room reservation',
  );
  await ok(await guest.get('/api/my/room-reservations'), 'my room reservations');
  const checkIns = `/my/room-reservations/${booked.json().reservation_id}/check-ins`;
  await ok(await guest.post(checkIns, germanBooker), 'check-in');
  await ok(await guest.send('PATCH', checkIns, { ...germanBooker, first_name: 'Anne' }), 'check-in corrected');

  // A package booked with its six mud therapies, and one of them moved (product.md §16.6).
  const packageStay = await bookableStay(db(), 5, 20);
  const packageEntry = (
    (await guest.post('/api/available/rates', ratesBody(packageStay, [{ adults: 1 }]))).json() as RatesEntry[][]
  )[0].find((e) => e.rates.some((r) => r.name === 'Thermal stay with mud'))!;
  const mud = packageEntry.rates.find((r) => r.name === 'Thermal stay with mud')!.rate_variations[0] as {
    id: number;
    treatments?: { treatment_id: number }[];
  };
  const mudId = mud.treatments![0].treatment_id;
  const free = (
    await ok(
      await guest.get(`/api/spa/free-slots?treatment_id=${mudId}&from=${packageStay.from}&to=${packageStay.to}`),
      'free slots',
    )
  ).json().slots as { starts_at: string }[];
  const daily = [...new Map(free.map((slot) => [slot.starts_at.slice(0, 10), slot.starts_at])).values()];
  const packageBooked = await ok(
    await guest.post('/my/room-reservations', {
      from_date: packageStay.from,
      to_date: packageStay.to,
      rooms: [{ room_category_id: packageEntry.room_category.id, rate_variation_id: mud.id, adults: 1, children: 0 }],
      cancellation_policy_consent: true,
      city_tax_policy_consent: true,
      payment_method_id: await paymentMethod(guest, CARDS.ok),
      treatment_times: daily.slice(0, 6).map((starts_at) => ({ room: 0, guest: 0, treatment_id: mudId, starts_at })),
    }),
    'package reservation',
  );
  const packageId = packageBooked.json().reservation_id as number;
  const [firstTime] = (await guest.get(`/api/my/room-reservations/${packageId}`)).json().treatment_times as {
    id: number;
    starts_at: string;
  }[];
  await ok(
    await guest.send('PUT', `/api/my/room-reservations/${packageId}/treatment-times/${firstTime.id}`, {
      starts_at: firstTime.starts_at,
    }),
    'treatment time moved',
  );
  await ok(
    await guest.send('POST', `/api/my/room-reservations/${packageId}/treatment-times/${firstTime.id}/cancel`, {}),
    'treatment time cancelled',
  );

  // The site and the guests' requests (each from its own address: the forms count per address).
  await ok(await guest.get('/api/seasons'), 'seasons');
  const contact = { first_name: 'Anna', last_name: 'Rossi', email: 'anna@example.com', privacy: true };
  const from = { 'x-forwarded-for': freshIp() };
  const later = addDays(hotelToday(), 60);
  const newStay = await bookableStay(db(), 2, 8);
  await ok(
    await visitor.post(
      '/requests/change-booking',
      {
        ...contact,
        checkin: addDays(later, -3),
        checkout: addDays(later, -1),
        new_checkin: newStay.from,
        new_checkout: newStay.to,
      },
      from,
    ),
    'change booking',
  );
  await ok(await visitor.post('/requests/refund', { ...contact, amount: 100 }, from), 'refund');
  await ok(
    await visitor.post('/airport-transfer', { ...contact, airport: 'VCE', people: 2, flight_number: 'FR 1' }, from),
    'airport transfer',
  );
  await ok(
    await visitor.post('/requests/accessibility-barrier', { ...contact, description: 'Tab skips the calendar.' }, from),
    'barrier report',
  );

  // The shop: the cart in each language, a card added, personalised, removed, and an order paid.
  const shopper = await new TestClient(t.app).start('/en/shop');
  const catalogue = await giftCardCatalogue(shopper);
  const card = { id: catalogue.spa.id, variation: catalogue.spa.entry, people: 1, quantity: 1 };
  const { rowId } = (await ok(await shopper.post('/shop/cart', card), 'add')).json();
  const recipient = { recipients: [{ name: 'Carla', email: 'carla@example.com', message: 'Per te' }] };
  await ok(await shopper.send('PATCH', `/shop/cart/${rowId}`, recipient), 'personalise');
  for (const lang of ['it', 'en', 'de']) await ok(await shopper.get(`/${lang}/shop/cart`), `cart ${lang}`);
  await ok(await shopper.send('DELETE', `/shop/cart/${rowId}`), 'remove');
  const again = (await shopper.post('/shop/cart', card)).json().rowId;
  await shopper.send('PATCH', `/shop/cart/${again}`, recipient);
  await ok(
    await shopper.post('/shop/checkout', {
      ...contact,
      newsletter_consent: false,
      payment_method_id: await paymentMethod(shopper, CARDS.ok),
    }),
    'checkout',
  );
  const { code } = await issueGiftCard(db(), t.config.sessionSecret, {
    value: 8000,
    expiresOn: addDays(hotelToday(), 300),
  });
  await ok(await visitor.get(`/api/gift-cards/balance?code=${encodeURIComponent(code)}`, from), 'balance');
}
