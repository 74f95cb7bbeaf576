import { issueGiftCard } from '../shop/giftCardFixture';
import { addDays, hotelToday } from '../../../domain/dates';
import { ok, type DocumentedWalk } from './support';

/**
 * The back office's documented routes, called for real by the administrator: staff accounts, gift
 * cards at the desk and their products, add-ons, the site's settings, seasons and closed days,
 * promo codes and the day spa's calendar.
 * Part of the one walk of documentedAnswers.test.ts, which checks every answer against its schema.
 */
export async function callBackOfficeRoutes({ guest, admin, t, db }: DocumentedWalk) {
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
  await ok(await admin.post(`/api/admin/gift-cards/${issued.id}/balance`, { amount: -100, reason: 'Test' }), 'balance');
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
}
