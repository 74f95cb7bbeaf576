import { expect } from 'vitest';
import type { RoomCategoryWire } from '../../../domain/roomsAdmin';
import { LOCALES } from '../../../domain/locales';
import { multipart, picture } from '../media/support';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { addDays, hotelToday } from '../../../domain/dates';
import { ok, type DocumentedWalk } from './support';

/**
 * The rooms' and rates' documented routes, called for real by the administrator: rooms and their
 * out-of-order periods, room categories and their photos, rate plans, the pricing rules and the
 * rates calendar (its bulk change and spreadsheet import).
 * Part of the one walk of documentedAnswers.test.ts, which checks every answer against its schema.
 */
export async function callRoomsAndRatesRoutes({ guest, admin }: DocumentedWalk) {
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
}
