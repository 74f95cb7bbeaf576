import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomCategoryWire } from '../../../domain/roomsAdmin';
import { LOCALES } from '../../../domain/locales';
import { multipart, picture } from '../media/support';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { answerProblems, answersChecked, validatorOf } from '../support/answerCheck';
import { ADMIN, bookableStay, CARDS, GUEST, paymentMethod, ratesBody, type RatesEntry } from '../booking/support';
import { defaultSlot, openDay } from '../daySpa/support';
import { germanBooker } from '../checkIn/support';
import { giftCardCatalogue } from '../shop/support';
import { issueGiftCard } from '../shop/giftCardFixture';
import { freshIp } from '../accounts/support';
import { addDays, hotelToday } from '../../../domain/dates';
import { guestStay, tinySpa } from '../spaSchedule/support';

type Documented = Record<string, { examples?: unknown[] } & Record<string, unknown>>;

/**
 * Decision 019: a route documents its own answer (`schema.response`), and the document says only
 * what the routes really answer. Here every route that documents a 2xx answer with a body is
 * called for real, and its answer is held to that schema by the server tests' check
 * (tests/server/support/answerCheck.ts, in every createTestApp); the examples fit their schemas.
 */
describe('the documented answers are the real ones (issue 31, item 13)', () => {
  let t: TestApp;
  let guest: TestClient;
  let admin: TestClient;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    guest = await new TestClient(t.app).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    admin = await new TestClient(t.app).start('/en/');
    await admin.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  /** Every documented answer with a body, `METHOD url status`, as the routes declare them. */
  const isBinary = (schema: object) =>
    'content' in schema && !Object.keys(schema.content as object).some((type) => type.includes('json'));
  const documentedAnswers = () =>
    t.app.routeCatalog.flatMap((route) =>
      Object.entries((route.schema.response as Documented | undefined) ?? {})
        // A photo is documented as its image type, not JSON: the walk below checks its type itself.
        .filter(([status, schema]) => status.startsWith('2') && schema.type !== 'null' && !isBinary(schema))
        .map(([status]) => `${route.method} ${route.url} ${status}`),
    );

  const ok = async <R extends { statusCode: number; body: string }>(response: R, what: string): Promise<R> => {
    expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
    expect(response.statusCode, what).toBeGreaterThanOrEqual(200);
    return response;
  };

  it('gives examples that fit their own schemas', () => {
    let examples = 0;
    for (const route of t.app.routeCatalog) {
      for (const [status, schema] of Object.entries((route.schema.response as Documented | undefined) ?? {})) {
        for (const example of schema.examples ?? []) {
          const validate = validatorOf(schema);
          expect(validate(example), `${route.method} ${route.url} ${status}: ${JSON.stringify(validate.errors)}`).toBe(
            true,
          );
          examples++;
        }
      }
    }
    expect(examples).toBeGreaterThan(15);
  });

  it('answers every documented route as documented', async () => {
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
    const rates = (
      await ok(await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 1 }])), 'rates')
    ).json();
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
      await visitor.post(
        '/requests/accessibility-barrier',
        { ...contact, description: 'Tab skips the calendar.' },
        from,
      ),
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

    // Staff accounts.
    await ok(await admin.get('/api/admin/staff'), 'staff');
    const invited = await ok(
      await admin.post('/api/admin/staff', {
        first_name: 'Luca',
        last_name: 'Ferrari',
        email: 'luca.documented@terme.example',
        role: 'front_desk',
        mail_language: 'it',
      }),
      'invite',
    );
    const id = invited.json().id;
    await ok(await admin.send('PUT', `/api/admin/staff/${id}/role`, { role: 'revenue_manager' }), 'role');
    await ok(await admin.send('PUT', `/api/admin/staff/${id}/disabled`, { disabled: true }), 'disabled');

    // Issued gift cards at the desk: found, read, changed three ways.
    const issued = await issueGiftCard(db(), t.config.sessionSecret, {
      value: 5000,
      expiresOn: addDays(hotelToday(), 300),
    });
    await ok(await admin.get(`/api/admin/gift-cards?q=${issued.code.slice(-4)}`), 'gift cards');
    await ok(await admin.get(`/api/admin/gift-cards/${issued.id}`), 'gift card');
    await ok(
      await admin.post(`/api/admin/gift-cards/${issued.id}/balance`, { amount: -100, reason: 'Test' }),
      'balance',
    );
    const extended = { expires_on: addDays(hotelToday(), 400), reason: 'Test' };
    await ok(await admin.post(`/api/admin/gift-cards/${issued.id}/validity`, extended), 'validity');
    await ok(await admin.post(`/api/admin/gift-cards/${issued.id}/resend`, { reason: 'Test' }), 'resend');
    await ok(await admin.post(`/api/admin/gift-cards/${issued.id}/void`, { reason: 'Test' }), 'void');

    // Gift-card products: listed, one added off sale (no other test sees it in the shop), changed.
    await ok(await admin.get('/api/admin/gift-card-products'), 'gift-card products');
    const texts = { it: 'Documentato', en: 'Documented', de: 'Dokumentiert' };
    const cardProduct = {
      title: texts,
      description: texts,
      on_sale: false,
      validity_months: 6,
      version: 0,
      variations: [{ text: texts, value: 2500, price: 2500 }],
    };
    const addedProduct = await ok(await admin.post('/api/admin/gift-card-products', cardProduct), 'product added');
    const { id: productId, version, variations } = addedProduct.json();
    await ok(
      await admin.send('PUT', `/api/admin/gift-card-products/${productId}`, {
        ...cardProduct,
        version,
        variations: [{ id: variations[0].id, text: texts, value: 2000, price: 2000 }],
      }),
      'product changed',
    );

    // Add-ons (§16.9): listed, one added not offered (no booking sees it), changed.
    await ok(await admin.get('/api/admin/add-ons'), 'add-ons');
    const addOn = {
      name: texts,
      description: texts,
      unit: 'night',
      price: 900,
      vat_rate: 22,
      offered: false,
      version: 0,
    };
    const addedAddOn = (await ok(await admin.post('/api/admin/add-ons', addOn), 'add-on added')).json();
    await ok(
      await admin.send('PUT', `/api/admin/add-ons/${addedAddOn.id}`, {
        ...addOn,
        version: addedAddOn.version,
        price: 800,
      }),
      'add-on changed',
    );

    // The site's settings, saved as they were (no banner text, the usual prices), and the prices guests read.
    const settings = await ok(await admin.get('/api/admin/settings'), 'settings');
    await ok(await admin.send('PUT', '/api/admin/settings', settings.json()), 'settings saved');
    await ok(await guest.get('/api/airport-transfer/prices'), 'airport prices');

    // Seasons and closed days, far from the seasons the other tests book in.
    await ok(await admin.get('/api/admin/seasons'), 'seasons');
    const seasonBody = { starts_on: '2098-03-01', ends_on: '2098-11-01', bookable_from: null, bookable_to: null };
    const newSeason = await ok(await admin.post('/api/admin/seasons', seasonBody), 'season created');
    const seasonId = newSeason.json().id;
    await ok(
      await admin.send('PUT', `/api/admin/seasons/${seasonId}`, { ...seasonBody, ends_on: '2098-11-02' }),
      'season changed',
    );
    await ok(await admin.post('/api/admin/seasons/closed-days', { date: '2098-06-02', reason: 'Test' }), 'closed day');
    await admin.send('DELETE', '/api/admin/seasons/closed-days/2098-06-02');
    await admin.send('DELETE', `/api/admin/seasons/${seasonId}`);

    // Promo codes (product.md §12.15): a code of this test's own.
    await ok(await admin.get('/api/admin/promo-codes'), 'promo codes');
    const promo = {
      code: 'DOCS-1',
      name_it: 'Documenti',
      name_en: 'Docs',
      name_de: 'Doku',
      discount_kind: 'amount',
      amount_off_cents: 1000,
      max_uses: 5,
    };
    const promoCreated = await ok(await admin.post('/api/admin/promo-codes', promo), 'promo code created');
    const changed = await ok(
      await admin.send('PUT', '/api/admin/promo-codes/DOCS-1', {
        ...promo,
        min_nights: 2,
        version: promoCreated.json().version,
      }),
      'promo code changed',
    );
    await ok(
      await admin.post('/api/admin/promo-codes/DOCS-1/deactivate', { version: changed.json().version }),
      'promo code switched off',
    );
    // The day spa's calendar, on a day two years ahead no other test uses.
    const spa = (await ok(await admin.get('/api/admin/day-spa/products'), 'day-spa products')).json().products[0]
      .id as number;
    const spaNames = (await admin.get('/api/admin/day-spa/products')).json().products[0] as {
      title: Record<string, string>;
      description: Record<string, string>;
    };
    const spaProduct = Object.fromEntries(
      (['it', 'en', 'de'] as const).flatMap((l) => [
        [`title_${l}`, spaNames.title[l]],
        [`description_${l}`, spaNames.description[l]],
      ]),
    );
    const spaRules = { free_infant_max_age_years: 1, infants_per_place: 1, minors_admitted: true, min_people: 1 };
    await ok(
      await admin.send('PUT', `/api/admin/day-spa/products/${spa}`, { ...spaProduct, ...spaRules, active: true }),
      'product',
    );
    const spaDay = addDays(hotelToday(), 700);
    const spaSlot = { title: 'Docs', starts_at: '09:00', ends_at: '12:00', capacity: 5, price: 3000 };
    const spaRange = { from: spaDay, to: spaDay, weekdays: [1, 2, 3, 4, 5, 6, 7] };
    await ok(await admin.post(`/api/admin/day-spa/products/${spa}/slots`, { ...spaSlot, ...spaRange }), 'slots added');
    const spaDays = await ok(
      await admin.get(`/api/admin/day-spa/products/${spa}/days?from=${spaDay}&to=${spaDay}`),
      'day-spa days',
    );
    const spaSlotId = spaDays.json()[0].slots[0].id as number;
    await ok(await admin.send('PUT', `/api/admin/day-spa/slots/${spaSlotId}`, { ...spaSlot, capacity: 6 }), 'slot');
    await ok(
      await admin.post(`/api/admin/day-spa/products/${spa}/prices`, { ...spaRange, mode: 'raise', amount: 100 }),
      'day-spa prices',
    );
    await admin.send('DELETE', `/api/admin/day-spa/slots/${spaSlotId}`);
    // Rooms and out-of-order periods (§12.14), in 2098, far from every stay the other tests book.
    const roomList = await ok(await admin.get('/api/admin/rooms'), 'rooms');
    const firstCategory = roomList.json().categories[0].id as number;
    const added = await ok(
      await admin.post('/api/admin/rooms', { number: 'D-1', room_category_id: firstCategory, in_service: true }),
      'room created',
    );
    const roomId = added.json().id as number;
    await ok(
      await admin.send('PUT', `/api/admin/rooms/${roomId}`, { number: 'D-2', room_category_id: firstCategory }),
      'room changed',
    );
    const outOfOrder = { starts_on: '2098-04-01', ends_on: '2098-04-03', reason: 'Test' };
    const period = await ok(await admin.post(`/api/admin/rooms/${roomId}/out-of-order`, outOfOrder), 'out of order');
    await admin.send('DELETE', `/api/admin/rooms/out-of-order/${period.json().id}`);
    await admin.send('PUT', `/api/admin/rooms/${roomId}`, {
      number: 'D-2',
      room_category_id: firstCategory,
      in_service: false,
    });
    // Room categories and their photos (§12.18): a category saved as it is, a photo added, changed and served.
    const category = roomList.json().categories[0] as RoomCategoryWire;
    await ok(
      await admin.send('PUT', `/api/admin/room-categories/${category.id}`, {
        ...Object.fromEntries(LOCALES.map((l) => [`name_${l}`, category.name[l]])),
        ...Object.fromEntries(LOCALES.map((l) => [`description_${l}`, category.description[l]])),
        min_adults: category.min_adults,
        max_adults: category.max_adults,
        max_children: category.max_children,
        version: category.version,
      }),
      'category saved',
    );
    const photoBody = multipart([
      ...LOCALES.map((l) => ({ name: `alt_${l}`, value: `Photo ${l}` })),
      { name: 'photo', filename: 'room.png', type: 'image/png', data: await picture('png', 320, 200) },
    ]);
    const photo = await ok(
      await admin.inject({
        method: 'POST',
        url: `/api/admin/photos/room-categories/${category.id}`,
        payload: photoBody.payload,
        headers: { 'content-type': photoBody.contentType, 'x-csrf-token': admin.csrf },
      }),
      'photo added',
    );
    await ok(await admin.get(`/api/admin/photos/room-categories/${category.id}`), 'photos');
    await ok(
      await admin.send('PUT', `/api/admin/photos/${photo.json().id}`, {
        alt_it: 'Foto',
        alt_en: 'Photo',
        alt_de: 'Foto',
        position: 1,
      }),
      'photo changed',
    );
    const served = await ok(await guest.get(photo.json().url), 'photo served');
    expect(served.headers['content-type']).toBe('image/webp');
    await admin.send('DELETE', `/api/admin/photos/${photo.json().id}`);
    // Rate plans: one only a promo code unlocks (no search of the other tests sees it), changed, no longer sold.
    await ok(await admin.get('/api/admin/rate-plans'), 'rate plans');
    const planBody = {
      name: { it: 'Prova', en: 'Test plan', de: 'Testtarif' },
      boards: [{ board: 'room_only', supplement_per_adult_night: -1500 }],
      refundable: false,
      terms: { it: 'Non rimborsabile.', en: 'Non-refundable.', de: 'Nicht erstattbar.' },
      deposit_rule: 'all',
      requires_promo_code: true,
    };
    const newPlan = (await ok(await admin.post('/api/admin/rate-plans', planBody), 'rate plan created')).json();
    const changedPlan = await ok(
      await admin.send('PUT', `/api/admin/rate-plans/${newPlan.id}`, { ...planBody, version: newPlan.version }),
      'rate plan changed',
    );
    await ok(
      await admin.post(`/api/admin/rate-plans/${newPlan.id}/deactivate`, { version: changedPlan.json().version }),
      'rate plan deactivated',
    );

    // The pricing rules, saved again as they are.
    const pricingRules = (await ok(await admin.get('/api/admin/pricing-rules'), 'pricing rules')).json();
    await ok(await admin.send('PUT', '/api/admin/pricing-rules', pricingRules), 'pricing rules saved');

    // The rates calendar: a range read whole and its availability alone, a change set saved (the seasons' first open day).
    const open = (await admin.get('/api/admin/seasons'))
      .json()
      .seasons.find((season: { ends_on: string }) => season.ends_on >= hotelToday());
    const calendarDay = open.starts_on > hotelToday() ? open.starts_on : hotelToday();
    const range = `from=${calendarDay}&to=${addDays(calendarDay, 6)}`;
    const calendar = await ok(await admin.get(`/api/admin/calendar?${range}`), 'calendar');
    await ok(await admin.get(`/api/admin/calendar/availability?${range}`), 'calendar availability');
    const [cell] = calendar.json().category_cells;
    await ok(
      await admin.post('/api/admin/calendar/changes', {
        categories: [
          { room_category_id: cell.room_category_id, date: cell.date, version: cell.version, stop_sell: false },
        ],
      }),
      'calendar changes',
    );
    // A bulk change (a minimum stay on the next two days) and an import (the first day's export, its
    // first line's minimum stay at 3): each previewed, then applied with the preview's versions.
    const bulk = { from: addDays(calendarDay, 1), to: addDays(calendarDay, 2), min_stay: 2 };
    const bulkPreview = await ok(await admin.post('/api/admin/calendar/bulk/preview', bulk), 'bulk preview');
    await ok(
      await admin.post('/api/admin/calendar/bulk', { ...bulk, versions: bulkPreview.json().versions }),
      'bulk apply',
    );
    const [csvHeader, csvFirst] = parse(
      (await admin.get(`/api/admin/calendar/export.csv?from=${calendarDay}&to=${calendarDay}`)).body,
    ) as string[][];
    csvFirst[csvHeader.indexOf('min_stay')] = '3';
    const csv = stringify([csvHeader, csvFirst]);
    const importPreview = await ok(await admin.post('/api/admin/calendar/import/preview', { csv }), 'import preview');
    await ok(
      await admin.post('/api/admin/calendar/import', { csv, versions: importPreview.json().versions }),
      'import apply',
    );
    // The spa's schedule (docs/product.md §16): catalogue, day, a booking moved, an hour blocked.
    const schedule = await tinySpa(db(), 'docs');
    const spaStay = await guestStay(db(), 40, 2);
    await ok(await guest.get('/api/spa/treatments'), 'spa treatments');
    await ok(await guest.get('/api/add-ons?nights=3&persons=3,2'), 'add-ons offered');
    await ok(
      await guest.get(
        `/api/spa/free-slots?treatment_id=${schedule.treatment.id}&from=${spaStay.from}&to=${spaStay.to}`,
      ),
      'free slots',
    );
    // SSN cures (§16.10): the offer, and the times a cure would get on the seeded spa.
    await ok(await guest.get('/api/spa/ssn-cure'), 'ssn cure offer');
    const cure = `cycle=mud&sessions=1&visit_day=${spaStay.from}`;
    await ok(await guest.get(`/api/spa/ssn-cure/plan?from=${spaStay.from}&to=${spaStay.to}&${cure}`), 'ssn cure plan');
    await ok(await admin.get('/api/admin/spa/catalog'), 'spa catalogue');
    const newTreatment = await ok(
      await admin.post('/api/admin/spa/treatments', { ...schedule.treatment, id: undefined }),
      'treatment',
    );
    await ok(
      await admin.send('PUT', `/api/admin/spa/treatments/${newTreatment.json().id}`, {
        ...schedule.treatment,
        id: undefined,
      }),
      'treatment changed',
    );
    const hours = [{ weekday: 1, starts: '09:00', ends: '11:00' }];
    const newTherapist = await ok(
      await admin.post('/api/admin/spa/therapists', { name: 'Doc', skills: ['docs'], hours }),
      'therapist',
    );
    await ok(
      await admin.send('PUT', `/api/admin/spa/therapists/${newTherapist.json().id}`, {
        name: 'Doc',
        skills: ['docs'],
        hours: [],
      }),
      'therapist changed',
    );
    const cabin = { name: 'Doc', kind: 'docs', opens: '09:00', closes: '12:00' };
    const newCabin = await ok(await admin.post('/api/admin/spa/cabins', cabin), 'cabin');
    await ok(
      await admin.send('PUT', `/api/admin/spa/cabins/${newCabin.json().id}`, { ...cabin, active: false }),
      'cabin changed',
    );
    const spaDate = addDays(spaStay.from, 1);
    const booking = { reservation_id: spaStay.id, treatment_id: schedule.treatment.id, date: spaDate, time: '09:00' };
    const spaBooked = await ok(await admin.post('/api/admin/spa/bookings', booking), 'spa booking');
    await ok(
      await admin.send('PUT', `/api/admin/spa/bookings/${spaBooked.json().id}`, { date: spaDate, time: '10:00' }),
      'spa moved',
    );
    const block = {
      therapist_id: schedule.therapists[0].id,
      date: spaDate,
      starts: '09:00',
      ends: '09:30',
      reason: 'Docs',
    };
    const blocked = await ok(await admin.post('/api/admin/spa/blocks', block), 'spa block');
    await ok(await admin.get(`/api/admin/spa/day?date=${spaDate}`), 'spa day');
    await admin.send('DELETE', `/api/admin/spa/blocks/${blocked.json().id}`);

    // SSN cures for staff (docs/product.md §16.11): the settings read and saved as they are, the cures booked.
    const cureSettings = (await ok(await admin.get('/api/admin/ssn-cure'), 'ssn cure settings')).json();
    await ok(await admin.send('PUT', '/api/admin/ssn-cure', cureSettings), 'ssn cure settings saved');
    await ok(await admin.get('/api/admin/ssn-cure/cures'), 'ssn cures booked');

    // The city tax's versions.
    await ok(await admin.get('/api/admin/city-tax'), 'city tax');
    const from30 = addDays(hotelToday(), 30);
    const rules = { valid_from: from30, per_person_night: 250, max_nights_taxed: 4, exempt_under_age: 14 };
    await ok(await admin.post('/api/admin/city-tax', rules), 'city tax saved');
    await ok(await admin.send('DELETE', `/api/admin/city-tax/${from30}`), 'city tax deleted');

    expect(answerProblems).toEqual([]);
    const unchecked = documentedAnswers().filter((answer) => !answersChecked.has(answer));
    expect(unchecked).toEqual([]);
    // 29 when written: tokens, user, day spa, rooms, check-in, requests, shop, staff.
    expect(documentedAnswers().length).toBeGreaterThanOrEqual(29);
  });

  it('writes answers as JSON.stringify does, with the fields their schema does not list', async () => {
    // The cart's schema names no property of a line's `options`: through the schema they would be gone.
    const shopper = await new TestClient(t.app).start('/en/shop');
    const catalogue = await giftCardCatalogue(shopper);
    await shopper.post('/shop/cart', { id: catalogue.spa.id, variation: catalogue.spa.entry, people: 2, quantity: 1 });
    const [line] = (await shopper.get('/en/shop/cart')).json().items;
    expect(line.options).toMatchObject({ people: 2 });
  });
});
